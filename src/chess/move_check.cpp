#include "chess/move_check.h"

#include <cstdlib>

namespace flagfall::chess {

namespace {

struct ReasonText {
  std::string_view code;
  std::string_view explanation;
  std::string_view words;  // to stand in a sentence
};

constexpr ReasonText kReasons[] = {
    {"legal", "The move is legal.", "a legal move"},
    {"no-piece", "There is no piece on the square the move starts from.",
     "no piece stands where it starts"},
    {"opponents-piece", "The piece belongs to the opponent.", "it moves an opponent's piece"},
    {"cannot-move-that-way", "That piece cannot move that way.", "the piece cannot move that way"},
    {"path-blocked", "Another piece stands in the way.", "another piece stands in the way"},
    {"captures-own-piece", "A piece cannot capture a piece of its own colour.",
     "it captures a piece of its own side"},
    {"captures-king", "A king is never captured; the move that attacked it was illegal.",
     "it captures the king"},
    {"leaves-king-in-check", "The king is in check and the move does not get it out of check.",
     "it leaves the king in check"},
    {"puts-king-in-check", "The move exposes the player's own king to check.",
     "it exposes the mover's own king to check"},
    {"king-next-to-king", "A king may not move next to the other king.",
     "the king steps next to the other king"},
    {"castles-out-of-check", "A king in check may not castle.", "castling out of check"},
    {"castles-through-check", "The king may not castle across a square attacked by the opponent.",
     "castling across an attacked square"},
    {"castles-into-check", "The king may not castle onto a square attacked by the opponent.",
     "castling into check"},
    {"castling-right-lost",
     "Castling on that side is no longer allowed: the king or that rook has moved.",
     "castling after the king or that rook has moved"},
    {"castling-not-from-this-setup",
     "The rules in force do not allow castling from this set-up of king and rook.",
     "castling the rules do not allow from this set-up"},
    {"promotion-missing",
     "A pawn reaching the last rank must be exchanged for a queen, rook, bishop or knight; none "
     "was named.",
     "no piece named for the pawn on the last rank"},
    {"promotion-invalid",
     "A pawn can only be exchanged for a queen, rook, bishop or knight, and only on reaching the "
     "last rank.",
     "a promotion no pawn may make"},
    {"pawn-left-on-last-rank", "A pawn reaching the last rank cannot stay a pawn.",
     "the pawn is left on the last rank"},
};

MoveVerdict verdict(IllegalReason reason) {
  return MoveVerdict{reason};
}

bool attacked_after(const Position& pos, Color by, Square s, Bitboard occupied) {
  return (pos.attackers_to(s, occupied) & pos.pieces(by) & occupied) != 0;
}

MoveVerdict check_castling(const Position& pos, Move move) {
  const Color us = pos.side_to_move();
  const Square king = move.from();
  const CastlingSide side =
      file_of(move.to()) > file_of(king) ? CastlingSide::HSide : CastlingSide::ASide;
  if (more_than_one(pos.pieces(us, PieceType::King))) {
    return verdict(IllegalReason::CastlingNotFromThisSetup);
  }
  const Square rook = pos.castling_rook(us, side);
  if (rook == NoSquare) return verdict(IllegalReason::CastlingRightLost);
  const int distance = std::abs(file_of(rook) - file_of(king));
  if (pos.castling_rule() == CastlingRule::StandardSetupOnly) {
    if (file_of(king) != 4 || (file_of(rook) != 0 && file_of(rook) != 7)) {
      return verdict(IllegalReason::CastlingNotFromThisSetup);
    }
  } else if (distance < 3) {
    return verdict(IllegalReason::CastlingNotFromThisSetup);
  }
  if (between_bb(king, rook) & pos.occupied()) return verdict(IllegalReason::PathBlocked);
  if (move.promotion() != PieceType::None) return verdict(IllegalReason::PromotionInvalid);
  const Color them = ~us;
  if (pos.is_check()) return verdict(IllegalReason::CastlesOutOfCheck);
  const Square crossed = static_cast<Square>((king + move.to()) / 2);
  if (attacked_after(pos, them, crossed, pos.occupied() ^ square_bb(king))) {
    return verdict(IllegalReason::CastlesThroughCheck);
  }
  const Bitboard after = (pos.occupied() ^ square_bb(king) ^ square_bb(rook)) | square_bb(crossed) |
                         square_bb(move.to());
  if (attacked_after(pos, them, move.to(), after)) return verdict(IllegalReason::CastlesIntoCheck);
  return verdict(IllegalReason::None);
}

// Whether the piece on `from` could move to `to` by its kind of movement, ignoring every
// other rule; also reports whether pieces stand in the way.
enum class Geometry { Impossible, Blocked, Possible };

Geometry piece_geometry(const Position& pos, Square from, Square to) {
  const Piece piece = pos.piece_at(from);
  const int df = std::abs(file_of(to) - file_of(from));
  const int dr = std::abs(rank_of(to) - rank_of(from));
  switch (type_of(piece)) {
    case PieceType::Knight:
      return (knight_attacks(from) & square_bb(to)) ? Geometry::Possible : Geometry::Impossible;
    case PieceType::King:
      return (df <= 1 && dr <= 1) ? Geometry::Possible : Geometry::Impossible;
    case PieceType::Bishop:
      if (df != dr) return Geometry::Impossible;
      break;
    case PieceType::Rook:
      if (df != 0 && dr != 0) return Geometry::Impossible;
      break;
    case PieceType::Queen:
      if (df != dr && df != 0 && dr != 0) return Geometry::Impossible;
      break;
    default:
      return Geometry::Impossible;
  }
  return (between_bb(from, to) & pos.occupied()) ? Geometry::Blocked : Geometry::Possible;
}

}  // namespace

std::string_view reason_code(IllegalReason reason) {
  return kReasons[static_cast<int>(reason)].code;
}

std::string_view reason_explanation(IllegalReason reason) {
  return kReasons[static_cast<int>(reason)].explanation;
}

std::string_view reason_words(std::string_view code) {
  for (const ReasonText& r : kReasons) {
    if (r.code == code) return r.words;
  }
  return "not a legal move";
}

std::string_view reason_words(IllegalReason reason) {
  return kReasons[static_cast<int>(reason)].words;
}

std::string_view MoveVerdict::code() const {
  return reason_code(reason);
}
std::string_view MoveVerdict::explanation() const {
  return reason_explanation(reason);
}

MoveVerdict check_move(const Position& pos, Move move) {
  const Square from = move.from(), to = move.to();
  const Piece piece = pos.piece_at(from);
  if (piece == Piece::None) return verdict(IllegalReason::NoPiece);
  const Color us = pos.side_to_move();
  if (color_of(piece) != us) return verdict(IllegalReason::OpponentsPiece);
  if (from == to) return verdict(IllegalReason::CannotMoveThatWay);
  if (pos.is_castling_attempt(move)) return check_castling(pos, move);

  const Piece target = pos.piece_at(to);
  const PieceType type = type_of(piece);
  if (type == PieceType::Pawn) {
    const int forward = us == Color::White ? 1 : -1;
    const int dr = (rank_of(to) - rank_of(from)) * forward;
    const int df = std::abs(file_of(to) - file_of(from));
    if (df == 0 && dr == 1) {
      if (target != Piece::None) {
        return verdict(color_of(target) == us ? IllegalReason::CapturesOwnPiece
                                              : IllegalReason::PathBlocked);
      }
    } else if (df == 0 && dr == 2 && relative_rank(us, from) == 1) {
      const Square middle = static_cast<Square>((from + to) / 2);
      if (pos.piece_at(middle) != Piece::None) return verdict(IllegalReason::PathBlocked);
      if (target != Piece::None) {
        return verdict(color_of(target) == us ? IllegalReason::CapturesOwnPiece
                                              : IllegalReason::PathBlocked);
      }
    } else if (df == 1 && dr == 1) {
      if (target == Piece::None) {
        const Square passed = static_cast<Square>(to - 8 * forward);
        const bool en_passant = to == pos.en_passant_square() &&
                                pos.piece_at(passed) == make_piece(~us, PieceType::Pawn);
        if (!en_passant) return verdict(IllegalReason::CannotMoveThatWay);
      }
    } else {
      return verdict(IllegalReason::CannotMoveThatWay);
    }
  } else {
    switch (piece_geometry(pos, from, to)) {
      case Geometry::Impossible:
        return verdict(IllegalReason::CannotMoveThatWay);
      case Geometry::Blocked:
        return verdict(IllegalReason::PathBlocked);
      case Geometry::Possible:
        break;
    }
  }
  if (target != Piece::None && color_of(target) == us) {
    return verdict(IllegalReason::CapturesOwnPiece);
  }
  if (type_of(target) == PieceType::King) return verdict(IllegalReason::CapturesKing);

  const bool reaches_last_rank = type == PieceType::Pawn && relative_rank(us, to) == 7;
  if (reaches_last_rank) {
    switch (move.promotion()) {
      case PieceType::None:
        return verdict(IllegalReason::PromotionMissing);
      case PieceType::Pawn:
        return verdict(IllegalReason::PawnLeftOnLastRank);
      case PieceType::King:
        return verdict(IllegalReason::PromotionInvalid);
      default:
        break;
    }
  } else if (move.promotion() != PieceType::None) {
    return verdict(IllegalReason::PromotionInvalid);
  }

  if (type == PieceType::King && (king_attacks(to) & pos.pieces(~us, PieceType::King))) {
    return verdict(IllegalReason::KingNextToKing);
  }
  if (pos.pieces(us, PieceType::King) && pos.after(move).is_king_attacked(us)) {
    return verdict(pos.is_king_attacked(us) ? IllegalReason::LeavesKingInCheck
                                            : IllegalReason::PutsKingInCheck);
  }
  return verdict(IllegalReason::None);
}

}  // namespace flagfall::chess
