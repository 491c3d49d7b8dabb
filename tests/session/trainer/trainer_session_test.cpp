// The trainer screen's session: every intent of the menu, the selection, a question and its
// timeline, the progress view, the rules browser, study mode and the save.
#include "session/trainer/trainer_session.h"

#include <gtest/gtest.h>

#include "../../support/instants.h"
#include "../../support/state_of.h"
#include "../../support/wrong_choice.h"
#include "rules/ruleset.h"
#include "trainer_session_support.h"

namespace flagfall::session {
namespace {

using ::flagfall::session::testing_support::act;
using ::flagfall::session::testing_support::TA;

using ::flagfall::testing_support::kNow;
using ::flagfall::testing_support::state_of;

// A game from the live clock as the clock hands it to the trainer.
const char* const kGame = R"({"id": "live-game", "title": "A game on the live clock",
  "category": "flag-fall", "rulesets": ["sacramento-2005"],
  "setup": {"fen": "4k3/8/8/8/8/8/8/R3K3 b - - 0 50", "time_control": "G/5;d0",
            "white_ms": 60000, "black_ms": 1000},
  "events": [{"t": 2000, "by": "white", "do": "claim", "claim": "time"}]})";

// One ruleset and one category: USCF 2020, king-adjacent.
void choose_uscf_king_adjacent(TrainerSession& s) {
  act(s, TA::kNoRulesets);
  act(s, {TA::kRuleset, ruleset_index("uscf-2020")});
  act(s, TA::kNoCategories);
  act(s, {TA::kCategory, category_index("king-adjacent")});
}

using ::flagfall::testing_support::wrong_choice;

TEST(TrainerSession, OpensOnTheMenuWithNothingToSaveOrShow) {
  TrainerSession s;
  EXPECT_EQ(s.view(), TrainerView::kMenu);
  EXPECT_EQ(s.on_show().question, nullptr);
  EXPECT_FALSE(s.take_unsaved_change());
  EXPECT_EQ(s.take_show_from(), ShowFrom::kWhereItWas);
  EXPECT_EQ(s.take_leave(), std::nullopt);
  EXPECT_EQ(s.redraw_at(kNow), std::nullopt);
  EXPECT_TRUE(s.can_practise());
}

TEST(TrainerSession, TheSelectionOpensFromTheTopAndBackGoesToTheMenu) {
  TrainerSession s;
  act(s, TA::kSelection);
  EXPECT_EQ(s.view(), TrainerView::kSelection);
  EXPECT_EQ(s.take_show_from(), ShowFrom::kTop);
  EXPECT_EQ(s.take_show_from(), ShowFrom::kWhereItWas) << "taken once";
  act(s, TA::kSelectionBack);
  EXPECT_EQ(s.view(), TrainerView::kMenu);
  EXPECT_EQ(s.take_show_from(), ShowFrom::kTop);
}

TEST(TrainerSession, TogglingRulesetsCategoriesAndVariantsChangesTheSelectionAndAsksForASave) {
  TrainerSession s;
  const std::size_t all = rules::all_rulesets().size();
  ASSERT_EQ(s.trainer().selection().rulesets.size(), all);
  act(s, {TA::kRuleset, ruleset_index("fide-2023")});
  EXPECT_EQ(s.trainer().selection().rulesets.size(), all - 1);
  EXPECT_TRUE(s.take_unsaved_change());
  EXPECT_FALSE(s.take_unsaved_change()) << "once";
  act(s, {TA::kCategory, category_index("king-adjacent")});
  EXPECT_EQ(s.trainer().selection().categories.size(), s.trainer().bank().categories().size() - 1);
  EXPECT_TRUE(s.take_unsaved_change());
  const bool variants = s.trainer().selection().variants;
  act(s, TA::kVariants);
  EXPECT_EQ(s.trainer().selection().variants, !variants);
  EXPECT_TRUE(s.take_unsaved_change());
}

TEST(TrainerSession, AllAndNoneSelectEveryRulesetOrCategoryOrNone) {
  TrainerSession s;
  act(s, TA::kNoRulesets);
  EXPECT_TRUE(s.trainer().selection().rulesets.empty());
  EXPECT_FALSE(s.can_practise());
  EXPECT_TRUE(s.take_unsaved_change());
  act(s, {TA::kRuleset, ruleset_index("scholastic-2018")});
  act(s, TA::kAllRulesets);
  EXPECT_EQ(s.trainer().selection().rulesets.size(), rules::all_rulesets().size());
  EXPECT_EQ(s.trainer().selection().rulesets.front(), rules::all_rulesets().front()->id)
      << "in the rulesets' own order";
  act(s, TA::kNoCategories);
  EXPECT_TRUE(s.trainer().selection().categories.empty());
  EXPECT_FALSE(s.can_practise());
  act(s, TA::kAllCategories);
  EXPECT_EQ(s.trainer().selection().categories, s.trainer().bank().categories());
  EXPECT_TRUE(s.can_practise());
}

