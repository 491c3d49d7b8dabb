// A student's finished class set (issue 41, points 0 and 1): kept on the phone once the last
// answer is given, shown in Progress, saved and read back, and sent to the coach under the name
// the coach knows the student by, as a "#result=" link, a QR code and a file.
#include <gtest/gtest.h>

#include "../../support/instants.h"
#include "trainer/class_result_json.h"
#include "trainer/share.h"
#include "trainer_session_support.h"

namespace flagfall::session {
namespace student_result_test {

using ::flagfall::session::testing_support::act;
using ::flagfall::session::testing_support::TA;
using ::flagfall::testing_support::kStart;

trainer::ClassSet week_two() {
  return trainer::bank_set(
      "Week 2",
      {"flag-fall-claimed", "illegal-move-claimed", "draw-claim-repetition", "penalty-banging"},
      trainer::Bank::builtin());
}

// The set answered: every case right but the third; the last answer 40 s after the start.
void answer_all(TrainerSession& s) {
  for (std::int32_t i = 0; i < 4; ++i) {
    const trainer::Exam* exam = s.trainer().exam();
    ASSERT_NE(exam, nullptr);
    ASSERT_LT(exam->current(), exam->size()) << i;
    const trainer::Question& q = exam->question(exam->current());
    const std::int32_t wrong = q.right == 0 ? 1 : 0;
    s.apply({TA::kChoice, i == 2 ? wrong : static_cast<std::int32_t>(q.right)},
            kStart + 10'000 * (i + 1));
  }
}

TEST(StudentResult, AFinishedSetIsKeptOnThePhoneAndSaved) {
  ASSERT_EQ(week_two().cases.size(), 4u);
  TrainerSession s;
  s.open_link(trainer::set_link(week_two())->fragment, kStart);
  ASSERT_EQ(s.view(), TrainerView::kExam) << s.notice();
  EXPECT_TRUE(s.trainer().progress().sets().empty());
  answer_all(s);
  ASSERT_EQ(s.view(), TrainerView::kExamResult);
  EXPECT_TRUE(s.take_unsaved_change());
  ASSERT_EQ(s.trainer().progress().sets().size(), 1u);
  const trainer::StudentResult& kept = s.trainer().progress().sets()[0];
  EXPECT_EQ(kept.set_hash, trainer::set_hash(week_two()));
  EXPECT_EQ(kept.set_title, "Week 2");
  EXPECT_EQ(kept.score(), 3u);
  ASSERT_EQ(kept.answers.size(), 4u);
  EXPECT_FALSE(kept.answers[2].right);
  EXPECT_FALSE(kept.answers[2].chosen.empty());
  EXPECT_EQ(kept.taken_ms, 40'000);
  EXPECT_EQ(kept.finished_at, kStart + 40'000);
  EXPECT_EQ(kept.student, "");

  // Progress lists it; a reload keeps it.
  ASSERT_EQ(recent_sets(s.trainer().progress()).size(), 1u);
  EXPECT_EQ(recent_sets(s.trainer().progress())[0], "Week 2: 3 of 4 right");
  TrainerSession reloaded;
  ASSERT_EQ(reloaded.restore(s.saved()), std::nullopt);
  ASSERT_EQ(reloaded.trainer().progress().sets().size(), 1u);
  EXPECT_EQ(reloaded.trainer().progress().sets()[0], kept);

  // Taking the set again keeps a second result.
  act(s, TA::kSetAgain);
  answer_all(s);
  EXPECT_EQ(s.trainer().progress().sets().size(), 2u);
}

TEST(StudentResult, ATimedOutCaseIsKeptUnansweredAndWrong) {
  TrainerSession s;
  s.open_link(trainer::set_link(week_two())->fragment, kStart);
  s.apply({TA::kChoice, 0}, kStart + 5'000);
  s.tick(kStart + 4 * 60'000 + 1);
  ASSERT_EQ(s.view(), TrainerView::kExamResult);
  const trainer::StudentResult& kept = s.trainer().progress().sets().at(0);
  EXPECT_FALSE(kept.answers[0].chosen.empty());
  for (std::size_t i = 1; i < 4; ++i) {
    EXPECT_EQ(kept.answers[i].chosen, "") << i;
    EXPECT_FALSE(kept.answers[i].right) << i;
  }
  EXPECT_EQ(kept.taken_ms, 4 * 60'000) << "at most the exam's limit";
  TrainerSession reloaded;
  EXPECT_EQ(reloaded.restore(s.saved()), std::nullopt);
}

TEST(StudentResult, TheResultGoesToTheCoachUnderTheNameTyped) {
  TrainerSession s;
  s.set_page_address("https://flagfall.example/app/");
  s.open_link(trainer::set_link(week_two())->fragment, kStart);
  EXPECT_FALSE(act(s, TA::kSendResult) && s.view() == TrainerView::kShare)
      << "only once the set is finished";
  answer_all(s);
  ASSERT_TRUE(act(s, TA::kSendResult));
  ASSERT_EQ(s.view(), TrainerView::kShare);
  const ShareSheet* sheet = s.share_sheet();
  ASSERT_NE(sheet, nullptr);
  ASSERT_TRUE(sheet->student.has_value());
  EXPECT_EQ(sheet->title, "Week 2");
  EXPECT_EQ(sheet->what, "Your result: 3 of 4 right");
  EXPECT_EQ(student_name_label(*sheet), "Your name: not given");
  // No name yet: no link, code or file, and the sheet says why.
  EXPECT_EQ(sheet->link, "");
  EXPECT_FALSE(sheet->qr.has_value());
  EXPECT_EQ(sheet->file_name, "");
  EXPECT_NE(sheet->link_problem.find("name"), std::string::npos);

  act(s, TA::kStudentName);
  const auto request = s.take_text_request();
  ASSERT_TRUE(request.has_value());
  EXPECT_EQ(request->id, "student");
  EXPECT_EQ(request->initial, "");
  s.text_entered("student", "  Ana Díaz ", true);
  sheet = s.share_sheet();
  ASSERT_NE(sheet, nullptr);
  EXPECT_EQ(*sheet->student, "Ana Díaz");
  EXPECT_TRUE(s.take_unsaved_change()) << "the name is kept for the next set";
  EXPECT_EQ(s.trainer().progress().student(), "Ana Díaz");
  ASSERT_TRUE(sheet->link.starts_with("https://flagfall.example/app/#result=")) << sheet->link;
  EXPECT_TRUE(sheet->qr.has_value()) << sheet->link.size();
  EXPECT_EQ(sheet->file_name, "flagfall-result-ana-diaz.json");

  // The link and the file read back to the kept result, under the name.
  const auto read = trainer::class_result_from_link(sheet->link.substr(sheet->link.find('#')));
  ASSERT_TRUE(read) << read.error();
  trainer::StudentResult expected = s.trainer().progress().sets().back();
  expected.student = "Ana Díaz";
  EXPECT_EQ(*read, expected);
  const auto file = trainer::parse_class_result(sheet->file_text);
  ASSERT_TRUE(file) << file.error();
  EXPECT_EQ(*file, expected);

  // Back goes to the set's result.
  act(s, TA::kShareBack);
  EXPECT_EQ(s.view(), TrainerView::kExamResult);
}

TEST(StudentResult, ANameOnTwoLinesOrTooLongIsNotTaken) {
  TrainerSession s;
  s.open_link(trainer::set_link(week_two())->fragment, kStart);
  answer_all(s);
  act(s, TA::kSendResult);
  s.text_entered("student", "Ana", true);
  s.text_entered("student", "Ana\nDíaz", true);
  EXPECT_EQ(*s.share_sheet()->student, "Ana");
  EXPECT_NE(s.share_sheet()->outcome.find("was not taken"), std::string::npos);
  s.text_entered("student", std::string(81, 'x'), true);
  EXPECT_EQ(s.trainer().progress().student(), "Ana");
  s.text_entered("student", "   ", true);
  EXPECT_EQ(s.trainer().progress().student(), "Ana") << "an empty name keeps the one before";
  s.text_entered("student", "Bea", false);
  EXPECT_EQ(s.trainer().progress().student(), "Ana") << "a field cancelled changes nothing";
}

}  // namespace student_result_test
}  // namespace flagfall::session
