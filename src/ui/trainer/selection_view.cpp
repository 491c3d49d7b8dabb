// The selection: which rulesets and categories the questions come from, and fresh positions.
#include <algorithm>
#include <string>
#include <vector>

#include <imgui.h>

#include "rules/ruleset.h"
#include "rules/scenario_category.h"
#include "session/trainer/trainer_views.h"
#include "ui/theme.h"
#include "ui/trainer/trainer_frame.h"
#include "ui/trainer/trainer_widgets.h"
#include "ui/trainer/views.h"
#include "words/words.h"

namespace flagfall::ui {
namespace {

bool selected(const std::vector<std::string>& list, std::string_view id) {
  return std::find(list.begin(), list.end(), id) != list.end();
}

// "All" and "None" side by side; `tapped` takes the one tapped.
void all_none(TrainerAction all, TrainerAction none, float half, TrainerIntent& tapped) {
  const std::string all_id = session::intent_id(all);
  if (ImGui::Button((control_words(all) + "##" + all_id).c_str(), ImVec2(half, touch_target())))
    tapped = all;
  publish_if_visible(all_id);
  ImGui::SameLine();
  const std::string none_id = session::intent_id(none);
  if (ImGui::Button((control_words(none) + "##" + none_id).c_str(), ImVec2(half, touch_target())))
    tapped = none;
  publish_if_visible(none_id);
}

}  // namespace

void draw_selection_view(TrainerSession& session, TrainerFrame& frame, const FrameInput& input) {
  const trainer::Trainer& t = session.trainer();
  if (frame.begin_content()) {
    const float width = ImGui::GetContentRegionAvail().x;
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float half = (width - gap) / 2;
    const trainer::Selection& sel = t.selection();
    TrainerIntent tapped;
    heading(std::string(words::text(words::Msg::kTrainerMirrorRulesets)));
    all_none(TrainerAction::kAllRulesets, TrainerAction::kNoRulesets, half, tapped);
    std::int32_t column = 0;
    for (const rules::Ruleset* r : rules::all_rulesets()) {
      const TrainerIntent toggle{TrainerAction::kRuleset, column};
      if (column++ % 2) ImGui::SameLine();
      if (chip(std::string(r->id).c_str(), std::string(trainer::short_name(r->id)),
               selected(sel.rulesets, r->id), half)) {
        tapped = toggle;
      }
      publish_if_visible(toggle);
    }
    ImGui::Dummy(ImVec2(0, 4));
    heading(std::string(words::text(words::Msg::kTrainerMirrorCategories)));
    all_none(TrainerAction::kAllCategories, TrainerAction::kNoCategories, half, tapped);
    column = 0;
    for (const std::string& c : t.bank().categories()) {
      const TrainerIntent toggle{TrainerAction::kCategory, session::category_index(c)};
      if (column++ % 2) ImGui::SameLine();
      if (chip(c.c_str(), std::string(rules::category_title(c)), selected(sel.categories, c),
               half)) {
        tapped = toggle;
      }
      publish_if_visible(toggle);
    }
    ImGui::Dummy(ImVec2(0, 4));
    if (chip("variants", control_words(TrainerAction::kVariants), sel.variants, width))
      tapped = TrainerAction::kVariants;
    publish_if_visible(TrainerAction::kVariants);
    if (tapped.action != TrainerAction::kNone) session.apply(tapped, input.now);
    const std::size_t matching = t.candidate_scenarios().size();
    paragraph(session::matching_text(matching),
              matching == 0 ? colors::kWarning : colors::kTextDim);
  }
  frame.end_content();
  frame.begin_bottom_bar();
  const float width = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  bar_button(session, TrainerAction::kSelectionBack, Arrow::kBack, (width - gap) / 2, input.now);
  ImGui::SameLine();
  bar_button(session, TrainerAction::kStart, Arrow::kOn, (width - gap) / 2, input.now,
             session.can_practise());
}

}  // namespace flagfall::ui
