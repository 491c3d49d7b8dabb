#include "chess/bitboard.h"

#include <cstddef>

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

// The magic multipliers, one per square: (occupancy & mask) * magic >> shift indexes a square's
// attack table without two occupancies that attack differently sharing an index. Found once by
// the trial search Stockfish uses (xorshift with the seeds 728, 10316, 55013, 32803, 12281,
// 15100, 16645 and 255 for ranks 1 to 8) and written down, so the app does not search at every
// start (about 50 ms natively, 200 ms and more in WebAssembly); tests/chess/bitboard_test.cpp
// checks every occupancy of every square against the rays.
constexpr Bitboard kRookMagics[64] = {
    0x0a80004000801220ULL, 0x8040004010002008ULL, 0x2080200010008008ULL, 0x1100100008210004ULL,
    0xc200209084020008ULL, 0x2100010004000208ULL, 0x0400081000822421ULL, 0x0200010422048844ULL,
    0x0800800080400024ULL, 0x0001402000401000ULL, 0x3000801000802001ULL, 0x4400800800100083ULL,
    0x0904802402480080ULL, 0x4040800400020080ULL, 0x0018808042000100ULL, 0x4040800080004100ULL,
    0x0040048001458024ULL, 0x00a0004000205000ULL, 0x3100808010002000ULL, 0x4825010010000820ULL,
    0x5004808008000401ULL, 0x2024818004000a00ULL, 0x0005808002000100ULL, 0x2100060004806104ULL,
    0x0080400880008421ULL, 0x4062220600410280ULL, 0x010a004a00108022ULL, 0x0000100080080080ULL,
    0x0021000500080010ULL, 0x0044000202001008ULL, 0x0000100400080102ULL, 0xc020128200040545ULL,
    0x0080002000400040ULL, 0x0000804000802004ULL, 0x0000120022004080ULL, 0x010a386103001001ULL,
    0x9010080080800400ULL, 0x8440020080800400ULL, 0x0004228824001001ULL, 0x000000490a000084ULL,
    0x0080002000504000ULL, 0x200020005000c000ULL, 0x0012088020420010ULL, 0x0010010080080800ULL,
    0x0085001008010004ULL, 0x0002000204008080ULL, 0x0040413002040008ULL, 0x0000304081020004ULL,
    0x0080204000800080ULL, 0x3008804000290100ULL, 0x1010100080200080ULL, 0x2008100208028080ULL,
    0x5000850800910100ULL, 0x8402019004680200ULL, 0x0120911028020400ULL, 0x0000008044010200ULL,
    0x0020850200244012ULL, 0x0020850200244012ULL, 0x0000102001040841ULL, 0x140900040a100021ULL,
    0x000200282410a102ULL, 0x000200282410a102ULL, 0x000200282410a102ULL, 0x4048240043802106ULL,
};
constexpr Bitboard kBishopMagics[64] = {
    0x40106000a1160020ULL, 0x0020010250810120ULL, 0x2010010220280081ULL, 0x002806004050c040ULL,
    0x0002021018000000ULL, 0x2001112010000400ULL, 0x0881010120218080ULL, 0x1030820110010500ULL,
    0x0000120222042400ULL, 0x2000020404040044ULL, 0x8000480094208000ULL, 0x0003422a02000001ULL,
    0x000a220210100040ULL, 0x8004820202226000ULL, 0x0018234854100800ULL, 0x0100004042101040ULL,
    0x0004001004082820ULL, 0x0010000810010048ULL, 0x1014004208081300ULL, 0x2080818802044202ULL,
    0x0040880c00a00100ULL, 0x0080400200522010ULL, 0x0001000188180b04ULL, 0x0080249202020204ULL,
    0x1004400004100410ULL, 0x00013100a0022206ULL, 0x2148500001040080ULL, 0x4241080011004300ULL,
    0x4020848004002000ULL, 0x10101380d1004100ULL, 0x0008004422020284ULL, 0x01010a1041008080ULL,
    0x0808080400082121ULL, 0x0808080400082121ULL, 0x0091128200100c00ULL, 0x0202200802010104ULL,
    0x8c0a020200440085ULL, 0x01a0008080b10040ULL, 0x0889520080122800ULL, 0x100902022202010aULL,
    0x04081a0816002000ULL, 0x0000681208005000ULL, 0x8170840041008802ULL, 0x0a00004200810805ULL,
    0x0830404408210100ULL, 0x2602208106006102ULL, 0x1048300680802628ULL, 0x2602208106006102ULL,
    0x0602010120110040ULL, 0x0941010801043000ULL, 0x000040440a210428ULL, 0x0008240020880021ULL,
    0x0400002012048200ULL, 0x00ac102001210220ULL, 0x0220021002009900ULL, 0x84440c080a013080ULL,
    0x0001008044200440ULL, 0x0004c04410841000ULL, 0x2000500104011130ULL, 0x1a0c010011c20229ULL,
    0x0044800112202200ULL, 0x0434804908100424ULL, 0x0300404822c08200ULL, 0x48081010008a2a80ULL,
};

// Fills each square's slice of `table`: its mask, shift and attacks for every occupancy.
void init_magics(detail::Magic* magics, Bitboard* table, const int (*directions)[2],
                 const Bitboard* known) {
  Bitboard* next_table = table;
  for (int sq = 0; sq < 64; ++sq) {
    const Square s = static_cast<Square>(sq);
    const Bitboard edges =
        ((kRank1 | kRank8) & ~rank_bb(rank_of(s))) | ((kFileA | kFileH) & ~file_bb(file_of(s)));
    detail::Magic& m = magics[sq];
    m.mask = sliding_attacks(s, 0, directions) & ~edges;
    m.shift = 64 - popcount(m.mask);
    m.magic = known[sq];
    m.attacks = next_table;
    Bitboard b = 0;
    do {  // Carry-Rippler enumeration of all subsets of the mask.
      next_table[m.index(b)] = sliding_attacks(s, b, directions);
      b = (b - m.mask) & m.mask;
    } while (b);
    next_table += std::size_t{1} << (64 - m.shift);
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
  init_magics(t.rook, rook_table, kRookDirections, kRookMagics);
  init_magics(t.bishop, bishop_table, kBishopDirections, kBishopMagics);
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