TEST(TrainerSession, PractiseAsksAQuestionOnItsLastStepFromTheTop) {
  TrainerSession s;
  choose_uscf_king_adjacent(s);
  s.apply(TA::kPractise, kNow);
  EXPECT_EQ(s.view(), TrainerView::kQuestion);
  const QuestionOnShow shown = s.on_show();
  ASSERT_NE(shown.question, nullptr);
  EXPECT_EQ(shown.question->ruleset, "uscf-2020");
  EXPECT_EQ(shown.question->scenario.category, "king-adjacent");
  EXPECT_FALSE(shown.reveal);
  EXPECT_FALSE(shown.feedback);
  EXPECT_EQ(s.step(), shown.question->replay.steps.size() - 1);
  EXPECT_EQ(shown.header.rfind("Practice \xC2\xB7 USCF 2020 \xC2\xB7 King next to king", 0), 0u)
      << shown.header;
  EXPECT_EQ(s.take_show_from(), ShowFrom::kTop);
  EXPECT_TRUE(s.can_go_on());
}

TEST(TrainerSession, AFreshPositionSaysSoInTheHeader) {
  TrainerSession s;
  choose_uscf_king_adjacent(s);
  s.apply(TA::kPractise, kNow);
  const QuestionOnShow with = s.on_show();
  ASSERT_TRUE(with.question->fresh.has_value()) << "king-adjacent scenarios have templates";
  EXPECT_NE(with.header.find("\xC2\xB7 fresh position"), std::string::npos) << with.header;
  act(s, TA::kVariants);
  s.apply(TA::kPractise, kNow);
  const QuestionOnShow without = s.on_show();
  EXPECT_FALSE(without.question->fresh.has_value());
  EXPECT_EQ(without.header.find("fresh position"), std::string::npos) << without.header;
}

TEST(TrainerSession, PractiseWithNothingSelectedSaysWhyAndShowsNoQuestion) {
  TrainerSession s;
  act(s, TA::kNoCategories);
  s.apply(TA::kPractise, kNow);
  EXPECT_EQ(s.view(), TrainerView::kQuestion);
  EXPECT_EQ(s.on_show().question, nullptr);
  EXPECT_NE(s.notice().find("No scenario matches"), std::string::npos);
  EXPECT_FALSE(s.can_go_on());
  s.apply(TA::kNext, kNow);
  EXPECT_EQ(s.on_show().question, nullptr) << "next does nothing without a question";
}

TEST(TrainerSession, ReviewSaysReviewInTheHeader) {
  TrainerSession s;
  s.apply(TA::kReview, kNow);
  ASSERT_NE(s.on_show().question, nullptr);
  EXPECT_EQ(s.trainer().mode(), trainer::Mode::kReview);
  EXPECT_EQ(s.on_show().header.rfind("Review \xC2\xB7 ", 0), 0u) << s.on_show().header;
}

TEST(TrainerSession, ARightAnswerIsRevealedWithTheFeedbackAndRecorded) {
  TrainerSession s;
  s.apply(TA::kPractise, kNow);
  s.take_show_from();
  const trainer::Question& q = *s.on_show().question;
  s.apply({TA::kChoice, static_cast<std::int32_t>(q.right)}, kNow + 5000);
  const QuestionOnShow shown = s.on_show();
  EXPECT_EQ(shown.chosen, q.right);
  EXPECT_TRUE(shown.reveal);
  EXPECT_TRUE(shown.feedback);
  EXPECT_EQ(shown.verdict(), true);
  EXPECT_EQ(shown.mark(q.right), ChoiceMark::kRight);
  EXPECT_EQ(shown.mark(wrong_choice(q)), ChoiceMark::kNone);
  EXPECT_EQ(s.take_show_from(), ShowFrom::kFeedback);
  EXPECT_TRUE(s.take_unsaved_change());
  EXPECT_EQ(s.trainer().progress().answered(), 1);
  EXPECT_EQ(s.trainer().progress().right(), 1);
  s.apply({TA::kChoice, static_cast<std::int32_t>(wrong_choice(q))}, kNow + 6000);
  EXPECT_EQ(s.on_show().chosen, q.right) << "answered once";
  EXPECT_FALSE(s.take_unsaved_change());
  EXPECT_EQ(s.trainer().progress().answered(), 1);
}

