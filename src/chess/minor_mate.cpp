// Mating patterns for a lone knight or bishops of one colour (docs/chess.md, "A lone minor
// piece"). Without pawns the men only ever get fewer, so if no mate can be set up with the men
// on the board, none ever can. A mate needs the checking piece safe from capture and, for a
// bishop, its line safe from a man stepping in, while every square around the king is attacked
// or filled by the king's own men; the men that fill them must not take or block the checker
// nor attack the mating side's king. The search below tries every king square, every checking
// square and every square next to the king's squares for the mating side's king, and asks
// whether the king's own men could fill what is left. It allows more than the board does (a
// spare man stepping in to block a line, a second bishop covering any square of its colour or
// pinning any man on a diagonal next to the king), never less: "no pattern" is a proof.
#include "chess/minor_mate.h"

#include <cstdint>
#include <unordered_map>

#include "chess/material.h"

namespace flagfall::chess {

namespace {

// The defender's men by kind: queens, rooks, bishops on light and on dark squares, knights.
enum Kind { kQueen, kRook, kLightBishop, kDarkBishop, kKnight, kKinds };

struct Pieces {
  bool knight = false;       // the mating side has one knight; else bishops of one colour
  bool light = false;        // ... on light squares
  bool two_bishops = false;  // ... at least two of them
  int count[kKinds] = {};

