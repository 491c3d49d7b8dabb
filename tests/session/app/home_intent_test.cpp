// The home screen's intents and their ids: one table, read both ways.
#include "session/app/home_intent.h"

#include <gtest/gtest.h>

#include "../../support/intent_tables.h"

namespace flagfall::session {
namespace {

TEST(HomeIntents, EveryIntentHasAnIdThatReadsBack) {
  testing_support::expect_every_intent_round_trips(home_intents());
}

TEST(HomeIntents, TheIdsThePageUsesAreIntents) {
  testing_support::expect_ids_parse(
      home_intents(), {"home.clock", "home.back-to-clock", "home.trainer", "home.update",
                       "home.about", "about.export", "about.import", "about.close"});
  EXPECT_FALSE(home_intents().parse("home.nothing"));
  EXPECT_FALSE(home_intents().parse("trainer.home"));
}

}  // namespace
}  // namespace flagfall::session
