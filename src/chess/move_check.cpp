#include "chess/move_check.h"

#include <cstdlib>
#include <iterator>

#include "words/words.h"

namespace flagfall::chess {

namespace {

using words::Msg;

// A reason's code, and its words (assets/words): a sentence of its own (chess.illegal.*) and a
// few words to stand in a sentence (ruling.illegal.*, which the rulings' sentences take too).
struct ReasonText {
  std::string_view code;
  Msg explanation;
  Msg words;
};

// In IllegalReason's order.
constexpr ReasonText kReasons[] = {
    {"legal", Msg::kChessIllegalLegal, Msg::kRulingIllegalLegal},
    {"no-piece", Msg::kChessIllegalNoPiece, Msg::kRulingIllegalNoPiece},
    {"opponents-piece", Msg::kChessIllegalOpponentsPiece, Msg::kRulingIllegalOpponentsPiece},
    {"cannot-move-that-way", Msg::kChessIllegalCannotMoveThatWay,
     Msg::kRulingIllegalCannotMoveThatWay},
    {"path-blocked", Msg::kChessIllegalPathBlocked, Msg::kRulingIllegalPathBlocked},
    {"captures-own-piece", Msg::kChessIllegalCapturesOwnPiece, Msg::kRulingIllegalCapturesOwnPiece},
    {"captures-king", Msg::kChessIllegalCapturesKing, Msg::kRulingIllegalCapturesKing},
    {"leaves-king-in-check", Msg::kChessIllegalLeavesKingInCheck,
     Msg::kRulingIllegalLeavesKingInCheck},
    {"puts-king-in-check", Msg::kChessIllegalPutsKingInCheck, Msg::kRulingIllegalPutsKingInCheck},
    {"king-next-to-king", Msg::kChessIllegalKingNextToKing, Msg::kRulingIllegalKingNextToKing},
    {"castles-out-of-check", Msg::kChessIllegalCastlesOutOfCheck,
     Msg::kRulingIllegalCastlesOutOfCheck},
    {"castles-through-check", Msg::kChessIllegalCastlesThroughCheck,
     Msg::kRulingIllegalCastlesThroughCheck},
    {"castles-into-check", Msg::kChessIllegalCastlesIntoCheck, Msg::kRulingIllegalCastlesIntoCheck},
    {"castling-right-lost", Msg::kChessIllegalCastlingRightLost,
     Msg::kRulingIllegalCastlingRightLost},
    {"castling-not-from-this-setup", Msg::kChessIllegalCastlingNotFromThisSetup,
     Msg::kRulingIllegalCastlingNotFromThisSetup},
    {"promotion-missing", Msg::kChessIllegalPromotionMissing, Msg::kRulingIllegalPromotionMissing},
    {"promotion-invalid", Msg::kChessIllegalPromotionInvalid, Msg::kRulingIllegalPromotionInvalid},
    {"pawn-left-on-last-rank", Msg::kChessIllegalPawnLeftOnLastRank,
     Msg::kRulingIllegalPawnLeftOnLastRank},
};
static_assert(std::size(kReasons) ==
              static_cast<std::size_t>(IllegalReason::PawnLeftOnLastRank) + 1);

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

std::string reason_explanation(IllegalReason reason) {
  return words::said(kReasons[static_cast<int>(reason)].explanation);
}

std::string reason_words(std::string_view code) {
  for (const ReasonText& r : kReasons) {
    if (r.code == code) return words::said(r.words);
  }
  return words::said(Msg::kChessIllegalUnknown);
}

std::string reason_words(IllegalReason reason) {
  return words::said(kReasons[static_cast<int>(reason)].words);
}

std::string_view MoveVerdict::code() const {
  return reason_code(reason);
}
std::string MoveVerdict::explanation() const {
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
