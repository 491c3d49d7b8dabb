// Position::Packed: a position kept in 64 bytes (chess/position.h).
#include "chess/position.h"

namespace flagfall::chess {

static_assert(sizeof(Position::Packed) == 64);

Position::Packed Position::packed() const {
  // Piece codes are the type (1 to 6) plus 8 for Black: planes 0 to 2 hold the type's bits,
  // plane 3 the colour.
  const auto t = [this](PieceType type) { return by_type_[index_of(type)]; };
  Packed p{};
  p.planes[0] = t(PieceType::Pawn) | t(PieceType::Bishop) | t(PieceType::Queen);
  p.planes[1] = t(PieceType::Knight) | t(PieceType::Bishop) | t(PieceType::King);
  p.planes[2] = t(PieceType::Rook) | t(PieceType::Queen) | t(PieceType::King);
  p.planes[3] = by_color_[index_of(Color::Black)];
  p.castling_rights = castling_rights_;
  p.hash = hash_;
  p.halfmove_clock = halfmove_clock_;
  p.fullmove_number = fullmove_number_;
  p.side = side_;
  p.en_passant = en_passant_;
  p.castling_rule = castling_rule_;
  return p;
}

Position::Position(const Packed& p)
    : castling_rights_(p.castling_rights),
      hash_(p.hash),
      side_(p.side),
      en_passant_(p.en_passant),
      castling_rule_(p.castling_rule),
      halfmove_clock_(p.halfmove_clock),
      fullmove_number_(p.fullmove_number) {
  const Bitboard b0 = p.planes[0], b1 = p.planes[1], b2 = p.planes[2];
  const Bitboard occupied = b0 | b1 | b2;
  by_type_[index_of(PieceType::None)] = 0;
  by_type_[index_of(PieceType::Pawn)] = b0 & ~b1 & ~b2;
  by_type_[index_of(PieceType::Knight)] = ~b0 & b1 & ~b2;
  by_type_[index_of(PieceType::Bishop)] = b0 & b1 & ~b2;
  by_type_[index_of(PieceType::Rook)] = ~b0 & ~b1 & b2;
  by_type_[index_of(PieceType::Queen)] = b0 & ~b1 & b2;
  by_type_[index_of(PieceType::King)] = ~b0 & b1 & b2;
  by_color_[index_of(Color::Black)] = p.planes[3];
  by_color_[index_of(Color::White)] = occupied & ~p.planes[3];
  for (Piece& square : board_) square = Piece::None;
  for (Bitboard men = occupied; men;) {
    const Square s = pop_lsb(men);
    const Bitboard b = square_bb(s);
    board_[s] = static_cast<Piece>(((b0 & b) ? 1 : 0) | ((b1 & b) ? 2 : 0) | ((b2 & b) ? 4 : 0) |
                                   ((p.planes[3] & b) ? 8 : 0));
  }
}

}  // namespace flagfall::chess
