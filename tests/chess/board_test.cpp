#include "chess/board.h"

#include <gtest/gtest.h>

#include <initializer_list>

#include "test_positions.h"

namespace flagfall::chess {
namespace {

using testing::fen;
using testing::uci;

void play(Board& board, std::initializer_list<const char*> moves) {
  for (const char* m : moves) board.push(uci(m));
}

TEST(Board, ThreefoldAndFivefoldByKnightShuffles) {
  Board board;
  EXPECT_EQ(board.repetition_count(), 1);
  play(board, {"g1f3", "g8f6", "f3g1", "f6g8"});
  EXPECT_EQ(board.repetition_count(), 2);
  EXPECT_FALSE(board.is_threefold_repetition());
  play(board, {"g1f3", "g8f6", "f3g1"});
  EXPECT_TRUE(board.can_claim_threefold_repetition());  // ...Ng8 would repeat a third time
  play(board, {"f6g8"});
  EXPECT_TRUE(board.is_threefold_repetition());
  play(board, {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"});
  EXPECT_FALSE(board.is_fivefold_repetition());
  play(board, {"f6g8"});
  EXPECT_TRUE(board.is_fivefold_repetition());
  board.pop();
  EXPECT_EQ(board.move_stack().size(), 15u);
  EXPECT_FALSE(board.is_fivefold_repetition());
}

TEST(Board, LostCastlingRightsMakeADifferentPosition) {
  Board board;
  play(board, {"g1f3", "g8f6"});
  EXPECT_EQ(board.repetition_count(), 1);
  play(board, {"h1g1", "h8g8", "g1h1", "g8h8"});  // same placement, but the h-rooks moved
  EXPECT_EQ(board.repetition_count(), 1);
  play(board, {"f3g1", "f6g8", "g1f3", "g8f6"});
  EXPECT_EQ(board.repetition_count(), 2);
}

TEST(Board, EnPassantRightThatCannotBeUsedIsIgnored) {
  Board board;
  play(board, {"e2e4"});  // en passant square e3, but no black pawn can take
  play(board, {"g8f6", "g1f3", "f6g8", "f3g1"});
  EXPECT_EQ(board.position().en_passant_square(), NoSquare);
  EXPECT_EQ(board.repetition_count(), 2);
}

TEST(Board, EnPassantRightThatCanBeUsedCounts) {
  Board board(fen("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1"));
  play(board, {"d7d5"});  // white could take en passant now
  play(board, {"e1e2", "e8e7", "e2e1", "e7e8"});
  EXPECT_EQ(board.repetition_count(), 1);
  play(board, {"e1e2", "e8e7", "e2e1", "e7e8"});
  EXPECT_EQ(board.repetition_count(), 2);
}

TEST(Board, EnPassantCaptureThatIsIllegalDoesNotCount) {
  // exd6 would expose the white king on a5 to the rook on h5.
  Board board(fen("4k3/3p4/8/K3P2r/8/8/8/8 b - - 0 1"));
  play(board, {"d7d5"});
  EXPECT_FALSE(board.position().has_legal_en_passant());
  play(board, {"a5a6", "e8e7", "a6a5", "e7e8"});
  EXPECT_EQ(board.repetition_count(), 2);
}

TEST(Board, IllegalMovesCanBringBackEarlierPositions) {
  Board board;
  play(board, {"e2e4", "g8f6", "e4e2", "f6g8"});  // the pawn goes back: illegal, but it stands
  EXPECT_EQ(board.repetition_count(), 2);
}

TEST(Board, FiftyAndSeventyFiveMoves) {
  Board board(fen("4k3/8/8/8/8/8/8/R3K3 w - - 98 80"));
  EXPECT_FALSE(board.is_fifty_moves());
  EXPECT_FALSE(board.can_claim_fifty_moves());
  play(board, {"a1a2"});
  EXPECT_TRUE(board.can_claim_fifty_moves());
  play(board, {"e8e7"});
  EXPECT_TRUE(board.is_fifty_moves());
  EXPECT_FALSE(board.is_seventyfive_moves());
  Board later(fen("4k3/8/8/8/8/8/8/R3K3 w - - 149 100"));
  play(later, {"a1a2"});
  EXPECT_TRUE(later.is_seventyfive_moves());
  play(later, {"e8d8", "a2d2"});
  EXPECT_EQ(later.position().halfmove_clock(), 152);
}

TEST(Board, CaptureAndPawnMoveResetTheCounter) {
  Board board(fen("4k3/8/8/8/8/8/4P3/r3K2R w - - 30 40"));
  play(board, {"e2e3"});
  EXPECT_EQ(board.position().halfmove_clock(), 0);
  play(board, {"a1a2", "h1h8"});
  EXPECT_EQ(board.position().halfmove_clock(), 2);
}

}  // namespace
}  // namespace flagfall::chess
