#include "trainer/rule_index.h"

#include "trainer/question.h"
#include "words/words.h"

namespace flagfall::trainer {
namespace {

using rules::Topic;
using words::Msg;

Msg step_message(rules::PenaltyStep step) {
  switch (step) {
    case rules::PenaltyStep::kWarning:
      return Msg::kRulesPolicyWarning;
    case rules::PenaltyStep::kMinuteToOpponent:
      return Msg::kRulesPolicyMinuteToOpponent;
    case rules::PenaltyStep::kMinuteOffOffender:
      return Msg::kRulesPolicyMinuteOffOffender;
    case rules::PenaltyStep::kForfeit:
      return Msg::kRulesPolicyForfeit;
    case rules::PenaltyStep::kAsIllegalMove:
      break;
  }
  return Msg::kRulesPolicyAsIllegalMove;
}

std::string ladder_text(const rules::Ruleset& r, rules::Offence offence) {
  const rules::PenaltyLadder* ladder = r.ladder(offence);
  if (ladder == nullptr) return words::said(Msg::kRulesPolicyNoPenalty);
  std::string text;
  for (const rules::PenaltyStep step : ladder->steps) {
    const std::string_view next = words::text(step_message(step));
    text = text.empty() ? std::string(next) : words::format<Msg::kRulesPolicyThen>(text, next);
  }
  if (ladder->discretionary) text = words::format<Msg::kRulesPolicyMoreAtDiscretion>(text);
  return text;
}

Msg denied_message(rules::DeniedClaimCost cost) {
  switch (cost) {
    case rules::DeniedClaimCost::kNothing:
      return Msg::kRulesPolicyCostsNothing;
    case rules::DeniedClaimCost::kMinuteOffClaimantOrHalf:
      return Msg::kRulesPolicyCostsMinuteOrHalf;
    case rules::DeniedClaimCost::kMinuteToOpponent:
      break;
  }
  return Msg::kRulesPolicyGivesMinute;
}

// Who may claim a repetition or fifty moves, and what a denied claim costs; "no claim" when the
// ruleset has no such claim.
std::string draw_claim_text(const rules::Ruleset& r, bool claimable) {
  if (!claimable) return words::said(Msg::kRulesPolicyNoClaim);
  const Msg who = r.draw_claims.repetition_or_fifty_claimant == rules::DrawClaimant::kEitherPlayer
                      ? Msg::kRulesPolicyEitherPlayerClaims
                      : Msg::kRulesPolicyPlayerToMoveClaims;
  return words::format<Msg::kRulesPolicyDrawClaim>(
      words::text(who), words::text(denied_message(r.draw_claims.denied_repetition_or_fifty)));
}

Msg mating_material_message(chess::MatingMaterialRule rule) {
  switch (rule) {
    case chess::MatingMaterialRule::UscfPieceCount:
      return Msg::kRulesPolicyMatingUscf;
    case chess::MatingMaterialRule::ScholasticPieceCount:
      return Msg::kRulesPolicyMatingScholastic;
    case chess::MatingMaterialRule::SacramentoCountOrForcedWin:
      return Msg::kRulesPolicyMatingSacramento;
    case chess::MatingMaterialRule::UscfRegularOnTime:
      return Msg::kRulesPolicyMatingRegularOnTime;
    case chess::MatingMaterialRule::FideDeadPosition:
      break;
  }
  return Msg::kRulesPolicyMatingFide;
}

std::string illegal_move_text(const rules::Ruleset& r) {
  Msg effect = Msg::kRulesPolicyLosesOnClaim;
  if (r.illegal_move_effect == rules::IllegalMoveEffect::kMinuteToOpponent) {
    effect = Msg::kRulesPolicyMinuteToClaimant;
  } else if (r.illegal_move_effect == rules::IllegalMoveEffect::kMinuteThenLoss) {
    effect = Msg::kRulesPolicyMinuteThenLoss;
  }
  Msg lapse = Msg::kRulesPolicyUntilDeterminedMove;
  switch (r.claim_lapse) {
    case rules::ClaimLapse::kDeterminedMove:
      break;
    case rules::ClaimLapse::kReleasedPiece:
      lapse = Msg::kRulesPolicyUntilReleasedPiece;
      break;
    case rules::ClaimLapse::kTouchedPiece:
      lapse = Msg::kRulesPolicyUntilTouchedPiece;
      break;
    case rules::ClaimLapse::kMadeMove:
      lapse = Msg::kRulesPolicyUntilNextMove;
      break;
    case rules::ClaimLapse::kCompletedMove:
      lapse = Msg::kRulesPolicyUntilCompletedMove;
      break;
  }
  const Msg king = r.king_capture_claims ? Msg::kRulesPolicyTakingKingClaims
                                         : Msg::kRulesPolicyTakingKingNoClaim;
  return words::format<Msg::kRulesPolicyIllegalMove>(words::text(effect), words::text(lapse),
                                                     words::text(king));
}

Msg topic_message(Topic topic) {
  switch (topic) {
    case Topic::kBlitzDefinition:
      return Msg::kRulesTopicBlitzDefinition;
    case Topic::kStandardTimeControl:
      return Msg::kRulesTopicStandardTimeControl;
    case Topic::kAllowedTimeControls:
      return Msg::kRulesTopicAllowedTimeControls;
    case Topic::kFlagBehaviour:
      return Msg::kRulesTopicFlagBehaviour;
    case Topic::kSetupStands:
      return Msg::kRulesTopicSetupStands;
    case Topic::kTimeReduction:
      return Msg::kRulesTopicTimeReduction;
    case Topic::kSwappedKingQueenCastling:
      return Msg::kRulesTopicSwappedKingQueenCastling;
    case Topic::kUnclaimedIllegalMoveStands:
      return Msg::kRulesTopicUnclaimedIllegalMoveStands;
    case Topic::kOneHand:
      return Msg::kRulesTopicOneHand;
    case Topic::kKnockedClock:
      return Msg::kRulesTopicKnockedClock;
    case Topic::kRestartOpponentClock:
      return Msg::kRulesTopicRestartOpponentClock;
    case Topic::kCheckmate:
      return Msg::kRulesTopicCheckmate;
    case Topic::kResignation:
      return Msg::kRulesTopicResignation;
    case Topic::kTimeClaim:
      return Msg::kRulesTopicTimeClaim;
    case Topic::kMatingMaterial:
      return Msg::kRulesTopicMatingMaterial;
    case Topic::kIllegalMoveClaim:
      return Msg::kRulesTopicIllegalMoveClaim;
    case Topic::kKingAdjacentMoverClaims:
      return Msg::kRulesTopicKingAdjacentMoverClaims;
    case Topic::kKingAdjacentMove:
      return Msg::kRulesTopicKingAdjacentMove;
    case Topic::kSimultaneousClaims:
      return Msg::kRulesTopicSimultaneousClaims;
    case Topic::kDrawClaimsCarryOver:
      return Msg::kRulesTopicDrawClaimsCarryOver;
    case Topic::kStalemate:
      return Msg::kRulesTopicStalemate;
    case Topic::kDrawAgreement:
      return Msg::kRulesTopicDrawAgreement;
    case Topic::kBothFlags:
      return Msg::kRulesTopicBothFlags;
    case Topic::kInsufficientMaterialDraw:
      return Msg::kRulesTopicInsufficientMaterialDraw;
    case Topic::kRepetitionClaim:
      return Msg::kRulesTopicRepetitionClaim;
    case Topic::kFiftyMoveClaim:
      return Msg::kRulesTopicFiftyMoveClaim;
    case Topic::kInsufficientLosingChances:
      return Msg::kRulesTopicInsufficientLosingChances;
    case Topic::kDeniedDrawClaim:
      return Msg::kRulesTopicDeniedDrawClaim;
    case Topic::kDisplacedPieces:
      return Msg::kRulesTopicDisplacedPieces;
    case Topic::kTouchMove:
      return Msg::kRulesTopicTouchMove;
    case Topic::kDisputePause:
      return Msg::kRulesTopicDisputePause;
    case Topic::kStopWithoutClaim:
      return Msg::kRulesTopicStopWithoutClaim;
    case Topic::kIllegalMoveCompletion:
      return Msg::kRulesTopicIllegalMoveCompletion;
    case Topic::kLegalMoveCompletion:
      return Msg::kRulesTopicLegalMoveCompletion;
    case Topic::kPromotionPause:
      return Msg::kRulesTopicPromotionPause;
    case Topic::kUnpromotedPawnPress:
      return Msg::kRulesTopicUnpromotedPawnPress;
    case Topic::kPressWithoutMove:
      return Msg::kRulesTopicPressWithoutMove;
    case Topic::kStandardPenalty:
      return Msg::kRulesTopicStandardPenalty;
    case Topic::kBanging:
      return Msg::kRulesTopicBanging;
    case Topic::kIllegalMoveMinute:
      return Msg::kRulesTopicIllegalMoveMinute;
    case Topic::kDeadPositionOnFlag:
      return Msg::kRulesTopicDeadPositionOnFlag;
    case Topic::kAutomaticDraw:
      return Msg::kRulesTopicAutomaticDraw;
    case Topic::kDeadPosition:
      return Msg::kRulesTopicDeadPosition;
    case Topic::kDrawClaimIsOffer:
      return Msg::kRulesTopicDrawClaimIsOffer;
    case Topic::kDrawAppeal:
      return Msg::kRulesTopicDrawAppeal;
    case Topic::kDrawOfferStands:
      return Msg::kRulesTopicDrawOfferStands;
    case Topic::kDrawByDirectorsJudgement:
      return Msg::kRulesTopicDrawByDirectorsJudgement;
    case Topic::kDiscretionaryPenalties:
      return Msg::kRulesTopicDiscretionaryPenalties;
    case Topic::kGapsFilledByOfficialRules:
      return Msg::kRulesTopicGapsFilledByOfficialRules;
    case Topic::kMaterialToWinOnTime:
      return Msg::kRulesTopicMaterialToWinOnTime;
    case Topic::kPerpetualCheckClaim:
      return Msg::kRulesTopicPerpetualCheckClaim;
    case Topic::kArbiterCallsFlag:
      return Msg::kRulesTopicArbiterCallsFlag;
  }
  return Msg::kRulesTopicOther;
}

}  // namespace

std::string_view topic_name(Topic topic) {
  return words::text(topic_message(topic));
}

std::string topic_policy(const rules::Ruleset& r, Topic topic) {
  if (const std::optional<rules::Offence> offence = rules::topic_offence(topic)) {
    return ladder_text(r, *offence);
  }
  const rules::DrawClaimPolicy& draws = r.draw_claims;
  switch (topic) {
    case Topic::kStandardTimeControl:
      return std::string(r.standard_time_control);  // notation, the same in every language
    case Topic::kFlagBehaviour:
      return words::said(r.flag_keeps_running ? Msg::kRulesPolicyClocksRunOn
                                              : Msg::kRulesPolicyClockStops);
    case Topic::kMaterialToWinOnTime:
      return words::said(mating_material_message(r.mating_material_on_time));
    case Topic::kArbiterCallsFlag:
      return words::said(r.arbiter_calls_flags ? Msg::kRulesPolicyArbiterCallsFlag
                                               : Msg::kRulesPolicyPlayersCallFlag);
    case Topic::kPerpetualCheckClaim:
      return draws.repetition ? words::format<Msg::kRulesPolicyPerpetualClaim>(
                                    words::text(denied_message(draws.denied_perpetual_check)))
                              : words::said(Msg::kRulesPolicyNoClaim);
    case Topic::kMatingMaterial:
      return words::said(mating_material_message(r.mating_material));
    case Topic::kIllegalMoveClaim:
    case Topic::kIllegalMoveMinute:
      return illegal_move_text(r);
    case Topic::kKingAdjacentMoverClaims:
      switch (r.king_adjacent_mover_claim) {
        case rules::KingAdjacentMoverClaim::kMoverLoses:
          return words::said(Msg::kRulesPolicyMoverLoses);
        case rules::KingAdjacentMoverClaim::kOnlyAWinClaimLoses:
          return words::said(Msg::kRulesPolicyJudgedNoWin);
        case rules::KingAdjacentMoverClaim::kJudgedAsClaim:
          break;
      }
      return words::said(Msg::kRulesPolicyJudgedLikeAny);
    case Topic::kSimultaneousClaims:
      return words::said(r.simultaneous_claims_illegal_mover_loses
                             ? Msg::kRulesPolicyIllegalMoverLoses
                             : Msg::kRulesPolicyNoSpecialRule);
    case Topic::kBothFlags:
      return words::said(r.both_flags == rules::BothFlags::kDraw
                             ? Msg::kRulesPolicyADraw
                             : Msg::kRulesPolicyFirstFlagJudged);
    case Topic::kRepetitionClaim:
      return draw_claim_text(r, draws.repetition);
    case Topic::kFiftyMoveClaim:
      return draw_claim_text(r, draws.fifty_moves);
    case Topic::kDeadPosition:
      return words::said(r.dead_position_ends_game ? Msg::kRulesPolicyEndsAfterAnyMove
                                                   : Msg::kRulesPolicyNoSuchRule);
    case Topic::kDrawClaimIsOffer:
      return words::said(draws.claim_is_offer ? Msg::kRulesPolicyClaimIsOffer
                                              : Msg::kRulesPolicyClaimIsNoOffer);
    case Topic::kInsufficientLosingChances:
      switch (draws.losing_chances_conditions) {
        case rules::LosingChancesConditions::kNone:
          return words::said(Msg::kRulesPolicyNoClaim);
        case rules::LosingChancesConditions::kScholastic:
          return words::said(Msg::kRulesPolicyScholasticList);
        case rules::LosingChancesConditions::kSacramento:
          return words::said(Msg::kRulesPolicySacramentoList);
      }
      return "";
    case Topic::kDeniedDrawClaim:
      return words::format<Msg::kRulesPolicyDeniedDraw>(
          words::text(denied_message(draws.denied_repetition_or_fifty)),
          words::text(denied_message(draws.denied_losing_chances)));
    case Topic::kAutomaticDraw:
      return words::said(draws.automatic_fivefold_and_75 ? Msg::kRulesPolicyFivefoldAnd75
                                                         : Msg::kRulesPolicyNone);
    case Topic::kPromotionPause:
      return words::said(r.promotion_pause_by == rules::PromotionPauseBy::kPromoter
                             ? Msg::kRulesPolicyPromoterStops
                             : Msg::kRulesPolicyOpponentStops);
    case Topic::kUnpromotedPawnPress:
    case Topic::kRestartOpponentClock:
      if (r.unpromoted_pawn_press_is_illegal) return words::said(Msg::kRulesPolicyPawnBecomesQueen);
      return words::said(r.opponent_may_restart_after_unpromoted_press
                             ? Msg::kRulesPolicyOpponentMayRestart
                             : Msg::kRulesPolicyNoSpecialRight);
    case Topic::kPressWithoutMove:
      return words::said(r.press_without_move_is_illegal ? Msg::kRulesPolicyAnIllegalMove
                                                         : Msg::kRulesPolicyNotAnIllegalMove);
    case Topic::kSwappedKingQueenCastling:
      return words::said(r.swapped_setup_castling == rules::SwappedSetupCastling::kMirrored
                             ? Msg::kRulesPolicyCastleMirrored
                             : Msg::kRulesPolicyNoCastling);
    case Topic::kTimeReduction:
      switch (r.time_reduction) {
        case rules::TimeReduction::kNotOnceBothMoved:
          return words::said(Msg::kRulesPolicyNeverOnceMoved);
        case rules::TimeReduction::kExcessTimeOnly:
          return words::said(Msg::kRulesPolicyExcessTimeOff);
        case rules::TimeReduction::kNotAfterTenMoves:
          return words::said(Msg::kRulesPolicyUntilTenMoves);
      }
      return "";
    default:
      return "";
  }
}

bool RuleEntry::differs() const {
  for (const RuleElsewhere& e : elsewhere) {
    if (e.differs) return true;
  }
  return false;
}

std::vector<RuleEntry> rule_index(const rules::Ruleset& ruleset) {
  std::vector<RuleEntry> out;
  for (const rules::Rule& rule : ruleset.rules) {
    RuleEntry entry;
    entry.number = std::string(rule.number);
    entry.cite = ruleset.cite_number(rule.number);
    entry.says = std::string(words::text(rule.says));
    entry.topic = std::string(topic_name(rule.topic));
    entry.policy = topic_policy(ruleset, rule.topic);
    for (const rules::Ruleset* other : rules::all_rulesets()) {
      if (other == &ruleset) continue;
      RuleElsewhere e;
      e.ruleset = std::string(other->id);
      e.name = std::string(short_name(other->id));
      if (const rules::Rule* r = other->rule(rule.topic)) {
        e.cite = other->cite_number(r->number);
        e.says = std::string(words::text(r->says));
      }
      e.policy = topic_policy(*other, rule.topic);
      e.differs = e.cite.empty() || e.policy != entry.policy;
      entry.elsewhere.push_back(std::move(e));
    }
    out.push_back(std::move(entry));
  }
  return out;
}

}  // namespace flagfall::trainer
