#include "rules/ruleset_uscf_common.h"

namespace flagfall::rules {

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
  r.rules = {
      {Topic::kStandardTimeControl, "1a", "The standard blitz control is G/5 with no delay."},
      {Topic::kAllowedTimeControls, "1b",
       "Other controls, with delay or increment, must be announced; the TD tip keeps them within "
       "10 minutes per player."},
      {Topic::kFlagBehaviour, "2a",
       "The clock keeps running for both sides after one side's time has run out.",
       RuleUse::kEquipment},
      {Topic::kSetupStands, "3",
       "Once each side has completed a move, the position and the clock setting stand."},
      {Topic::kTimeReduction, "3",
       "Once each side has completed a move the times on the clock stand; there is no reduction."},
      {Topic::kSwappedKingQueenCastling, "3a",
       "With king and queen set up on each other's squares, castling short on the queenside and "
       "long on the kingside is legal."},
      {Topic::kUnclaimedIllegalMoveStands, "3b",
       "An unclaimed illegal move or position stands once the opponent has determined his next "
       "move."},
      {Topic::kOneHand, "4", "One hand moves the piece and presses the clock."},
      {Topic::kKnockedClock, "6b", "Knocking over the clock may be penalised."},
      {Topic::kRestartOpponentClock, "6c",
       "If the opponent's clock is not running, a player may press the opponent's side down and "
       "press his own again.",
       RuleUse::kEquipment},
      {Topic::kCheckmate, "7a", "A legal checkmate wins."},
      {Topic::kResignation, "7b", "The opponent's resignation wins."},
      {Topic::kMatingMaterial, "7c",
       "Mating material is at least two minor pieces, a pawn, a rook or a queen, but no men are "
       "in a position where a draw could be claimed under rule 8."},
      {Topic::kIllegalMoveClaim, "7d",
       "After the opponent completes an illegal move, a player with mating material wins by "
       "taking the king (if in check) or by claiming and stopping the clock before he has "
       "determined a move."},
      {Topic::kKingAdjacentMoverClaims, "7d",
       "A player who moved his king next to the opponent's king and then claims a win because the "
       "opponent did not notice the check loses the game."},
      {Topic::kSimultaneousClaims, "7e",
       "A time claim made before the opponent's illegal-move claim stands; if both claims come at "
       "once, the player who made the illegal move loses."},
      {Topic::kStalemate, "8a", "Stalemate is a draw."},
      {Topic::kDrawAgreement, "8b", "The players may agree a draw."},
      {Topic::kBothFlags, "8c",
       "When the second flag falls before a win has been claimed the game is drawn, unless a side "
       "mates before noticing both flags are down."},
      {Topic::kInsufficientMaterialDraw, "8d",
       "A player without mating material draws when the opponent's flag falls or the opponent "
       "makes an illegal move."},
      {Topic::kInsufficientLosingChances, "8d",
       "Insufficient-losing-chances claims are not allowed."},
      {Topic::kDisplacedPieces, "9",
       "Displaced pieces are put back on the offender's own time; the opponent may start the "
       "offender's clock; pressing after displacing pieces may be penalised."},
      {Topic::kTouchMove, "10",
       "After touching one piece and moving another, the opponent may press the player's clock to "
       "make him move the touched piece, or stop the clock to claim; a penalty may follow."},
      {Topic::kDisputePause, "11", "Either player may stop the clock to summon the TD."},
      {Topic::kStopWithoutClaim, "6",
       "Apart from pressing it, a player touches the clock only to straighten it or to restart an "
       "opponent's clock that does not run; stopping it is for a claim, a dispute (11) or a "
       "missing promotion piece (16), and any other stop may be penalised (17)."},
      {Topic::kIllegalMoveCompletion, "14",
       "An illegal move is completed by pressing the clock; before that it must be retracted; "
       "illegal moves noticed by neither player stand."},
      {Topic::kLegalMoveCompletion, "15",
       "A legal move is completed when the hand leaves the piece."},
      {Topic::kPromotionPause, "16",
       "A promoting player without the piece he wants may stop both clocks to find it."},
      {Topic::kUnpromotedPawnPress, "16",
       "Pressing with the pawn still on the last rank is improper; the opponent may at once "
       "restart "
       "the player's clock without moving."},
      {Topic::kStandardPenalty, "17",
       "The standard penalty for a first offence is one minute added to the opponent's clock; "
       "repeat offences are left to the TD; illegal moves are not penalised this way."},
  };
  return r;
}

}  // namespace flagfall::rules
