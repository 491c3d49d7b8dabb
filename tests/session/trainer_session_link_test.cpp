// Opening a shared link in the trainer: one case for study, a class set as an exam scored like
// the exam (not counted in the progress), a damaged link refused with a notice.
#include <gtest/gtest.h>

#include "session/trainer_session.h"
#include "trainer/share.h"

namespace flagfall::session {
namespace {

constexpr EpochMillis kStart = 1'700'000'000'000;

TEST(TrainerSessionLink, ACaseLinkOpensTheCaseForStudy) {
  rules::Scenario own = *trainer::Bank::builtin().find("king-adjacent-claim");
  own.id = "my-board-4";
  own.title = "Saturday, board 4";
  TrainerSession s;
  s.open_link(trainer::case_link(own)->fragment, kStart);
  EXPECT_EQ(s.view(), TrainerView::kQuestion);
  EXPECT_TRUE(s.studying());
  ASSERT_NE(s.on_show().question, nullptr);
  EXPECT_EQ(s.on_show().question->scenario.id, "my-board-4");
  EXPECT_EQ(s.shared_title(), "Saturday, board 4");
  ASSERT_EQ(s.shared_cases().size(), 1u);
  s.answer(s.on_show().question->right, kStart + 1000);
  EXPECT_EQ(s.on_show().verdict(), true);
}

TEST(TrainerSessionLink, AClassSetRunsAsAnExamOfItsCasesInOrderAndIsScored) {
  const trainer::Bank& bank = trainer::Bank::builtin();
  trainer::ClassSet set = trainer::bank_set(
      "Blitz night",
      {"flag-fall-claimed", "illegal-move-claimed", "draw-claim-repetition", "penalty-two-hands"},
      bank);
  rules::Scenario own = *bank.find("king-adjacent-claim");
  own.id = "my-board-4";
  set.cases.push_back({"", own});
  ASSERT_EQ(set.cases.size(), 5u);
  TrainerSession s;
  s.open_link(trainer::set_link(set)->fragment, kStart);
  ASSERT_EQ(s.view(), TrainerView::kExam) << s.notice();
  EXPECT_EQ(s.shared_title(), "Blitz night");
  const trainer::Exam& exam = *s.trainer().exam();
  ASSERT_EQ(exam.size(), 5u);
  for (std::size_t i = 0; i < 5; ++i)
    EXPECT_EQ(exam.question(i).scenario.id, set.cases[i].scenario.id);
  for (std::size_t i = 0; i < 5; ++i) {
    const trainer::Question& q = *s.on_show().question;
    s.answer(i == 2 ? (q.right == 0 ? 1 : 0) : q.right, kStart + 1000 * (i + 1));
  }
  EXPECT_EQ(s.view(), TrainerView::kExamResult);
  EXPECT_EQ(s.trainer().exam()->score(), 4);
  EXPECT_TRUE(s.trainer().exam()->passed());
  EXPECT_TRUE(s.trainer().progress().exams().empty()) << "someone else's set is not progress";
}

TEST(TrainerSessionLink, ADamagedLinkLeavesTheMenuWithANotice) {
  TrainerSession s;
  s.open_link("#case=eyJpZCI6", kStart);
  EXPECT_EQ(s.view(), TrainerView::kMenu);
  EXPECT_EQ(s.notice(),
            "This link cannot be opened: the link is damaged or cut short: its data is not "
            "readable JSON.");
  EXPECT_TRUE(s.shared_cases().empty());
}

}  // namespace
}  // namespace flagfall::session
