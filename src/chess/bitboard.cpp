#include "chess/bitboard.h"

namespace flagfall::chess {

namespace detail {
AttackTables tables;
}

namespace {

struct Step {
  int file, rank;
};
// In the order of AttackTables::rays: up (east, north, north-west, north-east), then down.
constexpr Step kSteps[8] = {{1, 0}, {0, 1}, {-1, 1}, {1, 1}, {-1, 0}, {0, -1}, {1, -1}, {-1, -1}};

bool initialised = false;

struct AutoInit {
  AutoInit() { init_attack_tables(); }
} auto_init;

}  // namespace

// Sliders are found along rays rather than by magic multipliers: the tables are 40 KB instead of
// 860 KB, and made in a few thousand steps instead of a hundred thousand, which a phone's
// start-up felt (docs/benchmarks.md); perft is up to a quarter slower, the arbiter's searches
// about as fast.
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
    for (int d = 0; d < 8; ++d) {
      Bitboard ray = 0;
      for (int f = sq % 8 + kSteps[d].file, r = sq / 8 + kSteps[d].rank;
           f >= 0 && f < 8 && r >= 0 && r < 8; f += kSteps[d].file, r += kSteps[d].rank) {
        ray |= square_bb(make_square(f, r));
      }
      t.rays[d][sq] = ray;
    }
  }
  for (int a = 0; a < 64; ++a) {
    for (int b = 0; b < 64; ++b) {
      t.between[a][b] = 0;
      t.line[a][b] = 0;
    }
    for (int d = 0; d < 8; ++d) {
      // Each square on the ray: the squares between are the ray up to it, without it; the line
      // is both rays through `a` that way, with `a`.
      const Bitboard line =
          t.rays[d][a] | t.rays[(d + 4) % 8][a] | square_bb(static_cast<Square>(a));
      for (Bitboard on = t.rays[d][a]; on != 0; on &= on - 1) {
        const int b = std::countr_zero(on);
        t.between[a][b] = t.rays[d][a] & ~t.rays[d][b] & ~square_bb(static_cast<Square>(b));
        t.line[a][b] = line;
      }
    }
  }
  initialised = true;
}

}  // namespace flagfall::chess
