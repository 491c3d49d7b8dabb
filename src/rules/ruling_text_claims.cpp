// The sentences for flags, claims and the director's rulings (see ruling_text.cpp).
#include "rules/ruling_text_internal.h"

namespace flagfall::rules::text {
namespace {

std::string offence_words(Offence o) {
  switch (o) {
    case Offence::kTwoHands:
      return "using two hands";
    case Offence::kKnockedClock:
      return "knocking the clock over";
    case Offence::kDisplacedPieces:
      return "knocking pieces over";
    case Offence::kTouchMove:
      return "breaking touch-move";
    case Offence::kBanging:
      return "banging the clock";
    case Offence::kOther:
      break;
  }
  return "misconduct";
}

std::string offence(const LogEntry& l) {
  return "offence " + std::to_string(l.count) + " (" + offence_words(l.offence) + ") by " +
         who(l.by);
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
      // Forbidden where a rule is cited (USCF 11-8d, FIDE III.2.2); else the text is silent.
      return me + " claims insufficient losing chances, which this " +
             (l.rule.empty() ? "rulebook does not provide for" : "ruleset does not allow") +
             ": claim denied";
    case Denial::kLosingChancesNotListed:
      return me +
             " claims insufficient losing chances, but the position is none of those listed: "
             "claim denied";
    case Denial::kForcedWinShown:
      return me +
             " claims insufficient losing chances in a listed position, but a forced win can be "
             "shown: claim denied";
    case Denial::kNotHavingTheMove:
      return me + " claims a draw by " + draw_claim(l.claim) + ", but " + me +
             " has just moved and " + other +
             " has the move; only the player having the move may claim it: claim denied";
    case Denial::kSwappedSetupCastlingLegal:
      return me + " claims an illegal move, but " + other +
             " castled from king and queen set up on each other's squares, which is legal "
             "here: claim denied";
    case Denial::kNotClearlyDrawn:
      return me +
             " claims a draw in a position none of the listed ones, but a forced win can be "
             "shown, so it is not clearly drawn: claim denied";
  }
  return me + " claims: claim denied";
}

std::string denied(const LogEntry& l, const std::string& me, const std::string& other) {
  std::string s = denial(l, me, other) + cite_line(l);
  if (l.denial == Denial::kFlagNotFallen && l.directors_call) {
    s += "; but " + other + "'s clock stood " + seconds(l.ms2) +
         " in a stop the rules do not give, and had it run " + other +
         "'s flag would be down: whether to charge that time is the director's call";
  }
  if (l.cost == DeniedClaimCost::kMinuteOffClaimantOrHalf) {
    s += l.ms > 0 ? "; the denied claim costs " + me + " " + seconds(l.ms) + cite(l.also)
                  : "; the denied claim would cost " + me + " half of the time left, and " + me +
                        " has none left" + cite(l.also);
  } else if (l.cost == DeniedClaimCost::kMinuteToOpponent) {
    s += "; " + other + " gets one extra minute for the denied claim" + cite(l.also);
  }
  return s + (l.clock_restarts ? "; play goes on and the clock restarts." : "; play goes on.");
}

}  // namespace

