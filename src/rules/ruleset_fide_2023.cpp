#include "rules/ruleset.h"

namespace flagfall::rules {

const Ruleset& fide_2023() {
  static const Ruleset ruleset = [] {
    Ruleset r = blitz_base();
    r.key = RulesetId::kFide2023;
    r.id = ruleset_id_name(r.key);
    r.short_name = "FIDE 2023";
    r.name = "FIDE Laws of Chess 2023, blitz without an arbiter per game";
    r.source = "FIDE Laws of Chess from 1 January 2023: Appendix B.3 with A.2, A.3 and A.5";
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
    r.rules = {
        {Topic::kBlitzDefinition, "B.1",
         "Blitz gives each player at most 10 minutes, counting 60 times any increment."},
        {Topic::kStandardTimeControl, "B.1",
         "No standard control is fixed; the product uses 3 minutes plus 2 seconds a move."},
        {Topic::kAllowedTimeControls, "B.1",
         "Base time plus 60 times the increment may not exceed 10 minutes per player."},
        {Topic::kStandardPenalty, "A.3",
         "Time penalties of Articles 7 and 9 are one minute instead of two; B.3 applies this to "
         "blitz."},
        {Topic::kGapsFilledByOfficialRules, "B.3",
         "Without one arbiter for each game, blitz follows the rapid rules A.2, A.3 and A.5.",
         RuleUse::kScope},
        {Topic::kInsufficientLosingChances, "III.2.2",
         "The quickplay-finish guidelines, with their short-of-time draw claim, never apply to "
         "blitz."},
        {Topic::kSetupStands, "A.5.1.2",
         "Once each player has completed ten moves, a wrong set-up or board orientation can no "
         "longer be claimed."},
        {Topic::kTimeReduction, "A.5.1.1",
         "The clock setting may be corrected only before each player has completed ten moves, "
         "unless the event's schedule would suffer."},
        {Topic::kSwappedKingQueenCastling, "A.5.1.2",
         "A king set up on a wrong square never castles, nor a rook set up wrongly: after ten "
         "moves each the set-up stands without castling, and before that a wrong set-up voids the "
         "game (7.2.1)."},
        {Topic::kUnclaimedIllegalMoveStands, "A.5.2",
         "An illegal move may be claimed until the claimant makes his next move; after that it "
         "stands."},
        {Topic::kIllegalMoveClaim, "A.5.2",
         "The opponent of a player who completed an illegal move may claim it before making his "
         "own next move."},
        {Topic::kTimeClaim, "A.5.3",
         "A player claims a win on time by stopping the clock; it is a draw if the claimant could "
         "not checkmate by any series of legal moves."},
        {Topic::kCheckmate, "5.1.1", "Checkmate ends the game at once."},
        {Topic::kResignation, "5.1.2",
         "Resigning ends the game at once and loses it, except that it is a draw when the "
         "opponent could not checkmate the resigning player by any series of legal moves."},
        {Topic::kStalemate, "5.2.1", "Stalemate ends the game at once as a draw."},
        {Topic::kDeadPosition, "5.2.2",
         "A position where neither player could checkmate by any series of legal moves ends the "
         "game at once as a draw, whatever legal move made it."},
        {Topic::kDrawAgreement, "5.2.3",
         "The players may agree a draw once each of them has made at least one move."},
        {Topic::kDeadPositionOnFlag, "6.9",
         "Running out of time loses, unless the opponent could not checkmate by any series of "
         "legal moves, which draws."},
        {Topic::kMatingMaterial, "6.9",
         "A side has mating material when some series of legal moves leads to its checkmating the "
         "other king."},
        {Topic::kBothFlags, "6.9",
         "With both flags down the flag that fell first decides; the guideline that draws when "
         "that cannot be told (III.3.1) is not for blitz (III.2.2), and a digital clock tells."},
        {Topic::kArbiterCallsFlag, "A.5.5",
         "An arbiter at the board calls a flag fall he sees, whoever summoned him."},
        {Topic::kPromotionPause, "6.11.2",
         "A player may pause the clock only to seek the arbiter's help, for instance when the "
         "promotion piece is missing."},
        {Topic::kDisputePause, "6.11.2",
         "A player may pause the clock only to seek the arbiter's help."},
        {Topic::kStopWithoutClaim, "6.11.4",
         "The arbiter judges whether a player who paused the clock had a valid reason; one who "
         "had none is penalised at the arbiter's discretion (12.9)."},
        {Topic::kIllegalMoveCompletion, "7.5.1",
         "A completed illegal move is taken back and the position before it restored."},
        {Topic::kUnpromotedPawnPress, "7.5.2",
         "Pressing the clock with the pawn unreplaced on the last rank is an illegal move; the "
         "pawn "
         "becomes a queen."},
        {Topic::kPressWithoutMove, "7.5.3",
         "Pressing the clock without moving is an illegal move."},
        {Topic::kOneHand, "7.5.4", "Making one move with two hands counts as an illegal move."},
        {Topic::kIllegalMoveMinute, "7.5.5",
         "The first completed illegal move gives the opponent extra time (one minute in blitz); "
         "the second loses, unless the opponent could not checkmate by any series of legal moves, "
         "which draws."},
        {Topic::kRepetitionClaim, "9.2",
         "The player having the move may claim a draw when the same position stands for the "
         "third time (or would after a move he declares first); the player who has just moved "
         "may not."},
        {Topic::kFiftyMoveClaim, "9.3",
         "The player having the move may claim a draw once each side has made fifty moves without "
         "a capture or a pawn move (or would after a move he declares first)."},
        {Topic::kDrawOfferStands, "9.1.2.1",
         "A draw offer cannot be withdrawn: it stands until the opponent accepts it, rejects it "
         "in words or by touching a piece meaning to move or take it, or the game ends."},
        {Topic::kDrawClaimIsOffer, "9.1.2.3",
         "A draw claim under 9.2 or 9.3 also counts as a draw offer: if the claim is incorrect, "
         "the offer stands and the opponent may accept it."},
        {Topic::kDeniedDrawClaim, "9.5.3",
         "An incorrect draw claim gives the opponent extra time (one minute in blitz)."},
        {Topic::kAutomaticDraw, "9.6",
         "A fivefold repetition or seventy-five moves without a capture or pawn move draws "
         "without a claim."},
        {Topic::kDiscretionaryPenalties, "12.9",
         "Other offences are penalised at the arbiter's discretion: warning, time to the "
         "opponent, time off the offender, loss of the game."},
    };
    return r;
  }();
  return ruleset;
}

}  // namespace flagfall::rules
