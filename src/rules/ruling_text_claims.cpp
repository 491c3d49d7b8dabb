// The sentences for flags, claims and the director's rulings (see ruling_text.cpp).
#include "rules/ruling_text_internal.h"

namespace flagfall::rules::text {
namespace {

chess::Color my_colour(const LogEntry& l) {
  return l.by == Actor::kBlack ? chess::Color::Black : chess::Color::White;
}

// The claim's denial, with the rule it rests on: the start of the sentence.
std::string denial(const LogEntry& l, const Sides& s) {
  const std::string& me = s.me;
  const std::string rule = cite_line(l);
  switch (l.denial) {
    case Denial::kFlagNotFallen:
      return words::format<Msg::kRulingClaimDeniedFlagNotFallen>(me, s.theirs, rule);
    case Denial::kOwnFlagFirst:
      return words::format<Msg::kRulingClaimDeniedOwnFlagFirst>(me, s.mine, rule);
    case Denial::kNoIllegalMove:
      return words::format<Msg::kRulingClaimDeniedNoIllegalMove>(me, s.other, rule);
    case Denial::kIllegalMoveStands:
      return words::format<Msg::kRulingClaimDeniedIllegalMoveStands>(me, s.theirs, rule);
    case Denial::kDrawClaimNotInRulebook:
      return words::format<Msg::kRulingClaimDeniedDrawNotInRulebook>(me, draw_claim(l.claim), rule);
    case Denial::kDrawNotReached:
      return words::format<Msg::kRulingClaimDeniedDrawNotReached>(me, draw_claim(l.claim), rule);
    case Denial::kLosingChancesNotAllowed:
      // Forbidden where a rule is cited (USCF 11-8d, FIDE III.2.2); else the text is silent.
      if (l.rule.empty()) {
        return words::format<Msg::kRulingClaimDeniedLosingChancesNotProvided>(me, rule);
      }
      return words::format<Msg::kRulingClaimDeniedLosingChancesNotAllowed>(me, rule);
    case Denial::kLosingChancesNotListed:
      return words::format<Msg::kRulingClaimDeniedLosingChancesNotListed>(me, rule);
    case Denial::kForcedWinShown:
      return words::format<Msg::kRulingClaimDeniedForcedWinShown>(me, rule);
    case Denial::kNotHavingTheMove:
      return words::format<Msg::kRulingClaimDeniedNotHavingTheMove>(me, draw_claim(l.claim),
                                                                    s.other, rule);
    case Denial::kSwappedSetupCastlingLegal:
      return words::format<Msg::kRulingClaimDeniedSwappedSetupCastlingLegal>(me, s.other, rule);
    case Denial::kNotClearlyDrawn:
      return words::format<Msg::kRulingClaimDeniedNotClearlyDrawn>(me, rule);
  }
  return words::format<Msg::kRulingClaimDeniedOther>(me, rule);
}

// A denied claim: its denial, then each clause that follows it (the director's call, the cost,
// what follows), each a message of its own, apart by semicolons.
std::string denied(const LogEntry& l, const Sides& s) {
  std::string out = denial(l, s);
  if (l.denial == Denial::kFlagNotFallen && l.directors_call) {
    out += "; " + words::format<Msg::kRulingClaimDeniedDirectorsCall>(s.theirs, seconds(l.ms2));
  }
  if (l.cost == DeniedClaimCost::kMinuteOffClaimantOrHalf) {
    out +=
        "; " + (l.ms > 0
                    ? words::format<Msg::kRulingClaimDeniedCosts>(s.me, seconds(l.ms), cite(l.also))
                    : words::format<Msg::kRulingClaimDeniedWouldCostHalf>(s.me, cite(l.also)));
  } else if (l.cost == DeniedClaimCost::kMinuteToOpponent) {
    out += "; " + words::format<Msg::kRulingClaimDeniedMinuteToOpponent>(s.other, cite(l.also));
  }
  return out + "; " +
         std::string(words::text(l.clock_restarts ? Msg::kRulingClaimDeniedClockRestarts
                                                  : Msg::kRulingClaimDeniedPlayGoesOn)) +
         ".";
}

std::string both_flags(const LogEntry& l, const Sides& s) {
  const std::string white = seconds(l.ms), black = seconds(l.ms2), rule = cite(l.rule);
  if (l.by == Actor::kTd) return words::format<Msg::kRulingClaimBothFlagsTd>(white, black, rule);
  if (l.code == LineCode::kPause) {
    return words::format<Msg::kRulingClaimBothFlagsPause>(white, black, s.mine, rule);
  }
  return words::format<Msg::kRulingClaimBothFlagsClaim>(white, black, s.mine, rule);
}

std::string called_flag(const LogEntry& l, const Sides& s) {
  switch (l.mate) {
    case chess::Answer::Yes:
      return words::format<Msg::kRulingClaimCalledFlagCouldMate>(s.theirs, s.me, cite(l.rule));
    case chess::Answer::Unknown:
      return words::format<Msg::kRulingClaimCalledFlagUnsettled>(s.theirs, unsettled(s.me), s.me,
                                                                 cite(l.rule));
    case chess::Answer::No:
      return words::format<Msg::kRulingClaimCalledFlagCannotMate>(
          s.theirs, cannot_mate(l, my_colour(l)), cite(l.rule));
  }
  return "";
}

std::string flag_fall(const LogEntry& l, const Sides& s) {
  switch (l.mate) {
    case chess::Answer::Yes:
      return words::format<Msg::kRulingClaimFlagFallCouldMate>(s.me, s.theirs, cite_line(l));
    case chess::Answer::Unknown:
      return words::format<Msg::kRulingClaimFlagFallUnsettled>(s.me, s.theirs, unsettled(s.me),
                                                               cite_line(l));
    case chess::Answer::No:
      return words::format<Msg::kRulingClaimFlagFallCannotMate>(
          s.me, s.theirs, cannot_mate(l, my_colour(l)), cite_line(l));
  }
  return "";
}

std::string second_illegal(const LogEntry& l, const Sides& s, const std::string& illegal) {
  switch (l.mate) {
    case chess::Answer::Yes:
      return words::format<Msg::kRulingClaimSecondIllegalCouldMate>(s.me, illegal, s.theirs,
                                                                    s.other, cite(l.rule));
    case chess::Answer::Unknown:
      return words::format<Msg::kRulingClaimSecondIllegalUnsettled>(
          s.me, illegal, s.theirs, unsettled(s.me), s.other, cite(l.rule));
    case chess::Answer::No:
      return words::format<Msg::kRulingClaimSecondIllegalCannotMate>(
          s.me, illegal, s.theirs, cannot_mate(l, my_colour(l)), cite(l.rule));
  }
  return "";
}

}  // namespace

// Sentences about flags, claims and what the director does.
std::string ruling_line(const LogEntry& l, const Sides& s) {
  const std::string& me = s.me;
  const std::string rule = cite(l.rule);
  const std::string illegal =
      words::format<Msg::kRulingClaimIllegalMove>(s.theirs, illegal_words(l));
  const std::string both = words::format<Msg::kRulingClaimBoth>(me, s.other);
  const std::string referred = words::format<Msg::kRulingClaimReferred>(rule);
  switch (l.what) {
    case Happening::kFlagSeen:
      return words::format<Msg::kRulingClaimFlagSeen>(s.mine, rule);
    case Happening::kFlagNotSeen:
      return words::format<Msg::kRulingClaimFlagNotSeen>(s.mine);
    case Happening::kBothFlagsNoticed:
      return both_flags(l, s);
    case Happening::kArbiterCallsFlag:
      return words::format<Msg::kRulingClaimArbiterCallsFlag>(s.mine, rule);
    case Happening::kCalledFlagMateAsked:
      return called_flag(l, s);
    case Happening::kFlagFallMateAsked:
      return flag_fall(l, s);
    case Happening::kFlagFallWinsForcedWin:
      return words::format<Msg::kRulingClaimFlagFallForcedWin>(me, s.theirs, rule);
    case Happening::kFlagFallDrawNoMaterial:
      return words::format<Msg::kRulingClaimFlagFallNoMaterial>(me, s.theirs, cite(l.also), rule);
    case Happening::kFlagFallDrawClaimableDraw:
      return words::format<Msg::kRulingClaimFlagFallClaimableDraw>(
          me, s.theirs, draw_claim(l.claim), cite(l.also), rule);
    case Happening::kFlagFallReferred:
      return words::format<Msg::kRulingClaimFlagFallReferred>(me, s.theirs, referred);
    case Happening::kTimeClaimBothFlags:
      return words::format<Msg::kRulingClaimTimeClaimBothFlags>(me, s.theirs, seconds(l.ms), s.mine,
                                                                seconds(l.ms2), rule);
    case Happening::kTimeClaimWitnessed:
      return words::format<Msg::kRulingClaimTimeClaimWitnessed>(me, s.mine, s.theirs, rule);
    case Happening::kTimeClaimVoid:
      return words::format<Msg::kRulingClaimTimeClaimVoid>(me, s.mine, s.theirs, rule);
    case Happening::kClaimIgnoredGameOver:
      return words::format<Msg::kRulingClaimIgnoredGameOver>(s.mine);
    case Happening::kClaimIgnoredStalemateFirst:
      return words::format<Msg::kRulingClaimIgnoredStalemateFirst>(s.mine, rule);
    case Happening::kClaimIgnoredMateFirst:
      return words::format<Msg::kRulingClaimIgnoredMateFirst>(s.mine, rule);
    case Happening::kClaimDenied:
      return denied(l, s);
    case Happening::kSimultaneousMoverClaimLoses:
      return words::format<Msg::kRulingClaimSimultaneousMoverClaimLoses>(both, s.other, s.mine, me,
                                                                         rule);
    case Happening::kSimultaneousIllegalMoverLoses:
      return words::format<Msg::kRulingClaimSimultaneousIllegalMoverLoses>(both, s.other, rule);
    case Happening::kSimultaneousNoMatingMaterial:
      return words::format<Msg::kRulingClaimSimultaneousNoMatingMaterial>(both, s.other, rule);
    case Happening::kTakesKing:
      return words::format<Msg::kRulingClaimTakesKing>(me, square(l.square), rule);
    case Happening::kTakesKingWithoutClaim:
      return words::format<Msg::kRulingClaimTakesKingWithoutClaim>(me);
    case Happening::kMoverClaimLoses:
      return words::format<Msg::kRulingClaimMoverClaimLoses>(me, s.theirs, rule);
    case Happening::kMoverClaimOnlyAWin:
      return words::format<Msg::kRulingClaimMoverClaimOnlyAWin>(me, s.theirs, rule);
    case Happening::kIllegalMoveClaimWins:
      return words::format<Msg::kRulingClaimIllegalWins>(me, illegal, rule);
    case Happening::kIllegalMoveClaimNoMaterial:
      return words::format<Msg::kRulingClaimIllegalNoMaterial>(me, illegal, cite(l.also), rule);
    case Happening::kIllegalMoveClaimClaimableDraw:
      return words::format<Msg::kRulingClaimIllegalClaimableDraw>(me, illegal, draw_claim(l.claim),
                                                                  cite(l.also), rule);
    case Happening::kIllegalMoveClaimMinute:
      return words::format<Msg::kRulingClaimIllegalMinute>(me, illegal, rule);
    case Happening::kIllegalMoveClaimReferred:
      return words::format<Msg::kRulingClaimIllegalReferred>(me, illegal, referred);
    case Happening::kSecondIllegalMoveMateAsked:
      return second_illegal(l, s, illegal);
    case Happening::kFirstIllegalMoveMinute:
      return words::format<Msg::kRulingClaimFirstIllegalMinute>(me, illegal, s.theirs,
                                                                cite(l.rule, l.also));
    case Happening::kPawnBecomesQueen:
      return words::format<Msg::kRulingClaimPawnBecomesQueen>(rule, s.mine);
    case Happening::kPositionRestored:
      return words::format<Msg::kRulingClaimPositionRestored>(rule, me, s.mine);
    case Happening::kDrawClaimUpheld:
      return words::format<Msg::kRulingClaimDrawUpheld>(me, draw_claim(l.claim),
                                                        cite(l.rule, l.also));
    case Happening::kLosingChancesUpheld:
      return words::format<Msg::kRulingClaimLosingChancesUpheld>(me, cite(l.rule, l.also));
    case Happening::kLosingChancesReferred:
      return words::format<Msg::kRulingClaimLosingChancesReferred>(me, cite(l.also), referred);
    case Happening::kLosingChancesToDirector:
      return words::format<Msg::kRulingClaimLosingChancesToDirector>(me, rule, cite(l.also));
    case Happening::kClaimStandsAsOffer:
      return words::format<Msg::kRulingClaimStandsAsOffer>(s.mine, s.other, cite(l.rule, l.also));
    default:
      break;
  }
  return "";
}

namespace {

std::string second_illegal_penalty(const LogEntry& l, const Sides& s, const std::string& what) {
  const chess::Color other = ~my_colour(l);
  switch (l.mate) {
    case chess::Answer::Yes:
      return words::format<Msg::kRulingDirectorSecondIllegalCouldMate>(what, s.mine, s.me,
                                                                       cite(l.rule));
    case chess::Answer::Unknown:
      return words::format<Msg::kRulingDirectorSecondIllegalUnsettled>(
          what, s.mine, unsettled(s.other), s.me, cite(l.rule));
    case chess::Answer::No:
      return words::format<Msg::kRulingDirectorSecondIllegalCannotMate>(
          what, s.mine, cannot_mate(l, other), cite(l.rule));
  }
  return "";
}

std::string set_time(const LogEntry& l, const Sides& s) {
  // ms: the time set; ms2: what the clock showed. The change is what the ruling is about.
  const bool early = l.code == LineCode::kBeforeEachMoved;
  const std::string set = seconds(l.ms), rule = cite(l.rule);
  if (l.ms == l.ms2) {
    return early ? words::format<Msg::kRulingDirectorSetTimeSameEarly>(s.mine, set, rule)
                 : words::format<Msg::kRulingDirectorSetTimeSame>(s.mine, set, rule);
  }
  if (l.ms < l.ms2) {
    const std::string off = seconds(l.ms2 - l.ms);
    return early ? words::format<Msg::kRulingDirectorSetTimeOffEarly>(off, s.mine, set, rule)
                 : words::format<Msg::kRulingDirectorSetTimeOff>(off, s.mine, set, rule);
  }
  const std::string added = seconds(l.ms - l.ms2);
  return early ? words::format<Msg::kRulingDirectorSetTimeAddEarly>(added, s.mine, set, rule)
               : words::format<Msg::kRulingDirectorSetTimeAdd>(added, s.mine, set, rule);
}

}  // namespace

std::string director_line(const LogEntry& l, const Sides& s) {
  const std::string what = words::format<Msg::kRulingDirectorOffence>(
      std::to_string(l.count), offence_words(l.offence), s.me);
  const std::string more =
      l.more_to_td       ? "; " + std::string(words::text(Msg::kRulingDirectorMoreToTd))
      : l.directors_call ? "; " + std::string(words::text(Msg::kRulingDirectorMoreDirectorsCall))
                         : std::string();
  const std::string rule = cite(l.rule);
  switch (l.what) {
    case Happening::kNoPenaltyInRulebook:
      return std::string(words::text(Msg::kRulingDirectorNoPenaltyInRulebook));
    case Happening::kNoPenaltyTouchMoveRemedy:
      return words::format<Msg::kRulingDirectorNoPenaltyTouchMove>(s.other, s.mine, s.me, rule);
    case Happening::kPenaltyWarning:
      return words::format<Msg::kRulingDirectorWarning>(what, rule, more);
    case Happening::kPenaltyWarningAndMinute:
      return words::format<Msg::kRulingDirectorWarningAndMinute>(what, s.theirs, s.other, rule,
                                                                 more);
    case Happening::kPenaltyMinuteToOpponent:
      return words::format<Msg::kRulingDirectorMinuteToOpponent>(what, s.other,
                                                                 cite(l.rule, l.also), more);
    case Happening::kPenaltyMinuteOff:
      return words::format<Msg::kRulingDirectorMinuteOff>(what, s.me, cite(l.rule, l.also), more);
    case Happening::kPenaltyForfeit:
      return words::format<Msg::kRulingDirectorForfeit>(what, s.me, rule);
    case Happening::kPenaltySecondIllegalMateAsked:
      return second_illegal_penalty(l, s, what);
    case Happening::kPenaltyFirstIllegalMove:
      return words::format<Msg::kRulingDirectorFirstIllegal>(what, rule, s.other, cite(l.also));
    case Happening::kSetTimeRefused:
      return words::format<Msg::kRulingDirectorSetTimeRefused>(s.mine, seconds(l.ms), rule,
                                                               seconds(l.ms2));
    case Happening::kSetTime:
      return set_time(l, s);
    default:
      break;
  }
  return "";
}

}  // namespace flagfall::rules::text

namespace flagfall::rules {

std::string offence_words(Offence o) {
  switch (o) {
    case Offence::kTwoHands:
      return std::string(words::text(words::Msg::kRulingOffenceTwoHands));
    case Offence::kKnockedClock:
      return std::string(words::text(words::Msg::kRulingOffenceKnockedClock));
    case Offence::kDisplacedPieces:
      return std::string(words::text(words::Msg::kRulingOffenceDisplacedPieces));
    case Offence::kTouchMove:
      return std::string(words::text(words::Msg::kRulingOffenceTouchMove));
    case Offence::kBanging:
      return std::string(words::text(words::Msg::kRulingOffenceBanging));
    case Offence::kOther:
      break;
  }
  return std::string(words::text(words::Msg::kRulingOffenceOther));
}

}  // namespace flagfall::rules
