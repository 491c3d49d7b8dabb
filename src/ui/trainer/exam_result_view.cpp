// After an exam: passed or not, the score, every question with the answer given and the right
// one; a question tapped is shown with its full feedback.
#include <algorithm>

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

void draw_review(TrainerSession& session, TrainerFrame& frame, const FrameInput& input,
                 std::size_t index, std::size_t size) {
  if (frame.begin_content()) {
    paragraph(words::format<words::Msg::kTrainerUiExamReview>(std::to_string(index + 1),
                                                              std::to_string(size)),
              colors::kTextDim);
    if (!session.on_show().verdict())
      paragraph(std::string(words::text(words::Msg::kTrainerUiNotAnswered)), colors::kWarning);
    draw_question(session, &frame, input);
  }
  frame.end_content();
  frame.begin_bottom_bar();
  bar_button(session, TrainerAction::kResults, Arrow::kBack, ImGui::GetContentRegionAvail().x,
             input.now);
}

}  // namespace

void draw_exam_result_view(TrainerSession& session, TrainerFrame& frame, const FrameInput& input) {
  const trainer::Exam* exam = session.trainer().exam();
  if (exam == nullptr) return;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  if (const auto review = session.exam_review()) {
    draw_review(session, frame, input, *review, exam->size());
    return;
  }
  if (frame.begin_content()) {
    const float width = ImGui::GetContentRegionAvail().x;
    centered_text(Fonts::title(), words::text(exam->passed() ? words::Msg::kTrainerUiPassed
                                                             : words::Msg::kTrainerUiNotPassed)
                                      .data());
    if (session.set_quiz()) centered_text(Fonts::body(), session.shared().title.c_str());
    centered_text(Fonts::body(), session::exam_score_text(*exam).c_str());
    if (session.set_quiz() && exam->finished()) {
      if (ImGui::Button(control_words(TrainerAction::kSendResult).c_str(),
                        ImVec2(width, touch_target())))
        session.apply(TrainerAction::kSendResult, input.now);
      publish_if_visible(TrainerAction::kSendResult);
    }
    if (session.set_quiz() && !session.shared().own.empty()) {
      if (ImGui::Button(words::text(words::Msg::kTrainerButtonSaveSetCases).data(),
                        ImVec2(width, touch_target())))
        session.apply(TrainerAction::kSaveShared, input.now);
      publish_if_visible(TrainerAction::kSaveShared);
    }
    if (!session.notice().empty()) paragraph(session.notice(), colors::kTextDim);
    ImGui::Dummy(ImVec2(0, 4));
    heading(std::string(words::text(words::Msg::kTrainerUiTapQuestion)));
    const std::vector<session::ExamLine> lines = session::exam_lines(*exam);
    for (std::size_t i = 0; i < lines.size(); ++i) {
      const TrainerIntent review{TrainerAction::kExamReview, static_cast<std::int32_t>(i)};
      ImGui::PushID(static_cast<int>(i));
      if (wrapped_button("##review", lines[i].text, width, ImGui::GetColorU32(colors::kPanel),
                         ImGui::GetColorU32(lines[i].right ? colors::kAccent : colors::kFlag),
                         ImGui::GetColorU32(colors::kText))) {
        session.apply(review, input.now);
      }
      ImGui::PopID();
      publish_if_visible(review);
    }
  }
  frame.end_content();
  frame.begin_bottom_bar();
  const float width = ImGui::GetContentRegionAvail().x;
  if (bar_button(session, TrainerAction::kExamMenu, Arrow::kBack, (width - gap) / 2, input.now)) {
    return;
  }
  ImGui::SameLine();
  bar_button(session, session.set_quiz() ? TrainerAction::kSetAgain : TrainerAction::kExamAgain,
             Arrow::kNone, (width - gap) / 2, input.now);
}

}  // namespace flagfall::ui
