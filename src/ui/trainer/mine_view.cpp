// My scenarios: make a case, build a class set, open a shared file; then every case with
// Practise, Edit, Share and Delete (which asks first).
#include <algorithm>
#include <initializer_list>
#include <utility>

#include <imgui.h>

#include "session/trainer/trainer_views.h"
#include "ui/fonts.h"
#include "ui/theme.h"
#include "ui/trainer/trainer_frame.h"
#include "ui/trainer/trainer_widgets.h"
#include "ui/trainer/views.h"
#include "ui/widgets.h"
#include "words/words.h"

namespace flagfall::ui {
namespace {

// A row of buttons across `width`, each published as its intent's id; the intent tapped, if any.
TrainerIntent button_row(std::initializer_list<TrainerIntent> row, float width) {
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float each =
      (width - gap * static_cast<float>(row.size() - 1)) / static_cast<float>(row.size());
  TrainerIntent tapped;
  bool first = true;
  for (const TrainerIntent& intent : row) {
    if (!first) ImGui::SameLine();
    first = false;
    const std::string id = session::intent_id(intent);
    ImGui::PushID(id.c_str());
    if (ImGui::Button(control_words(intent.action).c_str(), ImVec2(each, touch_target())))
      tapped = intent;
    ImGui::PopID();
    publish_if_visible(id);
  }
  return tapped;
}

}  // namespace

void draw_mine_view(TrainerSession& session, TrainerFrame& frame, const FrameInput& input) {
  const std::vector<rules::Scenario>& cases = session.mine().cases();
  if (frame.begin_content()) {
    const float width = ImGui::GetContentRegionAvail().x;
    centered_text(Fonts::title(), words::text(words::Msg::kTrainerMenuMine).data());
    if (!session.notice().empty()) paragraph(session.notice(), colors::kWarning);
    const std::string kept = session::kept_aside_text(session.mine().kept_aside().size());
    if (!kept.empty()) paragraph(kept, colors::kWarning);
    TrainerIntent tapped;
    if (big_button(("+ " + control_words(TrainerAction::kMineNew)).c_str(),
                   words::text(words::Msg::kTrainerUiMineNewHint).data(), width))
      tapped = TrainerAction::kMineNew;
    publish_if_visible(TrainerAction::kMineNew);
    const TrainerIntent top =
        button_row({TrainerAction::kMineSet, TrainerAction::kOpenFile}, width);
    if (top.action != TrainerAction::kNone) tapped = top;
    if (!session.mine().classes().empty()) {
      const TrainerIntent classes = button_row({TrainerAction::kMineClasses}, width);
      if (classes.action != TrainerAction::kNone) tapped = classes;
    }
    if (cases.empty()) paragraph(session::no_cases_text(), colors::kTextDim);
    for (std::size_t i = 0; i < cases.size(); ++i) {
      const auto n = static_cast<std::int32_t>(i);
      ImGui::Dummy(ImVec2(0, 4));
      ImGui::Separator();
      heading(cases[i].title);
      ImGui::SetWindowFontScale(0.85f);
      paragraph(session::case_summary(cases[i]), colors::kTextDim);
      ImGui::SetWindowFontScale(1.0f);
      if (session.confirming_delete() == i) {
        paragraph(words::format<words::Msg::kTrainerUiDeleteQuestion>(cases[i].title),
                  colors::kWarning);
        const TrainerIntent answer =
            button_row({TrainerAction::kConfirmDelete, TrainerAction::kCancelDelete}, width);
        if (answer.action != TrainerAction::kNone) tapped = answer;
        continue;
      }
      const TrainerIntent row = button_row({{TrainerAction::kMineStudy, n},
                                            {TrainerAction::kMineEdit, n},
                                            {TrainerAction::kMineShare, n},
                                            {TrainerAction::kMineDelete, n}},
                                           width);
      if (row.action != TrainerAction::kNone) {
        tapped = row;
        break;  // the list may change
      }
    }
    if (tapped.action != TrainerAction::kNone) session.apply(tapped, input.now);
  }
  frame.end_content();
  frame.begin_bottom_bar();
  bar_button(session, TrainerAction::kMineBack, Arrow::kBack, ImGui::GetContentRegionAvail().x,
             input.now);
}

}  // namespace flagfall::ui
