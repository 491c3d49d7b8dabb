#include "game/half_controls.h"

#include <gtest/gtest.h>

#include "../support/every_ruleset.h"
#include "../support/started_game.h"
#include "game/claim_draft.h"

namespace flagfall::game {
namespace {

using chess::Color;

class HalfOfferEveryRuleset : public ::testing::TestWithParam<std::string> {
 protected:
  const rules::Ruleset& ruleset() const { return *rules::find_ruleset(GetParam()); }
};

TEST_P(HalfOfferEveryRuleset, NothingBeforeTheStartOrAfterTheEnd) {
  auto made = LiveGame::make({GetParam(), "3s+0", ""});
  ASSERT_TRUE(made);
  LiveGame game = std::move(made).value();
  EXPECT_FALSE(half_offer(game, Color::White, kStart, false).claim);
  ASSERT_EQ(game.start(kStart), "");
  EXPECT_TRUE(half_offer(game, Color::White, kStart, false).claim);
  ASSERT_EQ(game.record(kStart + 1'000, resignation_entries(Color::White)), "");
  const HalfOffer over = half_offer(game, Color::Black, kStart + 2'000, false);
  EXPECT_FALSE(over.claim);
  EXPECT_EQ(over.control, HalfControl::kNone);
}

TEST_P(HalfOfferEveryRuleset, AFallenFlagMayBeClaimedFromTheOtherHalf) {
  const LiveGame game = started_game(GetParam(), "3s+0");
  EXPECT_TRUE(half_offer(game, Color::Black, kStart + 3'500, false).may_claim_time);
  EXPECT_FALSE(half_offer(game, Color::White, kStart + 3'500, false).may_claim_time);
  EXPECT_FALSE(half_offer(game, Color::Black, kStart + 2'000, false).may_claim_time);
}

// While White's clock runs, the promotion pause is offered to the player the ruleset lets stop
// the clocks: White himself (US Chess, the summaries, Scholastic, FIDE), or Black (Sacramento).
// White's pawn waits on b7 of the set-up (when the pause is offered at all: promotion_chance_test).
TEST_P(HalfOfferEveryRuleset, ThePromotionPauseGoesToTheRightPlayer) {
  auto made = LiveGame::make({GetParam(), "1+0", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"});
  ASSERT_TRUE(made) << made.error();
  LiveGame game = std::move(made).value();
  ASSERT_EQ(game.start(kStart), "");
  const Color pauser = GetParam() == "sacramento-2005" ? Color::Black : Color::White;
  EXPECT_EQ(pauser, ruleset().promotion_pause_by == rules::PromotionPauseBy::kPromoter
                        ? Color::White
                        : Color::Black);
  const HalfOffer offer = half_offer(game, pauser, kStart + 800, false);
  EXPECT_EQ(offer.control, HalfControl::kPromotionPause);
  EXPECT_EQ(offer.promoter, Color::White);
  EXPECT_EQ(half_offer(game, ~pauser, kStart + 800, false).control, HalfControl::kNone);
  // Not while a claim has stopped the clock.
  EXPECT_EQ(half_offer(game, pauser, kStart + 800, true).control, HalfControl::kNone);

  // The pause stops the clocks; the piece and the restart follow.
  ASSERT_EQ(game.record(kStart + 800, promotion_pause_entries(game, pauser, Color::White)), "");
  EXPECT_EQ(game.game_clock().phase(game.game_time(kStart + 900)), clock::Phase::Paused);
  ASSERT_EQ(
      game.record(kStart + 1'800, promotion_entries(Color::White, chess::PieceType::Queen, pauser)),
      "");
  EXPECT_EQ(game.game_clock().running_side(game.game_time(kStart + 1'900)), clock::Side::White);
  EXPECT_EQ(game.game_clock().remaining(clock::Side::White, game.game_time(kStart + 1'800)),
            60'000 - 800);
}

TEST(HalfOfferTest, AfterAnUnpromotedPressUsChessLetsTheOpponentRestart) {
  LiveGame game = started_game("uscf-2020");
  ASSERT_EQ(game.press(Color::White, kStart + 300), "");
  // Black, to move, has no pawn near the last rank on his first move: no pause.
  EXPECT_EQ(half_offer(game, Color::Black, kStart + 500, false).control, HalfControl::kNone);
  ASSERT_EQ(game.record(kStart + 500, unpromoted_press_entries(game, Color::Black)), "");
  const HalfOffer offer = half_offer(game, Color::Black, kStart + 600, false);
  EXPECT_EQ(offer.control, HalfControl::kRestartOpponent);
  EXPECT_EQ(offer.promoter, Color::White);
}

TEST(HalfOfferTest, APawnWaitingOnTheLastRankMayBeStoppedFor) {
  // Sacramento: Black stops the clocks for White's unpromoted pawn, then may stop them again
  // from his half while the pawn waits.
  LiveGame game = started_game("sacramento-2005", "G/5;d0");
  ASSERT_EQ(game.press(Color::White, kStart + 300), "");
  ASSERT_EQ(game.record(kStart + 500, {Entry::of(game.pawn_fact(Color::White))}), "");
  const HalfOffer offer = half_offer(game, Color::Black, kStart + 600, false);
  EXPECT_EQ(offer.control, HalfControl::kPromotionStop);
  EXPECT_EQ(offer.promoter, Color::White);
  ASSERT_EQ(game.record(kStart + 600, promotion_stop_entries(Color::Black)), "");
  EXPECT_EQ(game.game_clock().phase(game.game_time(kStart + 700)), clock::Phase::Paused);
}

INSTANTIATE_TEST_SUITE_P(Rulesets, HalfOfferEveryRuleset,
                         ::testing::ValuesIn(testing_support::every_ruleset_id()),
                         testing_support::ruleset_test_name);

TEST(HalfOfferTest, TheDirectorsStopAndRestart) {
  LiveGame game = started_game("uscf-2020");
  ASSERT_EQ(game.record(kStart + 300, td_pause_entries()), "");
  EXPECT_EQ(game.game_clock().phase(game.game_time(kStart + 400)), clock::Phase::Paused);
  ASSERT_EQ(game.record(kStart + 900, td_resume_entries()), "");
  EXPECT_EQ(game.game_clock().phase(game.game_time(kStart + 1'000)), clock::Phase::Running);
  EXPECT_EQ(game.game_clock().remaining(clock::Side::White, game.game_time(kStart + 1'000)),
            60'000 - 300 - 100);
}

}  // namespace
}  // namespace flagfall::game
