#include "chess/minor_mate.h"

#include <gtest/gtest.h>

#include <random>

#include "test_positions.h"

namespace flagfall::chess {
namespace {

using testing::fen;

TEST(MinorMate, ALoneMinorAgainstPiecesThatAlwaysTakeOrBlockItsCheck) {
  // Bishop against rook or queen; two bishops of one colour against a queen; knight against a
  // queen or queens.
  EXPECT_TRUE(minor_piece_never_mates(fen("8/8/3k4/8/8/3K4/3B4/r7 w - - 0 1"), Color::White));
  EXPECT_TRUE(minor_piece_never_mates(fen("8/8/3k4/q7/8/3K4/3B4/8 w - - 0 1"), Color::White));
  EXPECT_TRUE(minor_piece_never_mates(fen("8/8/3k4/q7/8/3K4/2B1B3/8 w - - 0 1"), Color::White));
  EXPECT_TRUE(minor_piece_never_mates(fen("8/8/3k4/q7/8/3K4/3N4/8 w - - 0 1"), Color::White));
  EXPECT_TRUE(minor_piece_never_mates(fen("1q1q1q2/1k6/8/8/8/2K5/2N5/8 b - - 0 1"), Color::White));
}

TEST(MinorMate, SaysNothingWhereAMateCanBeSetUp) {
  // Knight against rook (h8, rook h7, knight g6, king f8), against a queen with a knight to block
  // her, bishop against knight or a bishop of the other colour.
  EXPECT_FALSE(minor_piece_never_mates(fen("8/8/3k4/r7/8/3K4/3N4/8 w - - 0 1"), Color::White));
  EXPECT_FALSE(minor_piece_never_mates(fen("7k/6nq/8/8/8/8/8/K5N1 w - - 0 1"), Color::White));
  EXPECT_FALSE(minor_piece_never_mates(fen("8/8/3k4/8/8/3K4/3B4/1n6 w - - 0 1"), Color::White));
  EXPECT_FALSE(minor_piece_never_mates(fen("3kb3/8/8/8/8/3KB3/8/8 w - - 0 1"), Color::White));
  // Not its kind of position: pawns on the board, more than a lone minor, bishops of both colours.
  EXPECT_FALSE(minor_piece_never_mates(fen("8/8/3k4/q7/8/3K4/3N4/7P w - - 0 1"), Color::White));
  EXPECT_FALSE(minor_piece_never_mates(fen("8/8/3k4/q7/8/3K4/3NN3/8 w - - 0 1"), Color::White));
  EXPECT_FALSE(minor_piece_never_mates(fen("8/8/3k4/q7/8/3K4/2BB4/8 w - - 0 1"), Color::White));
}

// Every checkmate by a lone minor piece that turns up among many positions built around a
// king, with the other men close to it: its material must never be called unable to mate.
TEST(MinorMate, NoMateFoundForMaterialItCallsUnableToMate) {
  std::mt19937_64 rng(6);
  const PieceType defenders[] = {PieceType::Queen, PieceType::Rook, PieceType::Bishop,
                                 PieceType::Knight};
  int mates = 0;
  for (int i = 0; i < 400'000; ++i) {
    Position p = Position::empty();
    const Square k = static_cast<Square>(rng() % 64);
    p.set_piece(k, make_piece(Color::Black, PieceType::King));
    // An empty square at most `radius` steps from the king, or NoSquare when all are taken (a
    // king in a corner has only three squares next to it).
    const auto near = [&](int radius) {
      Bitboard around = square_bb(k);
      for (int step = 0; step < radius; ++step) around = king_spread(around);
      Bitboard free = around & ~p.occupied();
      if (!free) return NoSquare;
      for (std::uint64_t skip = rng() % static_cast<std::uint64_t>(popcount(free)); skip > 0;
           --skip) {
        pop_lsb(free);
      }
      return lsb(free);
    };
    const auto place = [&](int radius, Piece piece) {
      const Square s = near(radius);
      if (s != NoSquare) p.set_piece(s, piece);
      return s != NoSquare;
    };
    const bool knight = rng() % 2;
    bool placed =
        place(2, make_piece(Color::White, knight ? PieceType::Knight : PieceType::Bishop));
    placed = placed && place(2, make_piece(Color::White, PieceType::King));
    const int count = 1 + static_cast<int>(rng() % 3);
    for (int d = 0; d < count && placed; ++d) {
      placed = place(1, make_piece(Color::Black, defenders[rng() % 4]));
    }
    if (!placed) continue;
    p.set_side_to_move(Color::Black);
    if (p.is_king_attacked(Color::White) || !p.is_checkmate()) continue;
    ++mates;
    EXPECT_FALSE(minor_piece_never_mates(p, Color::White)) << to_fen(p);
  }
  EXPECT_GT(mates, 20);
}

}  // namespace
}  // namespace flagfall::chess
