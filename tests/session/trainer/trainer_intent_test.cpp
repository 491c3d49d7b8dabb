#include "session/trainer/trainer_intent.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "rules/ruleset.h"
#include "rules/scenario.h"

namespace flagfall::session {
namespace {

using TA = TrainerAction;

// Every intent with an id, each argument in range: its id reads back to the same intent, and
// ids are never shared.
TEST(TrainerIntent, EveryIdReadsBackToItsIntent) {
  std::vector<std::string> seen;
  for (int a = 0; a <= static_cast<int>(TA::kShareBack); ++a) {
    for (int arg = 0; arg < 40; ++arg) {
      const TrainerIntent intent{static_cast<TA>(a), arg};
      const std::string id = intent_id(intent);
      if (id.empty()) continue;
      const std::optional<TrainerIntent> back = trainer_intent(id);
      ASSERT_TRUE(back) << id;
      EXPECT_EQ(intent_id(*back), id);
      EXPECT_EQ(back->action, intent.action) << id;
      if (std::find(seen.begin(), seen.end(), id) == seen.end()) seen.push_back(id);
    }
  }
  EXPECT_GT(seen.size(), 300u);
}

TEST(TrainerIntent, ReadsTheIdsThePageAndTheMirrorUse) {
  EXPECT_EQ(trainer_intent("trainer.practice"), TrainerIntent(TA::kPractise));
  EXPECT_EQ(trainer_intent("trainer.choice.2"), TrainerIntent(TA::kChoice, 2));
  EXPECT_EQ(trainer_intent("trainer.exam.review.4"), TrainerIntent(TA::kExamReview, 4));
  EXPECT_EQ(trainer_intent("trainer.exam"), TrainerIntent(TA::kExam));
  EXPECT_EQ(trainer_intent("mine.delete.3"), TrainerIntent(TA::kMineDelete, 3));
  EXPECT_EQ(trainer_intent("mine.delete.confirm"), TrainerIntent(TA::kConfirmDelete));
  EXPECT_EQ(trainer_intent("set.bank.remove.1"), TrainerIntent(TA::kSetBankRemove, 1));
  const auto ruleset = trainer_intent("trainer.ruleset.fide-2023");
  ASSERT_TRUE(ruleset);
  EXPECT_EQ(ruleset->action, TA::kRuleset);
  EXPECT_EQ(rules::all_rulesets()[static_cast<std::size_t>(ruleset->arg)]->id, "fide-2023");
  EXPECT_EQ(trainer_intent("rules.ruleset.fide-2023"),
            TrainerIntent(TA::kRulesRuleset, ruleset->arg));
  EXPECT_EQ(trainer_intent("trainer.compare.fide-2023"), TrainerIntent(TA::kCompare, ruleset->arg));
  EXPECT_EQ(ruleset_index("fide-2023"), ruleset->arg);
  const auto category = trainer_intent("trainer.category.king-adjacent");
  ASSERT_TRUE(category);
  EXPECT_EQ(rules::scenario_categories()[static_cast<std::size_t>(category->arg)], "king-adjacent");
  EXPECT_EQ(category_index("king-adjacent"), category->arg);
}

TEST(TrainerIntent, RefusesIdsItDoesNotWrite) {
  for (const char* id :
       {"", "trainer.", "trainer.choice.", "trainer.choice.-1", "trainer.choice.1x",
        "trainer.choice.4294967297", "trainer.ruleset.", "trainer.ruleset.no-such",
        "trainer.category.no-such", "rules.ruleset.no-such", "trainer.compare.no-such",
        "mine.study.", "mine.delete.maybe", "trainer.practice.again", "editor.title", "board.start",
        "no.such.intent"})
    EXPECT_FALSE(trainer_intent(id)) << id;
  EXPECT_EQ(ruleset_index("no-such"), -1);
  EXPECT_EQ(category_index("no-such"), -1);
  EXPECT_EQ(intent_id({TA::kChoice, -1}), "");
  EXPECT_EQ(intent_id({TA::kRuleset, 1000}), "");
}

}  // namespace
}  // namespace flagfall::session
