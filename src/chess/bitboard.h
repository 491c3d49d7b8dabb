#pragma once

#include <bit>
#include <cstdint>

#include "chess/types.h"

namespace flagfall::chess {

// One bit per square, bit 0 = a1.
using Bitboard = std::uint64_t;

constexpr Bitboard kFileA = 0x0101010101010101ULL;
constexpr Bitboard kFileH = kFileA << 7;
constexpr Bitboard kRank1 = 0xFFULL;
constexpr Bitboard kRank8 = kRank1 << 56;
constexpr Bitboard kLightSquares = 0x55AA55AA55AA55AAULL;

constexpr Bitboard square_bb(Square s) {
  return Bitboard{1} << s;
}
constexpr Bitboard file_bb(int file) {
  return kFileA << file;
}
constexpr Bitboard rank_bb(int rank) {
  return kRank1 << (8 * rank);
}

inline int popcount(Bitboard b) {
  return std::popcount(b);
}
inline Square lsb(Bitboard b) {
  return static_cast<Square>(std::countr_zero(b));
}
inline Square pop_lsb(Bitboard& b) {
  const Square s = lsb(b);
  b &= b - 1;
  return s;
}
constexpr bool more_than_one(Bitboard b) {
  return (b & (b - 1)) != 0;
}

// Shift every square one step; bits leaving the board are dropped.
constexpr Bitboard shift_north(Bitboard b) {
  return b << 8;
}
constexpr Bitboard shift_south(Bitboard b) {
  return b >> 8;
}
constexpr Bitboard shift_east(Bitboard b) {
  return (b & ~kFileH) << 1;
}
constexpr Bitboard shift_west(Bitboard b) {
  return (b & ~kFileA) >> 1;
}
constexpr Bitboard shift_forward(Color c, Bitboard b) {
  return c == Color::White ? shift_north(b) : shift_south(b);
}
// The squares pawns of `c` on `pawns` attack.
constexpr Bitboard pawn_attacks_of(Color c, Bitboard pawns) {
  const Bitboard front = shift_forward(c, pawns);
  return shift_east(front) | shift_west(front);
}
// The squares a king on any of `b` reaches in one step, and `b` itself.
constexpr Bitboard king_spread(Bitboard b) {
  const Bitboard row = b | shift_east(b) | shift_west(b);
  return row | shift_north(row) | shift_south(row);
}

namespace detail {
struct AttackTables {
  Bitboard pawn[2][64];
  Bitboard knight[64];
  Bitboard king[64];
  Bitboard between[64][64];  // squares strictly between two aligned squares, else 0
  Bitboard line[64][64];     // the whole line through two aligned squares, else 0
  // Each square's ray in each direction, to the board's edge, without the square itself.
  // Directions 0-3 run toward higher squares (east, north, north-west, north-east), 4-7 toward
  // lower ones (west, south, south-east, south-west).
  Bitboard rays[8][64];
};
extern AttackTables tables;

// The squares a slider on `s` reaches in one direction: the ray up to and including the
// nearest occupied square. An up ray's nearest blocker is its lowest bit, a down ray's its
// highest; the bit added when nothing blocks names a square whose ray that way is empty.
inline Bitboard ray_up(Square s, Bitboard occupied, int direction) {
  const Bitboard ray = tables.rays[direction][s];
  const int nearest = std::countr_zero((ray & occupied) | (Bitboard{1} << 63));
  return ray ^ tables.rays[direction][nearest];
}
inline Bitboard ray_down(Square s, Bitboard occupied, int direction) {
  const Bitboard ray = tables.rays[direction][s];
  const int nearest = 63 - std::countl_zero((ray & occupied) | Bitboard{1});
  return ray ^ tables.rays[direction][nearest];
}
}  // namespace detail

// Fills the attack tables; runs during static initialisation and is safe to call again.
void init_attack_tables();

inline Bitboard pawn_attacks(Color c, Square s) {
  return detail::tables.pawn[index_of(c)][s];
}
inline Bitboard knight_attacks(Square s) {
  return detail::tables.knight[s];
}
inline Bitboard king_attacks(Square s) {
  return detail::tables.king[s];
}
inline Bitboard bishop_attacks(Square s, Bitboard occupied) {
  return detail::ray_up(s, occupied, 2) | detail::ray_up(s, occupied, 3) |
         detail::ray_down(s, occupied, 6) | detail::ray_down(s, occupied, 7);
}
inline Bitboard rook_attacks(Square s, Bitboard occupied) {
  return detail::ray_up(s, occupied, 0) | detail::ray_up(s, occupied, 1) |
         detail::ray_down(s, occupied, 4) | detail::ray_down(s, occupied, 5);
}
inline Bitboard queen_attacks(Square s, Bitboard occupied) {
  return bishop_attacks(s, occupied) | rook_attacks(s, occupied);
}
inline Bitboard between_bb(Square a, Square b) {
  return detail::tables.between[a][b];
}
inline Bitboard line_bb(Square a, Square b) {
  return detail::tables.line[a][b];
}
inline bool aligned(Square a, Square b, Square c) {
  return (line_bb(a, b) & square_bb(c)) != 0;
}

}  // namespace flagfall::chess
