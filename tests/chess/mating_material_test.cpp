#include "chess/mating_material.h"

#include <gtest/gtest.h>

#include "test_positions.h"

namespace flagfall::chess {
namespace {

using testing::fen;

constexpr auto kUscf = MatingMaterialRule::UscfPieceCount;
constexpr auto kScholastic = MatingMaterialRule::ScholasticPieceCount;
constexpr auto kFide = MatingMaterialRule::FideDeadPosition;

Answer ask(const char* position, Color side, MatingMaterialRule rule) {
  const MatingMaterialResult result = has_mating_material(fen(position), side, rule);
  EXPECT_FALSE(result.explanation.empty());
  return result.answer;
}

TEST(MatingMaterial, KnightAgainstPawnDiffersBetweenUsChessAndFide) {
  const char* position = "8/8/8/3p4/8/2k5/8/K1N5 w - - 0 1";  // KNvKP
  EXPECT_EQ(ask(position, Color::White, kUscf), Answer::No);
  EXPECT_EQ(ask(position, Color::White, kScholastic), Answer::No);
  EXPECT_EQ(ask(position, Color::White, kFide), Answer::Yes);  // the pawn can become a blocker
  EXPECT_EQ(ask(position, Color::Black, kUscf), Answer::Yes);
}

TEST(MatingMaterial, TwoKnightsAgainstALoneKing) {
  const char* position = "8/8/8/4k3/8/8/8/1N2K1N1 w - - 0 1";  // KNNvK
  EXPECT_EQ(ask(position, Color::White, kUscf), Answer::Yes);
  EXPECT_EQ(ask(position, Color::White, kScholastic), Answer::No);
  EXPECT_EQ(ask(position, Color::White, kFide), Answer::Yes);  // a helpmate exists
  EXPECT_EQ(ask(position, Color::Black, kFide), Answer::No);
  // Against a king and pawn, two knights count under the scholastic rules too.
  EXPECT_EQ(ask("8/8/8/3pk3/8/8/8/1N2K1N1 w - - 0 1", Color::White, kScholastic), Answer::Yes);
}

TEST(MatingMaterial, PieceCounts) {
  EXPECT_EQ(ask("8/8/8/4k3/8/8/8/R3K3 w - - 0 1", Color::White, kUscf), Answer::Yes);
  EXPECT_EQ(ask("8/8/8/4k3/8/8/8/3QK3 w - - 0 1", Color::White, kScholastic), Answer::Yes);
  EXPECT_EQ(ask("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", Color::White, kUscf), Answer::Yes);
  EXPECT_EQ(ask("8/8/8/4k3/8/8/8/2B1KB2 w - - 0 1", Color::White, kUscf), Answer::Yes);
  EXPECT_EQ(ask("8/8/8/4k3/8/8/8/2B1KN2 w - - 0 1", Color::White, kScholastic), Answer::Yes);
  EXPECT_EQ(ask("8/8/8/4k3/8/8/8/2B1K3 w - - 0 1", Color::White, kUscf), Answer::No);
  EXPECT_EQ(ask("8/8/8/4k3/8/8/8/4K3 w - - 0 1", Color::White, kUscf), Answer::No);
}

TEST(MatingMaterial, FideKnownCases) {
  EXPECT_EQ(ask("8/8/8/4k3/8/8/8/4K3 w - - 0 1", Color::White, kFide), Answer::No);
  EXPECT_EQ(ask("8/8/8/4k3/8/8/8/2B1K3 w - - 0 1", Color::White, kFide), Answer::No);
  EXPECT_EQ(ask("8/8/8/4k3/8/8/8/4KN2 w - - 0 1", Color::White, kFide), Answer::No);
  EXPECT_EQ(ask("8/8/8/4k3/8/8/8/3QK3 w - - 0 1", Color::Black, kFide), Answer::No);
  // Bishops all on one colour of squares, on both sides: dead.
  EXPECT_EQ(ask("8/8/5b2/4k3/8/8/8/2B1K3 w - - 0 1", Color::White, kFide), Answer::No);
  // Bishops on opposite colours, or a bishop against a knight: a mate can be composed.
  EXPECT_EQ(ask("8/8/4b3/4k3/8/8/8/2B1K3 w - - 0 1", Color::White, kFide), Answer::Yes);
  EXPECT_EQ(ask("8/8/4n3/4k3/8/8/8/2B1K3 w - - 0 1", Color::White, kFide), Answer::Yes);
  EXPECT_EQ(ask("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", Color::White, kFide), Answer::Yes);
}

TEST(MatingMaterial, FidePawnlessMaterialCountsOnlyWhenNoCaptureIsForced) {
  // Black must take the rook (Kxa7 or Bxa7) and White is left with a lone king: dead, though
  // king and rook against king and bishop could otherwise mate.
  const char* forced = "kb6/R7/8/8/8/8/8/7K b - - 0 1";
  EXPECT_EQ(ask(forced, Color::White, kFide), Answer::No);
  EXPECT_EQ(is_dead_position(fen(forced)).answer, Answer::Yes);
  // With White to move the rook steps away: the material decides again.
  EXPECT_EQ(ask("kb6/R7/8/8/8/8/8/7K w - - 0 1", Color::White, kFide), Answer::Yes);
  // Kxa7 is forced here too, but king and rook are left: the search finds them.
  EXPECT_EQ(ask("k7/R7/1R6/8/8/8/8/7K b - - 0 1", Color::White, kFide), Answer::Yes);
}

TEST(MatingMaterial, FideLockedPawnsAreDead) {
  const Position locked = fen("8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/8 w - - 0 1");
  const MatingMaterialResult white = has_mating_material(locked, Color::White, kFide);
  EXPECT_EQ(white.answer, Answer::No) << white.explanation;
  EXPECT_EQ(is_dead_position(locked).answer, Answer::Yes);
  EXPECT_EQ(is_dead_position(fen("8/8/8/4k3/8/8/8/R3K3 w - - 0 1")).answer, Answer::No);
  EXPECT_EQ(is_dead_position(fen("8/8/8/4k3/8/8/8/2B1K3 w - - 0 1")).answer, Answer::Yes);
}

TEST(MatingMaterial, FideSearchSaysUnknownWhenTheBudgetRunsOut) {
  const Position locked = fen("8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/8 w - - 0 1");
  const MatingMaterialResult result =
      has_mating_material(locked, Color::White, kFide, SearchBudget{50});
  EXPECT_EQ(result.answer, Answer::Unknown);
  EXPECT_NE(result.explanation.find("budget"), std::string::npos);
}

TEST(MatingMaterial, FideGameAlreadyOver) {
  const Position mated = fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
  EXPECT_EQ(has_mating_material(mated, Color::Black, kFide).answer, Answer::Yes);
  EXPECT_EQ(has_mating_material(mated, Color::White, kFide).answer, Answer::No);
}

}  // namespace
}  // namespace flagfall::chess
