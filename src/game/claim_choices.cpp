#include "game/claim_choices.h"

#include "game/half_controls.h"

namespace flagfall::game {
namespace {

using chess::Color;
using rules::Permission;

// Whether `side` may claim an illegal move by his opponent's last press: the arbiter is asked
// with a fact, never the bare permission (under FIDE every press may be claimed as one without a
// move).
bool may_claim_illegal_move(const LiveGame& game, Color side, Millis at) {
  const auto fact = game.illegal_move_fact(side, IllegalKind::kKingNextToKing);
  return fact &&
         permits(game.may_after(side, at, {Entry::of(*fact)}), Permission::kClaimIllegalMove);
}

UnpromotedAction unpromoted_action(const LiveGame& game, Color claimant, Millis at) {
  const Fact pawn = game.pawn_fact(~claimant);
  if (!pawn.before) return UnpromotedAction::kNone;  // no press since the pawn could have gone up
  const std::vector<Permission> may = game.may_after(claimant, at, {Entry::of(pawn)});
  const bool restart = permits(may, Permission::kRestartOpponentClock);
  const bool claim = permits(may, Permission::kClaimIllegalMove);
  if (claim && !restart) return UnpromotedAction::kClaim;
  if (restart) return UnpromotedAction::kRestart;
  if (permits(may, Permission::kPausePromotion)) return UnpromotedAction::kPause;
  return UnpromotedAction::kNone;
}

}  // namespace

ClaimOffer claim_offer(const LiveGame& game, const ClaimDraft& d) {
  ClaimOffer offer;
  const Color me = d.claimant;
  const Color other = ~me;
  const Millis at = d.at;
  offer.time = game.may_do(me, Permission::kClaimTime, at);
  offer.both_flags_down = offer.time && game.may_do(other, Permission::kClaimTime, at);
  offer.illegal = may_claim_illegal_move(game, me, at);
  offer.unpromoted = unpromoted_action(game, me, at);
  offer.dispute = game.may_do(me, Permission::kStopClockDispute, at);
  const HalfOffer half = half_offer(game, me, at, false);
  if (half.pause_in_menu || half.control == HalfControl::kPromotionPause)
    offer.promotion_pause = half.promoter;
  if (half.control == HalfControl::kPromotionStop) offer.promotion_stop = half.promoter;
  const rules::DrawClaimPolicy& draws = game.ruleset().draw_claims;
  offer.repetition = draws.repetition;
  offer.fifty_moves = draws.fifty_moves;
  offer.losing_chances = draws.insufficient_losing_chances;

  if (d.time_claim_by == me) {
    offer.simultaneous = may_claim_illegal_move(game, other, at);
  } else if (d.illegal_claim_by == me) {
    offer.simultaneous = game.may_do(other, Permission::kClaimTime, at);
  }
  if (d.illegal_claim_by && !d.unpromoted) {
    offer.kinds = {{IllegalKind::kKingNextToKing, false},
                   {IllegalKind::kKingInCheck, false},
                   {IllegalKind::kOther, false}};
    if (game.ruleset().press_without_move_is_illegal &&
        game.may_do(*d.illegal_claim_by, Permission::kClaimIllegalMove, at)) {
      offer.kinds.push_back({IllegalKind::kOther, true});
    }
  }
  if (d.illegal_claim_by && game.ruleset().king_capture_claims && !d.press_without_move) {
    ClaimDraft probe = d;
    probe.take_king = false;
    std::vector<Entry> facts = claim_entries(game, probe);
    facts.pop_back();  // without the claim itself
    offer.take_king =
        permits(game.may_after(*d.illegal_claim_by, at, facts), Permission::kTakeKing);
  }
  return offer;
}

}  // namespace flagfall::game