// Sentences about flags, claims and what the director does.
std::string ruling_line(const LogEntry& l, const std::string& me, const std::string& other) {
  const std::string illegal = other + "'s illegal move (" + illegal_words(l) + ")";
  const std::string both =
      me + " claims on time and " + other + " claims the illegal move at the same instant";
  const std::string flags = "White's at " + seconds(l.ms) + ", Black's at " + seconds(l.ms2);
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
                                 : me + "'s " + std::string(line_code_name(l.code))) +
             ": the game is drawn" + cite(l.rule) + ".";
    case Happening::kArbiterCallsFlag:
      return "The arbiter, called to the board, sees " + me + "'s flag down and calls it" +
             cite(l.rule) + ".";
    case Happening::kCalledFlagMateAsked:
      switch (l.mate) {
        case chess::Answer::Yes:
          return other + "'s flag fell first and " + me + " could still checkmate: " + me +
                 " wins on time" + cite(l.rule) + ".";
        case chess::Answer::Unknown:
          return other + "'s flag fell first; " + unsettled(me) + ", so the flag decides and " +
                 me + " wins on time" + cite(l.rule) + ".";
        case chess::Answer::No:
          return other + "'s flag fell first, but " + me + cannot_mate(l, me, other) +
                 cite(l.rule) + ".";
      }
      return "";
    case Happening::kFlagFallMateAsked:
      switch (l.mate) {
        case chess::Answer::Yes:
          return me + " stops the clock and claims: " + other + "'s flag has fallen and " + me +
                 " has mating material; " + me + " wins on time" + cite_line(l) + ".";
        case chess::Answer::Unknown:
          return me + " stops the clock and claims: " + other + "'s flag has fallen; " +
                 unsettled(me) + ", so the flag decides and " + me + " wins on time" +
                 cite_line(l) + ".";
        case chess::Answer::No:
          return me + " claims on time; " + other + "'s flag has fallen, but " + me +
                 cannot_mate(l, me, other) + cite_line(l) + ".";
      }
      return "";
    case Happening::kFlagFallWinsForcedWin:
      return me + " stops the clock and claims: " + other + "'s flag has fallen; " + me +
             " has less than mating material but a forced win can be shown, so " + me +
             " wins on time" + cite(l.rule) + ".";
    case Happening::kFlagFallDrawNoMaterial:
      return me + " claims on time; " + other + "'s flag has fallen, but " + me +
             " has no mating material" + cite(l.also) + ": the game is drawn" + cite(l.rule) + ".";
    case Happening::kFlagFallDrawClaimableDraw:
      return me + " claims on time; " + other + "'s flag has fallen, but a draw by " +
             draw_claim(l.claim) + " could be claimed in this position" + cite(l.also) +
             ", so no men count as mating material: the game is drawn" + cite(l.rule) + ".";
    case Happening::kFlagFallReferred:
      return me + " claims on time: " + other + "'s flag has fallen, and " + me +
             " has less than mating material; " + referred;
    case Happening::kTimeClaimBothFlags:
      return me + " claims on time, but both flags are down (" + other + "'s at " + seconds(l.ms) +
             ", " + me + "'s at " + seconds(l.ms2) +
             ") and no win was claimed before: the game is drawn" + cite(l.rule) + ".";
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
      return me + " claims " + illegal + ", but has no mating material" + cite(l.also) +
             ": the game is drawn" + cite(l.rule) + ".";
    case Happening::kIllegalMoveClaimClaimableDraw:
      return me + " claims " + illegal + ", but a draw by " + draw_claim(l.claim) +
             " could be claimed in this position" + cite(l.also) +
             ", so no men count as mating material: the game is drawn" + cite(l.rule) + ".";
    case Happening::kIllegalMoveClaimMinute:
      return me + " claims " + illegal + ": it does not lose; " + me + " gets one extra minute" +
             cite(l.rule) + ".";
    case Happening::kIllegalMoveClaimReferred:
      return me + " claims " + illegal + " in time but has less than mating material; " + referred;
    case Happening::kSecondIllegalMoveMateAsked:
      switch (l.mate) {
        case chess::Answer::Yes:
          return me + " claims " + illegal + ", " + other +
                 "'s second completed illegal move: " + other + " loses" + cite(l.rule) + ".";
        case chess::Answer::Unknown:
          return me + " claims " + illegal + ", " + other + "'s second completed illegal move; " +
                 unsettled(me) + ", so " + other + " loses" + cite(l.rule) + ".";
        case chess::Answer::No:
          return me + " claims " + illegal + ", " + other + "'s second, but " + me +
                 cannot_mate(l, me, other) + cite(l.rule) + ".";
      }
      return "";
    case Happening::kFirstIllegalMoveMinute:
      return me + " claims " + illegal + ", " + other + "'s first: " + me +
             " gets one extra minute" + cite(l.rule, l.also) + ".";
    case Happening::kPawnBecomesQueen:
      return "The pawn on the last rank becomes a queen" + cite(l.rule) + "; " + me +
             "'s clock restarts.";
    case Happening::kPositionRestored:
      return "The position before the illegal move is restored" + cite(l.rule) + "; " + me +
             " must make a legal move and " + me + "'s clock restarts.";
    case Happening::kDrawClaimUpheld:
      return me + " claims a draw by " + draw_claim(l.claim) +
             " and the claim is correct: the game is drawn" + cite(l.rule, l.also) + ".";
    case Happening::kLosingChancesUpheld:
      return me +
             " claims insufficient losing chances in a listed position with no forced win: the "
             "game is drawn" +
             cite(l.rule, l.also) + ".";
    case Happening::kLosingChancesReferred:
      return me + " claims insufficient losing chances in a listed position" + cite(l.also) + "; " +
             referred;
    case Happening::kLosingChancesToDirector:
      return me +
             " claims a draw in a position none of the listed ones; such a claim is drawn "
             "only if the director upholds it" +
             cite(l.rule) +
             ": whether the position is "
             "clearly drawn is the director's call, with two minutes for " +
             me + " to convince him" + cite(l.also) + "; the clock stays stopped.";
    case Happening::kClaimStandsAsOffer:
      return me + "'s draw claim counts as a draw offer, which stands: " + other +
             " may accept it until he touches a piece to move it" + cite(l.rule, l.also) + ".";
    default:
      break;
  }
  return "";
}

