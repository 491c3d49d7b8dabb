#include "chess/forced_win.h"

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

// Rook against rook: Rh7+ drives the king off the seventh rank and Rxa7 takes the other rook, a
// known won ending (king and rook against a bare king), though the mate itself is far away.
constexpr const char* kSkewer = "8/r3k3/8/8/8/8/8/6KR w - - 0 1";

TEST(ForcedWin, ASkewerThatWinsTheLastRookIsAForcedWin) {
  const ForcedWinResult r =
      find_forced_win(fen(kSkewer), Color::White, kDemonstrableWinMoves, kDemonstrableWinNodes);
  EXPECT_EQ(r.answer, Answer::Yes) << r.explanation;
  EXPECT_EQ(r.moves, 2);
  EXPECT_EQ(r.first_move, uci("h1h7"));
  // No mate within the same limit: the win is in the ending.
  EXPECT_EQ(find_forced_mate(fen(kSkewer), Color::White, kDemonstrableWinMoves).answer, Answer::No);
}

TEST(ForcedWin, DefenderToMoveAfterTheSkewer) {
  const ForcedWinResult r = find_forced_win(fen("8/r3k2R/8/8/8/8/8/6K1 b - - 0 1"), Color::White,
                                            kDemonstrableWinMoves, kDemonstrableWinNodes);
  EXPECT_EQ(r.answer, Answer::Yes) << r.explanation;
  EXPECT_EQ(r.moves, 1);
}

TEST(ForcedWin, ABareKingAgainstARookWithTheMoveIsWonAlready) {
  EXPECT_TRUE(is_known_win(fen("8/8/8/4k3/8/8/8/R3K3 w - - 0 1"), Color::White));
  // With the defender to move the rook may hang: the search looks one move further.
  EXPECT_FALSE(is_known_win(fen("8/8/8/8/8/8/3k4/R3K3 b - - 0 1"), Color::White));
  EXPECT_FALSE(is_known_win(fen("8/8/8/4k3/8/8/8/N3K3 w - - 0 1"), Color::White));
}

TEST(ForcedWin, NoneWithIdenticalRooksAndNoTactic) {
  const ForcedWinResult r = find_forced_win(fen("r7/3k4/8/8/8/8/3K4/7R w - - 0 60"), Color::White,
                                            kDemonstrableWinMoves, kDemonstrableWinNodes);
  EXPECT_EQ(r.answer, Answer::No) << r.explanation;
}

TEST(ForcedWin, AMinorPieceWinsOnlyByMate) {
  // King and knight against king and pawn: the smothered mates are the only wins.
  EXPECT_EQ(find_forced_win(fen("8/8/8/8/3N4/8/p7/k1K5 w - - 0 1"), Color::White, 2, 20'000).answer,
            Answer::Yes);
  EXPECT_EQ(find_forced_win(fen("4k3/4p3/8/8/8/8/8/1N2K3 b - - 0 50"), Color::White,
                            kDemonstrableWinMoves, kDemonstrableWinNodes)
                .answer,
            Answer::No);
}

TEST(ForcedWin, UnknownWhenTheBudgetRunsOut) {
  EXPECT_EQ(find_forced_win(Position(), Color::White, 3, 50).answer, Answer::Unknown);
}

}  // namespace
}  // namespace flagfall::chess
