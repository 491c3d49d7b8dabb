#include "ui/rules_browser_screen.h"

#include <imgui.h>

#include "rules/ruleset.h"
#include "trainer/question.h"
#include "trainer/rule_index.h"
#include "ui/fonts.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"
#include "ui/trainer_widgets.h"
#include "ui/widgets.h"

namespace flagfall::ui {
namespace {

// "Scholastic 10a4", "FIDE 2023 (FIDE A.5.2)": the citation, with the ruleset's name when the
// citation alone does not say which ruleset it is.
std::string label(const trainer::RuleElsewhere& o) {
  if (o.cite.empty()) return o.name;
  if (o.cite.compare(0, o.name.size(), o.name) == 0) return o.cite;
  return o.name + " (" + o.cite + ")";
}

}  // namespace

void RulesBrowser::open(const std::string& ruleset, const std::string& number) {
  if (rules::find_ruleset(ruleset) != nullptr) ruleset_ = ruleset;
  focus_ = number;
  scroll_pending_ = !number.empty();
}

void RulesBrowser::draw() {
  const rules::Ruleset* ruleset = rules::find_ruleset(ruleset_);
  if (ruleset == nullptr) return;
  const float width = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float half = (width - gap) / 2;
  centered_text(Fonts::title(), "Rules");
  int column = 0;
  for (const rules::Ruleset* r : rules::all_rulesets()) {
    if (column++ % 2) ImGui::SameLine();
    const std::string id(r->id);
    if (chip(("rules." + id).c_str(), std::string(trainer::short_name(r->id)), r == ruleset,
             half)) {
      ruleset_ = id;
      focus_.clear();
      ImGui::SetScrollY(0);
    }
    publish_if_visible("rules.ruleset." + id);
  }
  ImGui::Dummy(ImVec2(0, 4));
  paragraph(std::string(ruleset->name), colors::kText);
  paragraph(std::string(ruleset->source), colors::kTextDim);
  paragraph("Yellow lines: rulesets that rule differently on the same topic.", colors::kTextDim);

  ImDrawList* draw = ImGui::GetWindowDrawList();
  for (const trainer::RuleEntry& e : trainer::rule_index(*ruleset)) {
    ImGui::Dummy(ImVec2(0, 2));
    const bool focused = !focus_.empty() && e.number == focus_;
    const ImVec2 top = ImGui::GetCursorScreenPos();
    draw->ChannelsSplit(2);
    draw->ChannelsSetCurrent(1);
    ImGui::BeginGroup();
    if (focused && scroll_pending_) {
      ImGui::SetScrollHereY(0.1f);
      scroll_pending_ = false;
    }
    heading(e.cite + "  \xC2\xB7  " + e.topic);
    paragraph(e.says, colors::kText);
    if (!e.policy.empty()) paragraph("Here: " + e.policy, colors::kTextDim);
    std::string same;
    for (const trainer::RuleElsewhere& o : e.elsewhere) {
      if (!o.differs) {
        same += (same.empty() ? "" : ", ") + label(o);
        continue;
      }
      const std::string line = label(o) + (o.cite.empty()     ? ": no rule on this"
                                           : o.policy.empty() ? ""
                                                              : ": " + o.policy);
      paragraph(line, colors::kWarning);
    }
    if (!same.empty()) paragraph("Same in: " + same, colors::kTextDim);
    ImGui::EndGroup();
    const ImVec2 bottom(top.x + width, ImGui::GetItemRectMax().y + 4);
    draw->ChannelsSetCurrent(0);
    draw->AddRectFilled(ImVec2(top.x - 6, top.y - 4), ImVec2(bottom.x + 2, bottom.y),
                        ImGui::GetColorU32(colors::kPanel), 8.0f);
    if (focused) {
      draw->AddRect(ImVec2(top.x - 6, top.y - 4), ImVec2(bottom.x + 2, bottom.y),
                    ImGui::GetColorU32(colors::kAccentHover), 8.0f, 0, 3.0f);
    }
    draw->ChannelsMerge();
    ImGui::Dummy(ImVec2(0, 4));
  }
}

nlohmann::json RulesBrowser::state() const {
  nlohmann::json rules_list = nlohmann::json::array();
  const rules::Ruleset* ruleset = rules::find_ruleset(ruleset_);
  if (ruleset != nullptr) {
    for (const trainer::RuleEntry& e : trainer::rule_index(*ruleset)) {
      nlohmann::json differs = nlohmann::json::array();
      for (const trainer::RuleElsewhere& o : e.elsewhere) {
        if (o.differs) differs.push_back(o.ruleset);
      }
      rules_list.push_back({{"number", e.number},
                            {"cite", e.cite},
                            {"says", e.says},
                            {"topic", e.topic},
                            {"differs", differs}});
    }
  }
  return {{"ruleset", ruleset_}, {"focus", focus_}, {"rules", rules_list}};
}

}  // namespace flagfall::ui