TEST(TrainerSession, AWrongAnswerIsMarkedWrongBesideTheRightOne) {
  TrainerSession s;
  s.apply(TA::kPractise, kNow);
  const trainer::Question& q = *s.on_show().question;
  const std::size_t wrong = wrong_choice(q);
  s.apply({TA::kChoice, static_cast<std::int32_t>(wrong)}, kNow);
  const QuestionOnShow shown = s.on_show();
  EXPECT_EQ(shown.verdict(), false);
  EXPECT_EQ(shown.mark(wrong), ChoiceMark::kWrong);
  EXPECT_EQ(shown.mark(q.right), ChoiceMark::kRight);
  EXPECT_EQ(s.trainer().progress().right(), 0);
}

TEST(TrainerSession, NextQuestionOrSkipAsksAnotherFromTheTop) {
  TrainerSession s;
  s.apply(TA::kPractise, kNow);
  const std::string first = s.on_show().question->card();
  s.apply({TA::kChoice, static_cast<std::int32_t>(s.on_show().question->right)}, kNow);
  s.take_show_from();
  s.apply(TA::kNext, kNow + 1);
  const QuestionOnShow shown = s.on_show();
  ASSERT_NE(shown.question, nullptr);
  EXPECT_NE(shown.question->scenario.id + "|", first.substr(0, first.find('|') + 1))
      << "not the same scenario twice in a row";
  EXPECT_FALSE(shown.chosen.has_value());
  EXPECT_EQ(s.take_show_from(), ShowFrom::kTop);
  EXPECT_EQ(s.step(), shown.question->replay.steps.size() - 1);
  s.apply(TA::kNext, kNow + 2);  // a skip
  EXPECT_EQ(s.trainer().progress().answered(), 1) << "a skipped question is not recorded";
}

TEST(TrainerSession, TheTimelineStepsBackAndForwardWithinTheQuestion) {
  TrainerSession s;
  s.apply(TA::kPractise, kNow);
  const std::size_t last = s.on_show().question->replay.steps.size() - 1;
  ASSERT_GE(last, 1u);
  act(s, TA::kStepForward);
  EXPECT_EQ(s.step(), last) << "no step after the last";
  act(s, TA::kStepBack);
  EXPECT_EQ(s.step(), last - 1);
  for (std::size_t i = 0; i < last + 2; ++i) act(s, TA::kStepBack);
  EXPECT_EQ(s.step(), 0u) << "no step before the set-up";
  act(s, TA::kStepForward);
  EXPECT_EQ(s.step(), 1u);
}

TEST(TrainerSession, TheTimelineOpensAndEachNewQuestionShowsItCollapsed) {
  TrainerSession s;
  act(s, TA::kTimeline);
  EXPECT_FALSE(s.timeline_open()) << "no question: nothing to open";
  s.apply(TA::kPractise, kNow);
  EXPECT_FALSE(s.timeline_open());
  EXPECT_EQ(state_of(s, kNow)["question"]["timeline"]["open"], false);
  act(s, TA::kTimeline);
  EXPECT_TRUE(s.timeline_open());
  EXPECT_EQ(state_of(s, kNow)["question"]["timeline"]["open"], true);
  s.apply({TA::kChoice, static_cast<std::int32_t>(s.on_show().question->right)}, kNow + 1);
  EXPECT_TRUE(s.timeline_open()) << "answering keeps it open";
  s.apply(TA::kNext, kNow + 2);
  EXPECT_FALSE(s.timeline_open()) << "the next question starts collapsed";
  act(s, TA::kTimeline);
  act(s, TA::kTimeline);
  EXPECT_FALSE(s.timeline_open());
}

TEST(TrainerSession, ReplayShowsEveryStepAfterTheOtherAtItsPace) {
  TrainerSession s;
  s.apply(TA::kPractise, kNow);
  const std::size_t count = s.on_show().question->replay.steps.size();
  ASSERT_GE(count, 2u);
  s.apply(TA::kReplay, kNow);
  EXPECT_EQ(s.step(), 0u);
  EXPECT_TRUE(s.replaying());
  EXPECT_EQ(s.redraw_at(kNow), kNow + TrainerSession::kReplayStepMs);
  s.tick(kNow + TrainerSession::kReplayStepMs - 1);
  EXPECT_EQ(s.step(), 0u) << "not before its time";
  EpochMillis t = kNow + TrainerSession::kReplayStepMs;
  for (std::size_t step = 1; step < count; ++step, t += TrainerSession::kReplayStepMs) {
    s.tick(t);
    EXPECT_EQ(s.step(), step);
  }
  EXPECT_FALSE(s.replaying()) << "it stops on the last step";
  EXPECT_EQ(s.redraw_at(t), std::nullopt);
}

