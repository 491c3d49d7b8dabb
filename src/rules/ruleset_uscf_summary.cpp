#include "rules/ruleset.h"

namespace flagfall::rules {

using words::Msg;
namespace {

Ruleset summary_rules() {
  Ruleset r = blitz_base();
  r.cite_prefix = "USCF summary ";
  r.claim_lapse = ClaimLapse::kCompletedMove;
  // Its rule 4 keeps the draws of the regular rules, insufficient material to win on time (14E)
  // among them; a win on an illegal move needs Chapter 11's mating material (2).
  r.mating_material_on_time = chess::MatingMaterialRule::UscfRegularOnTime;
  r.draw_claims.repetition = true;
  r.draw_claims.fifty_moves = true;
  r.swapped_setup_castling = SwappedSetupCastling::kForbidden;
  r.time_reduction = TimeReduction::kExcessTimeOnly;
  r.penalties = {
      {Offence::kTwoHands, {PenaltyStep::kMinuteToOpponent}, "5", true},
      {Offence::kKnockedClock, {PenaltyStep::kMinuteToOpponent}, "5", true},
      {Offence::kDisplacedPieces, {PenaltyStep::kMinuteToOpponent}, "5", true},
      {Offence::kTouchMove, {PenaltyStep::kMinuteToOpponent}, "5", true},
      {Offence::kBanging, {PenaltyStep::kMinuteToOpponent}, "5", true},
      {Offence::kOther, {PenaltyStep::kMinuteToOpponent}, "5", true},
  };
  // What each rule says: its message rule.uscf_summary.* in assets/words/*.po.
  r.rules = {
      {Topic::kBlitzDefinition, "intro", Msg::kRuleUscfSummaryIntroBlitzDefinition},
      {Topic::kStandardTimeControl, "intro", Msg::kRuleUscfSummaryIntroStandardTimeControl},
      {Topic::kAllowedTimeControls, "intro", Msg::kRuleUscfSummaryIntroAllowedTimeControls},
      {Topic::kOneHand, "intro", Msg::kRuleUscfSummaryIntroOneHand},
      {Topic::kStopWithoutClaim, "5", Msg::kRuleUscfSummary5StopWithoutClaim},
      {Topic::kPromotionPause, "intro", Msg::kRuleUscfSummaryIntroPromotionPause},
      {Topic::kUnpromotedPawnPress, "intro", Msg::kRuleUscfSummaryIntroUnpromotedPawnPress},

      {Topic::kIllegalMoveClaim, "2", Msg::kRuleUscfSummary2IllegalMoveClaim},
      {Topic::kUnclaimedIllegalMoveStands, "2", Msg::kRuleUscfSummary2UnclaimedIllegalMoveStands},
      {Topic::kIllegalMoveCompletion, "2", Msg::kRuleUscfSummary2IllegalMoveCompletion},
      {Topic::kLegalMoveCompletion, "2", Msg::kRuleUscfSummary2LegalMoveCompletion},
      {Topic::kMatingMaterial, "2", Msg::kRuleUscfSummary2MatingMaterial},
      // The summary has no time-claim rule of its own (2a only keeps a claim standing beside an
      // illegal move): where it says nothing else, its opening keeps the regular rules.
      {Topic::kTimeClaim, "intro", Msg::kRuleUscfSummaryIntroTimeClaim},
      {Topic::kCheckmate, "intro", Msg::kRuleUscfSummaryIntroCheckmate},
      {Topic::kResignation, "intro", Msg::kRuleUscfSummaryIntroResignation},
      {Topic::kStalemate, "4", Msg::kRuleUscfSummary4Stalemate},
      {Topic::kDrawAgreement, "4", Msg::kRuleUscfSummary4DrawAgreement},
      {Topic::kMaterialToWinOnTime, "4", Msg::kRuleUscfSummary4MaterialToWinOnTime},
      {Topic::kBothFlags, "4", Msg::kRuleUscfSummary4BothFlags},
      {Topic::kSimultaneousClaims, "2a", Msg::kRuleUscfSummary2a},
      {Topic::kKingAdjacentMoverClaims, "2b", Msg::kRuleUscfSummary2b},
      {Topic::kSetupStands, "3", Msg::kRuleUscfSummary3SetupStands},
      {Topic::kTimeReduction, "3", Msg::kRuleUscfSummary3TimeReduction},
      {Topic::kSwappedKingQueenCastling, "3", Msg::kRuleUscfSummary3SwappedKingQueenCastling},
      {Topic::kDrawClaimsCarryOver, "4", Msg::kRuleUscfSummary4DrawClaimsCarryOver},
      {Topic::kInsufficientMaterialDraw, "4a", Msg::kRuleUscfSummary4a},
      {Topic::kRepetitionClaim, "4b", Msg::kRuleUscfSummary4bRepetitionClaim},
      {Topic::kFiftyMoveClaim, "4b", Msg::kRuleUscfSummary4bFiftyMoveClaim},
      {Topic::kStandardPenalty, "5", Msg::kRuleUscfSummary5StandardPenalty},
      {Topic::kDisplacedPieces, "5", Msg::kRuleUscfSummary5DisplacedPieces},
      {Topic::kKnockedClock, "5", Msg::kRuleUscfSummary5KnockedClock},
      {Topic::kTouchMove, "5", Msg::kRuleUscfSummary5TouchMove},
  };
  return r;
}

}  // namespace

const Ruleset& uscf_summary() {
  static const Ruleset ruleset = [] {
    Ruleset r = summary_rules();
    r.key = RulesetId::kUscfSummary;
    r.id = ruleset_id_name(r.key);
    r.short_name = "USCF summary";
    r.name = Msg::kRulesetUscfSummaryName;
    r.source = Msg::kRulesetUscfSummarySource;
    return r;
  }();
  return ruleset;
}

const Ruleset& uscf_summary_variation() {
  static const Ruleset ruleset = [] {
    Ruleset r = summary_rules();
    r.key = RulesetId::kUscfSummaryVariation;
    r.id = ruleset_id_name(r.key);
    r.short_name = "Summary Variation";
    r.name = Msg::kRulesetUscfSummaryVariationName;
    r.source = Msg::kRulesetUscfSummaryVariationSource;
    r.illegal_move_effect = IllegalMoveEffect::kMinuteToOpponent;
    r.king_adjacent_mover_claim = KingAdjacentMoverClaim::kOnlyAWinClaimLoses;
    for (Rule& rule : r.rules) {
      if (rule.topic == Topic::kKingAdjacentMoverClaims) {
        rule.says = Msg::kRuleUscfSummaryVariation2b;
      }
    }
    r.rules.push_back(
        {Topic::kIllegalMoveMinute, "Variation", Msg::kRuleUscfSummaryVariationVariation});
    return r;
  }();
  return ruleset;
}

}  // namespace flagfall::rules
