// The trainer's part of the test hook, built by the session: the fields the browser tests read.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "../../support/instants.h"
#include "../../support/state_of.h"
#include "chess/fen.h"
#include "rules/ruleset.h"
#include "rules/scenario_writer.h"
#include "session/trainer/trainer_session.h"
#include "trainer_session_support.h"

namespace flagfall::session {
namespace {

using ::flagfall::session::testing_support::act;
using ::flagfall::session::testing_support::TA;

using ::flagfall::testing_support::kNow;
using ::flagfall::testing_support::state_of;

TEST(TrainerSessionState, TheMenuShowsTheSelectionTheBankAndNoQuestion) {
  TrainerSession s;
  const nlohmann::json state = state_of(s, kNow);
  EXPECT_EQ(state["view"], "menu");
  EXPECT_EQ(state["mode"], "practice");
  EXPECT_EQ(state["notice"], "");
  EXPECT_EQ(state["bank"].size(), s.trainer().bank().scenarios().size());
  EXPECT_EQ(state["bank_problems"].size(), 0u);
  EXPECT_EQ(state["selection"]["rulesets"].size(), rules::all_rulesets().size());
  EXPECT_EQ(state["selection"]["variants"], true);
  EXPECT_EQ(state["matching"], s.trainer().bank().scenarios().size());
  EXPECT_EQ(state["progress"]["answered"], 0);
  EXPECT_TRUE(state["question"].is_null());
  EXPECT_TRUE(state["exam"].is_null());
  EXPECT_FALSE(state.contains("rules"));
  EXPECT_FALSE(state.contains("scroll")) << "the UI adds the scroll position";
}

TEST(TrainerSessionState, EveryViewHasItsName) {
  TrainerSession s;
  act(s, TA::kSelection);
  EXPECT_EQ(state_of(s, kNow)["view"], "setup");
  act(s, TA::kProgress);
  EXPECT_EQ(state_of(s, kNow)["view"], "progress");
  s.open_rules("uscf-2020", "");
  EXPECT_EQ(state_of(s, kNow)["view"], "rules");
  s.apply(TA::kPractise, kNow);
  EXPECT_EQ(state_of(s, kNow)["view"], "question");
  s.apply(TA::kExam, kNow);
  EXPECT_EQ(state_of(s, kNow)["view"], "exam");
  EXPECT_EQ(state_of(s, kNow)["mode"], "exam");
  for (std::size_t i = 0; i < TrainerSession::kExamQuestions; ++i) s.apply({TA::kChoice, 0}, kNow);
  EXPECT_EQ(state_of(s, kNow)["view"], "exam-result");
}

TEST(TrainerSessionState, AQuestionBeforeAndAfterTheAnswer) {
  TrainerSession s;
  s.apply(TA::kPractise, kNow);
  const trainer::Question& q = *s.on_show().question;
  nlohmann::json shown = state_of(s, kNow)["question"];
  EXPECT_EQ(shown["scenario"], q.scenario.id);
  EXPECT_EQ(shown["ruleset"], q.ruleset);
  EXPECT_EQ(shown["card"], q.card());
  EXPECT_EQ(shown["answered"], false);
  EXPECT_EQ(shown["right_target"], "trainer.choice." + std::to_string(q.right));
  EXPECT_EQ(shown["choices"].size(), q.choices.size());
  for (const nlohmann::json& c : shown["choices"]) EXPECT_EQ(c["mark"], "");
  EXPECT_EQ(shown["timeline"]["step"], s.step());
  EXPECT_EQ(shown["timeline"]["steps"], q.replay.steps.size());
  EXPECT_FALSE(shown.contains("feedback"));

  const std::size_t wrong = q.right == 0 ? 1 : 0;
  s.apply({TA::kChoice, static_cast<std::int32_t>(wrong)}, kNow);
  shown = state_of(s, kNow)["question"];
  EXPECT_EQ(shown["answered"], true);
  EXPECT_EQ(shown["choices"][q.right]["mark"], "right");
  EXPECT_EQ(shown["choices"][wrong]["mark"], "wrong");
  EXPECT_EQ(shown["feedback"]["right"], false);
  EXPECT_EQ(shown["feedback"]["ruling"], q.asked().answer.text);
  EXPECT_EQ(shown["feedback"]["comparison"].size(), q.comparison.size());
  EXPECT_EQ(shown["feedback"]["comparison"][0]["target"],
            "trainer.compare." + q.comparison[0].ruleset);
}

// Issue 25: a question shows the moment before its ruling; once answered, the ruling's board and
// clocks, and "Before the ruling" shows the question's again.
TEST(TrainerSessionState, TheClocksShowTheRulingOnlyOnceAnswered) {
  TrainerSession s;
  const rules::Scenario* touch = s.trainer().bank().find("penalty-touch-move");
  ASSERT_NE(touch, nullptr);
  s.study(rules::scenario_to_json(*touch), kNow);  // under USCF 2020, its first ruleset
  const trainer::Question& q = *s.on_show().question;
  ASSERT_EQ(q.ruleset, "uscf-2020");
  nlohmann::json shown = state_of(s, kNow)["question"];
  EXPECT_EQ(shown["after_ruling"], false);
  EXPECT_EQ(shown["clocks"]["black"]["display"], "0:59") << "not the minute the ruling adds";
  EXPECT_FALSE(s.activate("trainer.scene.after", kNow) && s.on_show().after_ruling);

  s.apply({TA::kChoice, static_cast<std::int32_t>(q.right)}, kNow);
  shown = state_of(s, kNow)["question"];
  EXPECT_EQ(shown["after_ruling"], true);
  EXPECT_EQ(shown["clocks"]["black"]["display"], "1:59");
  EXPECT_TRUE(s.activate("trainer.scene.before", kNow));
  shown = state_of(s, kNow)["question"];
  EXPECT_EQ(shown["after_ruling"], false);
  EXPECT_EQ(shown["clocks"]["black"]["display"], "0:59");
  EXPECT_TRUE(s.activate("trainer.scene.after", kNow));
  EXPECT_EQ(state_of(s, kNow)["question"]["clocks"]["black"]["display"], "1:59");
}

TEST(TrainerSessionState, TheTimelineStepIsTheOneShown) {
  TrainerSession s;
  s.apply(TA::kPractise, kNow);
  s.apply(TA::kReplay, kNow);
  const nlohmann::json shown = state_of(s, kNow)["question"];
  EXPECT_EQ(shown["timeline"]["step"], 0);
  EXPECT_EQ(shown["board"]["fen"],
            chess::to_fen(s.on_show().question->replay.steps[0].asked.position));
  EXPECT_TRUE(shown["board"]["last_move"].is_null()) << "the set-up has no last move";
}

TEST(TrainerSessionState, AnExamShowsItsAnswersItsClockAndTheQuestionReviewed) {
  TrainerSession s;
  s.apply(TA::kExam, kNow);
  nlohmann::json exam = state_of(s, kNow + 1000)["exam"];
  EXPECT_EQ(exam["size"], 5);
  EXPECT_EQ(exam["current"], 0);
  EXPECT_EQ(exam["time_left_ms"], 299'000);
  EXPECT_EQ(exam["finished"], false);
  EXPECT_TRUE(exam["review"].is_null());
  EXPECT_EQ(state_of(s, kNow)["question"]["answered"], false);
  for (std::size_t i = 0; i < TrainerSession::kExamQuestions; ++i)
    s.apply({TA::kChoice, static_cast<std::int32_t>(s.on_show().question->right)}, kNow);
  EXPECT_TRUE(state_of(s, kNow)["question"].is_null());
  act(s, {TA::kExamReview, 1});
  const nlohmann::json state = state_of(s, kNow);
  EXPECT_EQ(state["exam"]["review"], 1);
  EXPECT_EQ(state["exam"]["score"], 5);
  EXPECT_EQ(state["exam"]["answers"][1]["right"], true);
  EXPECT_EQ(state["question"]["feedback"]["right"], true);
}

TEST(TrainerSessionState, TheRulesViewListsTheRulesetsRulesWithTheFocus) {
  TrainerSession s;
  s.open_rules("uscf-2020", "7d");
  const nlohmann::json rules = state_of(s, kNow)["rules"];
  EXPECT_EQ(rules["ruleset"], "uscf-2020");
  EXPECT_EQ(rules["focus"], "7d");
  bool listed = false;
  for (const nlohmann::json& r : rules["rules"]) listed = listed || r["number"] == "7d";
  EXPECT_TRUE(listed);
}

}  // namespace
}  // namespace flagfall::session
