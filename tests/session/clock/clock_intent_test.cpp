#include "session/clock/clock_intent.h"

#include <gtest/gtest.h>

#include "game/board_standin.h"
#include "rules/ruleset.h"

namespace flagfall::session {
namespace {

using A = ClockAction;

// Every intent with an id, each side and each argument in range: its id reads back to an intent
// with the same id, and ids are never shared.
TEST(ClockIntent, EveryIdReadsBackToItsIntent) {
  std::vector<std::string> seen;
  for (int a = 0; a <= static_cast<int>(A::kEscape); ++a) {
    for (const std::optional<chess::Color> side :
         {std::optional<chess::Color>(), std::optional(chess::Color::White),
          std::optional(chess::Color::Black)}) {
      for (int arg = 0; arg < 40; ++arg) {
        const ClockIntent intent{static_cast<A>(a), side, arg};
        const std::string id = intent_id(intent);
        if (id.empty()) continue;
        const std::optional<ClockIntent> back = clock_intent(id);
        ASSERT_TRUE(back) << id;
        EXPECT_EQ(intent_id(*back), id);
        EXPECT_EQ(back->action, intent.action) << id;
        if (std::find(seen.begin(), seen.end(), id) == seen.end()) seen.push_back(id);
      }
    }
  }
  EXPECT_GT(seen.size(), 150u);
}

TEST(ClockIntent, ReadsTheIdsThePageAndTheMirrorUse) {
  EXPECT_EQ(clock_intent("clock.white"), ClockIntent(A::kHalf, chess::Color::White));
  EXPECT_EQ(clock_intent("clock.home"), ClockIntent(A::kHome));
  EXPECT_EQ(clock_intent("claim.time"), ClockIntent(A::kClaimTime));
  EXPECT_EQ(clock_intent("claim.time.black"), ClockIntent(A::kClaimTime, chess::Color::Black));
  EXPECT_EQ(clock_intent("result.resign.white"), ClockIntent(A::kResign, chess::Color::White));
  EXPECT_EQ(clock_intent("saved.12"), ClockIntent(A::kSaved, {}, 12));
  EXPECT_EQ(clock_intent("saved.up"), ClockIntent(A::kSavedUp));
  EXPECT_EQ(clock_intent("promote.n"), ClockIntent(A::kPromote, {}, 3));
  const auto preset = clock_intent("preset.G/3;inc2");
  ASSERT_TRUE(preset);
  EXPECT_EQ(all_presets()[static_cast<std::size_t>(preset->arg)], "G/3;inc2");
  const auto ruleset = clock_intent("ruleset.fide-2023");
  ASSERT_TRUE(ruleset);
  EXPECT_EQ(rules::all_rulesets()[static_cast<std::size_t>(ruleset->arg)]->id, "fide-2023");
  const auto material = clock_intent("material.black.two-knights");
  ASSERT_TRUE(material);
  EXPECT_EQ(material->side, chess::Color::Black);
  EXPECT_EQ(game::material_picks()[static_cast<std::size_t>(material->arg)].id, "two-knights");
  const auto penalty = clock_intent("director.penalty.touch-move");
  ASSERT_TRUE(penalty);
  EXPECT_EQ(static_cast<rules::Offence>(penalty->arg), rules::Offence::kTouchMove);
}

TEST(ClockIntent, RefusesIdsItDoesNotWrite) {
  for (const char* id : {"",
                         "clock.",
                         "clock.green",
                         "claim.time.",
                         "claim.time.red",
                         "saved.",
                         "saved.-1",
                         "saved.1x",
                         "saved.4294967297",
                         "preset.",
                         "preset.9+9",
                         "ruleset.no-such",
                         "material.white",
                         "material.white.",
                         "material.grey.king",
                         "promote.k",
                         "director.penalty.nothing",
                         "menu",
                         "menu.light.white",
                         "no.such.intent"})
    EXPECT_FALSE(clock_intent(id)) << id;
}

}  // namespace
}  // namespace flagfall::session
