#include "chess/movegen.h"

#include <gtest/gtest.h>

#include "test_positions.h"

namespace flagfall::chess {
namespace {

using testing::fen;
using testing::uci;

constexpr const char* kSwapped = "r2k3r/pppppppp/8/8/8/8/PPPPPPPP/R2K3R w KQkq - 0 1";

TEST(MoveGeneration, CastlingWithKingAndQueenSwappedFollowsTheRule) {
  Position p = fen(kSwapped);
  EXPECT_FALSE(p.is_legal(uci("d1b1")));
  EXPECT_FALSE(p.is_legal(uci("d1f1")));
  p.set_castling_rule(CastlingRule::FromAnySetup);
  EXPECT_TRUE(p.is_legal(uci("d1b1")));  // short on the queenside
  EXPECT_TRUE(p.is_legal(uci("d1f1")));  // long on the kingside
  p.set_side_to_move(Color::Black);
  EXPECT_TRUE(p.is_legal(uci("d8b8")));
  EXPECT_TRUE(p.is_legal(uci("d8f8")));
}

TEST(MoveGeneration, StandardCastlingIsTheSameUnderBothRules) {
  Position p = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  for (const CastlingRule rule : {CastlingRule::StandardSetupOnly, CastlingRule::FromAnySetup}) {
    p.set_castling_rule(rule);
    EXPECT_TRUE(p.is_legal(uci("e1g1")));
    EXPECT_TRUE(p.is_legal(uci("e1c1")));
    EXPECT_EQ(p.legal_moves().size(), 26u);
  }
}

TEST(MoveGeneration, NeverCapturesTheKing) {
  // Black is in check although white is to move; Rxe8 would capture the king.
  const Position p = fen("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1");
  EXPECT_FALSE(p.is_legal(uci("e1e8")));
  EXPECT_TRUE(p.is_legal(uci("e1e7")));
}

TEST(MoveGeneration, WorksWithoutAKingOrWithTwo) {
  Position no_king = Position::empty();
  no_king.set_piece(A1, Piece::WhiteRook);
  no_king.set_piece(H8, Piece::BlackKing);
  EXPECT_EQ(no_king.legal_moves().size(), 14u);
  EXPECT_FALSE(no_king.is_check());

  Position two_kings = Position::empty();
  two_kings.set_piece(A1, Piece::WhiteKing);
  two_kings.set_piece(H1, Piece::WhiteKing);
  two_kings.set_piece(H8, Piece::BlackRook);
  two_kings.set_piece(C8, Piece::BlackKing);
  // The h1 king is in check and must leave the h-file; meanwhile the a1 king may not move.
  for (Move m : two_kings.legal_moves())
    EXPECT_FALSE(two_kings.after(m).is_king_attacked(Color::White));
  EXPECT_TRUE(two_kings.is_legal(uci("h1g1")));
  EXPECT_FALSE(two_kings.is_legal(uci("h1h2")));
  EXPECT_FALSE(two_kings.is_legal(uci("a1a2")));
}

TEST(MoveGeneration, PawnsOnTheirFirstOrLastRank) {
  const Position p = fen("4k2P/8/8/8/8/8/8/P3K3 w - - 0 1");
  EXPECT_TRUE(p.is_legal(uci("a1a2")));                    // one step forward
  EXPECT_FALSE(p.is_legal(uci("a1a3")));                   // no double step from the first rank
  for (Move m : p.legal_moves()) EXPECT_NE(m.from(), H8);  // a pawn on the last rank is stuck
}

TEST(MoveGeneration, CheckmateAndStalemate) {
  EXPECT_TRUE(fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3").is_checkmate());
  EXPECT_TRUE(fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").is_stalemate());
  EXPECT_FALSE(Position().is_checkmate());
  EXPECT_FALSE(Position().is_stalemate());
}

TEST(MoveGeneration, EnPassantThatWouldExposeTheKingIsNotLegal) {
  const Position p = fen("8/8/8/K2pP2r/8/8/8/4k3 w - d6 0 2");
  EXPECT_FALSE(p.is_legal(uci("e5d6")));
  EXPECT_FALSE(p.has_legal_en_passant());
  const Position free = fen("8/8/8/3pP3/8/8/8/K3k3 w - d6 0 2");
  EXPECT_TRUE(free.is_legal(uci("e5d6")));
  EXPECT_TRUE(free.has_legal_en_passant());
}

}  // namespace
}  // namespace flagfall::chess
