#include "game/promotion_chance.h"

#include <gtest/gtest.h>

#include "../support/every_ruleset.h"
#include "../support/started_game.h"
#include "chess/fen.h"
#include "game/claim_choices.h"
#include "game/half_controls.h"

namespace flagfall::game {
namespace {

using chess::Color;

chess::Position board(const std::string& fen) {
  auto parsed = chess::parse_fen(fen);
  EXPECT_TRUE(parsed) << fen;
  return parsed ? *parsed.position : chess::Position();
}

TEST(PromotionChanceTest, MovesToPromoteCountsARankAMoveAndTwoFromTheStart) {
  const chess::Position start = board(std::string(chess::kStartingFen));
  EXPECT_EQ(moves_to_promote(start, Color::White), 5);  // e4, e5, e6, exf7, fxg8
  EXPECT_EQ(moves_to_promote(start, Color::Black), 5);
  EXPECT_EQ(moves_to_promote(board("4k3/8/8/8/2P5/p7/8/4K3 w - - 0 1"), Color::White), 4);
  EXPECT_EQ(moves_to_promote(board("4k3/8/8/8/2P5/p7/8/4K3 w - - 0 1"), Color::Black), 2);
  EXPECT_EQ(moves_to_promote(board("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), Color::White), std::nullopt);
}

TEST(PromotionChanceTest, APawnOnTheSeventhNeedsAnEmptySquareAheadOrACapture) {
  EXPECT_TRUE(promotion_at_hand(board("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"), Color::White));
  EXPECT_FALSE(promotion_at_hand(board("1n2k3/1P6/8/8/8/8/8/4K3 w - - 0 1"), Color::White));
  EXPECT_TRUE(promotion_at_hand(board("1nr1k3/1P6/8/8/8/8/8/4K3 w - - 0 1"), Color::White));
  // The man diagonally ahead must be the opponent's.
  EXPECT_FALSE(promotion_at_hand(board("1nR1k3/1P6/8/8/8/8/8/4K3 w - - 0 1"), Color::White));
  // Pins are not asked: the pawn still reaches the last rank.
  EXPECT_TRUE(promotion_at_hand(board("4k3/8/8/8/8/8/5p2/4K1R1 b - - 0 1"), Color::Black));
  EXPECT_FALSE(promotion_at_hand(board("4k3/8/8/8/8/8/5p2/4K1R1 b - - 0 1"), Color::White));
  EXPECT_FALSE(promotion_at_hand(board("4k3/8/1P6/8/8/8/8/4K3 w - - 0 1"), Color::White));
}

// Under each ruleset (every one has a promotion pause, by the promoter or by his opponent) the
// pause is offered exactly when the promoter's next move may put a pawn on the last rank: on the
// half when the board shows it, in the claim sheet (the half's menu) when the clock cannot rule
// it out, and not at all when no pawn can have come that far.
class PromotionOfferEveryRuleset : public ::testing::TestWithParam<std::string> {
 protected:
  Color pauser_for(Color promoter) const {
    return rules::find_ruleset(GetParam())->promotion_pause_by == rules::PromotionPauseBy::kPromoter
               ? promoter
               : ~promoter;
  }
  LiveGame started(const std::string& fen) const {
    auto made = LiveGame::make({GetParam(), "5+0", fen});
    EXPECT_TRUE(made) << made.error();
    LiveGame game = std::move(made).value();
    EXPECT_EQ(game.start(kStart), "");
    return game;
  }
  // What the pauser is offered for `promoter`, who is to move: on the half, and in the menu.
  void expect_offer(const LiveGame& game, Color promoter, Millis at, HalfControl control,
                    bool in_menu) const {
    const Color pauser = pauser_for(promoter);
    const HalfOffer offer = half_offer(game, pauser, at, false);
    EXPECT_EQ(offer.control, control) << "promoter " << chess::index_of(promoter);
    EXPECT_EQ(offer.pause_in_menu, in_menu) << "promoter " << chess::index_of(promoter);
    const bool offered = control == HalfControl::kPromotionPause || in_menu;
    if (offered) {
      EXPECT_EQ(offer.promoter, promoter);
    }
    const ClaimOffer menu = claim_offer(game, new_claim_draft(game, pauser, at));
    EXPECT_EQ(menu.promotion_pause, offered ? std::optional(promoter) : std::nullopt);
    // The other player is offered nothing.
    const HalfOffer other = half_offer(game, ~pauser, at, false);
    EXPECT_FALSE(other.pause_in_menu);
    EXPECT_NE(other.control, HalfControl::kPromotionPause);
  }
};

TEST_P(PromotionOfferEveryRuleset, FromTheStartNoPawnCanPromoteBeforeItsFifthMove) {
  LiveGame game = started("");
  Millis t = kStart;
  for (int move = 1; move <= 6; ++move) {
    const bool maybe = move >= 5;
    t += 100;
    expect_offer(game, Color::White, t, HalfControl::kNone, maybe);
    ASSERT_EQ(game.press(Color::White, t), "");
    t += 100;
    expect_offer(game, Color::Black, t, HalfControl::kNone, maybe);
    ASSERT_EQ(game.press(Color::Black, t), "");
  }
}

TEST_P(PromotionOfferEveryRuleset, OnAKnownBoardOnlyAPawnThatCanStepUp) {
  // Set up: White to move with a pawn on b7 and b8 free.
  expect_offer(started("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"), Color::White, kStart + 100,
               HalfControl::kPromotionPause, false);
  // Blocked, nothing to take: no pause.
  LiveGame blocked = started("1n2k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
  expect_offer(blocked, Color::White, kStart + 100, HalfControl::kNone, false);
  // A capture onto the last rank.
  expect_offer(started("1nr1k3/1P6/8/8/8/8/8/4K3 w - - 0 1"), Color::White, kStart + 100,
               HalfControl::kPromotionPause, false);
  // Once both have moved the clock no longer knows the board: the knight may have gone.
  ASSERT_EQ(blocked.press(Color::White, kStart + 200), "");
  ASSERT_EQ(blocked.press(Color::Black, kStart + 300), "");
  expect_offer(blocked, Color::White, kStart + 400, HalfControl::kNone, true);
}

TEST_P(PromotionOfferEveryRuleset, ABoardTheyEnterIsKnownUntilTheNextMove) {
  LiveGame game = started("");
  ASSERT_EQ(game.press(Color::White, kStart + 100), "");
  ASSERT_EQ(game.press(Color::Black, kStart + 200), "");
  expect_offer(game, Color::White, kStart + 300, HalfControl::kNone, false);
  Fact entered;
  entered.kind = FactKind::kBoard;
  entered.side = Color::White;
  entered.fen = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
  ASSERT_EQ(game.record(kStart + 300, {Entry::of(entered)}), "");
  expect_offer(game, Color::White, kStart + 400, HalfControl::kPromotionPause, false);
  ASSERT_EQ(game.press(Color::White, kStart + 500), "");  // a quiet move: the pawn still waits
  ASSERT_EQ(game.press(Color::Black, kStart + 600), "");
  expect_offer(game, Color::White, kStart + 700, HalfControl::kNone, true);
  // Black has no pawn on that board: never a pause for him.
  ASSERT_EQ(game.press(Color::White, kStart + 800), "");
  expect_offer(game, Color::Black, kStart + 900, HalfControl::kNone, false);
}

INSTANTIATE_TEST_SUITE_P(Rulesets, PromotionOfferEveryRuleset,
                         ::testing::ValuesIn(testing_support::every_ruleset_id()),
                         testing_support::ruleset_test_name);

}  // namespace
}  // namespace flagfall::game
