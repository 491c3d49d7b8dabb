#include "chess/perft.h"

#include <gtest/gtest.h>

#include "test_positions.h"

namespace flagfall::chess {
namespace {

using testing::fen;

// Published node counts (chessprogramming.org, "Perft Results"); deeper ones are in
// scripts/bench-perft.sh.
TEST(Perft, StartingPosition) {
  const Position p;
  EXPECT_EQ(perft(p, 0), 1u);
  EXPECT_EQ(perft(p, 1), 20u);
  EXPECT_EQ(perft(p, 2), 400u);
  EXPECT_EQ(perft(p, 3), 8902u);
  EXPECT_EQ(perft(p, 4), 197281u);
  EXPECT_EQ(perft(p, 5), 4865609u);
}

TEST(Perft, Kiwipete) {
  const Position p = fen(testing::kKiwipete);
  EXPECT_EQ(perft(p, 1), 48u);
  EXPECT_EQ(perft(p, 2), 2039u);
  EXPECT_EQ(perft(p, 3), 97862u);
  EXPECT_EQ(perft(p, 4), 4085603u);
}

TEST(Perft, Position3) {
  const Position p = fen(testing::kPosition3);
  EXPECT_EQ(perft(p, 1), 14u);
  EXPECT_EQ(perft(p, 2), 191u);
  EXPECT_EQ(perft(p, 3), 2812u);
  EXPECT_EQ(perft(p, 4), 43238u);
  EXPECT_EQ(perft(p, 5), 674624u);
}

TEST(Perft, Position4AndItsMirror) {
  const Position p = fen(testing::kPosition4);
  EXPECT_EQ(perft(p, 1), 6u);
  EXPECT_EQ(perft(p, 2), 264u);
  EXPECT_EQ(perft(p, 3), 9467u);
  EXPECT_EQ(perft(p, 4), 422333u);
  const Position mirrored = fen("r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1");
  EXPECT_EQ(perft(mirrored, 4), 422333u);
}

TEST(Perft, Position5) {
  const Position p = fen(testing::kPosition5);
  EXPECT_EQ(perft(p, 1), 44u);
  EXPECT_EQ(perft(p, 2), 1486u);
  EXPECT_EQ(perft(p, 3), 62379u);
  EXPECT_EQ(perft(p, 4), 2103487u);
}

TEST(Perft, Position6) {
  const Position p = fen(testing::kPosition6);
  EXPECT_EQ(perft(p, 1), 46u);
  EXPECT_EQ(perft(p, 2), 2079u);
  EXPECT_EQ(perft(p, 3), 89890u);
  EXPECT_EQ(perft(p, 4), 3894594u);
}

TEST(Perft, DivideSumsToTheTotal) {
  const Position p = fen(testing::kKiwipete);
  std::uint64_t total = 0;
  const auto divided = perft_divide(p, 3);
  EXPECT_EQ(divided.size(), 48u);
  for (const auto& [move, nodes] : divided) total += nodes;
  EXPECT_EQ(total, 97862u);
}

}  // namespace
}  // namespace flagfall::chess
