#include "session/editor/board_entry.h"

#include <gtest/gtest.h>

namespace flagfall::session {
namespace {

using chess::Piece;

chess::Square square(const char* name) {
  return chess::make_square(name[0] - 'a', name[1] - '1');
}

TEST(BoardEntryTest, StartsWithTheTwoKingsAndAWhiteQueenToPutDown) {
  BoardEntry entry;
  EXPECT_EQ(entry.fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  EXPECT_EQ(entry.brush(), Piece::WhiteQueen);
  EXPECT_EQ(entry.notice(), "");
  EXPECT_EQ(entry.men(), "KvK");
}

TEST(BoardEntryTest, PlacesTheBrushAndSaysWhatItCannotDo) {
  BoardEntry entry;
  entry.choose_brush(Piece::BlackKing);
  entry.place(square("e6"));  // a king moves: there is still one
  entry.choose_brush(Piece::BlackBishop);
  entry.place(square("d6"));
  entry.place(square("a1"));
  entry.place(square("a1"));  // the same man again takes it off
  EXPECT_EQ(entry.fen(), "8/8/3bk3/8/8/8/8/4K3 w - - 0 1");
  entry.choose_brush(Piece::WhitePawn);
  entry.place(square("d8"));
  EXPECT_NE(entry.notice().find("pawn cannot stand on d8"), std::string::npos) << entry.notice();
  entry.place(square("d2"));
  EXPECT_EQ(entry.notice(), "");
  entry.choose_brush(Piece::None);
  entry.place(square("e6"));
  EXPECT_NE(entry.notice().find("king stays on the board"), std::string::npos) << entry.notice();
  EXPECT_EQ(entry.fen(), "8/8/3bk3/8/8/8/3P4/4K3 w - - 0 1");
  EXPECT_EQ(entry.men(), "KPvKB");
}

TEST(BoardEntryTest, KingsStartAndPaste) {
  BoardEntry entry;
  entry.start();
  EXPECT_EQ(entry.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
  // Counted and spaced, so a narrow column wraps it whole rather than cutting it.
  EXPECT_EQ(entry.men_line(), "Men: White K Q 2R 2B 2N 8P \xC2\xB7 Black K Q 2R 2B 2N 8P");
  entry.paste_fen("not a board");
  EXPECT_NE(entry.notice().find("not a board in FEN"), std::string::npos) << entry.notice();
  EXPECT_EQ(entry.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1") << "kept";
  entry.kings_only();
  EXPECT_EQ(entry.notice(), "");
  EXPECT_EQ(entry.fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  entry.paste_fen("r7/3k4/8/8/8/8/3K4/7R");  // the placement alone will do
  EXPECT_EQ(entry.notice(), "");
  EXPECT_EQ(entry.fen(), "r7/3k4/8/8/8/8/3K4/7R w - - 0 1");
}

TEST(BoardEntryTest, ResetKeepsTheBrush) {
  BoardEntry entry;
  entry.choose_brush(Piece::BlackRook);
  entry.place(square("a5"));
  entry.set_notice("something");
  entry.reset();
  EXPECT_EQ(entry.fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  EXPECT_EQ(entry.notice(), "");
  EXPECT_EQ(entry.brush(), Piece::BlackRook);
  entry.reset("8/8/3bk3/8/8/8/3P4/4K3 w - - 0 1");
  EXPECT_EQ(entry.fen(), "8/8/3bk3/8/8/8/3P4/4K3 w - - 0 1");
  entry.reset("nonsense");
  EXPECT_EQ(entry.fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
}

TEST(BoardEntryTest, AFenIsAskedForOnce) {
  BoardEntry entry;
  EXPECT_FALSE(entry.take_fen_request());
  entry.ask_fen();
  EXPECT_TRUE(entry.take_fen_request());
  EXPECT_FALSE(entry.take_fen_request());
}

}  // namespace
}  // namespace flagfall::session