TEST(TrainerSession, SteppingByHandStopsTheReplay) {
  TrainerSession s;
  s.apply(TA::kPractise, kNow);
  s.apply(TA::kReplay, kNow);
  act(s, TA::kStepForward);
  EXPECT_EQ(s.step(), 1u);
  EXPECT_FALSE(s.replaying());
  s.apply(TA::kReplay, kNow);
  s.tick(kNow + TrainerSession::kReplayStepMs);
  act(s, TA::kStepBack);
  EXPECT_EQ(s.step(), 0u);
  EXPECT_FALSE(s.replaying());
}

TEST(TrainerSession, MenuGoesBackToTheMenuFromTheTop) {
  TrainerSession s;
  s.apply(TA::kPractise, kNow);
  s.take_show_from();
  act(s, TA::kMenu);
  EXPECT_EQ(s.view(), TrainerView::kMenu);
  EXPECT_EQ(s.take_show_from(), ShowFrom::kTop);
  EXPECT_EQ(s.on_show().question, nullptr);
}

TEST(TrainerSession, HomeAsksTheAppOnceForTheHomeScreen) {
  TrainerSession s;
  act(s, TA::kHome);
  EXPECT_EQ(s.take_leave(), TrainerExit::kHome);
  EXPECT_EQ(s.take_leave(), std::nullopt);
}

TEST(TrainerSession, StudyAsksTheClocksGameAndGoesBackToTheClock) {
  TrainerSession s;
  s.study(kGame, kNow);
  EXPECT_EQ(s.view(), TrainerView::kQuestion);
  EXPECT_TRUE(s.studying());
  const QuestionOnShow shown = s.on_show();
  ASSERT_NE(shown.question, nullptr);
  EXPECT_EQ(shown.question->ruleset, "sacramento-2005");
  EXPECT_EQ(shown.header, "Practice \xC2\xB7 Sacramento \xC2\xB7 Flag fall");
  const std::string card = shown.question->card();
  s.apply(TA::kNext, kNow);
  EXPECT_EQ(s.on_show().question->card(), card) << "a study question has no next";
  s.apply({TA::kChoice, static_cast<std::int32_t>(shown.question->right)}, kNow);
  EXPECT_EQ(s.trainer().progress().answered(), 0) << "not recorded";
  act(s, TA::kBackToClock);
  EXPECT_EQ(s.take_leave(), TrainerExit::kClock);
  EXPECT_EQ(s.view(), TrainerView::kMenu);
}

TEST(TrainerSession, AGameThatCannotBeStudiedLeavesTheMenuWithTheReason) {
  TrainerSession s;
  s.study("{\"id\": 3}", kNow);
  EXPECT_EQ(s.view(), TrainerView::kMenu);
  EXPECT_EQ(s.notice().rfind("This game cannot be studied: ", 0), 0u) << s.notice();
  s.apply(TA::kPractise, kNow);
  EXPECT_EQ(s.notice(), "") << "the next question clears the notice";
}

TEST(TrainerSession, ProgressOpensAndResetAsksFirst) {
  TrainerSession s;
  s.apply(TA::kPractise, kNow);
  s.apply({TA::kChoice, 0}, kNow);
  s.take_unsaved_change();
  act(s, TA::kMenu);
  act(s, TA::kProgress);
  EXPECT_EQ(s.view(), TrainerView::kProgress);
  EXPECT_EQ(s.take_show_from(), ShowFrom::kTop);
  act(s, TA::kConfirmReset);
  EXPECT_EQ(s.trainer().progress().answered(), 1) << "not without asking";
  act(s, TA::kAskReset);
  EXPECT_TRUE(s.confirming_reset());
  act(s, TA::kCancelReset);
  EXPECT_FALSE(s.confirming_reset());
  EXPECT_EQ(s.trainer().progress().answered(), 1);
  EXPECT_FALSE(s.take_unsaved_change());
  act(s, TA::kAskReset);
  act(s, TA::kConfirmReset);
  EXPECT_FALSE(s.confirming_reset());
  EXPECT_EQ(s.trainer().progress().answered(), 0);
  EXPECT_TRUE(s.take_unsaved_change());
  act(s, TA::kAskReset);
  act(s, TA::kProgressBack);
  EXPECT_EQ(s.view(), TrainerView::kMenu);
  EXPECT_FALSE(s.confirming_reset()) << "leaving forgets the question";
}

