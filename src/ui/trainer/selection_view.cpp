// The selection: which rulesets and categories the questions come from, and fresh positions.
#include <algorithm>
#include <string>
#include <vector>

#include <imgui.h>

#include "rules/ruleset.h"
#include "rules/scenario_category.h"
#include "session/trainer/trainer_texts.h"
#include "ui/theme.h"
#include "ui/trainer/intent_controls.h"
#include "ui/trainer/trainer_frame.h"
#include "ui/trainer/trainer_widgets.h"
#include "ui/trainer/views.h"

namespace flagfall::ui {
namespace {

bool selected(const std::vector<std::string>& list, std::string_view id) {
  return std::find(list.begin(), list.end(), id) != list.end();
}

namespace ti = session::trainer_intent;

// "All" and "None" side by side.
void all_none(TrainerSession& session, const session::TrainerIntent& all,
              const session::TrainerIntent& none, float half, EpochMillis at) {
  const std::string all_id = session::trainer_intents().id(all);
  const std::string none_id = session::trainer_intents().id(none);
  intent_control(session, ImGui::Button(("All##" + all_id).c_str(), ImVec2(half, touch_target())),
                 all, at);
  ImGui::SameLine();
  intent_control(session, ImGui::Button(("None##" + none_id).c_str(), ImVec2(half, touch_target())),
                 none, at);
}

}  // namespace

void draw_selection_view(TrainerSession& session, TrainerFrame& frame, const FrameInput& input) {
  const trainer::Trainer& t = session.trainer();
  if (frame.begin_content()) {
    const float width = ImGui::GetContentRegionAvail().x;
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float half = (width - gap) / 2;
    const trainer::Selection& sel = t.selection();
    heading("Rulesets");
    all_none(session, ti::AllRulesets{true}, ti::AllRulesets{false}, half, input.now);
    int column = 0;
    for (const rules::Ruleset* r : rules::all_rulesets()) {
      if (column++ % 2) ImGui::SameLine();
      const std::string id(r->id);
      intent_control(session,
                     chip(id.c_str(), std::string(trainer::short_name(r->id)),
                          selected(sel.rulesets, r->id), half),
                     ti::ToggleRuleset{id}, input.now);
    }
    ImGui::Dummy(ImVec2(0, 4));
    heading("Categories");
    all_none(session, ti::AllCategories{true}, ti::AllCategories{false}, half, input.now);
    column = 0;
    for (const std::string& c : t.bank().categories()) {
      if (column++ % 2) ImGui::SameLine();
      intent_control(
          session,
          chip(c.c_str(), std::string(rules::category_title(c)), selected(sel.categories, c), half),
          ti::ToggleCategory{c}, input.now);
    }
    ImGui::Dummy(ImVec2(0, 4));
    intent_control(session,
                   chip("variants", "Fresh positions where a scenario allows", sel.variants, width),
                   ti::ToggleVariants{}, input.now);
    const std::size_t matching = t.candidate_scenarios().size();
    paragraph(session::matching_text(matching),
              matching == 0 ? colors::kWarning : colors::kTextDim);
  }
  frame.end_content();
  frame.begin_bottom_bar();
  const float width = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  intent_bar_button(session, "\xE2\x86\x90 Back", ti::SelectionBack{}, (width - gap) / 2,
                    input.now);
  ImGui::SameLine();
  intent_bar_button(session, "Practise \xE2\x86\x92", ti::PractiseSelected{}, (width - gap) / 2,
                    input.now, session.can_practise());
}

}  // namespace flagfall::ui
