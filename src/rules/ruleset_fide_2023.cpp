#include "rules/ruleset.h"

namespace flagfall::rules {

using words::Msg;

const Ruleset& fide_2023() {
  static const Ruleset ruleset = [] {
    Ruleset r = blitz_base();
    r.key = RulesetId::kFide2023;
    r.id = ruleset_id_name(r.key);
    r.short_name = "FIDE 2023";
    r.name = Msg::kRulesetFide2023Name;
    r.source = Msg::kRulesetFide2023Source;
    r.cite_prefix = "FIDE ";
    r.standard_time_control = "3+2";
    r.mating_material = chess::MatingMaterialRule::FideDeadPosition;
    r.mating_material_on_time = chess::MatingMaterialRule::FideDeadPosition;
    r.resignation_drawn_if_opponent_cannot_mate = true;
    r.illegal_move_effect = IllegalMoveEffect::kMinuteThenLoss;
    r.claim_lapse = ClaimLapse::kMadeMove;
    r.king_capture_claims = false;
    r.king_adjacent_mover_claim = KingAdjacentMoverClaim::kJudgedAsClaim;
    r.simultaneous_claims_illegal_mover_loses = false;
    r.both_flags = BothFlags::kFirstFlagLoses;
    r.arbiter_calls_flags = true;
    r.agreement_needs_a_move_each = true;
    r.dead_position_ends_game = true;
    r.draw_claims.claim_is_offer = true;
    r.draw_claims.repetition = true;
    r.draw_claims.fifty_moves = true;
    r.draw_claims.denied_repetition_or_fifty = DeniedClaimCost::kMinuteToOpponent;
    r.draw_claims.denied_perpetual_check = DeniedClaimCost::kMinuteToOpponent;
    r.draw_claims.automatic_fivefold_and_75 = true;
    r.opponent_may_restart_after_unpromoted_press = false;
    r.unpromoted_pawn_press_is_illegal = true;
    r.press_without_move_is_illegal = true;
    r.swapped_setup_castling = SwappedSetupCastling::kForbidden;
    r.time_reduction = TimeReduction::kNotAfterTenMoves;
    r.penalties = {
        {Offence::kTwoHands, {PenaltyStep::kAsIllegalMove}, "7.5.4", false},
        // 12.9 lists the arbiter's options, from a warning to loss of the game: which one is
        // his call; the warning, then a minute, is the product's default.
        {Offence::kKnockedClock,
         {PenaltyStep::kWarning, PenaltyStep::kMinuteToOpponent},
         "12.9",
         true,
         {},
         true},
        {Offence::kDisplacedPieces,
         {PenaltyStep::kWarning, PenaltyStep::kMinuteToOpponent},
         "12.9",
         true,
         {},
         true},
        {Offence::kTouchMove,
         {PenaltyStep::kWarning, PenaltyStep::kMinuteToOpponent},
         "12.9",
         true,
         {},
         true},
        {Offence::kBanging,
         {PenaltyStep::kWarning, PenaltyStep::kMinuteToOpponent},
         "12.9",
         true,
         {},
         true},
        {Offence::kOther,
         {PenaltyStep::kWarning, PenaltyStep::kMinuteToOpponent},
         "12.9",
         true,
         {},
         true},
    };
    // What each rule says: its message rule.fide_2023.* in assets/words/*.po.
    r.rules = {
        {Topic::kBlitzDefinition, "B.1", Msg::kRuleFide2023B1BlitzDefinition},
        {Topic::kStandardTimeControl, "B.1", Msg::kRuleFide2023B1StandardTimeControl},
        {Topic::kAllowedTimeControls, "B.1", Msg::kRuleFide2023B1AllowedTimeControls},
        {Topic::kStandardPenalty, "A.3", Msg::kRuleFide2023A3},
        {Topic::kGapsFilledByOfficialRules, "B.3", Msg::kRuleFide2023B3, RuleUse::kScope},
        {Topic::kInsufficientLosingChances, "III.2.2", Msg::kRuleFide2023Iii22},
        {Topic::kSetupStands, "A.5.1.2", Msg::kRuleFide2023A512SetupStands},
        {Topic::kTimeReduction, "A.5.1.1", Msg::kRuleFide2023A511},
        {Topic::kSwappedKingQueenCastling, "A.5.1.2",
         Msg::kRuleFide2023A512SwappedKingQueenCastling},
        {Topic::kUnclaimedIllegalMoveStands, "A.5.2",
         Msg::kRuleFide2023A52UnclaimedIllegalMoveStands},
        {Topic::kIllegalMoveClaim, "A.5.2", Msg::kRuleFide2023A52IllegalMoveClaim},
        {Topic::kTimeClaim, "A.5.3", Msg::kRuleFide2023A53},
        {Topic::kCheckmate, "5.1.1", Msg::kRuleFide2023511},
        {Topic::kResignation, "5.1.2", Msg::kRuleFide2023512},
        {Topic::kStalemate, "5.2.1", Msg::kRuleFide2023521},
        {Topic::kDeadPosition, "5.2.2", Msg::kRuleFide2023522},
        {Topic::kDrawAgreement, "5.2.3", Msg::kRuleFide2023523},
        {Topic::kDeadPositionOnFlag, "6.9", Msg::kRuleFide202369DeadPositionOnFlag},
        {Topic::kMatingMaterial, "6.9", Msg::kRuleFide202369MatingMaterial},
        {Topic::kBothFlags, "6.9", Msg::kRuleFide202369BothFlags},
        {Topic::kArbiterCallsFlag, "A.5.5", Msg::kRuleFide2023A55},
        {Topic::kPromotionPause, "6.11.2", Msg::kRuleFide20236112PromotionPause},
        {Topic::kDisputePause, "6.11.2", Msg::kRuleFide20236112DisputePause},
        {Topic::kStopWithoutClaim, "6.11.4", Msg::kRuleFide20236114},
        {Topic::kIllegalMoveCompletion, "7.5.1", Msg::kRuleFide2023751},
        {Topic::kUnpromotedPawnPress, "7.5.2", Msg::kRuleFide2023752},
        {Topic::kPressWithoutMove, "7.5.3", Msg::kRuleFide2023753},
        {Topic::kOneHand, "7.5.4", Msg::kRuleFide2023754},
        {Topic::kIllegalMoveMinute, "7.5.5", Msg::kRuleFide2023755},
        {Topic::kRepetitionClaim, "9.2", Msg::kRuleFide202392},
        {Topic::kFiftyMoveClaim, "9.3", Msg::kRuleFide202393},
        {Topic::kDrawOfferStands, "9.1.2.1", Msg::kRuleFide20239121},
        {Topic::kDrawClaimIsOffer, "9.1.2.3", Msg::kRuleFide20239123},
        {Topic::kDeniedDrawClaim, "9.5.3", Msg::kRuleFide2023953},
        {Topic::kAutomaticDraw, "9.6", Msg::kRuleFide202396},
        {Topic::kDiscretionaryPenalties, "12.9", Msg::kRuleFide2023129},
    };
    return r;
  }();
  return ruleset;
}

}  // namespace flagfall::rules
