// The trainer session's exam: five questions against the clock, no feedback until the end, the
// result, the review of each question, and the clock's redraws.
#include <gtest/gtest.h>

#include "../../support/instants.h"
#include "../../support/wrong_choice.h"
#include "session/trainer/trainer_session.h"
#include "session/trainer/trainer_views.h"
#include "trainer_session_support.h"

namespace flagfall::session {
namespace {

using ::flagfall::session::testing_support::act;
using ::flagfall::session::testing_support::TA;

using ::flagfall::testing_support::kStart;
constexpr EpochMillis kLimit = TrainerSession::kExamQuestions * trainer::Exam::kTimePerQuestionMs;

using ::flagfall::testing_support::wrong_choice;

// Answers every question of a started exam: right but the last.
void answer_all_but_the_last_right(TrainerSession& s) {
  for (std::size_t i = 0; i < TrainerSession::kExamQuestions; ++i) {
    const trainer::Question& q = *s.on_show().question;
    s.apply({TA::kChoice, static_cast<std::int32_t>(
                              i + 1 < TrainerSession::kExamQuestions ? q.right : wrong_choice(q))},
            kStart + 1000 * static_cast<EpochMillis>(i + 1));
  }
}

TEST(TrainerSessionExam, AnExamAsksFiveQuestionsWithoutFeedback) {
  TrainerSession s;
  s.apply(TA::kExam, kStart);
  EXPECT_EQ(s.view(), TrainerView::kExam);
  EXPECT_EQ(s.take_show_from(), ShowFrom::kTop);
  const QuestionOnShow shown = s.on_show();
  ASSERT_NE(shown.question, nullptr);
  EXPECT_EQ(shown.header.rfind("Exam 1/5 \xC2\xB7 ", 0), 0u) << shown.header;
  EXPECT_EQ(s.step(), shown.question->replay.steps.size() - 1);
  s.apply({TA::kChoice, static_cast<std::int32_t>(shown.question->right)}, kStart + 1000);
  const QuestionOnShow second = s.on_show();
  EXPECT_EQ(second.header.rfind("Exam 2/5 \xC2\xB7 ", 0), 0u) << second.header;
  EXPECT_FALSE(second.reveal);
  EXPECT_FALSE(second.feedback);
  EXPECT_FALSE(second.chosen.has_value());
  EXPECT_EQ(second.mark(second.question->right), ChoiceMark::kNone) << "nothing revealed";
  EXPECT_EQ(s.step(), second.question->replay.steps.size() - 1) << "its own timeline";
  EXPECT_EQ(s.take_show_from(), ShowFrom::kTop);
  EXPECT_TRUE(s.take_unsaved_change());
}

TEST(TrainerSessionExam, TheLastAnswerShowsTheResultAndEachQuestionCanBeReviewed) {
  TrainerSession s;
  s.apply(TA::kExam, kStart);
  answer_all_but_the_last_right(s);
  EXPECT_EQ(s.view(), TrainerView::kExamResult);
  EXPECT_EQ(s.take_show_from(), ShowFrom::kTop);
  const trainer::Exam& exam = *s.trainer().exam();
  EXPECT_EQ(exam.score(), 4);
  EXPECT_TRUE(exam.passed());
  EXPECT_EQ(s.on_show().question, nullptr) << "the list, not a question";
  EXPECT_EQ(s.trainer().progress().exams().size(), 1u);

  act(s, {TA::kExamReview, 4});
  EXPECT_EQ(s.exam_review(), 4u);
  EXPECT_EQ(s.take_show_from(), ShowFrom::kTop);
  const QuestionOnShow shown = s.on_show();
  ASSERT_EQ(shown.question, &exam.question(4));
  EXPECT_TRUE(shown.reveal);
  EXPECT_TRUE(shown.feedback);
  EXPECT_EQ(shown.verdict(), false);
  EXPECT_EQ(shown.mark(shown.question->right), ChoiceMark::kRight);
  EXPECT_EQ(shown.mark(wrong_choice(*shown.question)), ChoiceMark::kWrong);
  EXPECT_EQ(shown.header.find("Exam"), std::string::npos) << shown.header;
  s.apply({TA::kChoice, static_cast<std::int32_t>(shown.question->right)}, kStart + 9000);
  EXPECT_EQ(exam.score(), 4) << "a reviewed question is not answered again";

  act(s, TA::kResults);
  EXPECT_EQ(s.exam_review(), std::nullopt);
  EXPECT_EQ(s.take_show_from(), ShowFrom::kTop);
  act(s, {TA::kExamReview, 99});
  EXPECT_EQ(s.exam_review(), std::nullopt) << "no such question";
}

TEST(TrainerSessionExam, ReviewingTheSameQuestionAgainKeepsItsTimelineStep) {
  TrainerSession s;
  s.apply(TA::kExam, kStart);
  answer_all_but_the_last_right(s);
  act(s, {TA::kExamReview, 2});
  act(s, TA::kStepBack);
  const std::size_t step = s.step();
  act(s, TA::kResults);
  act(s, {TA::kExamReview, 2});
  EXPECT_EQ(s.step(), step);
  act(s, TA::kResults);
  act(s, {TA::kExamReview, 3});
  EXPECT_EQ(s.step(), s.on_show().question->replay.steps.size() - 1);
}

TEST(TrainerSessionExam, WhenTimeIsUpTheExamEndsAndUnansweredQuestionsCountWrong) {
  TrainerSession s;
  s.apply(TA::kExam, kStart);
  s.apply({TA::kChoice, static_cast<std::int32_t>(s.on_show().question->right)}, kStart + 1000);
  s.take_unsaved_change();
  s.tick(kStart + kLimit - 1);
  EXPECT_EQ(s.view(), TrainerView::kExam);
  s.tick(kStart + kLimit);
  EXPECT_EQ(s.view(), TrainerView::kExamResult);
  EXPECT_TRUE(s.take_unsaved_change());
  EXPECT_TRUE(s.trainer().exam()->finished());
  EXPECT_EQ(s.trainer().exam()->score(), 1);
  act(s, {TA::kExamReview, 3});
  EXPECT_EQ(s.on_show().verdict(), std::nullopt) << "not answered in time";
  EXPECT_EQ(s.on_show().mark(s.on_show().question->right), ChoiceMark::kRight);
}

TEST(TrainerSessionExam, AnAnswerAfterTheTimeEndsTheExamUnanswered) {
  TrainerSession s;
  s.apply(TA::kExam, kStart);
  s.apply({TA::kChoice, static_cast<std::int32_t>(s.on_show().question->right)}, kStart + kLimit);
  EXPECT_EQ(s.view(), TrainerView::kExamResult);
  EXPECT_EQ(s.trainer().exam()->score(), 0);
  EXPECT_FALSE(s.trainer().exam()->chosen(0).has_value());
}

TEST(TrainerSessionExam, TheExamClockIsDrawnAgainWhenItsTextChanges) {
  TrainerSession s;
  s.apply(TA::kExam, kStart);
  EXPECT_EQ(s.redraw_at(kStart), kStart + 1000);
  EXPECT_EQ(s.redraw_at(kStart + 250), kStart + 1000);
  // Under 20 s the clock shows tenths.
  const EpochMillis late = kStart + kLimit - 19'950;
  EXPECT_EQ(s.redraw_at(late), late + 50);
  s.apply(TA::kReplay, kStart);
  EXPECT_EQ(s.redraw_at(kStart), kStart + 900) << "the replay's next step comes first";
}

TEST(TrainerSessionExam, QuitAndMenuCloseTheExam) {
  TrainerSession s;
  s.apply(TA::kExam, kStart);
  act(s, TA::kQuitExam);
  EXPECT_EQ(s.view(), TrainerView::kMenu);
  EXPECT_EQ(s.trainer().exam(), nullptr);
  EXPECT_EQ(s.redraw_at(kStart), std::nullopt);
  s.apply(TA::kExam, kStart);
  answer_all_but_the_last_right(s);
  act(s, TA::kQuitExam);
  EXPECT_EQ(s.view(), TrainerView::kMenu);
  EXPECT_EQ(s.trainer().exam(), nullptr);
  EXPECT_EQ(s.trainer().progress().exams().size(), 1u) << "the finished exam was recorded";
}

TEST(TrainerSessionExam, NewExamFromTheResultStartsAnother) {
  TrainerSession s;
  s.apply(TA::kExam, kStart);
  answer_all_but_the_last_right(s);
  act(s, {TA::kExamReview, 1});
  act(s, TA::kResults);
  s.apply(TA::kExam, kStart + 60'000);
  EXPECT_EQ(s.view(), TrainerView::kExam);
  EXPECT_EQ(s.exam_review(), std::nullopt);
  EXPECT_EQ(s.trainer().exam()->current(), 0u);
}

TEST(TrainerSessionExam, TooFewScenariosForAnExamSaySoOnTheMenu) {
  TrainerSession s;
  act(s, TA::kNoCategories);
  s.apply(TA::kExam, kStart);
  EXPECT_EQ(s.view(), TrainerView::kMenu);
  EXPECT_EQ(s.trainer().exam(), nullptr);
  EXPECT_NE(s.notice().find("Not enough scenarios for an exam"), std::string::npos);
}

}  // namespace
}  // namespace flagfall::session
