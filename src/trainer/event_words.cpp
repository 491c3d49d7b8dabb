// The timeline's words: each event as a director would say it, with nothing about what the
// arbiter rules on it, and the clock faces' text. Each sentence is a message (trainer.event.*);
// sides, pieces and offences are the rulings' words (rules/ruling_words.h).
#include "chess/move_check.h"
#include "rules/ruling_words.h"
#include "trainer/replay.h"
#include "words/words.h"

namespace flagfall::trainer {
namespace {

using rules::EventKind;
using rules::ScenarioEvent;
using words::Msg;

// A piece after a possessive: "knight" (White's knight), "el caballo" (el caballo de las blancas).
std::string owned_piece(chess::PieceType t) {
  constexpr Msg kPieces[] = {Msg::kTrainerPiecePawn,   Msg::kTrainerPieceKnight,
                             Msg::kTrainerPieceBishop, Msg::kTrainerPieceRook,
                             Msg::kTrainerPieceQueen,  Msg::kTrainerPieceKing};
  const int i = chess::index_of(t);
  return std::string(words::text(kPieces[i > 0 ? i - 1 : 0]));
}

std::string squares(chess::Square from, chess::Square to) {
  return chess::square_name(from) + "\xE2\x80\x93" + chess::square_name(to);
}

std::string move_sentence(const ScenarioEvent& e, const chess::Position& before,
                          const std::string& who) {
  const chess::Square from = e.move.from();
  const chess::Square to = e.move.to();
  const chess::Piece moving = before.piece_at(from);
  const chess::Piece target = before.piece_at(to);
  std::string text;
  if (moving == chess::Piece::None) {
    text = words::format<Msg::kTrainerEventMoveEmpty>(who, chess::square_name(from));
  } else if (before.is_castling_attempt(e.move)) {
    text = words::format<Msg::kTrainerEventCastles>(who, squares(from, to));
  } else {
    text = words::format<Msg::kTrainerEventMove>(who, rules::the_piece(chess::type_of(moving)),
                                                 squares(from, to));
  }
  if (target != chess::Piece::None &&
      !(moving != chess::Piece::None && before.is_castling_attempt(e.move))) {
    const bool own = chess::color_of(target) == chess::color_of(moving);
    const chess::PieceType taken = chess::type_of(target);
    if (taken == chess::PieceType::King) {
      text = own ? words::format<Msg::kTrainerEventTakesOwnKing>(text)
                 : words::format<Msg::kTrainerEventTakesKing>(text);
    } else {
      text = own ? words::format<Msg::kTrainerEventCapturesOwn>(text, owned_piece(taken))
                 : words::format<Msg::kTrainerEventCaptures>(text, rules::the_piece(taken));
    }
  }
  if (e.move.promotion() != chess::PieceType::None) {
    text = words::format<Msg::kTrainerEventPromotes>(text, rules::a_piece(e.move.promotion()));
  }
  return text;
}

std::string claim_sentence(rules::ClaimKind claim, const std::string& who) {
  switch (claim) {
    case rules::ClaimKind::kTime:
      return words::format<Msg::kTrainerEventClaimTime>(who);
    case rules::ClaimKind::kIllegalMove:
      return words::format<Msg::kTrainerEventClaimIllegalMove>(who);
    case rules::ClaimKind::kRepetition:
      return words::format<Msg::kTrainerEventClaimRepetition>(who);
    case rules::ClaimKind::kFiftyMoves:
      return words::format<Msg::kTrainerEventClaimFiftyMoves>(who);
    case rules::ClaimKind::kInsufficientLosingChances:
      break;
  }
  return words::format<Msg::kTrainerEventClaimInsufficientLosingChances>(who);
}

std::string sentence(const ScenarioEvent& e, const chess::Position& before) {
  // A side's event names it as the subject; the TD's have their own messages (in Spanish the
  // verb's number differs: "las blancas detienen", "el director detiene").
  const chess::Color mover =
      e.by == rules::Actor::kBlack ? chess::Color::Black : chess::Color::White;
  const std::string who = rules::side_words(mover);
  switch (e.kind) {
    case EventKind::kMove:
      return move_sentence(e, before, who);
    case EventKind::kTouch: {
      const chess::Piece p = before.piece_at(e.square);
      if (p == chess::Piece::None) {
        return words::format<Msg::kTrainerEventTouchesEmpty>(who, chess::square_name(e.square));
      }
      return words::format<Msg::kTrainerEventTouches>(who, rules::side_of_words(chess::color_of(p)),
                                                      owned_piece(chess::type_of(p)),
                                                      chess::square_name(e.square));
    }
    case EventKind::kPress:
      return words::format<Msg::kTrainerEventPress>(who);
    case EventKind::kPromote:
      return words::format<Msg::kTrainerEventPromote>(who, rules::a_piece(e.piece));
    case EventKind::kClaim:
      return claim_sentence(e.claim, who);
    case EventKind::kPause:
      if (e.reason == rules::PauseReason::kPlayers)
        return std::string(words::text(Msg::kTrainerEventPausePlayers));
      if (e.by == rules::Actor::kTd) return std::string(words::text(Msg::kTrainerEventPauseTd));
      return e.reason == rules::PauseReason::kPromotion
                 ? words::format<Msg::kTrainerEventPausePromotion>(who)
                 : words::format<Msg::kTrainerEventPauseCallTd>(who);
    case EventKind::kResume:
      if (e.reason == rules::PauseReason::kPlayers)
        return std::string(words::text(Msg::kTrainerEventResumePlayers));
      if (e.by == rules::Actor::kTd) return std::string(words::text(Msg::kTrainerEventResumeTd));
      return words::format<Msg::kTrainerEventResume>(who);
    case EventKind::kResign:
      return words::format<Msg::kTrainerEventResign>(who);
    case EventKind::kOfferDraw:
      return words::format<Msg::kTrainerEventOfferDraw>(who);
    case EventKind::kAcceptDraw:
      return words::format<Msg::kTrainerEventAcceptDraw>(who);
    case EventKind::kPenalty:
      return words::format<Msg::kTrainerEventPenalty>(rules::side_words(e.side),
                                                      rules::offence_words(e.offence));
    case EventKind::kSetTime:
      return words::format<Msg::kTrainerEventSetTime>(rules::side_of_words(e.side),
                                                      clock_text(e.ms));
    case EventKind::kSetMoves:
      return words::format<Msg::kTrainerEventSetMoves>(rules::side_of_words(e.side),
                                                       std::to_string(e.moves));
    case EventKind::kFlagSeen:
      return words::format<Msg::kTrainerEventFlagSeen>(rules::side_of_words(e.side));
  }
  return who;
}

}  // namespace

std::string illegal_move_words(std::string_view code) {
  if (code == rules::line_code_name(rules::LineCode::kSecondMove))
    return std::string(words::text(Msg::kRulingIllegalSecondMove));
  for (int r = 0; r <= static_cast<int>(chess::IllegalReason::PawnLeftOnLastRank); ++r) {
    const auto reason = static_cast<chess::IllegalReason>(r);
    if (chess::reason_code(reason) == code) return rules::illegal_reason_words(reason);
  }
  return rules::illegal_reason_words(chess::IllegalReason::None);
}

std::string clock_text(std::int64_t ms) {
  if (ms < 0) ms = 0;
  if (ms < 20'000) {
    return std::to_string(ms / 1000) + "." + std::to_string((ms % 1000) / 100);
  }
  const std::int64_t seconds = ms / 1000;
  const std::int64_t s = seconds % 60;
  return std::to_string(seconds / 60) + ":" + (s < 10 ? "0" : "") + std::to_string(s);
}

std::string instant_text(std::int64_t ms) {
  if (ms >= 20'000) return clock_text(ms);
  if (ms < 0) ms = 0;
  return words::format<Msg::kRulingSeconds>(std::to_string(ms / 1000),
                                            std::to_string((ms % 1000) / 100));
}

std::string describe_event(const ScenarioEvent& e, const chess::Position& before) {
  // A sentence that begins with an argument ("las blancas juegan") begins with a capital.
  std::string text = sentence(e, before);
  rules::capitalise(text);
  return text;
}

}  // namespace flagfall::trainer
