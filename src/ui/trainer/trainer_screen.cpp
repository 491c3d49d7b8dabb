#include "ui/trainer/trainer_screen.h"

#include <nlohmann/json.hpp>

#include "ui/home_screen.h"
#include "ui/trainer/views.h"

namespace flagfall::ui {

Screen TrainerScreen::draw(const session::FrameInput& input, session::FrameOutput& output) {
  session_.reduce_motion(input.reduced_motion);
  session_.tick(input.now);
  frame_.show_from(session_.take_show_from());
  switch (session_.view()) {
    case session::TrainerView::kMenu:
      draw_trainer_menu(session_, frame_, input);
      break;
    case session::TrainerView::kSelection:
      draw_selection_view(session_, frame_, input);
      break;
    case session::TrainerView::kQuestion:
      draw_question_view(session_, frame_, input);
      break;
    case session::TrainerView::kExam:
      draw_exam_view(session_, frame_, input);
      break;
    case session::TrainerView::kExamResult:
      draw_exam_result_view(session_, frame_, input);
      break;
    case session::TrainerView::kProgress:
      draw_progress_chart(session_, frame_);
      break;
    case session::TrainerView::kRules:
      draw_rules_browser(session_, frame_);
      break;
  }
  if (const auto at = session_.redraw_at(input.now)) output.redraw_by(*at);
  if (const auto leave = session_.take_leave()) return screen_of(*leave);
  return Screen::Trainer;
}

nlohmann::json TrainerScreen::state(session::EpochMillis now) const {
  nlohmann::json out = session_.state(now);
  out["scroll"] = {{"y", frame_.scroll_y()}, {"max", frame_.scroll_max()}};
  return out;
}

}  // namespace flagfall::ui
