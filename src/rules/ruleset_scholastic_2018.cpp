#include "rules/ruleset.h"

namespace flagfall::rules {

using words::Msg;

const Ruleset& scholastic_2018() {
  static const Ruleset ruleset = [] {
    Ruleset r = blitz_base();
    r.key = RulesetId::kScholastic2018;
    r.id = ruleset_id_name(r.key);
    r.short_name = "Scholastic";
    r.name = Msg::kRulesetScholastic2018Name;
    r.source = Msg::kRulesetScholastic2018Source;
    r.cite_prefix = "Scholastic ";
    r.time_control_limits = {.min_base_ms = 300'000,
                             .max_base_ms = 300'000,
                             .max_total_ms = 300'000,
                             .delay_allowed = false,
                             .increment_allowed = false};
    r.mating_material = chess::MatingMaterialRule::ScholasticPieceCount;
    r.mating_material_on_time = chess::MatingMaterialRule::ScholasticPieceCount;
    r.claim_lapse = ClaimLapse::kReleasedPiece;
    r.draw_claims.repetition = true;
    r.draw_claims.fifty_moves = true;
    r.draw_claims.insufficient_losing_chances = true;
    r.draw_claims.losing_chances_conditions = LosingChancesConditions::kScholastic;
    // A repetition by perpetual check is its own claim (11b), a rule 11 claim that costs time when
    // denied (17b); other repetitions and fifty moves come from the Official Rules (24), as in
    // Chapter 11, at no cost.
    r.draw_claims.denied_perpetual_check = DeniedClaimCost::kMinuteOffClaimantOrHalf;
    // 11b names no claimant: the one who counts to three stops the clock after the third.
    r.draw_claims.perpetual_check_claimant = DrawClaimant::kEitherPlayer;
    r.draw_claims.denied_losing_chances = DeniedClaimCost::kMinuteOffClaimantOrHalf;
    r.time_reduction = TimeReduction::kExcessTimeOnly;
    r.penalties = {
        // 9d forbids two hands and 1 says a penalty may follow, without a size: the Official
        // Rules fill that gap (24) with Chapter 11's standard minute (11-17). 22 says banging
        // may cost the offender time, without how much: the minute is the director's call.
        {Offence::kTwoHands, {PenaltyStep::kMinuteToOpponent}, "9d", true, "24"},
        {Offence::kKnockedClock, {PenaltyStep::kMinuteToOpponent}, "9b", false},
        {Offence::kDisplacedPieces,
         {PenaltyStep::kWarning, PenaltyStep::kMinuteToOpponent, PenaltyStep::kForfeit},
         "13",
         false},
        {Offence::kTouchMove, {PenaltyStep::kMinuteToOpponent}, "1", true, "24"},
        {Offence::kBanging, {PenaltyStep::kMinuteOffOffender}, "22", true, {}, true},
        {Offence::kOther, {PenaltyStep::kMinuteToOpponent}, "24", true},
    };
    // What each rule says: its message rule.scholastic_2018.* in assets/words/*.po.
    r.rules = {
        {Topic::kTouchMove, "1", Msg::kRuleScholastic20181},
        {Topic::kStandardTimeControl, "4", Msg::kRuleScholastic20184StandardTimeControl},
        {Topic::kAllowedTimeControls, "4", Msg::kRuleScholastic20184AllowedTimeControls},
        {Topic::kFlagBehaviour, "5a", Msg::kRuleScholastic20185a, RuleUse::kEquipment},
        {Topic::kSetupStands, "6", Msg::kRuleScholastic20186SetupStands},
        {Topic::kTimeReduction, "6", Msg::kRuleScholastic20186TimeReduction},
        {Topic::kSwappedKingQueenCastling, "6a", Msg::kRuleScholastic20186a},
        {Topic::kUnclaimedIllegalMoveStands, "6b",
         Msg::kRuleScholastic20186bUnclaimedIllegalMoveStands},
        {Topic::kOneHand, "7", Msg::kRuleScholastic20187},
        {Topic::kKnockedClock, "9b", Msg::kRuleScholastic20189b},
        {Topic::kRestartOpponentClock, "9c", Msg::kRuleScholastic20189c, RuleUse::kEquipment},
        {Topic::kOneHand, "9d", Msg::kRuleScholastic20189d},
        {Topic::kCheckmate, "10a1", Msg::kRuleScholastic201810a1},
        {Topic::kResignation, "10a2", Msg::kRuleScholastic201810a2},
        {Topic::kTimeClaim, "10a3", Msg::kRuleScholastic201810a3},
        {Topic::kIllegalMoveClaim, "10a4", Msg::kRuleScholastic201810a4},
        {Topic::kSimultaneousClaims, "10b", Msg::kRuleScholastic201810b},
        {Topic::kMatingMaterial, "10c", Msg::kRuleScholastic201810c},
        {Topic::kStalemate, "11a1", Msg::kRuleScholastic201811a1},
        {Topic::kDrawAgreement, "11a2", Msg::kRuleScholastic201811a2},
        {Topic::kBothFlags, "11a3", Msg::kRuleScholastic201811a3},
        {Topic::kInsufficientMaterialDraw, "11a4", Msg::kRuleScholastic201811a4},
        {Topic::kPerpetualCheckClaim, "11b", Msg::kRuleScholastic201811b},
        {Topic::kRepetitionClaim, "24", Msg::kRuleScholastic201824RepetitionClaim},
        {Topic::kInsufficientLosingChances, "11c", Msg::kRuleScholastic201811c},
        {Topic::kDisplacedPieces, "12", Msg::kRuleScholastic201812},
        {Topic::kDisplacedPieces, "13", Msg::kRuleScholastic201813},
        {Topic::kDisputePause, "14", Msg::kRuleScholastic201814},
        {Topic::kStopWithoutClaim, "9", Msg::kRuleScholastic20189},
        {Topic::kDrawAppeal, "17", Msg::kRuleScholastic201817},
        {Topic::kDeniedDrawClaim, "17b", Msg::kRuleScholastic201817b},
        {Topic::kIllegalMoveCompletion, "18", Msg::kRuleScholastic201818},
        {Topic::kKingAdjacentMove, "19", Msg::kRuleScholastic201819},
        {Topic::kPromotionPause, "20", Msg::kRuleScholastic201820},
        {Topic::kUnpromotedPawnPress, "24", Msg::kRuleScholastic201824UnpromotedPawnPress},

        {Topic::kBanging, "22", Msg::kRuleScholastic201822},
        {Topic::kGapsFilledByOfficialRules, "24",
         Msg::kRuleScholastic201824GapsFilledByOfficialRules},
        {Topic::kFiftyMoveClaim, "24", Msg::kRuleScholastic201824FiftyMoveClaim},
        {Topic::kKingAdjacentMoverClaims, "24", Msg::kRuleScholastic201824KingAdjacentMoverClaims},
        {Topic::kLegalMoveCompletion, "6b", Msg::kRuleScholastic20186bLegalMoveCompletion},
    };
    return r;
  }();
  return ruleset;
}

}  // namespace flagfall::rules
