// Opening a shared link in the trainer: one case for study, a class set as an exam scored like
// the exam (not counted in the progress), a damaged link refused with a notice; then keeping
// the shared cases in My scenarios and practising them.
#include <gtest/gtest.h>

#include "../../support/instants.h"
#include "rules/scenario_writer.h"
#include "session/trainer/trainer_session.h"
#include "trainer/share.h"
#include "trainer_session_support.h"

namespace flagfall::session {
namespace {

using ::flagfall::session::testing_support::act;
using ::flagfall::session::testing_support::TA;

using ::flagfall::testing_support::kStart;

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
  EXPECT_EQ(s.shared().title, "Saturday, board 4");
  ASSERT_EQ(s.shared().cases.size(), 1u);
  s.apply({TA::kChoice, static_cast<std::int32_t>(s.on_show().question->right)}, kStart + 1000);
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
  EXPECT_EQ(s.shared().title, "Blitz night");
  const trainer::Exam& exam = *s.trainer().exam();
  ASSERT_EQ(exam.size(), 5u);
  for (std::size_t i = 0; i < 5; ++i)
    EXPECT_EQ(exam.question(i).scenario.id, set.cases[i].scenario.id);
  for (std::size_t i = 0; i < 5; ++i) {
    const trainer::Question& q = *s.on_show().question;
    s.apply({TA::kChoice, static_cast<std::int32_t>(i == 2 ? (q.right == 0 ? 1 : 0) : q.right)},
            kStart + 1000 * (i + 1));
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
  EXPECT_TRUE(s.shared().cases.empty());
}

// docs/trainer.md promises a mistyped link its message, not silence.
TEST(TrainerSessionLink, AMistypedLinkSaysWhatALinkLooksLike) {
  TrainerSession s;
  s.open_link("#cases=eyJpZCI6ImEifQ", kStart);
  EXPECT_EQ(s.view(), TrainerView::kMenu);
  EXPECT_EQ(s.notice(),
            "This link cannot be opened: not a Flagfall link (expected #case=... or #set=...).");
}

}  // namespace
}  // namespace flagfall::session

namespace flagfall::session {
namespace {

TEST(TrainerSessionMine, ALinkedSetsOwnCasesAreSavedAskingBeforeReplacingAndPractised) {
  const trainer::Bank& bank = trainer::Bank::builtin();
  trainer::ClassSet set = trainer::bank_set("Night", {"flag-fall-claimed"}, bank);
  rules::Scenario a = *bank.find("king-adjacent-claim");
  a.id = "my-a";
  a.title = "Case A";
  rules::Scenario b = a;
  b.id = "my-b";
  b.title = "Case B";
  set.cases.push_back({"", a});
  set.cases.push_back({"", b});

  TrainerSession s;
  rules::Scenario older = a;
  older.title = "My older A";
  s.add_to_mine(older);
  EXPECT_EQ(s.notice(), "\"My older A\" is in My scenarios.");
  s.open_link(trainer::set_link(set)->fragment, kStart);
  act(s, TA::kSaveShared);
  EXPECT_EQ(s.mine().replace_question(), "Replace \"My older A\" (my-a) in My scenarios?");
  EXPECT_EQ(s.mine().cases().size(), 1u) << "case B waits behind the question";
  act(s, TA::kKeepBoth);
  ASSERT_EQ(s.mine().cases().size(), 3u);
  EXPECT_EQ(s.mine().find("my-a")->title, "My older A");
  EXPECT_EQ(s.mine().find("my-a-2")->title, "Case A");
  EXPECT_EQ(s.mine().find("my-b")->title, "Case B");
  EXPECT_EQ(s.mine().find("flag-fall-claimed"), nullptr) << "bank cases stay in the bank";
  EXPECT_TRUE(s.take_unsaved_mine());

  TrainerSession reloaded;
  EXPECT_EQ(reloaded.restore_mine(s.mine().save()), std::nullopt);
  const auto my_b =
      static_cast<std::int32_t>(reloaded.mine().find("my-b") - &reloaded.mine().cases()[0]);
  reloaded.apply({TA::kMineStudy, my_b}, kStart);
  EXPECT_EQ(reloaded.view(), TrainerView::kQuestion);
  EXPECT_EQ(reloaded.on_show().question->scenario.id, "my-b");
  act(reloaded, {TA::kMineDelete, my_b});
  act(reloaded, TA::kConfirmDelete);
  EXPECT_EQ(reloaded.mine().cases().size(), 2u);
  EXPECT_EQ(reloaded.restore_mine("[]"), "not a save of My scenarios");
  EXPECT_EQ(reloaded.notice(),
            "Some of My scenarios could not be read (not a save of My "
            "scenarios).");
  EXPECT_EQ(reloaded.mine().cases().size(), 2u);
}

// The browser loads the bank after its first frame: until it is in, the menu says so, nothing
// starts, and a link opened meanwhile waits for it.
TEST(TrainerSessionLink, ALinkOpenedBeforeTheBankArrivesOpensOnceItIsIn) {
  trainer::Bank later;
  TrainerSession s(later);
  EXPECT_FALSE(s.bank_ready());
  EXPECT_EQ(s.notice(), "Loading the scenarios…");
  s.apply(TA::kPractise, kStart);
  EXPECT_EQ(s.view(), TrainerView::kMenu);
  EXPECT_EQ(s.notice(), "Loading the scenarios…");

  rules::Scenario own = *trainer::Bank::builtin().find("king-adjacent-claim");
  own.id = "my-board-4";
  s.open_link(trainer::case_link(own)->fragment, kStart);
  EXPECT_EQ(s.view(), TrainerView::kMenu);

  later = trainer::Bank::from_lines(
      "flag-fall-claimed.json\t" +
      rules::scenario_to_json(*trainer::Bank::builtin().find("flag-fall-claimed")));
  s.bank_installed(kStart + 50);
  EXPECT_TRUE(s.bank_ready());
  EXPECT_EQ(s.view(), TrainerView::kQuestion);
  ASSERT_NE(s.on_show().question, nullptr);
  EXPECT_EQ(s.on_show().question->scenario.id, "my-board-4");
}

TEST(TrainerSessionLink, OnceTheBankIsInTheMenuNoLongerSaysItIsLoading) {
  trainer::Bank later;
  TrainerSession s(later);
  later = trainer::Bank::from_lines(
      "flag-fall-claimed.json\t" +
      rules::scenario_to_json(*trainer::Bank::builtin().find("flag-fall-claimed")));
  s.bank_installed(kStart);
  EXPECT_EQ(s.notice(), "");
  s.apply(TA::kPractise, kStart);
  EXPECT_EQ(s.view(), TrainerView::kQuestion);
  EXPECT_EQ(s.on_show().question->scenario.id, "flag-fall-claimed");
}

}  // namespace
}  // namespace flagfall::session
