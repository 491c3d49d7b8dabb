#include "ui/trainer/trainer_screen.h"

#include "json/writer.h"
#include "ui/home_screen.h"
#include "ui/trainer/trainer_widgets.h"
#include "ui/trainer/views.h"

namespace flagfall::ui {

void TrainerScreen::draw_view(const session::FrameInput& input) {
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
      draw_progress_chart(session_, frame_, input);
      break;
    case session::TrainerView::kRules:
      draw_rules_browser(session_, frame_, input);
      break;
    case session::TrainerView::kEditor:
      draw_editor_view(session_, frame_, input);
      break;
    case session::TrainerView::kMine:
      draw_mine_view(session_, frame_, input);
      break;
    case session::TrainerView::kSetBuilder:
      draw_set_builder_view(session_, frame_, input);
      break;
    case session::TrainerView::kShare:
      draw_share_view(session_, frame_, input);
      break;
    case session::TrainerView::kClasses:
      draw_classes_view(session_, frame_, input);
      break;
    case session::TrainerView::kClassroom:
      draw_classroom_view(session_, frame_, input);
      break;
  }
}

void TrainerScreen::draw(const session::FrameInput& input, session::FrameOutput& output) {
  chip_labels().clear();
  session_.reduce_motion(input.reduced_motion);
  session_.tick(input.now);
  frame_.show_from(session_.take_show_from());
  // The replace question stands in front of whatever view asked it.
  if (session_.mine().waiting() != nullptr) {
    draw_replace_sheet(session_, frame_, input);
  } else {
    draw_view(input);
  }
  if (auto text = session_.take_text_request()) output.ask_text = std::move(text);
  if (auto request = session_.take_page_request()) output.page_request = request;
  if (const auto at = session_.redraw_at(input.now)) output.redraw_by(*at);
}

void TrainerScreen::write_state(JsonWriter& out, session::EpochMillis now) const {
  session_.write_state(out, now);
  // After the session's members: the session knows nothing of these.
  out.key("chips").begin_array();
  for (const ChipLabel& c : chip_labels())
    out.begin_object().field("id", c.id).field("scale", c.scale).field("text", c.text).end_object();
  out.end_array();
  out.key("scroll")
      .begin_object()
      .field("max", frame_.scroll_max())
      .field("y", frame_.scroll_y())
      .end_object();
}

}  // namespace flagfall::ui
