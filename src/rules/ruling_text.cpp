// The one place where the arbiter's log lines become sentences. Nothing else builds, compares or
// searches them: code reads a line's data (ruling.h).
#include "rules/ruling.h"

namespace flagfall::rules {
namespace {

std::string who(Actor a) {
  switch (a) {
    case Actor::kWhite:
      return "White";
    case Actor::kBlack:
      return "Black";
    case Actor::kTd:
      break;
  }
  return "The TD";
}

std::string cite(const std::string& rule) {
  return rule.empty() ? std::string() : " (" + rule + ")";
}

std::string seconds(std::int64_t ms) {
  const std::int64_t whole = ms / 1000;
  const std::int64_t tenths = (ms % 1000) / 100;
  return std::to_string(whole) + "." + std::to_string(tenths) + " s";
}

std::string square(chess::Square s) {
  return chess::square_name(s);
}

std::string piece(chess::PieceType t) {
  return std::string(chess::piece_type_name(t));
}

// The words for a dead-position search that ran out of budget (the win then stands).
std::string unsettled(const std::string& side) {
  return "nothing shows that " + side + " could not checkmate by some series of legal moves";
}

std::string draw_claim(ClaimKind claim) {
  return claim == ClaimKind::kRepetition ? "a threefold repetition" : "the fifty-move rule";
}

// Why a pause for a promotion did not stop the clocks.
std::string pause_refused(const std::string& code) {
  if (code == "promoter-only") return "only the promoting player may stop the clocks for that";
  if (code == "opponent-only") {
    return "only the promoting player's opponent may stop the clocks for that";
  }
  return "no pawn is waiting on the last rank";
}

// What a claimant did that lets an illegal move stand.
std::string lapse(const std::string& code) {
  if (code == "touched-piece") return "touched a piece";
  if (code == "made-move") return "made a move";
  return "completed a move";
}

std::string offence(const LogEntry& l) {
  return "offence " + std::to_string(l.count) + " (" + std::string(offence_name(l.offence)) +
         ") by " + who(l.by);
}

std::string denial(const LogEntry& l, const std::string& me, const std::string& other) {
  switch (l.denial) {
    case Denial::kFlagNotFallen:
      return me + " claims on time, but " + other + "'s flag has not fallen: claim denied";
    case Denial::kOwnFlagFirst:
      return me + " claims on time, but " + me + "'s own flag fell first: claim denied";
    case Denial::kNoIllegalMove:
      return me + " claims an illegal move, but " + other +
             " has no completed illegal move to claim: claim denied";
    case Denial::kIllegalMoveStands:
      return me + " claims an illegal move, but " + other +
             "'s illegal move already stands: claim denied";
    case Denial::kDrawClaimNotInRulebook:
      return me + " claims a draw by " + draw_claim(l.claim) +
             ", which this rulebook does not provide for blitz: claim denied";
    case Denial::kDrawNotReached:
      return me + " claims a draw by " + draw_claim(l.claim) +
             ", but it has not happened: claim denied";
    case Denial::kLosingChancesNotAllowed:
      return me +
             " claims insufficient losing chances, which this ruleset does not allow: claim "
             "denied";
    case Denial::kLosingChancesNotListed:
      return me +
             " claims insufficient losing chances, but the position is none of those listed: "
             "claim denied";
    case Denial::kForcedWinShown:
      return me +
             " claims insufficient losing chances in a listed position, but a forced win can be "
             "shown: claim denied";
  }
  return me + " claims: claim denied";
}

std::string denied(const LogEntry& l, const std::string& me, const std::string& other) {
  std::string s = denial(l, me, other) + cite(l.rule);
  if (l.cost == DeniedClaimCost::kMinuteOffClaimantOrHalf) {
    s += l.ms > 0 ? "; the denied claim costs " + me + " " + seconds(l.ms) + cite(l.also)
                  : "; the denied claim would cost " + me + " half of the time left, and " + me +
                        " has none left" + cite(l.also);
  } else if (l.cost == DeniedClaimCost::kMinuteToOpponent) {
    s += "; " + other + " gets one extra minute for the denied claim" + cite(l.also);
  }
  return s + (l.clock_restarts ? "; play goes on and the clock restarts." : "; play goes on.");
}

// Sentences about a player's own events: set-up, moves, presses, pauses.
std::string play_line(const LogEntry& l, const std::string& me, const std::string& other) {
  const std::string uci = chess::to_uci(l.move);
  const std::string moves =
      me + " moves " + uci +
      (l.out_of_turn ? " although it is " + other + "'s move" : std::string());
  switch (l.what) {
    case Happening::kSetUp:
      return "Set-up: " + std::string(l.custom ? "time control " : "the standard control ") +
             l.code + cite(l.rule) + "; White has " + seconds(l.ms) + ", Black " + seconds(l.ms2) +
             "; " + me + "'s clock starts.";
    case Happening::kControlOutsideLimits:
      return "This time control is outside the controls the ruleset allows for blitz" +
             cite(l.rule) + "; the arbiter rules on the game as set.";
    case Happening::kIgnoredGameOver:
      return l.by == Actor::kTd ? "Ignored: the game is already over (TD " + l.code + ")."
                                : "Ignored: the game is already over (" + me + " " + l.code + ").";
    case Happening::kDrawOffered:
      return me + " offers a draw.";
    case Happening::kDrawAgreed:
      return me + " accepts the draw offer; the game is drawn by agreement" + cite(l.rule) + ".";
    case Happening::kDrawAgreementTooEarly:
      return me +
             " accepts the draw offer, but a draw may be agreed only once each player has made a "
             "move" +
             cite(l.rule) + "; play goes on.";
    case Happening::kAcceptWithoutOffer:
      return me + " accepts a draw, but no draw offer by " + other + " stands; nothing happens.";
    case Happening::kDrawOfferLapses:
      return me + " moves instead of accepting: the draw offer lapses.";
    case Happening::kResigns:
      return me + " resigns; " + other + " wins" + cite(l.rule) + ".";
    case Happening::kResignsCanMate:
      return me + " resigns; " + other + " could still checkmate, so " + other + " wins" +
             cite(l.rule) + ".";
    case Happening::kResignsUnsettled:
      return me + " resigns; " + unsettled(other) + ", so the resignation stands and " + other +
             " wins" + cite(l.rule) + ".";
    case Happening::kResignsCannotMate:
      return me + " resigns, but " + other +
             " could not checkmate by any series of legal moves: the game is drawn" + cite(l.rule) +
             ".";
    case Happening::kTouchesEmpty:
      return me + " touches the empty square " + square(l.square) + ".";
    case Happening::kTouches:
      return me + " touches the " + piece(l.piece) + " on " + square(l.square) + ".";
    case Happening::kMoves:
      return moves + ".";
    case Happening::kMovesPawnUnpromoted:
      return moves + "; the pawn stands unpromoted on the last rank.";
    case Happening::kMovesIllegally:
      return moves + " (illegal: " + l.code + "); it is completed only when " + me +
             " presses the clock" + cite(l.rule) + ".";
    case Happening::kCheckmates:
      return me + " checkmates; the game ends at once" + cite(l.rule) + ".";
    case Happening::kStalemates:
      return other + " is stalemated; the game is drawn at once" + cite(l.rule) + ".";
    case Happening::kNoPawnToPromote:
      return me + " has no pawn on the last rank to promote; nothing happens.";
    case Happening::kPromotes:
      return me + " puts a " + piece(l.piece) + " on " + square(l.square) + ".";
    case Happening::kPromotionCompleted:
      return me + " puts a " + piece(l.piece) + " on " + square(l.square) +
             ", completing the promotion.";
    case Happening::kPressWhileStopped:
      return me + " presses while the clock is stopped; nothing happens.";
    case Happening::kPressNotRunning:
      return me + " presses, but " + me + "'s clock is not running; nothing happens.";
    case Happening::kPressAfterPromotion:
      return me + " presses after completing the promotion.";
    case Happening::kPressWithoutMoveIllegal:
      return me + " presses the clock without moving: that counts as an illegal move" +
             cite(l.rule) + "; " + other + " may claim it.";
    case Happening::kRestartsAfterUnpromotedPress:
      return me + " restarts " + other +
             "'s clock without moving, as the rules allow after a press with the pawn "
             "unpromoted" +
             cite(l.rule) + ".";
    case Happening::kRestartNotInRulebook:
      return me + " presses without moving to restart " + other +
             "'s clock; this rulebook gives no such right, so it is only a press without a move.";
    case Happening::kRestartsForTouchMove:
      return me + " restarts " + other + "'s clock so that " + other + " moves the piece touched" +
             cite(l.rule) + ".";
    case Happening::kPressWithoutMove:
      return me + " presses without having moved; " + me + " still has to move.";
    case Happening::kTouchMoveBroken:
      return me + " touched the piece on " + square(l.square) + " but moved another; " + other +
             " may restart " + me + "'s clock to enforce touch move or claim" + cite(l.rule) + ".";
    case Happening::kUnpromotedPressIllegal:
      return me + " presses with the pawn unpromoted on " + square(l.square) + ": an illegal move" +
             cite(l.rule) + "; " + other + " may claim it.";
    case Happening::kUnpromotedPressRestart:
      return me + " presses with the pawn still unpromoted on " + square(l.square) +
             ": improper; " + other + " may at once restart " + me + "'s clock without moving" +
             cite(l.rule) + ".";
    case Happening::kUnpromotedPressOpponentMayStop:
      return me + " presses with the pawn still unpromoted on " + square(l.square) + "; " + other +
             " may stop the clocks while a piece is found" + cite(l.rule) + ".";
    case Happening::kUnpromotedPressNoRemedy:
      return me + " presses with the pawn still unpromoted on " + square(l.square) +
             "; the rulebook does not say what follows, so play goes on.";
    case Happening::kIllegalMoveCompleted:
    case Happening::kIllegalMoveCompletedMoverMayNotClaim:
      return me + " presses after the illegal move " + uci + " (" + l.code +
             "): the illegal move is completed" + cite(l.rule) + "; " +
             (l.what == Happening::kIllegalMoveCompleted
                  ? other + " may claim it"
                  : other + " put his king next to " + me + "'s, so a claim by " + other + " on " +
                        me + "'s failure to notice would lose" + cite(l.also)) +
             ".";
    case Happening::kMoveCompleted:
      return me + " completes " + uci + " and presses the clock.";
    case Happening::kFivefoldRepetition:
      return "The position stands for the fifth time: drawn without a claim" + cite(l.rule) + ".";
    case Happening::kSeventyFiveMoves:
      return "Seventy-five moves each without a capture or pawn move: drawn without a claim" +
             cite(l.rule) + ".";
    case Happening::kIllegalMoveStands:
      return other + "'s illegal move now stands: " + me + " has " + lapse(l.code) +
             " without claiming" + cite(l.rule) + ".";
    case Happening::kPauseWhileStopped:
      return me + " stops a clock that is already stopped; nothing happens.";
    case Happening::kDisputePause:
      return me + " stops the clock to summon the TD" + cite(l.rule) + ".";
    case Happening::kPromotionPause:
      return me + " stops the clocks while a promotion piece is found" + cite(l.rule) + ".";
    case Happening::kPromotionPauseIgnored:
      return me + " stops the clocks for a promotion piece, but " + pause_refused(l.code) +
             cite(l.rule) + "; the arbiter lets " + me +
             "'s time run on as if the clock had not been stopped.";
    case Happening::kResumeAfterIgnoredPause:
      return me + " restarts the clock; time was counted throughout.";
    case Happening::kResumeNotPaused:
      return me + " restarts a clock that is running; nothing happens.";
    case Happening::kResumes:
      return me + " restarts the clock.";
    case Happening::kTdStopsClock:
      return "The TD stops the clock.";
    case Happening::kTdRestartsClock:
      return "The TD restarts the clock.";
    default:
      break;
  }
  return "";
}

// Sentences about flags, claims and what the director does.
std::string ruling_line(const LogEntry& l, const std::string& me, const std::string& other) {
  const std::string illegal = other + "'s illegal move (" + l.code + ")";
  const std::string both =
      me + " claims on time and " + other + " claims the illegal move at the same instant";
  const std::string flags =
      "White's at " + std::to_string(l.ms) + " ms, Black's at " + std::to_string(l.ms2) + " ms";
  const std::string referred =
      "whether a forced win can be shown is for the director to judge within the two minutes "
      "the rules give" +
      cite(l.rule) + "; the clock stays stopped.";
  switch (l.what) {
    case Happening::kFlagSeen:
      return "A director or witness sees " + me + "'s flag down" + cite(l.rule) + ".";
    case Happening::kFlagNotSeen:
      return "A director or witness looks at the clock, but " + me + "'s flag has not fallen.";
    case Happening::kBothFlagsNoticed:
      return "Both flags are down (" + flags + ") and no win was claimed before " +
             (l.by == Actor::kTd ? std::string("the director came to the board")
                                 : me + "'s " + l.code) +
             ": the game is drawn" + cite(l.rule) + ".";
    case Happening::kArbiterCallsFlag:
      return "The arbiter, called to the board, sees " + me + "'s flag down and calls it" +
             cite(l.rule) + ".";
    case Happening::kCalledFlagWins:
      return other + "'s flag fell first and " + me + " could still checkmate: " + me +
             " wins on time" + cite(l.rule) + ".";
    case Happening::kCalledFlagWinsUnsettled:
      return other + "'s flag fell first; " + unsettled(me) + ", so the flag decides and " + me +
             " wins on time" + cite(l.rule) + ".";
    case Happening::kCalledFlagDrawCannotMate:
      return other + "'s flag fell first, but " + me +
             " could not checkmate by any series of legal moves: the game is drawn" + cite(l.rule) +
             ".";
    case Happening::kFlagFallWins:
      return me + " stops the clock and claims: " + other + "'s flag has fallen and " + me +
             " has mating material; " + me + " wins on time" + cite(l.rule) + ".";
    case Happening::kFlagFallWinsUnsettled:
      return me + " stops the clock and claims: " + other + "'s flag has fallen; " + unsettled(me) +
             ", so the flag decides and " + me + " wins on time" + cite(l.rule) + ".";
    case Happening::kFlagFallWinsForcedWin:
      return me + " stops the clock and claims: " + other + "'s flag has fallen; " + me +
             " has less than mating material but a forced win can be shown, so " + me +
             " wins on time" + cite(l.rule) + ".";
    case Happening::kFlagFallDrawNoMaterial:
      return me + " claims on time; " + other + "'s flag has fallen, but " + me +
             " has no mating material: the game is drawn" + cite(l.rule) + ".";
    case Happening::kFlagFallDrawCannotMate:
      return me + " claims on time; " + other + "'s flag has fallen, but " + me +
             " could not checkmate by any series of legal moves: the game is drawn" + cite(l.rule) +
             ".";
    case Happening::kFlagFallReferred:
      return me + " claims on time: " + other + "'s flag has fallen, and " + me +
             " has less than mating material; " + referred;
    case Happening::kTimeClaimBothFlags:
      return me + " claims on time, but both flags are down (" + other + "'s at " +
             std::to_string(l.ms) + " ms, " + me + "'s at " + std::to_string(l.ms2) +
             " ms) and no win was claimed before: the game is drawn" + cite(l.rule) + ".";
    case Happening::kTimeClaimWitnessed:
      return me + " stated the time claim with " + me + "'s flag up but stopped the clock after " +
             me + "'s own flag fell; a director or witness saw " + other +
             "'s flag down first, so the claim stands" + cite(l.rule) + ".";
    case Happening::kTimeClaimVoid:
      return me + " stated the time claim with " + me + "'s flag up but stopped the clock after " +
             me + "'s own flag fell, and no director or witness saw " + other +
             "'s flag fall: the claim is void" + cite(l.rule) + ".";
    case Happening::kClaimIgnoredGameOver:
      return "Ignored: the game is already over (" + me + "'s claim).";
    case Happening::kClaimIgnoredStalemateFirst:
      return "Ignored: the game is already over (" + me +
             "'s claim); stalemate stands even against a simultaneous flag claim" + cite(l.rule) +
             ".";
    case Happening::kClaimIgnoredMateFirst:
      return "Ignored: the game is already over (" + me +
             "'s claim); the checkmate came no later than the claim" + cite(l.rule) + ".";
    case Happening::kClaimDenied:
      return denied(l, me, other);
    case Happening::kSimultaneousMoverClaimLoses:
      return both + ", but " + other + " put his king next to " + me + "'s and claims on " + me +
             "'s failure to notice the check: that claim loses whatever is claimed with it, and " +
             me + " wins" + cite(l.rule) + ".";
    case Happening::kSimultaneousIllegalMoverLoses:
      return both + ": the player who made the illegal move loses; " + other + " wins" +
             cite(l.rule) + ".";
    case Happening::kSimultaneousNoMatingMaterial:
      return both + ": the illegal move decides, but " + other +
             " has no mating material, so the game is drawn" + cite(l.rule) + ".";
    case Happening::kTakesKing:
      return me + " takes the king on " + square(l.square) + cite(l.rule) + ".";
    case Happening::kTakesKingWithoutClaim:
      return me +
             " takes the king, but there is no claimable illegal move to take it for: the capture "
             "is itself an illegal move.";
    case Happening::kMoverClaimLoses:
      return me + " put his king next to " + other + "'s and now claims on " + other +
             "'s failure to notice the check: " + me + " loses" + cite(l.rule) + ".";
    case Happening::kMoverClaimOnlyAWin:
      return me + " put his king next to " + other +
             "'s; the rule that such a claim loses speaks of a claim for a win" + cite(l.rule) +
             ", and here an illegal move wins nothing, so the claim is judged like any other.";
    case Happening::kIllegalMoveClaimWins:
      return me + " claims " + illegal + " in time and has mating material; " + me + " wins" +
             cite(l.rule) + ".";
    case Happening::kIllegalMoveClaimNoMaterial:
      return me + " claims " + illegal + ", but has no mating material: the game is drawn" +
             cite(l.rule) + ".";
    case Happening::kIllegalMoveClaimMinute:
      return me + " claims " + illegal + ": it does not lose; " + me + " gets one extra minute" +
             cite(l.rule) + ".";
    case Happening::kIllegalMoveClaimReferred:
      return me + " claims " + illegal + " in time but has less than mating material; " + referred;
    case Happening::kSecondIllegalMoveLoses:
      return me + " claims " + illegal + ", " + other +
             "'s second completed illegal move: " + other + " loses" + cite(l.rule) + ".";
    case Happening::kSecondIllegalMoveUnsettled:
      return me + " claims " + illegal + ", " + other + "'s second completed illegal move; " +
             unsettled(me) + ", so " + other + " loses" + cite(l.rule) + ".";
    case Happening::kSecondIllegalMoveCannotMate:
      return me + " claims " + illegal + ", " + other + "'s second, but " + me +
             " could not checkmate by any series of legal moves: the game is drawn" + cite(l.rule) +
             ".";
    case Happening::kFirstIllegalMoveMinute:
      return me + " claims " + illegal + ", " + other + "'s first: " + me +
             " gets one extra minute" + cite(l.rule) + ".";
    case Happening::kPawnBecomesQueen:
      return "The pawn on the last rank becomes a queen" + cite(l.rule) + "; " + me +
             "'s clock restarts.";
    case Happening::kPositionRestored:
      return "The position before the illegal move is restored" + cite(l.rule) + "; " + me +
             " must make a legal move and " + me + "'s clock restarts.";
    case Happening::kDrawClaimUpheld:
      return me + " claims a draw by " + draw_claim(l.claim) +
             " and the claim is correct: the game is drawn" + cite(l.rule) + ".";
    case Happening::kLosingChancesUpheld:
      return me +
             " claims insufficient losing chances in a listed position with no forced win: the "
             "game is drawn" +
             cite(l.rule) + ".";
    case Happening::kLosingChancesReferred:
      return me + " claims insufficient losing chances in a listed position; " + referred;
    default:
      break;
  }
  return "";
}

std::string director_line(const LogEntry& l, const std::string& me, const std::string& other) {
  const std::string what = offence(l);
  std::string capital = what;
  capital[0] = 'O';
  const std::string more = l.more_to_td ? "; further penalties are left to the TD" : "";
  switch (l.what) {
    case Happening::kNoPenaltyInRulebook:
      return "The TD finds no penalty for this offence in the rulebook.";
    case Happening::kNoPenaltyTouchMoveRemedy:
      return "The rulebook sets no penalty for touching one piece and moving another: " + other +
             " may restart " + me + "'s clock, and " + me + " must move the piece touched" +
             cite(l.rule) + ".";
    case Happening::kPenaltyWarning:
      return "Penalty for " + what + ": a warning" + cite(l.rule) + more + ".";
    case Happening::kPenaltyWarningAndMinute:
      return "Penalty for " + what + ": a warning, and since " + other + "'s flag fell meanwhile " +
             other + " gets one extra minute" + cite(l.rule) + more + ".";
    case Happening::kPenaltyMinuteToOpponent:
      return "Penalty for " + what + ": one minute added to " + other + cite(l.rule) + more + ".";
    case Happening::kPenaltyMinuteOff:
      return "Penalty for " + what + ": one minute taken off " + me + cite(l.rule) + more + ".";
    case Happening::kPenaltyForfeit:
      return "Penalty for " + what + ": " + me + " forfeits the game" + cite(l.rule) + ".";
    case Happening::kPenaltySecondIllegalMove:
      return capital + " counts as " + me + "'s second illegal move: " + me + " loses" +
             cite(l.rule) + ".";
    case Happening::kPenaltySecondIllegalUnsettled:
      return capital + " counts as " + me + "'s second illegal move; " + unsettled(other) +
             ", so " + me + " loses" + cite(l.rule) + ".";
    case Happening::kPenaltySecondIllegalCannotMate:
      return capital + " counts as " + me + "'s second illegal move, but " + other +
             " could not checkmate by any series of legal moves: the game is drawn" + cite(l.rule) +
             ".";
    case Happening::kPenaltyFirstIllegalMove:
      return "Penalty for " + what + ": it counts as an illegal move" + cite(l.rule) +
             ", the first, so " + other + " gets one extra minute" + cite(l.also) + ".";
    case Happening::kSetTimeRefused:
      return "The TD would set " + me + "'s clock to " + seconds(l.ms) +
             ", but the clock setting now stands" + cite(l.rule) + "; the time stays at " +
             seconds(l.ms2) + ".";
    case Happening::kSetTime:
      return "The TD sets " + me + "'s clock to " + seconds(l.ms) + cite(l.rule) + ".";
    default:
      break;
  }
  return "";
}

}  // namespace

std::string render_line(const LogEntry& line) {
  const std::string me = who(line.by);
  const std::string other = line.by == Actor::kWhite ? "Black" : "White";
  std::string text = play_line(line, me, other);
  if (text.empty()) text = ruling_line(line, me, other);
  if (text.empty()) text = director_line(line, me, other);
  return text;
}

}  // namespace flagfall::rules
