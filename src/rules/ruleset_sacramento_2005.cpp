#include "rules/ruleset.h"

namespace flagfall::rules {

const Ruleset& sacramento_2005() {
  static const Ruleset ruleset = [] {
    Ruleset r = blitz_base();
    r.key = RulesetId::kSacramento2005;
    r.id = ruleset_id_name(r.key);
    r.short_name = "Sacramento";
    r.name = "Sacramento Chess Club Blitz Rules, 2005";
    r.source = "Sacramento Chess Club Blitz Rules, 2005 (from the WBCA rules of 1999)";
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
    r.rules = {
        {Topic::kAllowedTimeControls, "1",
         "Controls run from three to ten minutes, equal for both players; delay may be used."},
        {Topic::kStandardTimeControl, "1",
         "No standard control is named; the product uses five minutes without delay."},
        {Topic::kSetupStands, "3",
         "Once each side has made a move, no claim about the position or the clock is allowed."},
        {Topic::kTimeReduction, "3",
         "Once each side has made a move, no claim about the clock setting is allowed."},
        {Topic::kStandardPenalty, "4", "The standard penalty is one minute added to the opponent."},
        {Topic::kOneHand, "5",
         "One hand moves and presses (both hands allowed for castling): warning, then the "
         "standard penalty, then forfeit."},
        {Topic::kKnockedClock, "7a", "Knocking over the clock brings the standard penalty."},
        {Topic::kRestartOpponentClock, "7b",
         "If the opponent's clock does not run, a player may push its side down and press his own "
         "again.",
         RuleUse::kEquipment},
        {Topic::kCheckmate, "8a", "Checkmate wins."},
        {Topic::kResignation, "8b", "The opponent's resignation wins."},
        {Topic::kTimeClaim, "8c",
         "A player wins when the opponent's flag falls first if he points it out and stops the "
         "clock while his own flag is up and he has mating material."},
        {Topic::kIllegalMoveClaim, "8d",
         "After the opponent's illegal move, a player with mating material wins by taking the "
         "king or stopping the clock."},
        {Topic::kSimultaneousClaims, "8e",
         "A time claim made before the opponent's illegal-move claim stands; if both come at once "
         "the player who made the illegal move loses."},
        {Topic::kMatingMaterial, "9",
         "Mating material is two minor pieces (not two knights against a bare king), a pawn, a "
         "rook or a queen; less counts only if a forced win is shown to the director within two "
         "minutes."},
        {Topic::kStalemate, "10a", "Stalemate draws, even against a simultaneous flag claim."},
        {Topic::kDrawAgreement, "10b", "The players may agree a draw during the game."},
        {Topic::kBothFlags, "10c",
         "When the second flag falls before a win has been claimed the game is drawn, unless a "
         "side mates first."},
        {Topic::kRepetitionClaim, "10d",
         "A threefold repetition is claimed by counting aloud and stopping the clock after the "
         "third; either player may claim it."},
        {Topic::kInsufficientMaterialDraw, "10e",
         "A player without mating material draws when the opponent's flag falls or the opponent "
         "makes an illegal move."},
        {Topic::kInsufficientLosingChances, "10f",
         "With one identical piece each besides the kings, either player may claim a draw unless a "
         "forced win is shown within two minutes."},
        {Topic::kInsufficientLosingChances, "10g",
         "Opposite bishops with one pawn, or with two pawns against one when every pawn is "
         "blocked, may be claimed unless a forced win is shown within two minutes."},
        {Topic::kInsufficientLosingChances, "10h",
         "The defender in front of a lone rook pawn, or directly in front of a lone pawn not on "
         "the "
         "seventh rank, may claim a draw."},
        {Topic::kInsufficientLosingChances, "10i",
         "R+rook pawn against R with the pawn blockaded by the king is a draw unless there is an "
         "immediate win."},
        {Topic::kDrawByDirectorsJudgement, "10j",
         "Other positions are drawn only if the director upholds a rule 11 claim: his judgement."},
        {Topic::kDrawAppeal, "11",
         "In a clearly drawn position either player may stop the clock and has two minutes to "
         "convince the director."},
        {Topic::kDeniedDrawClaim, "11b",
         "A rejected draw claim brings the standard penalty against the claimant."},
        {Topic::kDisplacedPieces, "12",
         "Displaced pieces are put back on the offender's time; knocking pieces over and pressing "
         "is a warning (one minute to the victim if his flag fell), then the standard penalty, "
         "then forfeit."},
        {Topic::kTouchMove, "12",
         "After touching one piece and moving another, the opponent may restart the player's "
         "clock and make him move the touched piece."},
        {Topic::kDisputePause, "13", "Either player may stop the clock to summon the director."},
        {Topic::kStopWithoutClaim, "7",
         "Apart from pushing it, neither player touches the clock except to straighten it; a "
         "stop is for a claim, a dispute (13), a drawn position (11) or a promotion piece (18)."},
        {Topic::kIllegalMoveCompletion, "16",
         "An illegal move is completed by pressing the clock; unnoticed by both it stands and "
         "cannot ground a claim."},
        {Topic::kUnclaimedIllegalMoveStands, "17",
         "An illegal move stands once the opponent has touched any piece except to take the "
         "king."},
        {Topic::kPromotionPause, "18",
         "If a pawn is left on the last rank, the opponent may stop the clocks while a piece is "
         "found."},
        {Topic::kSwappedKingQueenCastling, "21",
         "With king and queen set up on each other's squares, castle short on the queenside and "
         "long on the kingside; the set-up stays once each side has moved."},
        {Topic::kBanging, "22", "Banging pieces or the clock is not tolerated."},
    };
    return r;
  }();
  return ruleset;
}

}  // namespace flagfall::rules
