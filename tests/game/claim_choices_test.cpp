#include "game/claim_choices.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "../support/every_ruleset.h"
#include "../support/started_game.h"

namespace flagfall::game {
namespace {

using chess::Color;

ClaimOffer offer_for(const LiveGame& game, Color claimant, Millis at) {
  return claim_offer(game, new_claim_draft(game, claimant, at));
}

bool offers_kind(const ClaimOffer& offer, IllegalChoice choice) {
  return std::find(offer.kinds.begin(), offer.kinds.end(), choice) != offer.kinds.end();
}

class ClaimOfferEveryRuleset : public ::testing::TestWithParam<std::string> {
 protected:
  const rules::Ruleset& ruleset() const { return *rules::find_ruleset(GetParam()); }
};

TEST_P(ClaimOfferEveryRuleset, AtTheStartOnlyTheGamesEndAndTheDirector) {
  const LiveGame game = started_game(GetParam());
  const ClaimOffer offer = offer_for(game, Color::Black, kStart + 500);
  EXPECT_FALSE(offer.time);
  EXPECT_FALSE(offer.both_flags_down);
  EXPECT_FALSE(offer.illegal);
  EXPECT_EQ(offer.unpromoted, UnpromotedAction::kNone);
  EXPECT_TRUE(offer.dispute);
  EXPECT_FALSE(offer.simultaneous);
  EXPECT_TRUE(offer.kinds.empty());
  EXPECT_FALSE(offer.take_king);
}

TEST_P(ClaimOfferEveryRuleset, TheDrawClaimsAreTheRulesets) {
  const LiveGame game = started_game(GetParam());
  const ClaimOffer offer = offer_for(game, Color::White, kStart);
  const rules::DrawClaimPolicy& draws = ruleset().draw_claims;
  EXPECT_EQ(offer.repetition, draws.repetition);
  EXPECT_EQ(offer.fifty_moves, draws.fifty_moves);
  EXPECT_EQ(offer.losing_chances, draws.insufficient_losing_chances);
  EXPECT_EQ(offer.draw(),
            draws.repetition || draws.fifty_moves || draws.insufficient_losing_chances);
}

TEST_P(ClaimOfferEveryRuleset, AFallenFlagIsClaimedByTheOpponentOnly) {
  const LiveGame game = started_game(GetParam(), "3s+0");
  EXPECT_TRUE(offer_for(game, Color::Black, kStart + 3'500).time);
  EXPECT_FALSE(offer_for(game, Color::Black, kStart + 3'500).both_flags_down);
  EXPECT_FALSE(offer_for(game, Color::White, kStart + 3'500).time);
  EXPECT_FALSE(offer_for(game, Color::Black, kStart + 2'500).time) << "the flag is still up";
}

TEST_P(ClaimOfferEveryRuleset, BothFlagsDown) {
  LiveGame game = started_game(GetParam(), "2s+0");
  // White completes the move after the flag; Black's clock runs on to its own flag.
  ASSERT_EQ(game.press(Color::White, kStart + 2'500), "");
  const ClaimOffer offer = offer_for(game, Color::White, kStart + 5'000);
  EXPECT_TRUE(offer.time);
  EXPECT_TRUE(offer.both_flags_down);
}

TEST_P(ClaimOfferEveryRuleset, TheOpponentsLastPressMayBeClaimedAsAnIllegalMove) {
  LiveGame game = started_game(GetParam());
  ASSERT_EQ(game.press(Color::White, kStart + 300), "");
  EXPECT_TRUE(offer_for(game, Color::Black, kStart + 700).illegal);
  EXPECT_FALSE(offer_for(game, Color::White, kStart + 700).illegal) << "White's own move";
  ASSERT_EQ(game.press(Color::Black, kStart + 900), "");
  EXPECT_FALSE(offer_for(game, Color::Black, kStart + 1'000).illegal)
      << "Black completed a move of his own since";
}

// What a press with a pawn left unpromoted lets the opponent do: restart the clock (US Chess
// 11-16), claim it as an illegal move (FIDE 7.5.2), stop the clocks for the piece where the
// opponent may (Sacramento 18), else nothing.
TEST_P(ClaimOfferEveryRuleset, APressWithThePawnUnpromoted) {
  LiveGame game = started_game(GetParam());
  ASSERT_EQ(game.press(Color::White, kStart + 300), "");
  const rules::Ruleset& r = ruleset();
  UnpromotedAction expected = UnpromotedAction::kNone;
  if (r.opponent_may_restart_after_unpromoted_press) {
    expected = UnpromotedAction::kRestart;
  } else if (r.unpromoted_pawn_press_is_illegal) {
    expected = UnpromotedAction::kClaim;
  } else if (r.promotion_pause_by == rules::PromotionPauseBy::kOpponent) {
    expected = UnpromotedAction::kPause;
  }
  EXPECT_EQ(offer_for(game, Color::Black, kStart + 700).unpromoted, expected);
  EXPECT_EQ(offer_for(game, Color::White, kStart + 700).unpromoted, UnpromotedAction::kNone);
}

TEST(ClaimOfferTest, TheUnpromotedPressByRuleset) {
  const std::map<std::string, UnpromotedAction> expected = {
      {"uscf-2020", UnpromotedAction::kRestart},
      {"uscf-earlier", UnpromotedAction::kRestart},
      {"fide-2023", UnpromotedAction::kClaim},
      {"sacramento-2005", UnpromotedAction::kPause},
      // Scholastic 20 covers only the pause; its rule 24 brings in Chapter 11's 11-16 restart.
      {"scholastic-2018", UnpromotedAction::kRestart},
      // The summary adopts the regular rules 8F6 and 8F7: the opponent may restart the clock.
      {"uscf-summary", UnpromotedAction::kRestart},
      {"uscf-summary-variation", UnpromotedAction::kRestart},
  };
  for (const auto& [id, action] : expected) {
    LiveGame game = started_game(id);
    ASSERT_EQ(game.press(Color::White, kStart + 300), "");
    EXPECT_EQ(offer_for(game, Color::Black, kStart + 700).unpromoted, action) << id;
  }
}

TEST_P(ClaimOfferEveryRuleset, TheKindsOfIllegalMove) {
  LiveGame game = started_game(GetParam());
  ASSERT_EQ(game.press(Color::White, kStart + 300), "");
  ClaimDraft d = new_claim_draft(game, Color::Black, kStart + 700);
  d.illegal_claim_by = Color::Black;
  ClaimOffer offer = claim_offer(game, d);
  EXPECT_TRUE(offers_kind(offer, {IllegalKind::kKingNextToKing, false}));
  EXPECT_TRUE(offers_kind(offer, {IllegalKind::kKingInCheck, false}));
  EXPECT_TRUE(offers_kind(offer, {IllegalKind::kOther, false}));
  // FIDE 7.5.3: a press without a move is itself an illegal move.
  EXPECT_EQ(offers_kind(offer, {IllegalKind::kOther, true}),
            ruleset().press_without_move_is_illegal);
  EXPECT_EQ(offer.kinds.size(), ruleset().press_without_move_is_illegal ? 4u : 3u);
  // An unpromoted pawn is the illegal move: nothing to choose.
  d.unpromoted = true;
  EXPECT_TRUE(claim_offer(game, d).kinds.empty());
}

TEST(ClaimOfferTest, OnlyFideOffersAPressWithoutAMove) {
  for (const rules::Ruleset* r : rules::all_rulesets()) {
    LiveGame game = started_game(std::string(r->id));
    ASSERT_EQ(game.press(Color::White, kStart + 300), "");
    ClaimDraft d = new_claim_draft(game, Color::Black, kStart + 700);
    d.illegal_claim_by = Color::Black;
    EXPECT_EQ(offers_kind(claim_offer(game, d), {IllegalKind::kOther, true}), r->id == "fide-2023")
        << r->id;
  }
}

// Taking the king, where the ruleset counts it as the claim, and only with a man to take it.
TEST_P(ClaimOfferEveryRuleset, TakingTheKing) {
  LiveGame game = started_game(GetParam());
  ASSERT_EQ(game.press(Color::White, kStart + 300), "");
  ClaimDraft d = new_claim_draft(game, Color::Black, kStart + 700);
  d.illegal_claim_by = Color::Black;
  EXPECT_EQ(claim_offer(game, d).take_king, ruleset().king_capture_claims);
  // A king next to the other king can be taken by it; after a man's wrong move, a bare king
  // cannot take the other king.
  d.material = {"more", "king"};
  EXPECT_EQ(claim_offer(game, d).take_king, ruleset().king_capture_claims);
  d.kind = IllegalKind::kOther;
  EXPECT_FALSE(claim_offer(game, d).take_king);
  d.kind = IllegalKind::kKingNextToKing;
  d.material = {"more", "more"};
  d.press_without_move = true;
  EXPECT_FALSE(claim_offer(game, d).take_king);
}

// The other player's claim at the same instant: White's flag is down and Black's last move was
// illegal.
TEST_P(ClaimOfferEveryRuleset, TheOtherPlayersClaimAtTheSameInstant) {
  LiveGame game = started_game(GetParam(), "4s+0");
  ASSERT_EQ(game.press(Color::White, kStart + 300), "");
  ASSERT_EQ(game.press(Color::Black, kStart + 600), "");
  const Millis at = kStart + 5'000;  // White's flag fell at 4.3 s
  ClaimDraft d = new_claim_draft(game, Color::Black, at);
  EXPECT_FALSE(claim_offer(game, d).simultaneous) << "nothing claimed yet";
  d.time_claim_by = Color::Black;
  EXPECT_TRUE(claim_offer(game, d).simultaneous) << "White may claim Black's move";

  ClaimDraft w = new_claim_draft(game, Color::White, at);
  w.illegal_claim_by = Color::White;
  EXPECT_TRUE(claim_offer(game, w).simultaneous) << "Black may claim White's flag";

  // Before White's flag, Black has nothing to claim at the same instant as White.
  ClaimDraft early = new_claim_draft(game, Color::White, kStart + 1'000);
  early.illegal_claim_by = Color::White;
  EXPECT_FALSE(claim_offer(game, early).simultaneous);
}

INSTANTIATE_TEST_SUITE_P(Rulesets, ClaimOfferEveryRuleset,
                         ::testing::ValuesIn(testing_support::every_ruleset_id()),
                         testing_support::ruleset_test_name);

}  // namespace
}  // namespace flagfall::game
