#include "chess/san.h"

#include <gtest/gtest.h>

#include "chess/movegen.h"
#include "test_positions.h"

namespace flagfall::chess {
namespace {

using testing::fen;
using testing::uci;

void expect_san(const std::string& position, const char* move, const char* san) {
  const Position p = fen(position);
  EXPECT_EQ(to_san(p, uci(move)), san) << position;
  const SanResult parsed = parse_san(p, san);
  ASSERT_TRUE(parsed) << san << ": " << parsed.error;
  EXPECT_EQ(*parsed.move, uci(move)) << san;
}

TEST(San, Basics) {
  const std::string start(kStartingFen);
  expect_san(start, "e2e4", "e4");
  expect_san(start, "g1f3", "Nf3");
  expect_san(testing::kKiwipete, "e5f7", "Nxf7");
  expect_san(testing::kKiwipete, "e1g1", "O-O");
  expect_san(testing::kKiwipete, "e1c1", "O-O-O");
  expect_san(testing::kKiwipete, "d5e6", "dxe6");
}

TEST(San, CheckAndMate) {
  expect_san("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", "d8h4", "Qh4#");
  expect_san("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "a1a8", "Ra8+");
}

TEST(San, Disambiguation) {
  expect_san("4k3/8/8/8/8/8/8/RN2KN1R w - - 0 1", "b1d2", "Nbd2");   // by file
  expect_san("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "a1a3", "R1a3");     // by rank
  expect_san("4k3/8/8/Q1Q5/8/Q7/8/4K3 w - - 0 1", "a5b4", "Qa5b4");  // by both
  expect_san("4k3/8/8/8/8/8/8/RN2K1NR w - - 0 1", "g1f3", "Nf3");    // no other knight reaches f3
}

TEST(San, PromotionAndEnPassant) {
  expect_san("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8q", "a8=Q");
  expect_san("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7b8n", "axb8=N");
  expect_san("1r5k/P7/8/8/8/8/8/4K3 w - - 0 1", "a7b8r", "axb8=R+");
  expect_san("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", "exd6");
  const Position p = fen("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
  EXPECT_EQ(*parse_san(p, "a8Q").move, uci("a7a8q"));
  EXPECT_EQ(*parse_san(p, "axb8=R!?").move, uci("a7b8r"));
}

TEST(San, CastlingWithKingAndQueenSwapped) {
  Position p = fen("r2k3r/8/8/8/8/8/8/R2K3R w KQkq - 0 1");
  p.set_castling_rule(CastlingRule::FromAnySetup);
  EXPECT_EQ(to_san(p, uci("d1b1")), "O-O");    // short, on the queenside
  EXPECT_EQ(to_san(p, uci("d1f1")), "O-O-O");  // long, on the kingside
  EXPECT_EQ(*parse_san(p, "O-O").move, uci("d1b1"));
  EXPECT_EQ(*parse_san(p, "0-0-0").move, uci("d1f1"));
}

TEST(San, Errors) {
  const Position p;
  EXPECT_FALSE(parse_san(p, "e5"));
  EXPECT_FALSE(parse_san(p, "O-O"));
  EXPECT_FALSE(parse_san(p, ""));
  EXPECT_FALSE(parse_san(p, "Zz9"));
  EXPECT_FALSE(parse_san(p, "xe4"));
  const Position two_knights = fen("4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1");
  const SanResult ambiguous = parse_san(fen("4k3/8/8/8/8/8/8/RN2KN1R w - - 0 1"), "Nd2");
  EXPECT_FALSE(ambiguous);
  EXPECT_NE(ambiguous.error.find("ambiguous"), std::string::npos);
  EXPECT_TRUE(parse_san(two_knights, "Ne2"));
}

// Every legal move in the suite positions and their children writes and reads back.
TEST(San, RoundTripsEveryLegalMove) {
  int checked = 0;
  for (const char* start : {testing::kKiwipete, testing::kPosition3, testing::kPosition4,
                            testing::kPosition5, testing::kPosition6}) {
    const Position root = fen(start);
    for (Move first : root.legal_moves()) {
      const Position child = root.after(first);
      for (const Position* p : {&root, &child}) {
        for (Move m : p->legal_moves()) {
          const std::string san = to_san(*p, m);
          const SanResult parsed = parse_san(*p, san);
          ASSERT_TRUE(parsed) << to_fen(*p) << " " << san << ": " << parsed.error;
          ASSERT_EQ(*parsed.move, m) << to_fen(*p) << " " << san;
          ++checked;
        }
      }
    }
  }
  EXPECT_GT(checked, 5000);
}

}  // namespace
}  // namespace flagfall::chess
