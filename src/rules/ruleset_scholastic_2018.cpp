#include "rules/ruleset.h"

namespace flagfall::rules {

const Ruleset& scholastic_2018() {
  static const Ruleset ruleset = [] {
    Ruleset r = blitz_base();
    r.key = RulesetId::kScholastic2018;
    r.id = ruleset_id_name(r.key);
    r.short_name = "Scholastic";
    r.name = "US Chess Scholastic Blitz Rules, January 2018";
    r.source = "US Chess Scholastic Blitz Rules (Appendix A-1 of the Scholastic Regulations), 2018";
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
    r.rules = {
        {Topic::kTouchMove, "1",
         "Touch move applies: after touching one piece and moving another, the opponent may press "
         "the player's clock to force the touched piece, or stop the clock and claim; a penalty "
         "may follow."},
        {Topic::kStandardTimeControl, "4", "Each player has five minutes and no delay is used."},
        {Topic::kAllowedTimeControls, "4", "Only five minutes per player, without delay."},
        {Topic::kFlagBehaviour, "5a",
         "The clock keeps running for both sides after one side's time has run out.",
         RuleUse::kEquipment},
        {Topic::kSetupStands, "6",
         "Once each side has made a move, claims about the set-up or the clock are void."},
        {Topic::kTimeReduction, "6",
         "The TD may still reduce a clock set to more than five minutes."},
        {Topic::kSwappedKingQueenCastling, "6a",
         "With king and queen set up on each other's squares, castling short on the queenside and "
         "long on the kingside is legal."},
        {Topic::kUnclaimedIllegalMoveStands, "6b",
         "An unclaimed illegal move stands once the opponent has released his next move's piece on "
         "its destination."},
        {Topic::kOneHand, "7", "The hand that moves the piece presses the clock."},
        {Topic::kKnockedClock, "9b", "Knocking over the clock gives the opponent one minute."},
        {Topic::kRestartOpponentClock, "9c",
         "If the opponent's clock did not start, a player may press the opponent's side and "
         "restart his own.",
         RuleUse::kEquipment},
        {Topic::kOneHand, "9d", "Moving with one hand and pressing with the other is not allowed."},
        {Topic::kCheckmate, "10a1", "Checkmate wins."},
        {Topic::kResignation, "10a2", "The opponent's resignation wins."},
        {Topic::kTimeClaim, "10a3",
         "A player wins when the opponent's flag falls first if he claims and stops the clock "
         "while his own flag is up and he has mating material."},
        {Topic::kIllegalMoveClaim, "10a4",
         "After an illegal move, the opponent wins by taking the king (if in check) or by claiming "
         "and stopping the clock."},
        {Topic::kSimultaneousClaims, "10b",
         "A time claim made before the opponent's illegal-move claim stands; if both come at once "
         "the player who made the illegal move loses."},
        {Topic::kMatingMaterial, "10c",
         "Mating material is two minor pieces (but not two knights against a bare king), a pawn, a "
         "rook or a queen."},
        {Topic::kStalemate, "11a1", "Stalemate draws, even against a simultaneous flag claim."},
        {Topic::kDrawAgreement, "11a2", "The players may agree a draw during the game."},
        {Topic::kBothFlags, "11a3",
         "When the second flag falls before a win has been claimed the game is drawn, unless a "
         "side mates first; a mate voids later time claims."},
        {Topic::kInsufficientMaterialDraw, "11a4",
         "A player without mating material draws when the opponent's flag falls or the opponent "
         "makes an illegal move."},
        {Topic::kPerpetualCheckClaim, "11b",
         "A draw by perpetual check needs a threefold repetition, counted aloud, with the clock "
         "stopped after the third; either player may claim it."},
        {Topic::kRepetitionClaim, "24",
         "A repetition other than perpetual check is claimed under the Official Rules, which fill "
         "the gaps: by the player having the move."},
        {Topic::kInsufficientLosingChances, "11c",
         "Insufficient-losing-chances claims are upheld only in the four listed positions: one "
         "identical piece each, opposite bishops with one pawn, the defender in front of a lone "
         "pawn, and R+rook pawn against R with the pawn blockaded; never with a forced win."},
        {Topic::kDisplacedPieces, "12",
         "Displaced pieces are put back on the offender's time; the opponent may start the "
         "offender's clock."},
        {Topic::kDisplacedPieces, "13",
         "Knocking over pieces and pressing: a warning first (one minute to the claimant if his "
         "flag fell meanwhile), one minute to the claimant the second time, a forfeit the third."},
        {Topic::kDisputePause, "14", "Either player may stop the clock to summon a TD."},
        {Topic::kStopWithoutClaim, "9",
         "Apart from pushing its button, neither player touches the clock except to straighten "
         "it; a stop is for a claim, a dispute (14), a drawn position (17) or a promotion piece "
         "(20)."},
        {Topic::kDrawAppeal, "17",
         "A player who thinks the position clearly drawn may pause the clock and claim."},
        {Topic::kDeniedDrawClaim, "17b",
         "A denied draw claim costs the claimant one minute, or half his time if under two minutes "
         "remain."},
        {Topic::kIllegalMoveCompletion, "18",
         "An illegal move is completed by pressing the clock; noticed by neither player it stands "
         "and cannot ground a claim."},
        {Topic::kKingAdjacentMove, "19",
         "Moving the king next to the other king is illegal and loses on a proper claim."},
        {Topic::kPromotionPause, "20",
         "A promoting player without the piece he wants may pause the clock to fetch it."},
        {Topic::kUnpromotedPawnPress, "24",
         "Through the Official Rules (Chapter 11, 16), a press with the pawn still on the last "
         "rank is improper and the opponent may restart the player's clock at once."},

        {Topic::kBanging, "22", "Banging pieces or the clock may cost the offender time."},
        {Topic::kGapsFilledByOfficialRules, "24",
         "Situations these rules do not cover are settled by the US Chess Official Rules."},
        {Topic::kFiftyMoveClaim, "24",
         "The fifty-move claim comes from the Official Rules, which fill the gaps: by the player "
         "having the move."},
        {Topic::kKingAdjacentMoverClaims, "24",
         "Through the Official Rules (Chapter 11, 7d), a player who moved his king next to the "
         "other king and then claims on the opponent's failure to notice loses."},
        {Topic::kLegalMoveCompletion, "6b",
         "A move is determined once its piece is released on its destination."},
    };
    return r;
  }();
  return ruleset;
}

}  // namespace flagfall::rules
