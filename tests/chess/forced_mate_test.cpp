#include "chess/forced_mate.h"

#include <gtest/gtest.h>

#include "test_positions.h"

namespace flagfall::chess {
namespace {

using testing::fen;
using testing::uci;

TEST(ForcedMate, MateInOne) {
  const ForcedMateResult r =
      find_forced_mate(fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"), Color::White, 3);
  EXPECT_EQ(r.answer, Answer::Yes);
  EXPECT_EQ(r.moves, 1);
  EXPECT_EQ(r.first_move, uci("a1a8"));
}

TEST(ForcedMate, MateInTwoIsTheShortest) {
  const ForcedMateResult r =
      find_forced_mate(fen("k7/8/2K5/8/8/8/8/7R w - - 0 1"), Color::White, 3);
  EXPECT_EQ(r.answer, Answer::Yes) << r.explanation;
  EXPECT_EQ(r.moves, 2);
}

TEST(ForcedMate, DefenderToMove) {
  const ForcedMateResult r =
      find_forced_mate(fen("k7/8/1K6/8/8/8/8/7R b - - 0 1"), Color::White, 2);
  EXPECT_EQ(r.answer, Answer::Yes);
  EXPECT_EQ(r.moves, 1);
}

TEST(ForcedMate, LessMaterialThanThePieceCountWantsCanStillWin) {
  // King and knight against king and pawn: not mating material by the piece count, but Nb3# or
  // Nc2# mates at once.
  const ForcedMateResult r =
      find_forced_mate(fen("8/8/8/8/3N4/8/p7/k1K5 w - - 0 1"), Color::White, 2);
  EXPECT_EQ(r.answer, Answer::Yes);
  EXPECT_EQ(r.moves, 1);
  EXPECT_TRUE(r.first_move == uci("d4b3") || r.first_move == uci("d4c2"));
}

TEST(ForcedMate, NoneWithinTheLimit) {
  const ForcedMateResult r =
      find_forced_mate(fen("8/8/8/4k3/8/8/8/R3K3 w - - 0 1"), Color::White, 2);
  EXPECT_EQ(r.answer, Answer::No);
  EXPECT_EQ(find_forced_mate(fen("8/8/8/4k3/8/8/8/R3K3 w - - 0 1"), Color::Black, 2).answer,
            Answer::No);
}

TEST(ForcedMate, UnknownWhenTheBudgetRunsOut) {
  const ForcedMateResult r = find_forced_mate(Position(), Color::White, 3, 50);
  EXPECT_EQ(r.answer, Answer::Unknown);
}

}  // namespace
}  // namespace flagfall::chess
