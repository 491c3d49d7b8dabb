#include "chess/bitboard.h"

#include <gtest/gtest.h>

namespace flagfall::chess {
namespace {

TEST(Bitboard, LeaperAttacks) {
  EXPECT_EQ(popcount(knight_attacks(A1)), 2);
  EXPECT_EQ(popcount(knight_attacks(D4)), 8);
  EXPECT_EQ(popcount(king_attacks(H8)), 3);
  EXPECT_EQ(pawn_attacks(Color::White, E4), square_bb(D5) | square_bb(F5));
  EXPECT_EQ(pawn_attacks(Color::Black, A5), square_bb(B4));
  EXPECT_EQ(pawn_attacks(Color::White, E8), 0u);  // a pawn left on the last rank attacks nothing
}

TEST(Bitboard, SlidingAttacksStopAtTheFirstPiece) {
  const Bitboard occupied = square_bb(D6) | square_bb(F4) | square_bb(B2);
  const Bitboard rook = rook_attacks(D4, occupied);
  EXPECT_TRUE(rook & square_bb(D6));
  EXPECT_FALSE(rook & square_bb(D7));
  EXPECT_TRUE(rook & square_bb(F4));
  EXPECT_FALSE(rook & square_bb(G4));
  EXPECT_TRUE(rook & square_bb(A4));
  EXPECT_EQ(popcount(rook_attacks(A1, 0)), 14);
  EXPECT_EQ(popcount(bishop_attacks(D4, 0)), 13);
  EXPECT_TRUE(bishop_attacks(D4, occupied) & square_bb(B2));
  EXPECT_FALSE(bishop_attacks(D4, occupied) & square_bb(A1));
}

TEST(Bitboard, BetweenAndLine) {
  EXPECT_EQ(between_bb(A1, D4), square_bb(B2) | square_bb(C3));
  EXPECT_EQ(between_bb(A1, B3), 0u);
  EXPECT_TRUE(aligned(A1, C3, H8));
  EXPECT_FALSE(aligned(A1, C3, H7));
  EXPECT_EQ(popcount(line_bb(E1, E4)), 8);
}

// The rays from `s` in `directions`, each up to and including the first occupied square.
Bitboard rays(Square s, Bitboard occupied, const int (&directions)[4][2]) {
  Bitboard attacks = 0;
  for (const auto& d : directions) {
    for (int f = file_of(s) + d[0], r = rank_of(s) + d[1]; f >= 0 && f < 8 && r >= 0 && r < 8;
         f += d[0], r += d[1]) {
      attacks |= square_bb(make_square(f, r));
      if (occupied & square_bb(make_square(f, r))) break;
    }
  }
  return attacks;
}

// The magic multipliers are written down (bitboard.cpp), not searched for at start: every
// occupancy of the squares a slider's attacks depend on, from every square, must give the rays.
TEST(Bitboard, TheWrittenDownMagicsGiveTheRaysForEveryOccupancy) {
  constexpr int kRook[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  constexpr int kBishop[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
  const Bitboard outside = square_bb(A1) | square_bb(H8) | square_bb(A8) | square_bb(H1);
  for (int sq = 0; sq < 64; ++sq) {
    const Square s = static_cast<Square>(sq);
    for (const bool rook : {true, false}) {
      const detail::Magic& m = rook ? detail::tables.rook[sq] : detail::tables.bishop[sq];
      Bitboard b = 0;
      int mismatches = 0;
      do {  // every subset of the mask, with the corners (never in a mask) also occupied
        const Bitboard occupied = b | (outside & ~square_bb(s));
        const Bitboard got = rook ? rook_attacks(s, occupied) : bishop_attacks(s, occupied);
        if (got != rays(s, occupied, rook ? kRook : kBishop)) ++mismatches;
        b = (b - m.mask) & m.mask;
      } while (b);
      EXPECT_EQ(mismatches, 0) << (rook ? "rook on " : "bishop on ") << sq;
    }
  }
}

}  // namespace
}  // namespace flagfall::chess
