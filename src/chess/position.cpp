#include "chess/position.h"

#include <cstdlib>

namespace flagfall::chess {

namespace {

struct ZobristKeys {
  std::uint64_t piece_square[16][64];
  std::uint64_t castling[64];
  std::uint64_t en_passant[8];
  std::uint64_t black_to_move;
};

// The seed is read as volatile so that no compiler folds the keys back into the program's data.
volatile std::uint64_t zobrist_seed = 0x9E3779B97F4A7C15ULL;

ZobristKeys make_zobrist_keys() {
  ZobristKeys keys{};
  std::uint64_t state = zobrist_seed;
  auto next = [&state]() {
    state += 0x9E3779B97F4A7C15ULL;  // splitmix64
    std::uint64_t z = state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  };
  for (auto& row : keys.piece_square) {
    for (auto& key : row) key = next();
  }
  for (auto& key : keys.castling) key = next();
  for (auto& key : keys.en_passant) key = next();
  keys.black_to_move = next();
  return keys;
}

// Made as the program starts rather than stored in it: 8.8 KB of random numbers compress not at
// all, and the page would download them for nothing (the keys are the same either way).
const ZobristKeys kZobrist = make_zobrist_keys();

}  // namespace

namespace zobrist {
std::uint64_t piece_square(Piece p, Square s) {
  return kZobrist.piece_square[index_of(p)][s];
}
std::uint64_t castling_rook(Square s) {
  return kZobrist.castling[s];
}
std::uint64_t en_passant_file(int file) {
  return kZobrist.en_passant[file];
}
std::uint64_t black_to_move() {
  return kZobrist.black_to_move;
}
}  // namespace zobrist

Position Position::empty() {
  Position p;
  for (int s = 0; s < 64; ++s) p.board_[s] = Piece::None;
  for (auto& b : p.by_type_) b = 0;
  p.by_color_[0] = p.by_color_[1] = 0;
  p.castling_rights_ = 0;
  p.hash_ = 0;
  p.side_ = Color::White;
  p.en_passant_ = NoSquare;
  p.halfmove_clock_ = 0;
  p.fullmove_number_ = 1;
  return p;
}

Position::Position() {
  for (int s = 0; s < 64; ++s) board_[s] = Piece::None;
  for (auto& b : by_type_) b = 0;
  by_color_[0] = by_color_[1] = 0;
  constexpr PieceType kBackRank[8] = {PieceType::Rook,   PieceType::Knight, PieceType::Bishop,
                                      PieceType::Queen,  PieceType::King,   PieceType::Bishop,
                                      PieceType::Knight, PieceType::Rook};
  for (int file = 0; file < 8; ++file) {
    put_piece(make_square(file, 0), make_piece(Color::White, kBackRank[file]));
    put_piece(make_square(file, 1), Piece::WhitePawn);
    put_piece(make_square(file, 6), Piece::BlackPawn);
    put_piece(make_square(file, 7), make_piece(Color::Black, kBackRank[file]));
  }
  update_castling_rights(square_bb(A1) | square_bb(H1) | square_bb(A8) | square_bb(H8));
}

void Position::put_piece(Square s, Piece p) {
  board_[s] = p;
  const Bitboard b = square_bb(s);
  by_type_[index_of(type_of(p))] |= b;
  by_color_[index_of(color_of(p))] |= b;
  hash_ ^= kZobrist.piece_square[index_of(p)][s];
}

void Position::remove_piece(Square s) {
  const Piece p = board_[s];
  const Bitboard b = square_bb(s);
  by_type_[index_of(type_of(p))] &= ~b;
  by_color_[index_of(color_of(p))] &= ~b;
  hash_ ^= kZobrist.piece_square[index_of(p)][s];
  board_[s] = Piece::None;
}

void Position::move_piece(Square from, Square to) {
  const Piece p = board_[from];
  const Bitboard b = square_bb(from) | square_bb(to);
  by_type_[index_of(type_of(p))] ^= b;
  by_color_[index_of(color_of(p))] ^= b;
  hash_ ^= kZobrist.piece_square[index_of(p)][from] ^ kZobrist.piece_square[index_of(p)][to];
  board_[from] = Piece::None;
  board_[to] = p;
}

void Position::update_castling_rights(Bitboard new_rights) {
  Bitboard changed = castling_rights_ ^ new_rights;
  while (changed) hash_ ^= kZobrist.castling[pop_lsb(changed)];
  castling_rights_ = new_rights;
}

void Position::set_piece(Square s, Piece p) {
  if (board_[s] != Piece::None) remove_piece(s);
  if (p != Piece::None) put_piece(s, p);
}

void Position::set_side_to_move(Color c) {
  if (c != side_) hash_ ^= kZobrist.black_to_move;
  side_ = c;
}

void Position::set_en_passant_square(Square s) {
  if (en_passant_ != NoSquare) hash_ ^= kZobrist.en_passant[file_of(en_passant_)];
  en_passant_ = s;
  if (en_passant_ != NoSquare) hash_ ^= kZobrist.en_passant[file_of(en_passant_)];
}

void Position::set_castling_rights(Bitboard rook_squares) {
  update_castling_rights(rook_squares);
}

Square Position::castling_rook(Color c, CastlingSide side) const {
  const Square king = king_square(c);
  if (king == NoSquare) return NoSquare;
  Bitboard rooks = castling_rights_ & pieces(c, PieceType::Rook) & rank_bb(rank_of(king));
  while (rooks) {
    const Square r = pop_lsb(rooks);
    if ((file_of(r) > file_of(king)) == (side == CastlingSide::HSide)) return r;
  }
  return NoSquare;
}

Bitboard Position::attackers_to(Square s, Bitboard occ) const {
  return (pawn_attacks(Color::White, s) & pieces(Color::Black, PieceType::Pawn)) |
         (pawn_attacks(Color::Black, s) & pieces(Color::White, PieceType::Pawn)) |
         (knight_attacks(s) & pieces(PieceType::Knight)) |
         (king_attacks(s) & pieces(PieceType::King)) |
         (bishop_attacks(s, occ) & (pieces(PieceType::Bishop) | pieces(PieceType::Queen))) |
         (rook_attacks(s, occ) & (pieces(PieceType::Rook) | pieces(PieceType::Queen)));
}

Bitboard Position::checkers() const {
  const Square king = king_square(side_);
  if (king == NoSquare) return 0;
  return attackers_to(king, occupied()) & pieces(~side_);
}

bool Position::is_king_attacked(Color c) const {
  Bitboard kings = pieces(c, PieceType::King);
  const Bitboard occ = occupied();
  while (kings) {
    if (attackers_to(pop_lsb(kings), occ) & pieces(~c)) return true;
  }
  return false;
}

bool Position::is_castling_attempt(Move m) const {
  const Piece p = board_[m.from()];
  return type_of(p) == PieceType::King && rank_of(m.from()) == back_rank(color_of(p)) &&
         rank_of(m.to()) == rank_of(m.from()) && std::abs(file_of(m.to()) - file_of(m.from())) == 2;
}

Square Position::castling_attempt_rook(Move m) const {
  if (!is_castling_attempt(m)) return NoSquare;
  const Color c = color_of(board_[m.from()]);
  const int direction = file_of(m.to()) > file_of(m.from()) ? 1 : -1;
  const Square with_right =
      castling_rook(c, direction > 0 ? CastlingSide::HSide : CastlingSide::ASide);
  if (with_right != NoSquare && king_square(c) == m.from()) return with_right;
  // No right: on a physical board the player still brings the nearest rook along.
  for (int f = file_of(m.from()) + direction; f >= 0 && f < 8; f += direction) {
    const Square s = make_square(f, rank_of(m.from()));
    if (board_[s] == make_piece(c, PieceType::Rook)) return s;
  }
  return NoSquare;
}

void Position::apply(Move m) {
  const Square from = m.from(), to = m.to();
  const Piece moved = board_[from];
  if (moved == Piece::None || from == to) return;
  const Color mover = color_of(moved);
  const PieceType type = type_of(moved);
  const Square old_en_passant = en_passant_;
  if (en_passant_ != NoSquare) {
    hash_ ^= kZobrist.en_passant[file_of(en_passant_)];
    en_passant_ = NoSquare;
  }
  ++halfmove_clock_;
  Bitboard rights = castling_rights_ & ~(square_bb(from) | square_bb(to));

  if (type == PieceType::King && std::abs(file_of(to) - file_of(from)) == 2 &&
      rank_of(from) == rank_of(to) && rank_of(from) == back_rank(mover)) {
    const Square rook = castling_attempt_rook(m);
    if (rook != NoSquare) {
      const Square rook_to = static_cast<Square>((from + to) / 2);
      remove_piece(from);
      remove_piece(rook);
      if (board_[to] != Piece::None) remove_piece(to);
      if (board_[rook_to] != Piece::None) remove_piece(rook_to);
      put_piece(to, moved);
      put_piece(rook_to, make_piece(mover, PieceType::Rook));
      rights &= ~square_bb(rook);
    } else {
      if (board_[to] != Piece::None) remove_piece(to);
      move_piece(from, to);
    }
  } else {
    if (board_[to] != Piece::None) {
      remove_piece(to);
      halfmove_clock_ = 0;
    } else if (type == PieceType::Pawn && to == old_en_passant && file_of(to) != file_of(from)) {
      const Square passed = static_cast<Square>(mover == Color::White ? to - 8 : to + 8);
      if (board_[passed] == make_piece(~mover, PieceType::Pawn)) remove_piece(passed);
    }
    move_piece(from, to);
    if (type == PieceType::Pawn) {
      halfmove_clock_ = 0;
      // Only a double step by the player to move gives the other an en passant capture.
      if (std::abs(to - from) == 16 && relative_rank(mover, from) == 1 && mover == side_) {
        en_passant_ = static_cast<Square>((from + to) / 2);
        hash_ ^= kZobrist.en_passant[file_of(en_passant_)];
      } else if (relative_rank(mover, to) == 7 && m.promotion() >= PieceType::Knight) {
        remove_piece(to);
        put_piece(to, make_piece(mover, m.promotion()));
      }
    }
  }
  if (type == PieceType::King) rights &= ~rank_bb(back_rank(mover));
  // A right needs exactly one king of its colour on the back rank (a king can be captured, or a
  // pawn promoted to one, on a physical board).
  for (const Color c : {Color::White, Color::Black}) {
    const Bitboard kings = pieces(c, PieceType::King);
    if ((rights & rank_bb(back_rank(c))) &&
        (!kings || more_than_one(kings) || !(kings & rank_bb(back_rank(c))))) {
      rights &= ~rank_bb(back_rank(c));
    }
  }
  if (rights != castling_rights_) update_castling_rights(rights);
  if (side_ == Color::Black) ++fullmove_number_;
  side_ = ~side_;
  hash_ ^= kZobrist.black_to_move;
}

std::uint64_t Position::hash_after(Move m) const {
  const Square from = m.from(), to = m.to();
  const Piece moved = board_[from];
  if (moved == Piece::None || from == to) return hash_;
  const Color mover = color_of(moved);
  const PieceType type = type_of(moved);
  // Castling, and any move while a castling right stands, are left to apply().
  if (castling_rights_ || (type == PieceType::King && std::abs(file_of(to) - file_of(from)) == 2)) {
    return after(m).hash();
  }
  std::uint64_t h = hash_ ^ kZobrist.black_to_move;
  if (en_passant_ != NoSquare) h ^= kZobrist.en_passant[file_of(en_passant_)];
  const Piece captured = board_[to];
  if (captured != Piece::None) {
    h ^= kZobrist.piece_square[index_of(captured)][to];
  } else if (type == PieceType::Pawn && to == en_passant_ && file_of(to) != file_of(from)) {
    const Square passed = static_cast<Square>(mover == Color::White ? to - 8 : to + 8);
    const Piece taken = make_piece(~mover, PieceType::Pawn);
    if (board_[passed] == taken) h ^= kZobrist.piece_square[index_of(taken)][passed];
  }
  Piece placed = moved;
  if (type == PieceType::Pawn) {
    if (std::abs(to - from) == 16 && relative_rank(mover, from) == 1 && mover == side_) {
      h ^= kZobrist.en_passant[file_of(static_cast<Square>((from + to) / 2))];
    } else if (relative_rank(mover, to) == 7 && m.promotion() >= PieceType::Knight) {
      placed = make_piece(mover, m.promotion());
    }
  }
  return h ^ kZobrist.piece_square[index_of(moved)][from] ^
         kZobrist.piece_square[index_of(placed)][to];
}

bool same_placement(const Position& a, const Position& b) {
  for (int s = 0; s < 64; ++s) {
    if (a.board_[s] != b.board_[s]) return false;
  }
  return true;
}

bool operator==(const Position& a, const Position& b) {
  return same_placement(a, b) && a.side_ == b.side_ && a.castling_rights_ == b.castling_rights_ &&
         a.en_passant_ == b.en_passant_ && a.halfmove_clock_ == b.halfmove_clock_ &&
         a.fullmove_number_ == b.fullmove_number_ && a.castling_rule_ == b.castling_rule_;
}

}  // namespace flagfall::chess
