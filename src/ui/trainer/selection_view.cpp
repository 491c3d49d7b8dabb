// The selection: which rulesets and categories the questions come from, and fresh positions.
#include <algorithm>
#include <string>
#include <vector>

#include <imgui.h>

#include "rules/ruleset.h"
#include "rules/scenario_category.h"
#include "session/trainer/trainer_texts.h"
#include "ui/theme.h"
#include "ui/trainer/trainer_frame.h"
#include "ui/trainer/trainer_widgets.h"
#include "ui/trainer/views.h"

namespace flagfall::ui {
namespace {

bool selected(const std::vector<std::string>& list, std::string_view id) {
  return std::find(list.begin(), list.end(), id) != list.end();
}

// "All" and "None" side by side; returns which was tapped.
void all_none(const char* all_id, const char* none_id, float half, bool& all, bool& none) {
  all = ImGui::Button(("All##" + std::string(all_id)).c_str(), ImVec2(half, touch_target()));
  publish_if_visible(all_id);
  ImGui::SameLine();
  none = ImGui::Button(("None##" + std::string(none_id)).c_str(), ImVec2(half, touch_target()));
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
    heading("Rulesets");
    bool all = false, none = false;
    all_none("trainer.rulesets.all", "trainer.rulesets.none", half, all, none);
    if (all) session.all_rulesets();
    if (none) session.no_rulesets();
    int column = 0;
    for (const rules::Ruleset* r : rules::all_rulesets()) {
      if (column++ % 2) ImGui::SameLine();
      const std::string id(r->id);
      if (chip(id.c_str(), std::string(trainer::short_name(r->id)), selected(sel.rulesets, r->id),
               half)) {
        session.toggle_ruleset(r->id);
      }
      publish_if_visible("trainer.ruleset." + id);
    }
    ImGui::Dummy(ImVec2(0, 4));
    heading("Categories");
    all_none("trainer.categories.all", "trainer.categories.none", half, all, none);
    if (all) session.all_categories();
    if (none) session.no_categories();
    column = 0;
    for (const std::string& c : t.bank().categories()) {
      if (column++ % 2) ImGui::SameLine();
      if (chip(c.c_str(), std::string(rules::category_title(c)), selected(sel.categories, c),
               half)) {
        session.toggle_category(c);
      }
      publish_if_visible("trainer.category." + c);
    }
    ImGui::Dummy(ImVec2(0, 4));
    if (chip("variants", "Fresh positions where a scenario allows", sel.variants, width))
      session.toggle_variants();
    publish_if_visible("trainer.variants");
    const std::size_t matching = t.candidate_scenarios().size();
    paragraph(session::matching_text(matching),
              matching == 0 ? colors::kWarning : colors::kTextDim);
  }
  frame.end_content();
  frame.begin_bottom_bar();
  const float width = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  if (bar_button("\xE2\x86\x90 Back", "trainer.setup.back", (width - gap) / 2))
    session.selection_back();
  ImGui::SameLine();
  if (bar_button("Practise \xE2\x86\x92", "trainer.setup.start", (width - gap) / 2,
                 session.can_practise())) {
    session.practise(input.now);
  }
}

}  // namespace flagfall::ui
