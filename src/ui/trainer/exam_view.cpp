// An exam question: no feedback; Quit and the exam's clock in the bottom bar.
#include <imgui.h>

#include "session/trainer/trainer_views.h"
#include "ui/theme.h"
#include "ui/trainer/trainer_frame.h"
#include "ui/trainer/views.h"

namespace flagfall::ui {

void draw_exam_view(TrainerSession& session, TrainerFrame& frame, const FrameInput& input) {
  const trainer::Exam* exam = session.trainer().exam();
  if (exam == nullptr) return;
  const EpochMillis left = exam->time_left(input.now);
  if (frame.begin_content()) draw_question(session, nullptr, input);
  frame.end_content();
  frame.begin_bottom_bar();
  const float width = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  if (bar_button(session, TrainerAction::kQuitExam, Arrow::kNone, (width - gap) / 2, input.now))
    return;
  ImGui::SameLine();
  const ImVec4& fill = session::exam_time_short(left) ? colors::kPausedTurn : colors::kPanel;
  ImGui::PushStyleColor(ImGuiCol_Button, fill);
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, fill);
  ImGui::PushStyleColor(ImGuiCol_ButtonActive, fill);
  ImGui::Button(session::exam_clock_text(left).c_str(), ImVec2((width - gap) / 2, touch_target()));
  ImGui::PopStyleColor(3);
}

}  // namespace flagfall::ui
