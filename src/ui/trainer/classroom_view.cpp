// Classroom mode: the question as practice lays it out, in the titles' font (crisp at the size a
// projector needs, where the body's would be scaled up), the keys under the header until the
// ruling is revealed; the bar steps through the set.
#include <imgui.h>

#include "session/trainer/trainer_views.h"
#include "ui/fonts.h"
#include "ui/theme.h"
#include "ui/trainer/trainer_frame.h"
#include "ui/trainer/trainer_widgets.h"
#include "ui/trainer/views.h"
#include "words/words.h"

namespace flagfall::ui {
namespace {

// 30 px type: read from the back of a classroom at 1280x800, with the board beside the text.
constexpr float kClassroomScale = 30.0f / 36.0f;

}  // namespace

void draw_classroom_view(TrainerSession& session, TrainerFrame& frame, const FrameInput& input) {
  const bool revealed = session.on_show().reveal;
  ImGui::PushFont(Fonts::title());
  if (frame.begin_content()) {
    ImGui::SetWindowFontScale(kClassroomScale);
    if (!session.notice().empty()) paragraph(session.notice(), colors::kWarning);
    if (!revealed)
      paragraph(std::string(words::text(words::Msg::kTrainerClassroomKeys)), colors::kTextDim);
    draw_question(session, &frame, input);
  }
  frame.end_content();
  ImGui::PopFont();
  frame.begin_bottom_bar();
  const float width = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float third = (width - 2 * gap) / 3;
  const auto count = session.classroom_size();
  const auto at = session.classroom_at();
  if (bar_button(session, TrainerAction::kClassroomBack, Arrow::kBack, third, input.now)) return;
  ImGui::SameLine();
  bar_button(session, TrainerAction::kClassroomPrevious, Arrow::kNone, third, input.now, at > 0);
  ImGui::SameLine();
  if (revealed) {
    bar_button(session, TrainerAction::kClassroomNext, Arrow::kOn, third, input.now,
               at + 1 < count);
  } else {
    bar_button(session, TrainerAction::kReveal, Arrow::kNone, third, input.now);
  }
}

}  // namespace flagfall::ui