TEST(TrainerSession, TheRulesBrowserOpensOnARuleAndGoesBackToTheQuestionWhereItWas) {
  TrainerSession s;
  s.apply(TA::kPractise, kNow);
  s.apply({TA::kChoice, 0}, kNow);
  s.take_show_from();
  s.open_rules("fide-2023", "A.4.2");
  EXPECT_EQ(s.view(), TrainerView::kRules);
  EXPECT_EQ(s.rules_ruleset(), "fide-2023");
  EXPECT_EQ(s.rules_focus(), "A.4.2");
  EXPECT_EQ(s.take_show_from(), ShowFrom::kRule);
  act(s, TA::kRulesBack);
  EXPECT_EQ(s.view(), TrainerView::kQuestion);
  EXPECT_EQ(s.take_show_from(), ShowFrom::kWhereItWas);
  EXPECT_TRUE(s.on_show().chosen.has_value()) << "still answered";
}

TEST(TrainerSession, TheRulesBrowserFromTheMenuChangesRulesetFromTheTop) {
  TrainerSession s;
  s.open_rules("uscf-2020", "");
  EXPECT_EQ(s.take_show_from(), ShowFrom::kTop);
  TrainerSession other;
  other.open_rules("no-such-ruleset", "1");
  EXPECT_EQ(other.rules_ruleset(), "uscf-2020") << "an unknown ruleset is not opened";
  act(s, {TA::kRulesRuleset, ruleset_index("scholastic-2018")});
  EXPECT_EQ(s.rules_ruleset(), "scholastic-2018");
  EXPECT_EQ(s.rules_focus(), "");
  EXPECT_EQ(s.take_show_from(), ShowFrom::kTop);
  act(s, {TA::kRulesRuleset, ruleset_index("no-such-ruleset")});
  EXPECT_EQ(s.rules_ruleset(), "scholastic-2018");
}

TEST(TrainerSession, TheRulesBrowserFromTheMenuOpensOnUsChess2020FromTheTop) {
  TrainerSession s;
  s.open_rules("fide-2023", "A.4.2");
  act(s, TA::kRulesBack);
  act(s, TA::kRules);
  EXPECT_EQ(s.view(), TrainerView::kRules);
  EXPECT_EQ(s.rules_ruleset(), "uscf-2020");
  EXPECT_EQ(s.rules_focus(), "");
  EXPECT_EQ(s.take_show_from(), ShowFrom::kTop);
}

TEST(TrainerSession, RulesBackFromTheMenuGoesBackFromTheTop) {
  TrainerSession s;
  act(s, TA::kRules);
  s.take_show_from();
  act(s, TA::kRulesBack);
  EXPECT_EQ(s.view(), TrainerView::kMenu);
  EXPECT_EQ(s.take_show_from(), ShowFrom::kTop);
}

TEST(TrainerSession, TheSaveCarriesTheSelectionAndProgressAcrossSessions) {
  TrainerSession s;
  choose_uscf_king_adjacent(s);
  s.apply(TA::kPractise, kNow);
  s.apply({TA::kChoice, static_cast<std::int32_t>(s.on_show().question->right)}, kNow);
  TrainerSession reloaded;
  EXPECT_EQ(reloaded.restore(s.saved()), std::nullopt);
  EXPECT_EQ(reloaded.trainer().selection().rulesets, std::vector<std::string>{"uscf-2020"});
  EXPECT_EQ(reloaded.trainer().progress().right(), 1);
  EXPECT_EQ(reloaded.notice(), "");
  EXPECT_FALSE(reloaded.take_unsaved_change()) << "a restore is no change to save";
}

TEST(TrainerSession, AnUnreadableSaveIsReportedOnTheMenuAndChangesNothing) {
  TrainerSession s;
  const auto problem = s.restore(R"({"version":1,"selection":{"rulesets":[],"categories":[]},)"
                                 R"("progress":{"version":1,"step":"x"}})");
  ASSERT_TRUE(problem.has_value());
  EXPECT_NE(s.notice().find("could not be read"), std::string::npos) << s.notice();
  EXPECT_NE(s.notice().find(*problem), std::string::npos);
  EXPECT_EQ(s.trainer().selection().rulesets.size(), rules::all_rulesets().size());
}

}  // namespace
}  // namespace flagfall::session
