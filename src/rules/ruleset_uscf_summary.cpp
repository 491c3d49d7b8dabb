#include "rules/ruleset.h"

namespace flagfall::rules {
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
  r.rules = {
      {Topic::kBlitzDefinition, "intro",
       "Blitz is one sudden-death control of 5 to 10 minutes total playing time."},
      {Topic::kStandardTimeControl, "intro", "Blitz is usually played at G/5 with no delay."},
      {Topic::kAllowedTimeControls, "intro",
       "Any single sudden-death control of 5 to 10 minutes total (e.g. G/3+2) is blitz."},
      {Topic::kOneHand, "intro",
       "Touch move, one hand per move and the regular promotion rules apply in blitz."},
      {Topic::kStopWithoutClaim, "5",
       "The summary gives no right to stop the clock without a claim; breaking a rule draws the "
       "standard penalty, a minute added to the opponent's time, as the TD decides."},
      {Topic::kPromotionPause, "intro",
       "Through the regular promotion rules it adopts (8F6), a promoting player without the piece "
       "he wants may stop both clocks to find it."},
      {Topic::kUnpromotedPawnPress, "intro",
       "Through the regular promotion rules it adopts (8F7), pressing with the pawn still on the "
       "last rank is improper, and the opponent may restart the player's clock at once."},

      {Topic::kIllegalMoveClaim, "2",
       "A completed illegal move loses if the opponent, having mating material, takes the king (if "
       "in check) or claims and stops the clock before completing his next move."},
      {Topic::kUnclaimedIllegalMoveStands, "2",
       "Once the opponent completes his next move without claiming, the illegal move stands."},
      {Topic::kIllegalMoveCompletion, "2",
       "An illegal move is completed by pressing the clock and may be retracted before that."},
      {Topic::kLegalMoveCompletion, "2",
       "A legal move is completed when the hand leaves the piece."},
      {Topic::kMatingMaterial, "2",
       "A win on an illegal move needs sufficient mating material (the Chapter 11 definition: two "
       "minor pieces, a pawn, a rook or a queen)."},
      // The summary has no time-claim rule of its own (2a only keeps a claim standing beside an
      // illegal move): where it says nothing else, its opening keeps the regular rules.
      {Topic::kTimeClaim, "intro",
       "Where the summary says nothing else, the regular rules apply: a player wins by stopping "
       "the clock and claiming once the opponent's time has run out."},
      {Topic::kCheckmate, "intro", "Checkmate and resignation end the game as in regular chess."},
      {Topic::kResignation, "intro", "Checkmate and resignation end the game as in regular chess."},
      {Topic::kStalemate, "4", "Stalemate draws as in regular chess."},
      {Topic::kDrawAgreement, "4", "The players may agree a draw as in regular chess."},
      {Topic::kMaterialToWinOnTime, "4",
       "Draws on time follow the regular rules (14E): a lone king, a king and one minor piece, or "
       "two knights against no pawns win on time only with a forced win."},
      {Topic::kBothFlags, "4",
       "Other draws follow the regular rules (14): with both flags down in sudden death and no win "
       "claimed, the game is drawn."},
      {Topic::kSimultaneousClaims, "2a",
       "A time claim made before the opponent's illegal-move claim stands; if both come at once, "
       "the player who made the illegal move loses."},
      {Topic::kKingAdjacentMoverClaims, "2b",
       "A player who moved his king next to the opponent's king and then claims on the opponent's "
       "failure to notice the check loses."},
      {Topic::kSetupStands, "3",
       "Once each side has completed one move, the position and the clock setting stand."},
      {Topic::kTimeReduction, "3",
       "The TD may still reduce a time that exceeds the control (six minutes in a G/5 game)."},
      {Topic::kSwappedKingQueenCastling, "3",
       "If the king or a rook was set up on a wrong square, castling is not allowed."},
      {Topic::kDrawClaimsCarryOver, "4",
       "A blitz game can be drawn in all the ways regular and quick chess can, except as 4a and 4b "
       "say."},
      {Topic::kInsufficientMaterialDraw, "4a",
       "A player without mating material draws when the opponent makes an illegal move."},
      {Topic::kRepetitionClaim, "4b",
       "Triple occurrence may be claimed as in sudden-death time pressure (by the player having "
       "the move, as in regular chess), with no five-minute threshold."},
      {Topic::kFiftyMoveClaim, "4b",
       "The fifty-move rule may be claimed as in sudden-death time pressure (by the player having "
       "the move, as in regular chess), with no five-minute threshold."},
      {Topic::kStandardPenalty, "5",
       "The standard penalty for a first violation (other than a completed illegal move) is one "
       "minute added to the opponent's clock; repeats are left to the TD."},
      {Topic::kDisplacedPieces, "5",
       "Pressing the clock after displacing pieces may be penalised."},
      {Topic::kKnockedClock, "5", "Knocking over the clock may be penalised."},
      {Topic::kTouchMove, "5",
       "Touching one piece, moving another and pressing the clock may be penalised."},
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
    r.name = "US Chess blitz summary (rules 1-6)";
    r.source = "US Chess blitz rules summary, rules 1-6";
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
    r.name = "US Chess blitz summary with the illegal-move Variation";
    r.source = "US Chess blitz rules summary, rules 1-6, with the posted illegal-move Variation";
    r.illegal_move_effect = IllegalMoveEffect::kMinuteToOpponent;
    r.king_adjacent_mover_claim = KingAdjacentMoverClaim::kOnlyAWinClaimLoses;
    for (Rule& rule : r.rules) {
      if (rule.topic == Topic::kKingAdjacentMoverClaims) {
        rule.says =
            "A player who moved his king next to the opponent's king loses if he then claims a "
            "win on the opponent's failure to notice the check; under the Variation no illegal "
            "move wins, so no such claim arises.";
      }
    }
    r.rules.push_back({Topic::kIllegalMoveMinute, "Variation",
                       "An illegal move does not lose: one minute is added to the opponent's time "
                       "instead."});
    return r;
  }();
  return ruleset;
}

}  // namespace flagfall::rules
