// A position kept packed comes back equal, and hash_after() is the hash after() gives: both are
// checked on every position of random games from positions with castling rights, en passant
// captures and promotions, with now and then a move only a physical board makes (any man to any
// square: a king taken, a pawn left on the last rank), and for every legal move there as well as
// such moves.
#include <gtest/gtest.h>

#include <iterator>
#include <random>

#include "chess/position.h"
#include "test_positions.h"

namespace flagfall::chess {
namespace {

using testing::fen;

constexpr const char* kStarts[] = {
    testing::kKiwipete,
    testing::kPosition3,
    testing::kPosition4,
    testing::kPosition5,
    testing::kPosition6,
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",             // en passant at once
    "r3k2r/1P4P1/8/8/8/8/1p4p1/R3K2R b KQkq - 0 1",  // promotions and castling
    "7k/8/8/1p1p1p1p/1P1P1P1P/8/8/K7 w - - 17 60",   // locked pawns, counters
    "2Q5/8/8/8/8/8/8/k1K4q b - - 99 120",            // queens, the clock near 100
};

// Moves a physical board allows besides the legal ones: any man to any square.
Move any_move(std::mt19937_64& rng) {
  return Move(static_cast<Square>(rng() % 64), static_cast<Square>(rng() % 64),
              static_cast<PieceType>(rng() % 7));
}

TEST(PositionPacked, ComesBackEqualWithItsHash) {
  std::mt19937_64 rng(43);
  int positions = 0;
  for (int game = 0; game < 60; ++game) {
    Position p = fen(kStarts[game % std::size(kStarts)]);
    for (int ply = 0; ply < 60; ++ply, ++positions) {
      const Position back(p.packed());
      ASSERT_TRUE(back == p) << to_fen(p);
      ASSERT_EQ(back.hash(), p.hash()) << to_fen(p);
      ASSERT_EQ(to_fen(back), to_fen(p));
      ASSERT_EQ(back.occupied(), p.occupied());
      for (const PieceType t : {PieceType::Pawn, PieceType::Knight, PieceType::Bishop,
                                PieceType::Rook, PieceType::Queen, PieceType::King}) {
        ASSERT_EQ(back.pieces(Color::White, t), p.pieces(Color::White, t)) << to_fen(p);
        ASSERT_EQ(back.pieces(Color::Black, t), p.pieces(Color::Black, t)) << to_fen(p);
      }
      const MoveList moves = p.legal_moves();
      if (moves.empty()) break;
      p.apply(rng() % 8 == 0 ? any_move(rng) : moves[rng() % moves.size()]);
    }
  }
  EXPECT_GT(positions, 2000);
}

TEST(PositionHashAfter, IsTheHashOfThePositionAfter) {
  std::mt19937_64 rng(1043);
  int moves_checked = 0, castlings = 0, en_passants = 0, promotions = 0;
  for (int game = 0; game < 60; ++game) {
    Position p = fen(kStarts[game % std::size(kStarts)]);
    for (int ply = 0; ply < 60; ++ply) {
      const MoveList moves = p.legal_moves();
      for (const Move m : moves) {
        ASSERT_EQ(p.hash_after(m), p.after(m).hash()) << to_fen(p) << " " << to_uci(m);
        ++moves_checked;
        castlings += p.is_castling_attempt(m);
        promotions += m.promotion() != PieceType::None;
        en_passants += m.to() == p.en_passant_square() &&
                       type_of(p.piece_at(m.from())) == PieceType::Pawn &&
                       file_of(m.from()) != file_of(m.to());
      }
      for (int i = 0; i < 8; ++i) {
        const Move m = any_move(rng);
        ASSERT_EQ(p.hash_after(m), p.after(m).hash()) << to_fen(p) << " " << to_uci(m);
      }
      if (moves.empty()) break;
      p.apply(moves[rng() % moves.size()]);
    }
  }
  EXPECT_GT(moves_checked, 50000);
  EXPECT_GT(castlings, 20);
  EXPECT_GT(en_passants, 5);
  EXPECT_GT(promotions, 50);
}

}  // namespace
}  // namespace flagfall::chess
