#include "chess/position.h"

#include <gtest/gtest.h>

#include "chess/fen.h"
#include "test_positions.h"

namespace flagfall::chess {
namespace {

using testing::fen;
using testing::uci;

TEST(Position, ApplyMakesAnIllegalMoveAsOnTheBoard) {
  Position p;
  p.apply(uci("e2e5"));  // three squares: illegal, but the pawn now stands on e5
  EXPECT_EQ(to_fen(p), "rnbqkbnr/pppppppp/8/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  p.apply(uci("d1d7"));  // white moves again, through its own pawn, capturing d7
  EXPECT_EQ(p.piece_at(D7), Piece::WhiteQueen);
  EXPECT_EQ(p.side_to_move(), Color::White);
  EXPECT_EQ(p.fullmove_number(), 2);
}

TEST(Position, ApplyCanCaptureTheKingAndOwnPieces) {
  Position p = fen("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1");
  p.apply(uci("e1e8"));
  EXPECT_EQ(p.king_square(Color::Black), NoSquare);
  EXPECT_EQ(p.piece_at(E8), Piece::WhiteRook);
  EXPECT_TRUE(p.legal_moves().empty());
  Position q;
  q.apply(uci("d1d2"));
  EXPECT_EQ(q.piece_at(D2), Piece::WhiteQueen);
  EXPECT_EQ(popcount(q.pieces(Color::White, PieceType::Pawn)), 7);
}

TEST(Position, PawnWithoutPromotionPieceStaysOnTheLastRank) {
  Position p = fen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
  p.apply(uci("a7a8"));
  EXPECT_EQ(p.piece_at(A8), Piece::WhitePawn);
  Position q = fen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
  q.apply(uci("a7a8n"));
  EXPECT_EQ(q.piece_at(A8), Piece::WhiteKnight);
}

TEST(Position, CastlingWithKingAndQueenSwapped) {
  const Position start = fen("r2k3r/8/8/8/8/8/8/R2K3R w KQkq - 0 1");
  const Position short_queenside = start.after(uci("d1b1"));
  EXPECT_EQ(short_queenside.piece_at(B1), Piece::WhiteKing);
  EXPECT_EQ(short_queenside.piece_at(C1), Piece::WhiteRook);
  EXPECT_EQ(short_queenside.piece_at(A1), Piece::None);
  EXPECT_EQ(to_fen(short_queenside), "r2k3r/8/8/8/8/8/8/1KR4R b kq - 1 1");
  const Position long_kingside = start.after(uci("d1f1"));
  EXPECT_EQ(long_kingside.piece_at(F1), Piece::WhiteKing);
  EXPECT_EQ(long_kingside.piece_at(E1), Piece::WhiteRook);
  EXPECT_EQ(long_kingside.piece_at(H1), Piece::None);
}

TEST(Position, EnPassantAndCastlingRightsBookkeeping) {
  Position p = fen("r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1");
  p.apply(uci("e5d6"));
  EXPECT_EQ(p.piece_at(D5), Piece::None);
  EXPECT_EQ(p.piece_at(D6), Piece::WhitePawn);
  p.apply(uci("a8a1"));  // captures the rook: both a-file rights go
  EXPECT_EQ(to_fen(p), "4k2r/8/3P4/8/8/8/8/r3K2R w Kk - 0 2");
  p.apply(uci("e1e2"));
  EXPECT_EQ(to_fen(p), "4k2r/8/3P4/8/8/8/4K3/r6R b k - 1 2");
  p.apply(uci("e8g8"));
  EXPECT_EQ(to_fen(p), "5rk1/8/3P4/8/8/8/4K3/r6R w - - 2 3");
}

TEST(Position, HashFollowsTheContent) {
  Position a;
  a.apply(uci("g1f3"));
  a.apply(uci("g8f6"));
  a.apply(uci("f3g1"));
  a.apply(uci("f6g8"));
  EXPECT_EQ(a.hash(), Position().hash());
  EXPECT_EQ(fen(to_fen(a)).hash(), a.hash());
  EXPECT_NE(Position().after(uci("e2e4")).hash(), Position().after(uci("e2e3")).hash());
}

TEST(Position, SamePlacementComparesTheMenOnTheirSquaresOnly) {
  const Position start;
  Position moved =
      start.after(uci("g1f3")).after(uci("g8f6")).after(uci("f3g1")).after(uci("f6g8"));
  EXPECT_TRUE(same_placement(start, moved));
  EXPECT_FALSE(start == moved);  // the counters moved on
  Position other_side = start;
  other_side.set_side_to_move(Color::Black);
  other_side.set_castling_rights(0);
  EXPECT_TRUE(same_placement(start, other_side));
  EXPECT_FALSE(start == other_side);
  // The same squares occupied, a different man on one of them.
  Position swapped = start;
  swapped.set_piece(B1, Piece::WhiteBishop);
  EXPECT_EQ(swapped.occupied(), start.occupied());
  EXPECT_FALSE(same_placement(start, swapped));
  Position recoloured = start;
  recoloured.set_piece(A1, Piece::BlackRook);
  EXPECT_FALSE(same_placement(start, recoloured));
  EXPECT_TRUE(
      same_placement(fen("8/8/8/3k4/8/3K4/8/8 w - - 0 1"), fen("8/8/8/3k4/8/3K4/8/8 b - - 7 40")));
}

}  // namespace
}  // namespace flagfall::chess
