#include "rules/ruleset_uscf_common.h"

namespace flagfall::rules {

using words::Msg;

Ruleset uscf_chapter11_common() {
  Ruleset r = blitz_base();
  r.cite_prefix = "USCF 11-";
  r.claimable_draw_voids_mating_material = true;  // 7c, in both wordings
  r.penalties = {
      {Offence::kTwoHands, {PenaltyStep::kMinuteToOpponent}, "4", true, "17"},
      {Offence::kKnockedClock, {PenaltyStep::kMinuteToOpponent}, "6b", true, "17"},
      {Offence::kDisplacedPieces, {PenaltyStep::kMinuteToOpponent}, "9", true, "17"},
      {Offence::kTouchMove, {PenaltyStep::kMinuteToOpponent}, "10", true, "17"},
      {Offence::kBanging, {PenaltyStep::kMinuteToOpponent}, "17", true},
      {Offence::kOther, {PenaltyStep::kMinuteToOpponent}, "17", true},
  };
  // What each rule says: its message rule.uscf.* in assets/words/*.po.
  r.rules = {
      {Topic::kStandardTimeControl, "1a", Msg::kRuleUscf1a},
      {Topic::kAllowedTimeControls, "1b", Msg::kRuleUscf1b},
      {Topic::kFlagBehaviour, "2a", Msg::kRuleUscf2a, RuleUse::kEquipment},
      {Topic::kSetupStands, "3", Msg::kRuleUscf3SetupStands},
      {Topic::kTimeReduction, "3", Msg::kRuleUscf3TimeReduction},
      {Topic::kSwappedKingQueenCastling, "3a", Msg::kRuleUscf3a},
      {Topic::kUnclaimedIllegalMoveStands, "3b", Msg::kRuleUscf3b},
      {Topic::kOneHand, "4", Msg::kRuleUscf4},
      {Topic::kKnockedClock, "6b", Msg::kRuleUscf6b},
      {Topic::kRestartOpponentClock, "6c", Msg::kRuleUscf6c, RuleUse::kEquipment},
      {Topic::kCheckmate, "7a", Msg::kRuleUscf7a},
      {Topic::kResignation, "7b", Msg::kRuleUscf7b},
      {Topic::kMatingMaterial, "7c", Msg::kRuleUscf7c},
      {Topic::kIllegalMoveClaim, "7d", Msg::kRuleUscf7dIllegalMoveClaim},
      {Topic::kKingAdjacentMoverClaims, "7d", Msg::kRuleUscf7dKingAdjacentMoverClaims},
      {Topic::kSimultaneousClaims, "7e", Msg::kRuleUscf7e},
      {Topic::kStalemate, "8a", Msg::kRuleUscf8a},
      {Topic::kDrawAgreement, "8b", Msg::kRuleUscf8b},
      {Topic::kBothFlags, "8c", Msg::kRuleUscf8c},
      {Topic::kInsufficientMaterialDraw, "8d", Msg::kRuleUscf8dInsufficientMaterialDraw},
      {Topic::kInsufficientLosingChances, "8d", Msg::kRuleUscf8dInsufficientLosingChances},
      {Topic::kDisplacedPieces, "9", Msg::kRuleUscf9},
      {Topic::kTouchMove, "10", Msg::kRuleUscf10},
      {Topic::kDisputePause, "11", Msg::kRuleUscf11},
      {Topic::kStopWithoutClaim, "6", Msg::kRuleUscf6},
      {Topic::kIllegalMoveCompletion, "14", Msg::kRuleUscf14},
      {Topic::kLegalMoveCompletion, "15", Msg::kRuleUscf15},
      {Topic::kPromotionPause, "16", Msg::kRuleUscf16PromotionPause},
      {Topic::kUnpromotedPawnPress, "16", Msg::kRuleUscf16UnpromotedPawnPress},
      {Topic::kStandardPenalty, "17", Msg::kRuleUscf17},
  };
  return r;
}

}  // namespace flagfall::rules