std::string director_line(const LogEntry& l, const std::string& me, const std::string& other) {
  const std::string what = offence(l);
  std::string capital = what;
  capital[0] = 'O';
  const std::string more =
      l.more_to_td       ? "; further penalties are left to the TD"
      : l.directors_call ? "; the rulebook leaves the penalty to the director, so this is his "
                           "call"
                         : "";
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
      return "Penalty for " + what + ": one minute added to " + other + cite(l.rule, l.also) +
             more + ".";
    case Happening::kPenaltyMinuteOff:
      return "Penalty for " + what + ": one minute taken off " + me + cite(l.rule, l.also) + more +
             ".";
    case Happening::kPenaltyForfeit:
      return "Penalty for " + what + ": " + me + " forfeits the game" + cite(l.rule) + ".";
    case Happening::kPenaltySecondIllegalMateAsked:
      switch (l.mate) {
        case chess::Answer::Yes:
          return capital + " counts as " + me + "'s second illegal move: " + me + " loses" +
                 cite(l.rule) + ".";
        case chess::Answer::Unknown:
          return capital + " counts as " + me + "'s second illegal move; " + unsettled(other) +
                 ", so " + me + " loses" + cite(l.rule) + ".";
        case chess::Answer::No:
          return capital + " counts as " + me + "'s second illegal move, but " + other +
                 cannot_mate(l, other, me) + cite(l.rule) + ".";
      }
      return "";
    case Happening::kPenaltyFirstIllegalMove:
      return "Penalty for " + what + ": it counts as an illegal move" + cite(l.rule) +
             ", the first, so " + other + " gets one extra minute" + cite(l.also) + ".";
    case Happening::kSetTimeRefused:
      return "The TD would set " + me + "'s clock to " + seconds(l.ms) +
             ", but the clock setting now stands" + cite(l.rule) + "; the time stays at " +
             seconds(l.ms2) + ".";
    case Happening::kSetTime: {
      // ms: the time set; ms2: what the clock showed. The change is what the ruling is about.
      const std::string why =
          l.code == LineCode::kBeforeEachMoved
              ? ": the clock setting stands only once each side has completed a move, and one "
                "has not yet" +
                    cite(l.rule) + "."
              : cite(l.rule) + ".";
      if (l.ms == l.ms2)
        return "The TD sets " + me + "'s clock to " + seconds(l.ms) + ", as it was" + why;
      return "The TD " +
             (l.ms < l.ms2 ? "takes " + seconds(l.ms2 - l.ms) + " off "
                           : "adds " + seconds(l.ms - l.ms2) + " to ") +
             me + "'s clock, setting it to " + seconds(l.ms) + why;
    }
    default:
      break;
  }
  return "";
}

}  // namespace flagfall::rules::text
