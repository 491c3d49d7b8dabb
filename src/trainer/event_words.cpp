// The timeline's words: each event as a director would say it, with nothing about what the
// arbiter rules on it, and the clock faces' text.
#include "chess/move_check.h"
#include "trainer/replay.h"

namespace flagfall::trainer {
namespace {

using rules::EventKind;
using rules::ScenarioEvent;

std::string piece_word(chess::PieceType t) {
  return std::string(chess::piece_type_name(t));
}

std::string offence_text(rules::Offence o) {
  switch (o) {
    case rules::Offence::kTwoHands:
      return "using two hands";
    case rules::Offence::kKnockedClock:
      return "knocking the clock over";
    case rules::Offence::kDisplacedPieces:
      return "knocking pieces over";
    case rules::Offence::kTouchMove:
      return "breaking touch-move";
    case rules::Offence::kBanging:
      return "banging the clock";
    case rules::Offence::kOther:
      return "misconduct";
  }
  return "misconduct";
}

}  // namespace

std::string illegal_move_words(std::string_view code) {
  if (code == rules::line_code_name(rules::LineCode::kSecondMove))
    return "a second move before pressing";
  return std::string(chess::reason_words(code));
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

std::string describe_event(const ScenarioEvent& e, const chess::Position& before) {
  const std::string who(rules::actor_words(e.by));
  switch (e.kind) {
    case EventKind::kMove: {
      const chess::Square from = e.move.from();
      const chess::Square to = e.move.to();
      const chess::Piece moving = before.piece_at(from);
      const chess::Piece target = before.piece_at(to);
      std::string text = who + " moves ";
      if (moving == chess::Piece::None) {
        text += "from the empty square " + chess::square_name(from);
      } else {
        text += "the " + piece_word(chess::type_of(moving)) + " " + chess::square_name(from) +
                "\xE2\x80\x93" + chess::square_name(to);
      }
      if (moving != chess::Piece::None && before.is_castling_attempt(e.move)) {
        text = who + " castles: king " + chess::square_name(from) + "\xE2\x80\x93" +
               chess::square_name(to);
      } else if (target != chess::Piece::None) {
        text += std::string(chess::type_of(target) == chess::PieceType::King ? ", taking the "
                                                                             : ", capturing the ") +
                (chess::color_of(target) == chess::color_of(moving) ? "own " : "") +
                piece_word(chess::type_of(target));
      }
      if (e.move.promotion() != chess::PieceType::None) {
        text += " and promotes to a " + piece_word(e.move.promotion());
      }
      return text;
    }
    case EventKind::kTouch: {
      const chess::Piece p = before.piece_at(e.square);
      if (p == chess::Piece::None)
        return who + " touches the empty square " + chess::square_name(e.square);
      return who + " touches " +
             (chess::color_of(p) == chess::Color::White ? "White's " : "Black's ") +
             piece_word(chess::type_of(p)) + " on " + chess::square_name(e.square);
    }
    case EventKind::kPress:
      return who + " presses the clock";
    case EventKind::kPromote:
      return who + " puts a " + piece_word(e.piece) + " in place of the pawn";
    case EventKind::kClaim:
      switch (e.claim) {
        case rules::ClaimKind::kTime:
          return who + " stops the clock and claims on time";
        case rules::ClaimKind::kIllegalMove:
          return who + " stops the clock and claims an illegal move";
        case rules::ClaimKind::kRepetition:
          return who + " claims a draw by repetition";
        case rules::ClaimKind::kFiftyMoves:
          return who + " claims a draw under the fifty-move rule";
        case rules::ClaimKind::kInsufficientLosingChances:
          return who + " claims a draw: insufficient losing chances";
      }
      return who + " claims";
    case EventKind::kPause:
      if (e.reason == rules::PauseReason::kPlayers) return "The players pause the clocks";
      if (e.by == rules::Actor::kTd) return "The TD stops the clocks";
      return who + (e.reason == rules::PauseReason::kPromotion
                        ? " stops the clocks to find a promotion piece"
                        : " stops the clocks to call the TD");
    case EventKind::kResume:
      if (e.reason == rules::PauseReason::kPlayers) return "The players restart the clocks";
      return who + " restarts the clocks";
    case EventKind::kResign:
      return who + " resigns";
    case EventKind::kOfferDraw:
      return who + " offers a draw";
    case EventKind::kAcceptDraw:
      return who + " accepts the draw";
    case EventKind::kPenalty:
      return "The TD rules on " + chess::side_title(e.side) + " " + offence_text(e.offence);
    case EventKind::kSetTime:
      return "The TD wants to set " + chess::side_title(e.side) + "'s clock to " + clock_text(e.ms);
    case EventKind::kSetMoves:
      return "The TD sets " + chess::side_title(e.side) + "'s move count to " +
             std::to_string(e.moves);
    case EventKind::kFlagSeen:
      return "The TD sees that " + chess::side_title(e.side) + "'s flag is down";
  }
  return who;
}

}  // namespace flagfall::trainer
