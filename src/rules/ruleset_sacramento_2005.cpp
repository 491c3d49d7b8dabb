#include "rules/ruleset.h"

namespace flagfall::rules {

using words::Msg;

const Ruleset& sacramento_2005() {
  static const Ruleset ruleset = [] {
    Ruleset r = blitz_base();
    r.key = RulesetId::kSacramento2005;
    r.id = ruleset_id_name(r.key);
    r.short_name = "Sacramento";
    r.name = Msg::kRulesetSacramento2005Name;
    r.source = Msg::kRulesetSacramento2005Source;
    r.cite_prefix = "Sacramento ";
    r.time_control_limits = {.min_base_ms = 180'000,
                             .max_base_ms = 600'000,
                             .max_total_ms = 1'200'000,
                             .delay_allowed = true,
                             .increment_allowed = false};
    r.mating_material = chess::MatingMaterialRule::SacramentoCountOrForcedWin;
    r.mating_material_on_time = chess::MatingMaterialRule::SacramentoCountOrForcedWin;
    r.claim_lapse = ClaimLapse::kTouchedPiece;
    r.king_adjacent_mover_claim = KingAdjacentMoverClaim::kJudgedAsClaim;
    r.draw_claims.repetition = true;
    // 10d names no claimant: the one who counts to three stops the clock after the third.
    r.draw_claims.repetition_or_fifty_claimant = DrawClaimant::kEitherPlayer;
    r.draw_claims.insufficient_losing_chances = true;
    r.draw_claims.losing_chances_conditions = LosingChancesConditions::kSacramento;
    r.draw_claims.denied_losing_chances = DeniedClaimCost::kMinuteToOpponent;
    r.promotion_pause_by = PromotionPauseBy::kOpponent;
    r.opponent_may_restart_after_unpromoted_press = false;
    r.penalties = {
        // The standard penalty of 5, 7a and 12 is 4's minute to the opponent.
        {Offence::kTwoHands,
         {PenaltyStep::kWarning, PenaltyStep::kMinuteToOpponent, PenaltyStep::kForfeit},
         "5",
         false,
         "4"},
        {Offence::kKnockedClock, {PenaltyStep::kMinuteToOpponent}, "7a", false, "4"},
        {Offence::kDisplacedPieces,
         {PenaltyStep::kWarning, PenaltyStep::kMinuteToOpponent, PenaltyStep::kForfeit},
         "12",
         false,
         "4"},
        // 22 says banging is not tolerated, with no penalty: the warning is the director's call.
        {Offence::kBanging, {PenaltyStep::kWarning}, "22", true, {}, true},
        {Offence::kOther, {PenaltyStep::kMinuteToOpponent}, "4", true},
    };
    // What each rule says: its message rule.sacramento_2005.* in assets/words/*.po.
    r.rules = {
        {Topic::kAllowedTimeControls, "1", Msg::kRuleSacramento20051AllowedTimeControls},
        {Topic::kStandardTimeControl, "1", Msg::kRuleSacramento20051StandardTimeControl},
        {Topic::kSetupStands, "3", Msg::kRuleSacramento20053SetupStands},
        {Topic::kTimeReduction, "3", Msg::kRuleSacramento20053TimeReduction},
        {Topic::kStandardPenalty, "4", Msg::kRuleSacramento20054},
        {Topic::kOneHand, "5", Msg::kRuleSacramento20055},
        {Topic::kKnockedClock, "7a", Msg::kRuleSacramento20057a},
        {Topic::kRestartOpponentClock, "7b", Msg::kRuleSacramento20057b, RuleUse::kEquipment},
        {Topic::kCheckmate, "8a", Msg::kRuleSacramento20058a},
        {Topic::kResignation, "8b", Msg::kRuleSacramento20058b},
        {Topic::kTimeClaim, "8c", Msg::kRuleSacramento20058c},
        {Topic::kIllegalMoveClaim, "8d", Msg::kRuleSacramento20058d},
        {Topic::kSimultaneousClaims, "8e", Msg::kRuleSacramento20058e},
        {Topic::kMatingMaterial, "9", Msg::kRuleSacramento20059},
        {Topic::kStalemate, "10a", Msg::kRuleSacramento200510a},
        {Topic::kDrawAgreement, "10b", Msg::kRuleSacramento200510b},
        {Topic::kBothFlags, "10c", Msg::kRuleSacramento200510c},
        {Topic::kRepetitionClaim, "10d", Msg::kRuleSacramento200510d},
        {Topic::kInsufficientMaterialDraw, "10e", Msg::kRuleSacramento200510e},
        {Topic::kInsufficientLosingChances, "10f", Msg::kRuleSacramento200510f},
        {Topic::kInsufficientLosingChances, "10g", Msg::kRuleSacramento200510g},
        {Topic::kInsufficientLosingChances, "10h", Msg::kRuleSacramento200510h},
        {Topic::kInsufficientLosingChances, "10i", Msg::kRuleSacramento200510i},
        {Topic::kDrawByDirectorsJudgement, "10j", Msg::kRuleSacramento200510j},
        {Topic::kDrawAppeal, "11", Msg::kRuleSacramento200511},
        {Topic::kDeniedDrawClaim, "11b", Msg::kRuleSacramento200511b},
        {Topic::kDisplacedPieces, "12", Msg::kRuleSacramento200512DisplacedPieces},
        {Topic::kTouchMove, "12", Msg::kRuleSacramento200512TouchMove},
        {Topic::kDisputePause, "13", Msg::kRuleSacramento200513},
        {Topic::kStopWithoutClaim, "7", Msg::kRuleSacramento20057},
        {Topic::kIllegalMoveCompletion, "16", Msg::kRuleSacramento200516},
        {Topic::kUnclaimedIllegalMoveStands, "17", Msg::kRuleSacramento200517},
        {Topic::kPromotionPause, "18", Msg::kRuleSacramento200518},
        {Topic::kSwappedKingQueenCastling, "21", Msg::kRuleSacramento200521},
        {Topic::kBanging, "22", Msg::kRuleSacramento200522},
    };
    return r;
  }();
  return ruleset;
}

}  // namespace flagfall::rules
