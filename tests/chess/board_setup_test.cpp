#include "chess/board_setup.h"

#include <gtest/gtest.h>

#include "chess/fen.h"

namespace flagfall::chess {
namespace {

Square sq(const char* name) {
  return make_square(name[0] - 'a', name[1] - '1');
}

TEST(BoardSetupTest, KingsOnlyBoardHasTheTwoKingsOnTheirHomeSquares) {
  EXPECT_EQ(to_fen(kings_only_board()), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
}

TEST(BoardSetupTest, StartingBoardHasNoCastlingRights) {
  EXPECT_EQ(to_fen(starting_board()), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
}

TEST(BoardSetupTest, PlacingAManPutsItOnTheSquare) {
  Position board = kings_only_board();
  EXPECT_EQ(place_on_board(board, sq("d4"), Piece::BlackBishop), SetupProblem::kNone);
  EXPECT_EQ(board.piece_at(sq("d4")), Piece::BlackBishop);
  EXPECT_EQ(place_on_board(board, sq("d4"), Piece::WhiteRook),
            SetupProblem::kNone);  // replaces what stood there
  EXPECT_EQ(board.piece_at(sq("d4")), Piece::WhiteRook);
}

TEST(BoardSetupTest, PlacingTheSameManAgainTakesItOff) {
  Position board = kings_only_board();
  ASSERT_EQ(place_on_board(board, sq("c3"), Piece::WhiteKnight), SetupProblem::kNone);
  EXPECT_EQ(place_on_board(board, sq("c3"), Piece::WhiteKnight), SetupProblem::kNone);
  EXPECT_EQ(board.piece_at(sq("c3")), Piece::None);
}

TEST(BoardSetupTest, EmptyingASquareRemovesItsMan) {
  Position board = starting_board();
  EXPECT_EQ(place_on_board(board, sq("d8"), Piece::None), SetupProblem::kNone);
  EXPECT_EQ(board.piece_at(sq("d8")), Piece::None);
  EXPECT_EQ(place_on_board(board, sq("d5"), Piece::None),
            SetupProblem::kNone);  // already empty: nothing to do
}

TEST(BoardSetupTest, PlacingAKingMovesIt) {
  Position board = kings_only_board();
  EXPECT_EQ(place_on_board(board, sq("g7"), Piece::BlackKing), SetupProblem::kNone);
  EXPECT_EQ(board.piece_at(sq("e8")), Piece::None);
  EXPECT_EQ(board.king_square(Color::Black), sq("g7"));
  EXPECT_EQ(popcount(board.pieces(Color::Black, PieceType::King)), 1);
}

TEST(BoardSetupTest, AKingCannotBeRemovedOrCoveredOrToggledOff) {
  Position board = kings_only_board();
  EXPECT_EQ(place_on_board(board, sq("e1"), Piece::None), SetupProblem::kKingStays);
  EXPECT_EQ(place_on_board(board, sq("e1"), Piece::BlackQueen), SetupProblem::kKingStays);
  EXPECT_EQ(place_on_board(board, sq("e1"), Piece::BlackKing),
            SetupProblem::kKingStays);  // the other king
  EXPECT_EQ(place_on_board(board, sq("e1"), Piece::WhiteKing),
            SetupProblem::kNone);  // its own square: no change
  EXPECT_EQ(to_fen(board), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
}

TEST(BoardSetupTest, KingsMayStandNextToEachOtherAsAfterAnIllegalMove) {
  Position board = kings_only_board();
  EXPECT_EQ(place_on_board(board, sq("e7"), Piece::WhiteKing), SetupProblem::kNone);
  EXPECT_EQ(to_fen(board), "4k3/4K3/8/8/8/8/8/8 w - - 0 1");
}

TEST(BoardSetupTest, APawnCannotStandOnTheFirstOrLastRank) {
  Position board = kings_only_board();
  EXPECT_EQ(place_on_board(board, sq("a8"), Piece::WhitePawn), SetupProblem::kPawnOnEdgeRank);
  EXPECT_EQ(place_on_board(board, sq("h1"), Piece::BlackPawn), SetupProblem::kPawnOnEdgeRank);
  EXPECT_EQ(board.piece_at(sq("a8")), Piece::None);
  EXPECT_EQ(place_on_board(board, sq("a7"), Piece::WhitePawn), SetupProblem::kNone);
}

TEST(BoardSetupTest, ChangingTheBoardDropsCastlingRightsSoItsFenStaysReadable) {
  Position board = *parse_fen(kStartingFen).position;
  ASSERT_EQ(place_on_board(board, sq("h1"), Piece::None), SetupProblem::kNone);
  EXPECT_EQ(board.castling_rights(), 0u);
  const std::string fen = to_fen(board);
  EXPECT_TRUE(parse_fen(fen)) << fen;
}

TEST(BoardSetupTest, EveryBoardMadeThisWayReadsBackFromItsFen) {
  Position board = kings_only_board();
  const Piece men[] = {Piece::WhitePawn, Piece::BlackKnight, Piece::WhiteKing, Piece::None,
                       Piece::BlackKing, Piece::WhiteQueen,  Piece::BlackPawn};
  std::uint32_t seed = 7;
  for (int i = 0; i < 2000; ++i) {
    seed = seed * 1664525u + 1013904223u;
    const Square s = static_cast<Square>((seed >> 8) % 64);
    place_on_board(board, s, men[(seed >> 20) % std::size(men)]);
    const auto back = parse_fen(to_fen(board));
    ASSERT_TRUE(back) << to_fen(board) << ": " << back.error.message();
    EXPECT_EQ(popcount(board.pieces(Color::White, PieceType::King)), 1);
    EXPECT_EQ(popcount(board.pieces(Color::Black, PieceType::King)), 1);
  }
}

TEST(BoardSetupTest, APastedFenBecomesTheBoardWithoutItsHistory) {
  const PastedBoard pasted = board_from_text("  r3k3/8/8/8/8/8/8/4K2R b Kq e3 12 40\n");
  ASSERT_TRUE(pasted.board) << pasted.fen_error.message();
  EXPECT_EQ(to_fen(*pasted.board), "r3k3/8/8/8/8/8/8/4K2R w - - 0 1");
}

TEST(BoardSetupTest, ThePlacementFieldAloneIsEnough) {
  const PastedBoard pasted = board_from_text("8/8/3bk3/8/8/8/3PK3/8");
  ASSERT_TRUE(pasted.board) << pasted.fen_error.message();
  EXPECT_EQ(pasted.board->piece_at(sq("d6")), Piece::BlackBishop);
}

TEST(BoardSetupTest, APastedTextThatIsNoBoardSaysWhatIsWrong) {
  EXPECT_EQ(board_from_text(" \n").problem, SetupProblem::kNothingPasted);
  EXPECT_EQ(board_from_text("not a board").problem, SetupProblem::kNotFen);
  const PastedBoard short_of_ranks = board_from_text("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP");
  EXPECT_EQ(short_of_ranks.problem, SetupProblem::kNotFen);
  EXPECT_EQ(short_of_ranks.fen_error.field, "piece placement");
  EXPECT_NE(board_from_text("8/8/8/8/8/8/8/8").fen_error.reason.find("kings"), std::string::npos);
  EXPECT_EQ(board_from_text("P3k3/8/8/8/8/8/8/4K3").problem, SetupProblem::kPastedPawnOnEdgeRank);
  EXPECT_EQ(board_from_text(std::string(500, '8')).problem, SetupProblem::kTooLong);
  EXPECT_FALSE(board_from_text("8/8/8/8/8/8/8/4K3 w").board);
}

}  // namespace
}  // namespace flagfall::chess
