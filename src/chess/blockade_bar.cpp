// Whether a blockade (chess/blockade.h) leaves a side any square to mate the other king on.
#include <algorithm>

#include "chess/blockade.h"

namespace flagfall::chess {

namespace {

// How many of the squares around one king a man of each kind could attack at once, from any
// one square (a king: from a square not next to that king).
struct Caps {
  int by_type[7] = {};
};

const Caps& caps() {
  static const Caps table = [] {
    Caps c;
    for (const PieceType t : {PieceType::Pawn, PieceType::Knight, PieceType::Bishop,
                              PieceType::Rook, PieceType::Queen, PieceType::King}) {
      int best = 0;
      for (int ki = 0; ki < 64; ++ki) {
        for (int xi = 0; xi < 64; ++xi) {
          const Square k = static_cast<Square>(ki);
          const Square x = static_cast<Square>(xi);
          if (x == k || (t == PieceType::King && (king_attacks(k) & square_bb(x)))) continue;
          Bitboard a = 0;
          switch (t) {
            case PieceType::Pawn:
              a = pawn_attacks(Color::White, x);
              break;
            case PieceType::Knight:
              a = knight_attacks(x);
              break;
            case PieceType::King:
              a = king_attacks(x);
              break;
            default:
              a = (t == PieceType::Rook ? 0 : bishop_attacks(x, 0)) |
                  (t == PieceType::Bishop ? 0 : rook_attacks(x, 0));
          }
          best = std::max(best, popcount(a & king_attacks(k)));
        }
      }
      c.by_type[index_of(t)] = best;
    }
    return c;
  }();
  return table;
}

// Whether every square in `flights` could be attacked by the side or filled by the other king's
// own men at once: each man of the other side fills at most one, each man of the side attacks at
// most what its kind can at once (caps()), and only squares it could ever attack. A matching of
// squares to men, by augmenting paths; a real mate would give one.
class CornerMatch {
 public:
  CornerMatch(const Blockade& b, int us, int them, Square k, Bitboard flights) {
    while (flights && squares_ < 8) flight_[squares_++] = pop_lsb(flights);
    const Bitboard near = flight_mask();
    for (int m = 0; m < b.man_count[us]; ++m) {
      const ManReach& man = b.men[us][static_cast<std::size_t>(m)];
      add(man.attacks & near, caps().by_type[index_of(man.type)]);
    }
    const Bitboard king_squares = b.king_reach[us] & ~king_spread(square_bb(k));
    add(king_spread(king_squares) & near, caps().by_type[index_of(PieceType::King)]);
    for (int m = 0; m < b.man_count[them]; ++m) {
      add(b.men[them][static_cast<std::size_t>(m)].reach & near, 1);
    }
  }

  bool all_covered() {
    for (int f = 0; f < squares_; ++f) {
      std::fill(std::begin(seen_), std::end(seen_), false);
      if (!augment(f)) return false;
    }
    return true;
  }

 private:
  Bitboard flight_mask() const {
    Bitboard b = 0;
    for (int f = 0; f < squares_; ++f) b |= square_bb(flight_[f]);
    return b;
  }

  void add(Bitboard can, int cap) {
    if (!can || cap <= 0 || sources_ == kMaxSources) return;
    can_[sources_] = can;
    cap_[sources_] = std::min(cap, popcount(can));
    ++sources_;
  }

  bool augment(int f) {
    const Bitboard square = square_bb(flight_[f]);
    for (int s = 0; s < sources_; ++s) {
      if (!(can_[s] & square) || seen_[s]) continue;
      seen_[s] = true;
      if (used_[s] < cap_[s]) {
        owner_[f] = s;
        ++used_[s];
        return true;
      }
      for (int g = 0; g < squares_; ++g) {
        if (g != f && owner_[g] == s && augment(g)) {
          owner_[f] = s;
          return true;
        }
      }
    }
    return false;
  }

  static constexpr int kMaxSources = 34;
  Square flight_[8] = {};
  int owner_[8] = {-1, -1, -1, -1, -1, -1, -1, -1};
  int squares_ = 0;
  Bitboard can_[kMaxSources] = {};
  int cap_[kMaxSources] = {};
  int used_[kMaxSources] = {};
  bool seen_[kMaxSources] = {};
  int sources_ = 0;
};

}  // namespace

BlockadeBar blockade_bar(const Blockade& b, Color side) {
  const int us = index_of(side);
  const int them = index_of(~side);
  const Bitboard region = b.king_reach[them];
  Bitboard checks = region & b.attacks[us];
  if (!checks) return BlockadeBar::NeverChecks;
  // A square next to the king is closed when the side could attack it or the king's own men
  // could stand on it; squares off the king's region it can never step to anyway.
  const Bitboard closed = b.attacks[us] | king_spread(b.king_reach[us]) | b.reach[them];
  while (checks) {
    const Square k = pop_lsb(checks);
    const Bitboard flights = king_attacks(k) & region;
    if (flights & ~closed) continue;
    if (CornerMatch(b, us, them, k, flights).all_covered()) return BlockadeBar::None;
  }
  return BlockadeBar::NeverCorners;
}

}  // namespace flagfall::chess
