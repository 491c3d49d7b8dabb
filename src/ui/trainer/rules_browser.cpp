// The rules browser: every rule of one ruleset by number, with its paraphrase, this ruleset's
// policy, and the other rulesets on the same topic (those that differ in yellow). Opened from a
// feedback link it scrolls to the rule and outlines it.
#include <imgui.h>

#include "rules/ruleset.h"
#include "session/trainer/trainer_views.h"
#include "trainer/question.h"
#include "trainer/rule_index.h"
#include "ui/fonts.h"
#include "ui/theme.h"
#include "ui/trainer/trainer_frame.h"
#include "ui/trainer/trainer_widgets.h"
#include "ui/trainer/views.h"
#include "ui/widgets.h"
#include "words/words.h"

namespace flagfall::ui {
namespace {

void draw_rules(TrainerSession& session, TrainerFrame& frame, EpochMillis at) {
  const rules::Ruleset* ruleset = rules::find_ruleset(session.rules_ruleset());
  if (ruleset == nullptr) return;
  const float width = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float half = (width - gap) / 2;
  centered_text(Fonts::title(), words::text(words::Msg::kTrainerMenuRules).data());
  std::int32_t column = 0;
  for (const rules::Ruleset* r : rules::all_rulesets()) {
    const TrainerIntent choose{TrainerAction::kRulesRuleset, column};
    if (column++ % 2) ImGui::SameLine();
    if (chip(("rules." + std::string(r->id)).c_str(), std::string(trainer::short_name(r->id)),
             r == ruleset, half)) {
      session.apply(choose, at);
    }
    publish_if_visible(choose);
  }
  ImGui::Dummy(ImVec2(0, 4));
  paragraph(std::string(words::text(ruleset->name)), colors::kText);
  paragraph(std::string(words::text(ruleset->source)), colors::kTextDim);
  paragraph(std::string(words::text(words::Msg::kTrainerUiYellowLines)), colors::kTextDim);

  const std::string& focus = session.rules_focus();
  bool scroll_to_focus = frame.take_scroll_to_rule();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  for (const trainer::RuleEntry& e : trainer::rule_index(*ruleset)) {
    ImGui::Dummy(ImVec2(0, 2));
    const bool focused = !focus.empty() && e.number == focus;
    const ImVec2 top = ImGui::GetCursorScreenPos();
    draw->ChannelsSplit(2);
    draw->ChannelsSetCurrent(1);
    ImGui::BeginGroup();
    if (focused && scroll_to_focus) {
      ImGui::SetScrollHereY(0.1f);
      scroll_to_focus = false;
    }
    const session::RuleCard card = session::rule_card(e);
    heading(card.heading);
    paragraph(card.says, colors::kText);
    if (!card.here.empty()) paragraph(card.here, colors::kTextDim);
    for (const std::string& line : card.differing) paragraph(line, colors::kWarning);
    if (!card.same_in.empty()) paragraph(card.same_in, colors::kTextDim);
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

}  // namespace

void draw_rules_browser(TrainerSession& session, TrainerFrame& frame, const FrameInput& input) {
  if (frame.begin_content()) draw_rules(session, frame, input.now);
  frame.end_content();
  frame.begin_bottom_bar();
  bar_button(session, TrainerAction::kRulesBack, Arrow::kBack, ImGui::GetContentRegionAvail().x,
             input.now);
}

}  // namespace flagfall::ui
