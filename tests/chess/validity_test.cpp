#include "chess/validity.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "test_positions.h"

namespace flagfall::chess {
namespace {

using testing::fen;

bool has(const Position& p, ValidityProblem problem) {
  const auto issues = validity_issues(p);
  return std::any_of(issues.begin(), issues.end(),
                     [problem](const ValidityIssue& i) { return i.problem == problem; });
}

TEST(Validity, LegalPositionsHaveNoIssues) {
  EXPECT_TRUE(is_valid(Position()));
  EXPECT_TRUE(is_valid(fen(testing::kKiwipete)));
  EXPECT_TRUE(is_valid(fen("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3")));
}

TEST(Validity, ReportsWithoutRefusing) {
  const Position opposite = fen("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1");
  EXPECT_TRUE(has(opposite, ValidityProblem::OppositeCheck));
  const auto issues = validity_issues(opposite);
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_EQ(issues[0].code(), "opposite-check");
  EXPECT_EQ(issues[0].explanation, "black is in check but it is white's move");

  EXPECT_TRUE(has(fen("8/8/8/3kK3/8/8/8/8 w - - 0 1"), ValidityProblem::KingsAdjacent));
  EXPECT_TRUE(has(fen("P3k3/8/8/8/8/8/8/4K3 w - - 0 1"), ValidityProblem::PawnsOnBackRank));
  EXPECT_TRUE(has(fen("4k3/8/8/8/8/8/8/p3K3 w - - 0 1"), ValidityProblem::PawnsOnBackRank));
  EXPECT_TRUE(has(fen("4k3/8/8/8/8/PPPPPPPP/P7/4K3 w - - 0 1"), ValidityProblem::TooManyPawns));
  EXPECT_TRUE(
      has(fen("4k3/8/8/8/QQQQQQQQ/PPPPPPPP/P7/4K3 w - - 0 1"), ValidityProblem::TooManyPieces));
  EXPECT_TRUE(
      has(fen("4k3/8/8/8/8/1QQ5/PPPPPPPP/4K3 w - - 0 1"), ValidityProblem::TooManyPromotedPieces));
  EXPECT_TRUE(has(fen("4k3/8/8/8/8/3n4/3p4/r3K3 w - - 0 1"), ValidityProblem::TooManyCheckers));
  EXPECT_TRUE(has(fen("4k3/8/8/8/8/8/8/4K3 w - e6 0 1"), ValidityProblem::InvalidEnPassant));
  EXPECT_TRUE(has(fen("r2k3r/8/8/8/8/8/8/R2K3R w KQkq - 0 1"),
                  ValidityProblem::CastlingRightsOffHomeSquares));
}

TEST(Validity, MissingOrExtraKingsAfterPhysicalMoves) {
  Position p = fen("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1");
  p.apply(Move(E1, E8));
  EXPECT_TRUE(has(p, ValidityProblem::MissingKing));
  Position q = fen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
  q.apply(Move(A7, A8, PieceType::King));
  EXPECT_TRUE(has(q, ValidityProblem::TooManyKings));
}

}  // namespace
}  // namespace flagfall::chess
