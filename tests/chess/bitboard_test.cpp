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

}  // namespace
}  // namespace flagfall::chess
