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

// The squares a slider's attacks from `s` depend on: its rays on an empty board, without the
// board's edges (a piece there blocks nothing further).
Bitboard inner_squares(Square s, const int (&directions)[4][2]) {
  const Bitboard edges =
      ((kRank1 | kRank8) & ~rank_bb(rank_of(s))) | ((kFileA | kFileH) & ~file_bb(file_of(s)));
  return rays(s, 0, directions) & ~edges;
}

// Sliders are found along rays (bitboard.h): every occupancy of the squares their attacks depend
// on, from every square, must give the squares walked to one by one.
TEST(Bitboard, SlidersGiveTheWalkedRaysForEveryOccupancy) {
  constexpr int kRook[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  constexpr int kBishop[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
  const Bitboard outside = square_bb(A1) | square_bb(H8) | square_bb(A8) | square_bb(H1);
  for (int sq = 0; sq < 64; ++sq) {
    const Square s = static_cast<Square>(sq);
    for (const bool rook : {true, false}) {
      const Bitboard mask = inner_squares(s, rook ? kRook : kBishop);
      Bitboard b = 0;
      int mismatches = 0;
      do {  // every subset of the mask, with the corners (never in a mask) also occupied
        const Bitboard occupied = b | (outside & ~square_bb(s));
        const Bitboard got = rook ? rook_attacks(s, occupied) : bishop_attacks(s, occupied);
        if (got != rays(s, occupied, rook ? kRook : kBishop)) ++mismatches;
        b = (b - mask) & mask;
      } while (b);
      EXPECT_EQ(mismatches, 0) << (rook ? "rook on " : "bishop on ") << sq;
    }
  }
}

// Between and line for every pair of squares, against the rays walked one by one.
TEST(Bitboard, BetweenAndLineForEveryPair) {
  constexpr int kAll[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
  for (int a = 0; a < 64; ++a) {
    for (int b = 0; b < 64; ++b) {
      const Square sa = static_cast<Square>(a), sb = static_cast<Square>(b);
      Bitboard between = 0, line = 0;
      for (const auto& d : kAll) {
        Bitboard walked = 0;
        bool reached = false;
        for (int f = file_of(sa) + d[0], r = rank_of(sa) + d[1]; f >= 0 && f < 8 && r >= 0 && r < 8;
             f += d[0], r += d[1]) {
          if (make_square(f, r) == sb) {
            reached = true;
            break;
          }
          walked |= square_bb(make_square(f, r));
        }
        if (!reached) continue;
        between = walked;
        const int back[2] = {-d[0], -d[1]};
        const int both[4][2] = {{d[0], d[1]}, {back[0], back[1]}, {d[0], d[1]}, {back[0], back[1]}};
        line = rays(sa, 0, both) | square_bb(sa);
      }
      EXPECT_EQ(between_bb(sa, sb), between) << a << " " << b;
      EXPECT_EQ(line_bb(sa, sb), line) << a << " " << b;
    }
  }
}

}  // namespace
}  // namespace flagfall::chess
