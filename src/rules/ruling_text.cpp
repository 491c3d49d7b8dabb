// The one place where the arbiter's log lines become sentences (with ruling_text_claims.cpp).
// Nothing else builds, compares or searches them: code reads a line's data (ruling.h).
#include "rules/ruling.h"
#include "rules/ruling_text_internal.h"

namespace flagfall::rules {
namespace text {
namespace {

// Why a pause for a promotion did not stop the clocks.
std::string pause_refused(LineCode code) {
  if (code == LineCode::kPromoterOnly) {
    return "only the promoting player may stop the clocks for that";
  }
  if (code == LineCode::kOpponentOnly) {
    return "only the promoting player's opponent may stop the clocks for that";
  }
  return "no pawn is waiting on the last rank";
}

// An event the arbiter let pass after the game's end, by its kind's name.
std::string event_words(EventKind kind) {
  switch (kind) {
    case EventKind::kOfferDraw:
      return "draw offer";
    case EventKind::kAcceptDraw:
      return "acceptance of a draw";
    case EventKind::kSetTime:
      return "time setting";
    case EventKind::kSetMoves:
      return "move count setting";
    case EventKind::kFlagSeen:
      return "report of a fallen flag";
    default:
      return std::string(event_kind_name(kind));
  }
}

// What a claimant did that lets an illegal move stand.
std::string lapse(LineCode code) {
  if (code == LineCode::kTouchedPiece) return "touched a piece";
  if (code == LineCode::kMadeMove) return "made a move";
  return "completed a move";
}

}  // namespace

// Sentences about a player's own events: set-up, moves, presses, pauses.
std::string play_line(const LogEntry& l, const std::string& me, const std::string& other) {
  const std::string uci = chess::to_uci(l.move);
  const std::string moves =
      me + " moves " + uci +
      (l.out_of_turn ? " although it is " + other + "'s move" : std::string());
  switch (l.what) {
    case Happening::kSetUp:
      return "Set-up: " + std::string(l.custom ? "time control " : "the standard control ") +
             l.control + cite(l.rule) + "; White has " + seconds(l.ms) + ", Black " +
             seconds(l.ms2) + "; " + me + "'s clock starts.";
    case Happening::kControlOutsideLimits:
      return "This time control is outside the controls the ruleset allows for blitz" +
             cite(l.rule) + "; the arbiter rules on the game as set.";
    case Happening::kIgnoredGameOver:
      return "Ignored: the game is already over (" + (l.by == Actor::kTd ? "the TD's" : me + "'s") +
             " " + event_words(l.ignored) + ").";
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
      if (l.code == LineCode::kTouchedPiece) {
        return me + " touches a piece to move it instead of accepting: the draw offer is rejected" +
               cite(l.rule) + ".";
      }
      return me + " moves instead of accepting: the draw offer lapses" + cite(l.rule) + ".";
    case Happening::kResigns:
      return me + " resigns; " + other + " wins" + cite(l.rule) + ".";
    case Happening::kResignsMateAsked:
      switch (l.mate) {
        case chess::Answer::Yes:
          return me + " resigns; " + other + " could still checkmate, so " + other + " wins" +
                 cite(l.rule) + ".";
        case chess::Answer::Unknown:
          return me + " resigns; " + unsettled(other) + ", so the resignation stands and " + other +
                 " wins" + cite(l.rule) + ".";
        case chess::Answer::No:
          return me + " resigns, but " + other + cannot_mate(l, other, me) + cite(l.rule) + ".";
      }
      return "";
    case Happening::kTouchesEmpty:
      return me + " touches the empty square " + square(l.square) + ".";
    case Happening::kTouches:
      return me + " touches the " + piece(l.piece) + " on " + square(l.square) + ".";
    case Happening::kMoves:
      return moves + ".";
    case Happening::kMovesAgain:
      return me + " also moves " + uci +
             " before pressing; the press will complete what then "
             "stands on the board.";
    case Happening::kTakesBack:
      if (l.illegal == chess::IllegalReason::None)
        return me + " takes back " + uci + " before pressing, every man back where it stood.";
      return me + " takes back the illegal move " + uci + " (" + illegal_words(l) +
             ") before pressing, as an illegal move seen in time must be" + cite(l.rule) + ".";
    case Happening::kMovesPawnUnpromoted:
      return moves + "; the pawn stands unpromoted on the last rank.";
    case Happening::kMovesIllegally:
      return moves + " (illegal: " + illegal_words(l) + "); it is completed only when " + me +
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
      return me + " presses after the illegal move " + uci + " (" + illegal_words(l) +
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
    case Happening::kDeadPosition: {
      const std::string why = dead_position_why(l);
      return "After " + me + "'s move neither player could checkmate by any series of legal moves" +
             (why.empty() ? "" : " (" + why + ")") +
             ": a dead position, and the game is drawn at once" + cite(l.rule) + ".";
    }
    case Happening::kCastlingFromWrongSetup:
      return me +
             " castled with a king or rook that was set up on a wrong square, which is "
             "not allowed" +
             cite(l.rule) + ".";
    case Happening::kSeventyFiveMoves:
      return "Seventy-five moves each without a capture or pawn move: drawn without a claim" +
             cite(l.rule) + ".";
    case Happening::kIllegalMoveStands:
      return other + "'s illegal move now stands: " + me + " has " + lapse(l.code) +
             " without claiming" + cite(l.rule) +
             (l.also.empty()
                  ? std::string()
                  : "; a legal move counts as made once the hand leaves the piece" + cite(l.also)) +
             ".";
    case Happening::kPauseWhileStopped:
      return me + " stops a clock that is already stopped; nothing happens.";
    case Happening::kDisputePause:
      return me + " stops the clock to summon the TD" + cite(l.rule) + ".";
    case Happening::kStopWithoutClaim:
      return me + " stops the clock and makes no claim: the rules allow no such stop" +
             cite(l.rule) +
             ". The clock stands still until it is restarted, so neither side is charged for the "
             "stop; a penalty for it is the TD's to give.";
    case Happening::kPromotionPause:
      return me + " stops the clocks while a promotion piece is found" + cite(l.rule) + ".";
    case Happening::kPromotionPauseNotGiven:
      return me + " stops the clocks for a promotion piece, but " + pause_refused(l.code) +
             cite(l.rule) +
             ". The clocks stand still all the same, and no rule charges the time they stand to "
             "either player: whether to adjust the clocks, or to penalise the stop, is the "
             "director's call.";
    case Happening::kResumeNotPaused:
      return me + " restarts a clock that is running; nothing happens.";
    case Happening::kResumes:
      return me + " restarts the clock.";
    case Happening::kTdStopsClock:
      return "The TD stops the clock.";
    case Happening::kTdRestartsClock:
      return "The TD restarts the clock.";
    case Happening::kPlayersPause:
      return "The players pause the clocks.";
    case Happening::kPlayersResume:
      return "The players restart the clocks.";
    case Happening::kSetMoves:
      return "The TD sets " + me + "'s move count to " + std::to_string(l.ms) + " (it was " +
             std::to_string(l.ms2) + "); the stage and the moves to the next control follow it.";
    case Happening::kDrawCountsForBlack:
      return "This event plays Armageddon: a drawn game counts as a win for Black, so Black "
             "wins. That is the event's own rule, not the rulebook's" +
             cite(l.rule) + ".";
    default:
      break;
  }
  return "";
}

}  // namespace text

std::string render_line(const LogEntry& line) {
  const std::string me = text::who(line.by);
  const std::string other = line.by == Actor::kWhite ? "Black" : "White";
  std::string text = text::play_line(line, me, other);
  if (text.empty()) text = text::ruling_line(line, me, other);
  if (text.empty()) text = text::director_line(line, me, other);
  return text;
}

}  // namespace flagfall::rules
