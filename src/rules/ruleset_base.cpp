#include "rules/ruleset.h"

namespace flagfall::rules {

// US Chess Chapter 11's policies, which most rulebooks share; each ruleset_<id>.cpp changes
// only what its rulebook says differently.
Ruleset blitz_base() {
  Ruleset r;
  r.standard_time_control = "G/5;d0";
  r.time_control_limits = {.min_base_ms = 0,
                           .max_base_ms = 600'000,
                           .max_total_ms = 600'000,
                           .delay_allowed = true,
                           .increment_allowed = true};
  r.flag_keeps_running = true;
  r.mating_material = chess::MatingMaterialRule::UscfPieceCount;
  r.mating_material_on_time = chess::MatingMaterialRule::UscfPieceCount;
  r.resignation_drawn_if_opponent_cannot_mate = false;
  r.illegal_move_effect = IllegalMoveEffect::kLosesOnClaim;
  r.claim_lapse = ClaimLapse::kDeterminedMove;
  r.king_capture_claims = true;
  r.king_adjacent_mover_claim = KingAdjacentMoverClaim::kMoverLoses;
  r.simultaneous_claims_illegal_mover_loses = true;
  r.both_flags = BothFlags::kDraw;
  r.arbiter_calls_flags = false;
  r.witness_saves_late_stop = false;
  r.stalemate_beats_simultaneous_flag_claim = true;
  r.dead_position_ends_game = false;
  r.claimable_draw_voids_mating_material = false;
  r.agreement_needs_a_move_each = false;
  r.draw_claims = {.repetition = false,
                   .fifty_moves = false,
                   .insufficient_losing_chances = false,
                   .losing_chances_conditions = LosingChancesConditions::kNone,
                   .denied_repetition_or_fifty = DeniedClaimCost::kNothing,
                   .denied_perpetual_check = DeniedClaimCost::kNothing,
                   .denied_losing_chances = DeniedClaimCost::kNothing,
                   .automatic_fivefold_and_75 = false,
                   .repetition_or_fifty_claimant = DrawClaimant::kPlayerHavingTheMove,
                   .perpetual_check_claimant = DrawClaimant::kPlayerHavingTheMove,
                   .claim_is_offer = false};
  r.promotion_pause_by = PromotionPauseBy::kPromoter;
  r.opponent_may_restart_after_unpromoted_press = true;
  r.unpromoted_pawn_press_is_illegal = false;
  r.press_without_move_is_illegal = false;
  r.swapped_setup_castling = SwappedSetupCastling::kMirrored;
  r.time_reduction = TimeReduction::kNotOnceBothMoved;
  return r;
}

}  // namespace flagfall::rules
