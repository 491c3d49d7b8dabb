// The words that explain one ruleset's answer (trainer/explanation.h), on rulings made up for the
// purpose; ruling_words_test checks them over the whole bank.
#include "trainer/explanation.h"

#include <gtest/gtest.h>

#include "rules/ruleset.h"
#include "words/words.h"

namespace flagfall::trainer {
namespace {

rules::LogEntry line(rules::Happening what, std::string text, std::string rule = "",
                     std::optional<rules::Topic> topic = std::nullopt) {
  rules::LogEntry l;
  l.what = what;
  l.text = std::move(text);
  l.rule = std::move(rule);
  l.topic = topic;
  return l;
}

TEST(TrainerExplanation, AClauseIsFoundByItsNumberAndTopic) {
  const rules::Ruleset& summary = *rules::find_ruleset("uscf-summary");
  const rules::Rule* stands = clause(summary, "3", rules::Topic::kSetupStands);
  const rules::Rule* reduce = clause(summary, "3", rules::Topic::kTimeReduction);
  ASSERT_NE(stands, nullptr);
  ASSERT_NE(reduce, nullptr);
  EXPECT_NE(stands, reduce) << "summary 3 holds both clauses";
  EXPECT_EQ(reduce->topic, rules::Topic::kTimeReduction);
  EXPECT_EQ(clause(summary, "3", std::nullopt), stands) << "no topic: the first so numbered";
  EXPECT_EQ(clause(summary, "3", rules::Topic::kCheckmate), stands) << "none of that topic";
  EXPECT_EQ(clause(summary, "99", std::nullopt), nullptr);
}

TEST(TrainerExplanation, TimeChangesAreEachSaidAndSummed) {
  const rules::Ruleset& variation = *rules::find_ruleset("uscf-summary-variation");
  rules::Ruling ruling;
  ruling.outcome = rules::Outcome::kPlayOn;
  ruling.reason = rules::Reason::kIllegalMovePenalty;
  ruling.rule = "Variation";
  ruling.log = {line(rules::Happening::kIllegalMoveClaimMinute, "First minute.",
                     "USCF summary Variation", rules::Topic::kIllegalMoveMinute),
                line(rules::Happening::kPositionRestored, "Restored."),
                line(rules::Happening::kIllegalMoveClaimMinute, "Second minute.",
                     "USCF summary Variation", rules::Topic::kIllegalMoveMinute),
                line(rules::Happening::kPositionRestored, "Restored again.")};
  ruling.decided_by = 2;
  RulesetAnswer row;
  explain_ruling(row, variation, ruling, Adjustments{0, 120'000});
  EXPECT_EQ(row.explanation, "First minute. Second minute. In all: two minutes to Black.");
  EXPECT_EQ(row.rule, "USCF summary Variation");
  EXPECT_EQ(row.rule_says, words::text(clause(variation, "Variation", std::nullopt)->says));
  EXPECT_FALSE(row.directors_call);
}

TEST(TrainerExplanation, OneTimeChangeIsItsOwnSentence) {
  const rules::Ruleset& summary = *rules::find_ruleset("uscf-summary");
  rules::Ruling ruling;
  ruling.outcome = rules::Outcome::kPlayOn;
  ruling.reason = rules::Reason::kTimeSet;
  ruling.rule = "3";
  ruling.log = {line(rules::Happening::kSetTime, "The TD takes 58.0 s off White's clock.",
                     "USCF summary 3", rules::Topic::kTimeReduction)};
  ruling.decided_by = 0;
  RulesetAnswer row;
  explain_ruling(row, summary, ruling, Adjustments{-58'000, 0});
  EXPECT_EQ(row.explanation, "The TD takes 58.0 s off White's clock.");
  EXPECT_EQ(row.rule_says, words::text(clause(summary, "3", rules::Topic::kTimeReduction)->says))
      << "the exception the ruling rests on, not that the setting stands";
}

TEST(TrainerExplanation, PlayGoingOnWithNothingRuledCitesNoRule) {
  const rules::Ruleset& uscf = *rules::find_ruleset("uscf-2020");
  rules::Ruling ruling;
  ruling.log = {
      line(rules::Happening::kSetUp, "Set-up.", "USCF 11-1a", rules::Topic::kStandardTimeControl),
      line(rules::Happening::kMoveCompleted, "Black completes f6g8.")};
  RulesetAnswer row;
  explain_ruling(row, uscf, ruling, Adjustments{});
  EXPECT_EQ(row.rule, "") << "the set-up's control decides nothing";
  EXPECT_NE(row.explanation.find("play goes on"), std::string::npos) << row.explanation;
}

TEST(TrainerExplanation, ARulingLeftToTheDirectorIsMarked) {
  const rules::Ruleset& sacramento = *rules::find_ruleset("sacramento-2005");
  rules::Ruling ruling;
  ruling.outcome = rules::Outcome::kPlayOn;
  ruling.reason = rules::Reason::kClaimReferred;
  ruling.log = {line(rules::Happening::kLosingChancesReferred, "For the director.")};
  ruling.decided_by = 0;
  ruling.directors_call = true;
  RulesetAnswer row;
  explain_ruling(row, sacramento, ruling, Adjustments{});
  EXPECT_TRUE(row.directors_call);
  EXPECT_EQ(row.explanation, "For the director.");
}

}  // namespace
}  // namespace flagfall::trainer
