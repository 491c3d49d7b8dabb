// The one place where the arbiter's log lines become sentences (with ruling_text_claims.cpp and
// ruling_text_mate.cpp), each from its message (assets/words, ids ruling.*). Nothing else builds,
// compares or searches them: code reads a line's data (ruling.h).
#include "rules/ruling.h"
#include "rules/ruling_text_internal.h"

namespace flagfall::rules {
namespace text {
namespace {

// Why a pause for a promotion did not stop the clocks.
std::string pause_refused(LineCode code) {
  if (code == LineCode::kPromoterOnly) {
    return std::string(words::text(Msg::kRulingPlayPauseRefusedPromoterOnly));
  }
  if (code == LineCode::kOpponentOnly) {
    return std::string(words::text(Msg::kRulingPlayPauseRefusedOpponentOnly));
  }
  return std::string(words::text(Msg::kRulingPlayPauseRefusedNoPawn));
}

// An event the arbiter let pass after the game's end.
std::string event_words(EventKind kind) {
  constexpr Msg kEvents[] = {
      Msg::kRulingEventMove,       Msg::kRulingEventTouch,    Msg::kRulingEventPress,
      Msg::kRulingEventPromote,    Msg::kRulingEventClaim,    Msg::kRulingEventPause,
      Msg::kRulingEventResume,     Msg::kRulingEventResign,   Msg::kRulingEventOfferDraw,
      Msg::kRulingEventAcceptDraw, Msg::kRulingEventPenalty,  Msg::kRulingEventSetTime,
      Msg::kRulingEventFlagSeen,   Msg::kRulingEventSetMoves,
  };
  static_assert(static_cast<int>(EventKind::kSetMoves) + 1 == std::size(kEvents));
  return std::string(words::text(kEvents[static_cast<int>(kind)]));
}

// What a claimant did that lets an illegal move stand, with the claimant.
std::string lapse(LineCode code, const std::string& me) {
  if (code == LineCode::kTouchedPiece) return words::format<Msg::kRulingPlayLapseTouched>(me);
  if (code == LineCode::kMadeMove) return words::format<Msg::kRulingPlayLapseMoved>(me);
  return words::format<Msg::kRulingPlayLapseCompleted>(me);
}

std::string set_up(const LogEntry& l, const Sides& s) {
  const std::string white = seconds(l.ms), black = seconds(l.ms2);
  if (l.custom) {
    return words::format<Msg::kRulingPlaySetUpCustom>(l.control, cite(l.rule), white, black,
                                                      s.mine);
  }
  return words::format<Msg::kRulingPlaySetUpStandard>(l.control, cite(l.rule), white, black,
                                                      s.mine);
}

std::string resigns_mate_asked(const LogEntry& l, const Sides& s, chess::Color other) {
  switch (l.mate) {
    case chess::Answer::Yes:
      return words::format<Msg::kRulingPlayResignsCouldMate>(s.me, s.other, cite(l.rule));
    case chess::Answer::Unknown:
      return words::format<Msg::kRulingPlayResignsUnsettled>(s.me, unsettled(s.other), s.other,
                                                             cite(l.rule));
    case chess::Answer::No:
      return words::format<Msg::kRulingPlayResignsCannotMate>(s.me, cannot_mate(l, other),
                                                              cite(l.rule));
  }
  return "";
}

std::string illegal_move_completed(const LogEntry& l, const Sides& s, const std::string& uci) {
  if (l.what == Happening::kIllegalMoveCompleted) {
    return words::format<Msg::kRulingPlayIllegalMoveCompleted>(s.me, uci, illegal_words(l),
                                                               cite(l.rule), s.other);
  }
  return words::format<Msg::kRulingPlayIllegalMoveCompletedMoverMayNotClaim>(
      s.me, uci, illegal_words(l), cite(l.rule), s.other, s.mine, cite(l.also));
}

}  // namespace

std::string illegal_words(const LogEntry& l) {
  if (l.code == LineCode::kPressWithoutMove) {
    return std::string(words::text(Msg::kRulingIllegalPressWithoutMove));
  }
  if (l.code == LineCode::kSecondMove)
    return std::string(words::text(Msg::kRulingIllegalSecondMove));
  return illegal_reason_words(l.illegal);
}

// Sentences about a player's own events: set-up, moves, presses, pauses.
std::string play_line(const LogEntry& l, const Sides& s) {
  const chess::Color other = l.by == Actor::kWhite ? chess::Color::Black : chess::Color::White;
  const std::string uci = chess::to_uci(l.move);
  const std::string& me = s.me;
  const std::string moves = l.out_of_turn
                                ? words::format<Msg::kRulingMoveOutOfTurn>(me, uci, s.theirs)
                                : words::format<Msg::kRulingMove>(me, uci);
  const std::string rule = cite(l.rule);
  switch (l.what) {
    case Happening::kSetUp:
      return set_up(l, s);
    case Happening::kControlOutsideLimits:
      return words::format<Msg::kRulingPlayControlOutsideLimits>(rule);
    case Happening::kIgnoredGameOver:
      return words::format<Msg::kRulingPlayIgnoredGameOver>(
          l.by == Actor::kTd ? std::string(words::text(Msg::kActorTdOf)) : s.mine,
          event_words(l.ignored));
    case Happening::kDrawOffered:
      return words::format<Msg::kRulingPlayDrawOffered>(me);
    case Happening::kDrawAgreed:
      return words::format<Msg::kRulingPlayDrawAgreed>(me, rule);
    case Happening::kDrawAgreementTooEarly:
      return words::format<Msg::kRulingPlayDrawAgreementTooEarly>(me, rule);
    case Happening::kAcceptWithoutOffer:
      return words::format<Msg::kRulingPlayAcceptWithoutOffer>(me, s.other);
    case Happening::kDrawOfferLapses:
      if (l.code == LineCode::kTouchedPiece) {
        return words::format<Msg::kRulingPlayDrawOfferRejectedByTouch>(me, rule);
      }
      return words::format<Msg::kRulingPlayDrawOfferLapses>(me, rule);
    case Happening::kResigns:
      return words::format<Msg::kRulingPlayResigns>(me, s.other, rule);
    case Happening::kResignsMateAsked:
      return resigns_mate_asked(l, s, other);
    case Happening::kTouchesEmpty:
      return words::format<Msg::kRulingPlayTouchesEmpty>(me, square(l.square));
    case Happening::kTouches:
      return words::format<Msg::kRulingPlayTouches>(me, the_piece(l.piece), square(l.square));
    case Happening::kMoves:
      return words::format<Msg::kRulingPlayMoves>(moves);
    case Happening::kMovesAgain:
      return words::format<Msg::kRulingPlayMovesAgain>(me, uci);
    case Happening::kTakesBack:
      if (l.illegal == chess::IllegalReason::None)
        return words::format<Msg::kRulingPlayTakesBack>(me, uci);
      return words::format<Msg::kRulingPlayTakesBackIllegal>(me, uci, illegal_words(l), rule);
    case Happening::kMovesPawnUnpromoted:
      return words::format<Msg::kRulingPlayMovesPawnUnpromoted>(moves);
    case Happening::kMovesIllegally:
      return words::format<Msg::kRulingPlayMovesIllegally>(moves, illegal_words(l), me, rule);
    case Happening::kCheckmates:
      return words::format<Msg::kRulingPlayCheckmates>(me, rule);
    case Happening::kStalemates:
      return words::format<Msg::kRulingPlayStalemates>(s.other, rule);
    case Happening::kNoPawnToPromote:
      return words::format<Msg::kRulingPlayNoPawnToPromote>(me);
    case Happening::kPromotes:
      return words::format<Msg::kRulingPlayPromotes>(me, a_piece(l.piece), square(l.square));
    case Happening::kPromotionCompleted:
      return words::format<Msg::kRulingPlayPromotionCompleted>(me, a_piece(l.piece),
                                                               square(l.square));
    case Happening::kPressWhileStopped:
      return words::format<Msg::kRulingPlayPressWhileStopped>(me);
    case Happening::kPressNotRunning:
      return words::format<Msg::kRulingPlayPressNotRunning>(me, s.mine);
    case Happening::kPressAfterPromotion:
      return words::format<Msg::kRulingPlayPressAfterPromotion>(me);
    case Happening::kPressWithoutMoveIllegal:
      return words::format<Msg::kRulingPlayPressWithoutMoveIllegal>(me, rule, s.other);
    case Happening::kRestartsAfterUnpromotedPress:
      return words::format<Msg::kRulingPlayRestartsAfterUnpromotedPress>(me, s.theirs, rule);
    case Happening::kRestartNotInRulebook:
      return words::format<Msg::kRulingPlayRestartNotInRulebook>(me, s.theirs);
    case Happening::kRestartsForTouchMove:
      return words::format<Msg::kRulingPlayRestartsForTouchMove>(me, s.theirs, s.other, rule);
    case Happening::kPressWithoutMove:
      return words::format<Msg::kRulingPlayPressWithoutMove>(me);
    case Happening::kTouchMoveBroken:
      return words::format<Msg::kRulingPlayTouchMoveBroken>(me, square(l.square), s.other, s.mine,
                                                            rule);
    case Happening::kUnpromotedPressIllegal:
      return words::format<Msg::kRulingPlayUnpromotedPressIllegal>(me, square(l.square), rule,
                                                                   s.other);
    case Happening::kUnpromotedPressRestart:
      return words::format<Msg::kRulingPlayUnpromotedPressRestart>(me, square(l.square), s.other,
                                                                   s.mine, rule);
    case Happening::kUnpromotedPressOpponentMayStop:
      return words::format<Msg::kRulingPlayUnpromotedPressOpponentMayStop>(me, square(l.square),
                                                                           s.other, rule);
    case Happening::kUnpromotedPressNoRemedy:
      return words::format<Msg::kRulingPlayUnpromotedPressNoRemedy>(me, square(l.square));
    case Happening::kIllegalMoveCompleted:
    case Happening::kIllegalMoveCompletedMoverMayNotClaim:
      return illegal_move_completed(l, s, uci);
    case Happening::kMoveCompleted:
      return words::format<Msg::kRulingPlayMoveCompleted>(me, uci);
    case Happening::kFivefoldRepetition:
      return words::format<Msg::kRulingPlayFivefoldRepetition>(rule);
    case Happening::kDeadPosition: {
      const std::string why = dead_position_why(l);
      if (why.empty()) return words::format<Msg::kRulingPlayDeadPositionNoReason>(s.mine, rule);
      return words::format<Msg::kRulingPlayDeadPosition>(s.mine, why, rule);
    }
    case Happening::kCastlingFromWrongSetup:
      return words::format<Msg::kRulingPlayCastlingFromWrongSetup>(me, rule);
    case Happening::kSeventyFiveMoves:
      return words::format<Msg::kRulingPlaySeventyFiveMoves>(rule);
    case Happening::kFivefoldRepetitionUnclaimed:
      if (l.denial == Denial::kDrawClaimNotInRulebook)
        return words::format<Msg::kRulingPlayFivefoldRepetitionNoDraw>(rule);
      return words::format<Msg::kRulingPlayFivefoldRepetitionUnclaimed>(rule);
    case Happening::kSeventyFiveMovesUnclaimed:
      if (l.denial == Denial::kDrawClaimNotInRulebook)
        return words::format<Msg::kRulingPlaySeventyFiveMovesNoDraw>(rule);
      return words::format<Msg::kRulingPlaySeventyFiveMovesUnclaimed>(rule);
    case Happening::kIllegalMoveStands:
      if (l.also.empty()) {
        return words::format<Msg::kRulingPlayIllegalMoveStands>(s.theirs, lapse(l.code, me), rule);
      }
      return words::format<Msg::kRulingPlayIllegalMoveStandsHandLeft>(s.theirs, lapse(l.code, me),
                                                                      rule, cite(l.also));
    case Happening::kPauseWhileStopped:
      return words::format<Msg::kRulingPlayPauseWhileStopped>(me);
    case Happening::kDisputePause:
      return words::format<Msg::kRulingPlayDisputePause>(me, rule);
    case Happening::kStopWithoutClaim:
      return words::format<Msg::kRulingPlayStopWithoutClaim>(me, rule);
    case Happening::kPromotionPause:
      return words::format<Msg::kRulingPlayPromotionPause>(me, rule);
    case Happening::kPromotionPauseNotGiven:
      return words::format<Msg::kRulingPlayPromotionPauseNotGiven>(me, pause_refused(l.code), rule);
    case Happening::kResumeNotPaused:
      return words::format<Msg::kRulingPlayResumeNotPaused>(me);
    case Happening::kResumes:
      return words::format<Msg::kRulingPlayResumes>(me);
    case Happening::kTdStopsClock:
      return std::string(words::text(Msg::kRulingPlayTdStopsClock));
    case Happening::kTdRestartsClock:
      return std::string(words::text(Msg::kRulingPlayTdRestartsClock));
    case Happening::kPlayersPause:
      return std::string(words::text(Msg::kRulingPlayPlayersPause));
    case Happening::kPlayersResume:
      return std::string(words::text(Msg::kRulingPlayPlayersResume));
    case Happening::kSetMoves:
      return words::format<Msg::kRulingPlaySetMoves>(s.mine, std::to_string(l.ms),
                                                     std::to_string(l.ms2));
    case Happening::kDrawCountsForBlack:
      return words::format<Msg::kRulingPlayDrawCountsForBlack>(rule);
    default:
      break;
  }
  return "";
}

}  // namespace text

std::string side_words(chess::Color c) {
  return std::string(
      words::text(c == chess::Color::White ? words::Msg::kSideWhite : words::Msg::kSideBlack));
}

std::string side_of_words(chess::Color c) {
  return std::string(
      words::text(c == chess::Color::White ? words::Msg::kSideWhiteOf : words::Msg::kSideBlackOf));
}

std::string illegal_reason_words(chess::IllegalReason reason) {
  return chess::reason_words(reason);  // ruling.illegal.*, which the chess core names
}

std::string the_piece(chess::PieceType t) {
  constexpr words::Msg kThe[] = {words::Msg::kPieceTheAny,    words::Msg::kPieceThePawn,
                                 words::Msg::kPieceTheKnight, words::Msg::kPieceTheBishop,
                                 words::Msg::kPieceTheRook,   words::Msg::kPieceTheQueen,
                                 words::Msg::kPieceTheKing};
  return std::string(words::text(kThe[chess::index_of(t)]));
}

std::string a_piece(chess::PieceType t) {
  constexpr words::Msg kA[] = {words::Msg::kPieceAAny,    words::Msg::kPieceAPawn,
                               words::Msg::kPieceAKnight, words::Msg::kPieceABishop,
                               words::Msg::kPieceARook,   words::Msg::kPieceAQueen,
                               words::Msg::kPieceAKing};
  return std::string(words::text(kA[chess::index_of(t)]));
}

void capitalise(std::string& sentence) {
  if (!sentence.empty() && sentence[0] >= 'a' && sentence[0] <= 'z') {
    sentence[0] = static_cast<char>(sentence[0] - 32);
  }
}

std::string render_line(const LogEntry& line) {
  // A line by the TD names no side but in its own words; the side fields then go unused.
  const chess::Color me = line.by == Actor::kBlack ? chess::Color::Black : chess::Color::White;
  const text::Sides sides{text::side(me), text::side(~me), text::side_of(me), text::side_of(~me)};
  std::string text = text::play_line(line, sides);
  if (text.empty()) text = text::ruling_line(line, sides);
  if (text.empty()) text = text::director_line(line, sides);
  capitalise(text);
  return text;
}

}  // namespace flagfall::rules
