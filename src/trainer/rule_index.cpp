#include "trainer/rule_index.h"

#include "trainer/question.h"
#include "words/words.h"

namespace flagfall::trainer {
namespace {

using rules::Topic;

std::string ladder_text(const rules::Ruleset& r, rules::Offence offence) {
  const rules::PenaltyLadder* ladder = r.ladder(offence);
  if (ladder == nullptr) return "no penalty listed";
  std::string text;
  for (const rules::PenaltyStep step : ladder->steps) {
    if (!text.empty()) text += ", then ";
    switch (step) {
      case rules::PenaltyStep::kWarning:
        text += "a warning";
        break;
      case rules::PenaltyStep::kMinuteToOpponent:
        text += "a minute to the opponent";
        break;
      case rules::PenaltyStep::kMinuteOffOffender:
        text += "a minute off the offender";
        break;
      case rules::PenaltyStep::kForfeit:
        text += "forfeit";
        break;
      case rules::PenaltyStep::kAsIllegalMove:
        text += "counted as an illegal move";
        break;
    }
  }
  if (ladder->discretionary) text += " (more at the TD's discretion)";
  return text;
}

std::string denied_text(rules::DeniedClaimCost cost) {
  switch (cost) {
    case rules::DeniedClaimCost::kNothing:
      return "costs nothing";
    case rules::DeniedClaimCost::kMinuteOffClaimantOrHalf:
      return "costs the claimant a minute (or half his time)";
    case rules::DeniedClaimCost::kMinuteToOpponent:
      return "gives the opponent a minute";
  }
  return "";
}

std::string claimant_text(rules::DrawClaimant who) {
  return who == rules::DrawClaimant::kEitherPlayer ? "either player may claim"
                                                   : "the player having the move may claim";
}

std::string mating_material_text(chess::MatingMaterialRule rule) {
  switch (rule) {
    case chess::MatingMaterialRule::UscfPieceCount:
      return "a pawn, rook, queen or two minor pieces (two knights count)";
    case chess::MatingMaterialRule::ScholasticPieceCount:
      return "a pawn, rook, queen or two minor pieces, but not two knights against a bare king";
    case chess::MatingMaterialRule::SacramentoCountOrForcedWin:
      return "as US Chess, not two knights against a bare king, or any forced win shown";
    case chess::MatingMaterialRule::UscfRegularOnTime:
      return "more than a lone minor piece, or two knights against pawns, or a forced win shown";
    case chess::MatingMaterialRule::FideDeadPosition:
      return "any checkmate reachable by legal moves";
  }
  return "";
}

}  // namespace

std::string_view topic_name(Topic topic) {
  switch (topic) {
    case Topic::kBlitzDefinition:
      return "What blitz is";
    case Topic::kStandardTimeControl:
      return "Standard time control";
    case Topic::kAllowedTimeControls:
      return "Allowed time controls";
    case Topic::kFlagBehaviour:
      return "After a flag falls";
    case Topic::kSetupStands:
      return "Set-up errors";
    case Topic::kTimeReduction:
      return "Reducing the time";
    case Topic::kSwappedKingQueenCastling:
      return "King and queen swapped";
    case Topic::kUnclaimedIllegalMoveStands:
      return "Unclaimed illegal moves";
    case Topic::kOneHand:
      return "One hand";
    case Topic::kKnockedClock:
      return "Knocked-over clock";
    case Topic::kRestartOpponentClock:
      return "Restarting the opponent's clock";
    case Topic::kCheckmate:
      return "Checkmate";
    case Topic::kResignation:
      return "Resignation";
    case Topic::kTimeClaim:
      return "Claiming on time";
    case Topic::kMatingMaterial:
      return "Mating material";
    case Topic::kIllegalMoveClaim:
      return "Claiming an illegal move";
    case Topic::kKingAdjacentMoverClaims:
      return "King next to king: the mover claims";
    case Topic::kKingAdjacentMove:
      return "King next to king";
    case Topic::kSimultaneousClaims:
      return "Simultaneous claims";
    case Topic::kDrawClaimsCarryOver:
      return "Draw claims of the regular rules";
    case Topic::kStalemate:
      return "Stalemate";
    case Topic::kDrawAgreement:
      return "Draw by agreement";
    case Topic::kBothFlags:
      return "Both flags down";
    case Topic::kInsufficientMaterialDraw:
      return "Claimant without mating material";
    case Topic::kRepetitionClaim:
      return "Repetition claims";
    case Topic::kFiftyMoveClaim:
      return "Fifty-move claims";
    case Topic::kInsufficientLosingChances:
      return "Insufficient losing chances";
    case Topic::kDeniedDrawClaim:
      return "Denied draw claims";
    case Topic::kDisplacedPieces:
      return "Displaced pieces";
    case Topic::kTouchMove:
      return "Touch move";
    case Topic::kDisputePause:
      return "Stopping the clock for a dispute";
    case Topic::kStopWithoutClaim:
      return "Stopping the clock without a claim";
    case Topic::kIllegalMoveCompletion:
      return "When an illegal move is completed";
    case Topic::kLegalMoveCompletion:
      return "When a move is completed";
    case Topic::kPromotionPause:
      return "Stopping the clocks for a promotion piece";
    case Topic::kUnpromotedPawnPress:
      return "Pressing with the pawn unpromoted";
    case Topic::kPressWithoutMove:
      return "Pressing without moving";
    case Topic::kStandardPenalty:
      return "The standard penalty";
    case Topic::kBanging:
      return "Banging the clock";
    case Topic::kIllegalMoveMinute:
      return "Illegal move: a minute instead";
    case Topic::kDeadPositionOnFlag:
      return "Flag fall in a dead position";
    case Topic::kAutomaticDraw:
      return "Automatic draws";
    case Topic::kDeadPosition:
      return "Dead position";
    case Topic::kDrawClaimIsOffer:
      return "A draw claim as a draw offer";
    case Topic::kDrawAppeal:
      return "Appealing to the director for a draw";
    case Topic::kDrawOfferStands:
      return "How long a draw offer stands";
    case Topic::kDrawByDirectorsJudgement:
      return "Other positions: the director's judgement";
    case Topic::kDiscretionaryPenalties:
      return "Penalties at the arbiter's discretion";
    case Topic::kGapsFilledByOfficialRules:
      return "Cases the blitz rules leave open";
    case Topic::kMaterialToWinOnTime:
      return "Material to win on time";
    case Topic::kPerpetualCheckClaim:
      return "Perpetual check";
    case Topic::kArbiterCallsFlag:
      return "The arbiter calls a flag";
  }
  return "Other";
}

std::string topic_policy(const rules::Ruleset& r, Topic topic) {
  if (const std::optional<rules::Offence> offence = rules::topic_offence(topic)) {
    return ladder_text(r, *offence);
  }
  switch (topic) {
    case Topic::kStandardTimeControl:
      return std::string(r.standard_time_control);
    case Topic::kFlagBehaviour:
      return r.flag_keeps_running ? "both clocks run on" : "the clock stops";
    case Topic::kMaterialToWinOnTime:
      return mating_material_text(r.mating_material_on_time);
    case Topic::kArbiterCallsFlag:
      return r.arbiter_calls_flags ? "an arbiter at the board calls a flag he sees"
                                   : "only the players call a flag";
    case Topic::kPerpetualCheckClaim:
      return r.draw_claims.repetition ? "may be claimed; a denied claim " +
                                            denied_text(r.draw_claims.denied_perpetual_check)
                                      : "no claim";
    case Topic::kMatingMaterial:
      return mating_material_text(r.mating_material);
    case Topic::kIllegalMoveClaim:
    case Topic::kIllegalMoveMinute: {
      std::string text;
      switch (r.illegal_move_effect) {
        case rules::IllegalMoveEffect::kLosesOnClaim:
          text = "loses on a timely claim";
          break;
        case rules::IllegalMoveEffect::kMinuteToOpponent:
          text = "never loses: a minute to the claimant";
          break;
        case rules::IllegalMoveEffect::kMinuteThenLoss:
          text = "a minute the first time, a loss the second";
          break;
      }
      switch (r.claim_lapse) {
        case rules::ClaimLapse::kDeterminedMove:
          text += "; claim until the claimant has made his move";
          break;
        case rules::ClaimLapse::kReleasedPiece:
          text += "; claim until the claimant releases a piece";
          break;
        case rules::ClaimLapse::kTouchedPiece:
          text += "; claim until the claimant touches a piece";
          break;
        case rules::ClaimLapse::kMadeMove:
          text += "; claim until the claimant has made his next move";
          break;
        case rules::ClaimLapse::kCompletedMove:
          text += "; claim until the claimant completes his next move";
          break;
      }
      text +=
          r.king_capture_claims ? "; taking the king claims" : "; taking the king is not a claim";
      return text;
    }
    case Topic::kKingAdjacentMoverClaims:
      switch (r.king_adjacent_mover_claim) {
        case rules::KingAdjacentMoverClaim::kMoverLoses:
          return "the mover who claims loses";
        case rules::KingAdjacentMoverClaim::kOnlyAWinClaimLoses:
          return "judged like any claim: no illegal move wins here";
        case rules::KingAdjacentMoverClaim::kJudgedAsClaim:
          break;
      }
      return "judged like any claim";
    case Topic::kSimultaneousClaims:
      return r.simultaneous_claims_illegal_mover_loses ? "the illegal mover loses"
                                                       : "no special rule";
    case Topic::kBothFlags:
      return r.both_flags == rules::BothFlags::kDraw ? "a draw"
                                                     : "the first flag's claim is judged";
    case Topic::kRepetitionClaim:
      return r.draw_claims.repetition
                 ? claimant_text(r.draw_claims.repetition_or_fifty_claimant) + "; a denied claim " +
                       denied_text(r.draw_claims.denied_repetition_or_fifty)
                 : "no claim";
    case Topic::kFiftyMoveClaim:
      return r.draw_claims.fifty_moves
                 ? claimant_text(r.draw_claims.repetition_or_fifty_claimant) + "; a denied claim " +
                       denied_text(r.draw_claims.denied_repetition_or_fifty)
                 : "no claim";
    case Topic::kDeadPosition:
      return r.dead_position_ends_game ? "ends the game after any move" : "no such rule";
    case Topic::kDrawClaimIsOffer:
      return r.draw_claims.claim_is_offer ? "an incorrect claim stands as a draw offer"
                                          : "a claim is no offer";
    case Topic::kInsufficientLosingChances:
      switch (r.draw_claims.losing_chances_conditions) {
        case rules::LosingChancesConditions::kNone:
          return "no claim";
        case rules::LosingChancesConditions::kScholastic:
          return "the Scholastic list of positions";
        case rules::LosingChancesConditions::kSacramento:
          return "the Sacramento list of positions";
      }
      return "";
    case Topic::kDeniedDrawClaim:
      return "repetition or fifty moves: " + denied_text(r.draw_claims.denied_repetition_or_fifty) +
             "; losing chances: " + denied_text(r.draw_claims.denied_losing_chances);
    case Topic::kAutomaticDraw:
      return r.draw_claims.automatic_fivefold_and_75 ? "fivefold and 75 moves draw" : "none";
    case Topic::kPromotionPause:
      return r.promotion_pause_by == rules::PromotionPauseBy::kPromoter
                 ? "the promoting player may stop the clocks"
                 : "the opponent may stop the clocks";
    case Topic::kUnpromotedPawnPress:
    case Topic::kRestartOpponentClock:
      if (r.unpromoted_pawn_press_is_illegal) return "an illegal move: the pawn becomes a queen";
      return r.opponent_may_restart_after_unpromoted_press
                 ? "the opponent may restart the player's clock"
                 : "no special right";
    case Topic::kPressWithoutMove:
      return r.press_without_move_is_illegal ? "an illegal move" : "not an illegal move";
    case Topic::kSwappedKingQueenCastling:
      switch (r.swapped_setup_castling) {
        case rules::SwappedSetupCastling::kMirrored:
          return "castle short on the queenside, long on the kingside";
        case rules::SwappedSetupCastling::kForbidden:
          return "no castling";
      }
      return "";
    case Topic::kTimeReduction:
      switch (r.time_reduction) {
        case rules::TimeReduction::kNotOnceBothMoved:
          return "never once each side has moved";
        case rules::TimeReduction::kExcessTimeOnly:
          return "excess time may be taken off at any time";
        case rules::TimeReduction::kNotAfterTenMoves:
          return "until ten moves each";
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
