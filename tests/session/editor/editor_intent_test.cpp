// The case editor's intents and their ids: one table, read both ways.
#include "session/editor/editor_intent.h"

#include <gtest/gtest.h>

#include "../../support/intent_tables.h"

namespace flagfall::session {
namespace {

using ::flagfall::testing_support::expect_every_intent_round_trips;
using ::flagfall::testing_support::expect_ids_parse;

TEST(EditorIntents, EveryIntentHasAnIdThatReadsBack) {
  expect_every_intent_round_trips(editor_intents());
}

TEST(EditorIntents, TheIdsThePageUsesAreIntents) {
  expect_ids_parse(editor_intents(), {"board.kings-only",
                                      "board.start",
                                      "board.paste",
                                      "editor.side.white",
                                      "editor.side.black",
                                      "editor.clear",
                                      "editor.clear.confirm",
                                      "editor.clear.cancel",
                                      "editor.tab.position",
                                      "editor.tab.timeline",
                                      "editor.tab.words",
                                      "editor.actor.white",
                                      "editor.actor.black",
                                      "editor.actor.director",
                                      "editor.director.white",
                                      "editor.director.black",
                                      "editor.touch",
                                      "editor.claim",
                                      "editor.promote",
                                      "editor.pause",
                                      "editor.penalty",
                                      "editor.press-with-move",
                                      "editor.press",
                                      "editor.resume",
                                      "editor.resign",
                                      "editor.offer-draw",
                                      "editor.accept-draw",
                                      "editor.claim.time",
                                      "editor.claim.illegal-move",
                                      "editor.claim.repetition",
                                      "editor.claim.fifty-moves",
                                      "editor.claim.insufficient-losing-chances",
                                      "editor.penalty.two-hands",
                                      "editor.penalty.knocked-clock",
                                      "editor.penalty.displaced-pieces",
                                      "editor.penalty.touch-move",
                                      "editor.penalty.banging",
                                      "editor.penalty.other",
                                      "editor.promote.queen",
                                      "editor.promote.rook",
                                      "editor.promote.bishop",
                                      "editor.promote.knight",
                                      "editor.pause.dispute",
                                      "editor.pause.promotion",
                                      "editor.title",
                                      "editor.question",
                                      "editor.notes",
                                      "editor.control",
                                      "editor.clock.white",
                                      "editor.clock.black",
                                      "editor.set-time",
                                      "editor.step.0",
                                      "editor.step.3.earlier",
                                      "editor.step.3.later",
                                      "editor.step.3.remove",
                                      "editor.step.3.time",
                                      "editor.category.illegal-move",
                                      "editor.ruleset.uscf-2020"});
}

TEST(EditorIntents, AStepsIdsAreItsControls) {
  namespace e = editor_intent;
  EXPECT_EQ(editor_intents().id(e::StepLater{4}), "editor.step.4.later");
  EXPECT_EQ(editor_intents().id(e::SelectStep{4}), "editor.step.4");
  const auto later = editor_intents().parse("editor.step.12.later");
  ASSERT_TRUE(later);
  EXPECT_EQ(std::get<e::StepLater>(*later).index, 12u);
  for (const char* id : {"editor.step.x.later", "editor.step.", "editor.step.1.sooner",
                         "editor.category.", "editor.nothing", "trainer.menu"}) {
    EXPECT_FALSE(editor_intents().parse(id)) << id;
  }
}

}  // namespace
}  // namespace flagfall::session
