// The trainer's intents and their ids: one table, read both ways.
#include "session/trainer/trainer_intent.h"

#include <gtest/gtest.h>

#include "../../support/intent_tables.h"

namespace flagfall::session {
namespace {

using ::flagfall::testing_support::expect_every_intent_round_trips;
using ::flagfall::testing_support::expect_ids_parse;

TEST(TrainerIntents, EveryIntentHasAnIdThatReadsBack) {
  expect_every_intent_round_trips(trainer_intents());
}

TEST(TrainerIntents, TheIdsThePageUsesAreIntents) {
  expect_ids_parse(
      trainer_intents(),
      {"trainer.setup", "trainer.practice", "trainer.exam", "trainer.review", "trainer.progress",
       "trainer.rules", "trainer.home", "trainer.mine", "trainer.rulesets.all",
       "trainer.rulesets.none", "trainer.categories.all", "trainer.categories.none",
       "trainer.variants", "trainer.setup.back", "trainer.setup.start", "trainer.next",
       "trainer.menu", "trainer.back-to-clock", "trainer.step.prev", "trainer.step.next",
       "trainer.replay", "trainer.timeline", "trainer.scene.before", "trainer.scene.after",
       "trainer.rule_link", "trainer.compare.fide-2023", "trainer.shared.save", "trainer.set.again",
       "study.edit", "study.mine", "rules.ruleset.uscf-2020", "trainer.rules.back",
       "trainer.exam.quit", "trainer.exam.menu", "trainer.exam.again", "trainer.exam.results",
       "trainer.exam.review.4", "trainer.reset", "trainer.reset.confirm", "trainer.reset.cancel",
       "trainer.progress.back", "trainer.choice.0", "trainer.choice.12",
       "trainer.ruleset.uscf-2020", "trainer.category.illegal-move", "mine.back", "mine.new",
       "mine.set", "mine.open-file", "mine.study.0", "mine.edit.1", "mine.share.2", "mine.delete.3",
       "mine.delete.confirm", "mine.delete.cancel", "mine.replace", "mine.keep-both",
       "mine.cancel-replace", "editor.save", "editor.back", "share.link", "share.file",
       "share.back", "set.title", "set.case.0", "set.bank.pick", "set.bank.remove.1", "set.share",
       "set.back",
       // The editor's, nested in the trainer's table.
       "editor.press", "editor.step.2.later", "board.kings-only"});
}

TEST(TrainerIntents, IdsWithAFieldCarryIt) {
  const auto choice = trainer_intents().parse("trainer.choice.2");
  ASSERT_TRUE(choice);
  EXPECT_EQ(std::get<trainer_intent::Answer>(*choice).choice, 2u);
  const auto category = trainer_intents().parse("trainer.category.flag-fall");
  ASSERT_TRUE(category);
  EXPECT_EQ(std::get<trainer_intent::ToggleCategory>(*category).category, "flag-fall");
  const auto editor = trainer_intents().parse("editor.claim.repetition");
  ASSERT_TRUE(editor);
  EXPECT_EQ(std::get<editor_intent::Claim>(std::get<EditorIntent>(*editor)).kind,
            rules::ClaimKind::kRepetition);
  EXPECT_EQ(trainer_intents().id(trainer_intent::ShowScene{true}), "trainer.scene.before");
  EXPECT_EQ(trainer_intents().id(trainer_intent::RemoveSetBank{7}), "set.bank.remove.7");
}

TEST(TrainerIntents, UnknownIdsAreNoIntent) {
  for (const char* id :
       {"", "trainer", "trainer.", "trainer.nothing", "trainer.choice.", "trainer.choice.x",
        "trainer.choice.1x", "trainer.ruleset.", "mine.study.", "mine.delete.x",
        "set.bank.remove.-1", "home.clock", "editor.step.x.later"}) {
    EXPECT_FALSE(trainer_intents().parse(id)) << id;
  }
}

}  // namespace
}  // namespace flagfall::session