  std::uint32_t key() const {
    std::uint32_t k = (knight ? 1u : 0u) | (light ? 2u : 0u) | (two_bishops ? 4u : 0u);
    for (int i = 0; i < kKinds; ++i) k = k << 4 | static_cast<std::uint32_t>(count[i]);
    return k;
  }
  int total() const {
    int n = 0;
    for (int c : count) n += c;
    return n;
  }
};

bool light_square(Square s) {
  return (kLightSquares & square_bb(s)) != 0;
}

// The squares a man of `kind` on `from` attacks with `occupied` in the way.
Bitboard kind_attacks(int kind, Square from, Bitboard occupied) {
  switch (kind) {
    case kQueen:
      return queen_attacks(from, occupied);
    case kRook:
      return rook_attacks(from, occupied);
    case kKnight:
      return knight_attacks(from);
    default:
      return bishop_attacks(from, occupied);
  }
}

// Men that fill no square next to the king but might stand in a line: whether one could block
// a rank or file, and a diagonal, without itself moving along it.
struct Spares {
  bool straight = false;
  bool diagonal = false;
};

// Whether a man of `kind` on `from` attacks `target`, unless a spare man could stand between.
bool hits(int kind, Square from, Square target, Bitboard occupied, Spares spares) {
  if (!(kind_attacks(kind, from, occupied) & square_bb(target))) return false;
  if (!between_bb(from, target)) return true;
  const bool straight = file_of(from) == file_of(target) || rank_of(from) == rank_of(target);
  return !(straight ? spares.straight : spares.diagonal);
}

// The mate with the king on `k`, the checker on `s` and the mating king on `w` (NoSquare: far
// away, covering nothing): whether the defender's men could fill the squares left open.
bool pattern_fits(const Pieces& p, Square k, Square s, Square w) {
  const bool adjacent = (king_attacks(k) & square_bb(s)) != 0;
  const bool protects = w != NoSquare && (king_attacks(w) & square_bb(s));
  if (adjacent && !protects && !p.two_bishops) return false;  // the king takes the checker
  Bitboard covered = p.knight ? knight_attacks(s) : bishop_attacks(s, 0);
  if (w != NoSquare) covered |= king_attacks(w);
  if (p.two_bishops) covered |= p.light ? kLightSquares : ~kLightSquares;
  const Bitboard open = king_attacks(k) & ~covered & ~square_bb(s);
  const int needed = popcount(open);
  if (needed > p.total()) return false;
  // No two bishops of one colour ever give check together: a bishop that steps off one line
  // through the king stays on lines parallel to the other. A second bishop may pin a man on a
  // diagonal next to the king, which then neither takes nor blocks.
  Spares spares;
  if (p.two_bishops) spares = {true, true};
  if (p.total() > needed) {
    spares.straight |= p.count[kLightBishop] + p.count[kDarkBishop] + p.count[kKnight] > 0;
    spares.diagonal |= p.count[kRook] + p.count[kKnight] > 0;
  }
  const Bitboard between = p.knight ? 0 : between_bb(s, k);
  const Bitboard occupied = open | square_bb(k) | square_bb(s) | (w != NoSquare ? square_bb(w) : 0);
  // allowed[f]: the kinds that may stand on the f-th open square.
  int allowed[8];
  int n = 0;
  for (Bitboard rest = open; rest; ++n) {
    const Square f = pop_lsb(rest);
    allowed[n] = 0;
    for (int kind = 0; kind < kKinds; ++kind) {
      if (!p.count[kind]) continue;
      if (kind == kLightBishop && !light_square(f)) continue;
      if (kind == kDarkBishop && light_square(f)) continue;
      if (w != NoSquare && hits(kind, f, w, occupied, spares)) continue;
      const bool pinnable = p.two_bishops && (bishop_attacks(k, 0) & square_bb(f));
      if (!pinnable) {
        if (hits(kind, f, s, occupied, spares)) continue;
        bool blocks = false;
        for (Bitboard b = between; b && !blocks;)
          blocks = hits(kind, f, pop_lsb(b), occupied, spares);
        if (blocks) continue;
      }
      allowed[n] |= 1 << kind;
    }
    if (!allowed[n]) return false;
  }
  // Assign distinct men to the open squares: kinds have counts, so try each kind per square
  // with what is left (at most 8 squares and 5 kinds).
  int left[kKinds];
  for (int kind = 0; kind < kKinds; ++kind) left[kind] = p.count[kind];
  const auto fill = [&](auto&& self, int i) -> bool {
    if (i == n) return true;
    for (int kind = 0; kind < kKinds; ++kind) {
      if (!(allowed[i] & (1 << kind)) || !left[kind]) continue;
      --left[kind];
      const bool done = self(self, i + 1);
      ++left[kind];
      if (done) return true;
    }
    return false;
  };
  return fill(fill, 0);
}

// The board's symmetries that keep the colour of every square: turning it half round, and the
// two reflections in its long diagonals. Only one king square of each set they map into each
// other is tried.
bool first_of_its_kind(Square k) {
  const int f = file_of(k);
  const int r = rank_of(k);
  const int images[] = {(7 - r) * 8 + (7 - f), f * 8 + r, (7 - f) * 8 + (7 - r)};
  for (int image : images) {
    if (image < static_cast<int>(k)) return false;
  }
  return true;
}

bool some_pattern(const Pieces& p) {
  for (int ki = 0; ki < 64; ++ki) {
    const Square k = static_cast<Square>(ki);
    if (!first_of_its_kind(k)) continue;
    if (!p.knight && light_square(k) != p.light) continue;
    Bitboard checkers = p.knight ? knight_attacks(k) : bishop_attacks(k, 0);
    while (checkers) {
      const Square s = pop_lsb(checkers);
      if (pattern_fits(p, k, s, NoSquare)) return true;
      // A king square two steps from the king, not on the checking line.
      Bitboard ring = king_spread(king_attacks(k)) & ~king_spread(square_bb(k)) & ~square_bb(s);
      if (!p.knight) ring &= ~between_bb(s, k);
      while (ring) {
        if (pattern_fits(p, k, s, pop_lsb(ring))) return true;
      }
    }
  }
  return false;
}

}  // namespace

bool minor_piece_never_mates(const Position& pos, Color side) {
  if (pos.pieces(PieceType::Pawn)) return false;
  const Material own = material_of(pos, side);
  Pieces p;
  if (own.knights == 1 && own.bishops + own.rooks + own.queens == 0) {
    p.knight = true;
  } else if (own.bishops > 0 && own.knights + own.rooks + own.queens == 0 &&
             (own.light_bishops == 0 || own.dark_bishops == 0)) {
    p.light = own.light_bishops > 0;
    p.two_bishops = own.bishops > 1;
  } else {
    return false;
  }
  const Color other = ~side;
  const Bitboard bishops = pos.pieces(other, PieceType::Bishop);
  p.count[kQueen] = popcount(pos.pieces(other, PieceType::Queen));
  p.count[kRook] = popcount(pos.pieces(other, PieceType::Rook));
  p.count[kLightBishop] = popcount(bishops & kLightSquares);
  p.count[kDarkBishop] = popcount(bishops & ~kLightSquares);
  p.count[kKnight] = popcount(pos.pieces(other, PieceType::Knight));
  // Past 8 men of a kind the answer cannot change (a king has 8 squares around it).
  for (int& c : p.count) c = c > 8 ? 8 : c;
  thread_local std::unordered_map<std::uint32_t, bool> known;
  const auto found = known.find(p.key());
  if (found != known.end()) return found->second;
  const bool never = !some_pattern(p);
  known.emplace(p.key(), never);
  return never;
}

}  // namespace flagfall::chess
