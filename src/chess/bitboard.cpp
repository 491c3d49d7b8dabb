#include "chess/bitboard.h"

#include <vector>

namespace flagfall::chess {

namespace detail {
AttackTables tables;
}

namespace {

Bitboard rook_table[0x19000];
Bitboard bishop_table[0x1480];

Bitboard sliding_attacks(Square s, Bitboard occupied, const int (*directions)[2]) {
  Bitboard attacks = 0;
  for (int d = 0; d < 4; ++d) {
    int f = file_of(s) + directions[d][0];
    int r = rank_of(s) + directions[d][1];
    while (f >= 0 && f < 8 && r >= 0 && r < 8) {
      const Bitboard b = square_bb(make_square(f, r));
      attacks |= b;
      if (occupied & b) break;
      f += directions[d][0];
      r += directions[d][1];
    }
  }
  return attacks;
}

constexpr int kRookDirections[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int kBishopDirections[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

struct Prng {
  std::uint64_t state;
  std::uint64_t next() {
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    return state * 2685821657736338717ULL;
  }
  std::uint64_t sparse() { return next() & next() & next(); }
};

// Finds magic multipliers by trial, as Stockfish does; the seeds make the search quick.
void init_magics(detail::Magic* magics, Bitboard* table, const int (*directions)[2]) {
  constexpr int kSeeds[8] = {728, 10316, 55013, 32803, 12281, 15100, 16645, 255};
  std::vector<Bitboard> occupancy(4096), reference(4096);
  std::vector<int> epoch(4096, 0);
  int attempt = 0;
  Bitboard* next_table = table;
  for (int sq = 0; sq < 64; ++sq) {
    const Square s = static_cast<Square>(sq);
    const Bitboard edges =
        ((kRank1 | kRank8) & ~rank_bb(rank_of(s))) | ((kFileA | kFileH) & ~file_bb(file_of(s)));
    detail::Magic& m = magics[sq];
    m.mask = sliding_attacks(s, 0, directions) & ~edges;
    m.shift = 64 - popcount(m.mask);
    m.attacks = next_table;
    int size = 0;
    Bitboard b = 0;
    do {  // Carry-Rippler enumeration of all subsets of the mask.
      occupancy[size] = b;
      reference[size] = sliding_attacks(s, b, directions);
      ++size;
      b = (b - m.mask) & m.mask;
    } while (b);
    Prng prng{static_cast<std::uint64_t>(kSeeds[rank_of(s)])};
    for (int i = 0; i < size;) {
      for (m.magic = 0; popcount((m.magic * m.mask) >> 56) < 6;) m.magic = prng.sparse();
      ++attempt;
      for (i = 0; i < size; ++i) {
        const unsigned idx = m.index(occupancy[i]);
        if (epoch[idx] < attempt) {
          epoch[idx] = attempt;
          next_table[idx] = reference[i];
        } else if (next_table[idx] != reference[i]) {
          break;
        }
      }
    }
    next_table += size;
  }
}

bool initialised = false;

struct AutoInit {
  AutoInit() { init_attack_tables(); }
} auto_init;

}  // namespace

void init_attack_tables() {
  if (initialised) return;
  auto& t = detail::tables;
  for (int sq = 0; sq < 64; ++sq) {
    const Square s = static_cast<Square>(sq);
    const Bitboard b = square_bb(s);
    t.pawn[0][sq] = shift_east(shift_north(b)) | shift_west(shift_north(b));
    t.pawn[1][sq] = shift_east(shift_south(b)) | shift_west(shift_south(b));
    const Bitboard horizontal = shift_east(b) | shift_west(b);
    const Bitboard ring = horizontal | b;
    t.king[sq] = (ring | shift_north(ring) | shift_south(ring)) & ~b;
    const Bitboard one = shift_east(b) | shift_west(b);
    const Bitboard two = shift_east(shift_east(b)) | shift_west(shift_west(b));
    t.knight[sq] = (one << 16) | (one >> 16) | (two << 8) | (two >> 8);
  }
  init_magics(t.rook, rook_table, kRookDirections);
  init_magics(t.bishop, bishop_table, kBishopDirections);
  for (int a = 0; a < 64; ++a) {
    for (int b = 0; b < 64; ++b) {
      t.between[a][b] = 0;
      t.line[a][b] = 0;
      if (a == b) continue;
      const Square sa = static_cast<Square>(a), sb = static_cast<Square>(b);
      for (const auto* dirs : {kRookDirections, kBishopDirections}) {
        if (sliding_attacks(sa, 0, dirs) & square_bb(sb)) {
          t.line[a][b] = (sliding_attacks(sa, 0, dirs) & sliding_attacks(sb, 0, dirs)) |
                         square_bb(sa) | square_bb(sb);
          t.between[a][b] =
              sliding_attacks(sa, square_bb(sb), dirs) & sliding_attacks(sb, square_bb(sa), dirs);
        }
      }
    }
  }
  initialised = true;
}

}  // namespace flagfall::chess
