#include "chess/mating_material.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <iterator>
#include <random>
#include <string>

#include "test_positions.h"

namespace flagfall::chess {
namespace {

using testing::fen;

constexpr auto kUscf = MatingMaterialRule::UscfPieceCount;
constexpr auto kScholastic = MatingMaterialRule::ScholasticPieceCount;
constexpr auto kFide = MatingMaterialRule::FideDeadPosition;
constexpr auto kSacramento = MatingMaterialRule::SacramentoCountOrForcedWin;
constexpr auto kRegularOnTime = MatingMaterialRule::UscfRegularOnTime;

Answer ask(const char* position, Color side, MatingMaterialRule rule) {
  const MatingMaterialResult result = has_mating_material(fen(position), side, rule);
  EXPECT_FALSE(result.explanation.empty());
  return result.answer;
}

// The budget the arbiter gives the FIDE search for a ruling (rules::kRulingSearchBudget).
constexpr SearchBudget kRulingBudget{20'000};

// The FIDE answer for `side` with `budget`.
MatingMaterialResult fide_search(const char* position, Color side,
                                 SearchBudget budget = kRulingBudget) {
  const MatingMaterialResult result = has_mating_material(fen(position), side, kFide, budget);
  EXPECT_FALSE(result.explanation.empty());
  return result;
}

// A position reached from `start` by `plies` random legal moves (fewer if the game ends).
Position random_playout(const char* start, int plies, std::mt19937_64& rng) {
  Position p = fen(start);
  for (int i = 0; i < plies; ++i) {
    const MoveList moves = p.legal_moves();
    if (moves.empty()) break;
    p = p.after(moves[rng() % moves.size()]);
  }
  return p;
}

TEST(MatingMaterial, KnightAgainstPawnDiffersBetweenUsChessAndFide) {
  const char* position = "8/8/8/3p4/8/2k5/8/K1N5 w - - 0 1";  // KNvKP
  EXPECT_EQ(ask(position, Color::White, kUscf), Answer::No);
  EXPECT_EQ(ask(position, Color::White, kScholastic), Answer::No);
  EXPECT_EQ(ask(position, Color::White, kFide), Answer::Yes);  // the pawn can become a blocker
  EXPECT_EQ(ask(position, Color::Black, kUscf), Answer::Yes);
}

// Sacramento 9: less than the count is mating material only with a forced win shown.
TEST(MatingMaterial, SacramentoCountsLessMaterialWithAForcedWin) {
  // A knight with a smothered mate in one against the king in the corner.
  const char* smothered = "6rk/6pp/8/4N3/8/8/8/K7 w - - 0 1";
  EXPECT_EQ(ask(smothered, Color::White, kSacramento), Answer::Yes);
  EXPECT_EQ(ask(smothered, Color::White, kScholastic), Answer::No);
  // A knight against a pawn with no mate in sight.
  EXPECT_EQ(ask("4k3/4p3/8/8/8/8/8/1N2K3 b - - 0 50", Color::White, kSacramento), Answer::No);
  // The count itself still counts.
  EXPECT_EQ(ask("8/8/8/4k3/8/8/8/R3K3 w - - 0 1", Color::White, kSacramento), Answer::Yes);
  // The budget runs out before the search settles it: the director judges.
  EXPECT_EQ(has_mating_material(fen("rnbqkbnr/pppppppp/8/8/8/8/8/1N2K3 w kq - 0 1"), Color::White,
                                kSacramento, SearchBudget{1})
                .answer,
            Answer::Unknown);
}

// US Chess regular rules 14E, which the blitz summary adopts on time: a lone king, a king and one
// minor piece, and two knights against no pawns do not win on time without a forced win.
TEST(MatingMaterial, RegularRulesOnTime) {
  EXPECT_EQ(ask("8/8/8/4k3/8/8/8/4K3 w - - 0 1", Color::White, kRegularOnTime), Answer::No);
  EXPECT_EQ(ask("8/8/8/4k3/8/8/8/2B1K3 w - - 0 1", Color::White, kRegularOnTime), Answer::No);
  // Two knights against a lone king: no forced win.
  EXPECT_EQ(ask("8/8/8/4k3/8/8/8/1N2K1N1 w - - 0 1", Color::White, kRegularOnTime), Answer::No);
  // Two knights against a pawn: they win on time (14E3 needs the player without pawns).
  EXPECT_EQ(ask("8/8/8/4k3/p7/8/8/1N2K1N1 w - - 0 1", Color::White, kRegularOnTime), Answer::Yes);
  // Two bishops, a bishop and a knight, a pawn: more than 14E lists.
  EXPECT_EQ(ask("8/8/8/4k3/8/8/8/2B1KB2 w - - 0 1", Color::White, kRegularOnTime), Answer::Yes);
  EXPECT_EQ(ask("8/8/8/4k3/8/8/8/1NB1K3 w - - 0 1", Color::White, kRegularOnTime), Answer::Yes);
  EXPECT_EQ(ask("8/8/8/4k3/8/8/P7/4K3 w - - 0 1", Color::White, kRegularOnTime), Answer::Yes);
  // A lone knight with a forced mate wins on time.
  EXPECT_EQ(ask("6rk/6pp/8/4N3/8/8/8/K7 w - - 0 1", Color::White, kRegularOnTime), Answer::Yes);
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

TEST(MatingMaterial, FideKingAndPawnAgainstKingIsFoundCheaply) {
  // The pawn runs to promotion while the other king keeps out of its way; a queen against a
  // lone king can mate. (Before the search ordered its moves for this, 20,000 and 50,000
  // positions were not enough; 10 to 12 now.)
  for (const char* position : {
           "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1",
           "4k3/8/8/8/8/8/P7/4K3 b - - 0 50",  // the bank's lone pawn, Black to move
           "8/8/8/8/4k3/8/4P3/4K3 w - - 0 1",  // the king stands in the pawn's way
           "8/8/8/8/8/4k3/4P3/4K3 b - - 0 1",
       }) {
    const MatingMaterialResult result = fide_search(position, Color::White);
    EXPECT_EQ(result.answer, Answer::Yes) << position << ": " << result.explanation;
    EXPECT_LE(result.nodes, 100u) << position;
    EXPECT_EQ(fide_search(position, Color::White, SearchBudget{1'000}).answer, Answer::Yes);
    EXPECT_EQ(fide_search(position, Color::Black).answer, Answer::No) << position;
  }
}

TEST(MatingMaterial, FideKnightAgainstPawnFromTheScenarioBank) {
  // assets/scenarios/mating-material-knight-against-pawn.json: the pawn promotes, and king and
  // knight can mate king and queen (the queen a blocker). Unknown at 200,000 positions before.
  const MatingMaterialResult white =
      fide_search("4k3/4p3/8/8/8/8/8/1N2K3 b - - 0 50", Color::White);
  EXPECT_EQ(white.answer, Answer::Yes) << white.explanation;
  EXPECT_LE(white.nodes, 100u);
  EXPECT_EQ(fide_search("4k3/4p3/8/8/8/8/8/1N2K3 b - - 0 50", Color::Black).answer, Answer::Yes);
}

TEST(MatingMaterial, FidePawnsBlockedOnAFileAreNotLocked) {
  // The pawns block each other, but either king can go round, take the other pawn and let its
  // own promote.
  for (const char* position : {
           "8/8/3k4/3p4/3P4/3K4/8/8 w - - 0 1", "8/4k3/8/4p3/4P3/8/4K3/8 w - - 0 1",
           "4k3/4p3/8/8/4P3/8/8/4K3 w - - 0 1",  // not yet blocked
       }) {
    for (const Color side : {Color::White, Color::Black}) {
      const MatingMaterialResult result = fide_search(position, side);
      EXPECT_EQ(result.answer, Answer::Yes) << position << ": " << result.explanation;
      EXPECT_LE(result.nodes, 500u) << position;
    }
  }
  // Two files blocked: White's king goes round by e5 and f6 to take g6. With most of the budget
  // spent on the breadth-first proof, 20,000 positions do not find the line: never "no", and
  // "yes" with a claim's 85,000 (its first sixteenth, the search along the likeliest lines).
  const char* two_files = "8/5k2/6p1/5pP1/5P2/8/8/7K w - - 5 12";
  EXPECT_NE(fide_search(two_files, Color::White).answer, Answer::No);
  EXPECT_EQ(fide_search(two_files, Color::White, SearchBudget{85'000}).answer, Answer::Yes);
}

TEST(MatingMaterial, FideLockedPawnsStayDead) {
  const char* locked = "8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/8 w - - 0 1";
  for (const std::uint64_t budget : {4'608u, 20'000u, 200'000u}) {
    for (const Color side : {Color::White, Color::Black}) {
      const MatingMaterialResult result = fide_search(locked, side, SearchBudget{budget});
      EXPECT_EQ(result.answer, Answer::No) << budget << ": " << result.explanation;
    }
  }
  EXPECT_EQ(is_dead_position(fen(locked), kRulingBudget).answer, Answer::Yes);
}

TEST(MatingMaterial, FideNeverFindsAMateInADeadPosition) {
  // Every position reached from a dead one is dead: whatever the search answers there, it must
  // not be "yes". The pawn wall with a bishop on each side has 66,240 reachable positions, too
  // many for the arbiter's budget to visit; the blockade shows at once that neither bishop can
  // ever cross the wall.
  const char* wall = "4k3/5b2/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/2B1K3 b - - 0 60";
  const MatingMaterialResult walled = fide_search(wall, Color::White, SearchBudget{100});
  EXPECT_EQ(walled.answer, Answer::No) << walled.explanation;
  EXPECT_EQ(walled.reason, NoMateReason::LockedNoCheck);
  EXPECT_EQ(walled.nodes, 0u);
  const char* dead[] = {
      "8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/8 w - - 0 1",
      wall,
      "8/2b5/8/4k3/8/8/8/2B1K3 w - - 0 1",  // bishops on one colour of squares
      "8/8/8/4k3/8/8/8/4KN2 w - - 0 1",
  };
  std::mt19937_64 rng(7);
  for (int i = 0; i < 60; ++i) {
    const Position p = random_playout(dead[i % std::size(dead)], static_cast<int>(rng() % 40), rng);
    for (const Color side : {Color::White, Color::Black}) {
      const MatingMaterialResult result = has_mating_material(p, side, kFide, SearchBudget{2'000});
      EXPECT_NE(result.answer, Answer::Yes) << to_fen(p) << ": " << result.explanation;
    }
    EXPECT_NE(is_dead_position(p, SearchBudget{2'000}).answer, Answer::No) << to_fen(p);
  }
}

TEST(MatingMaterial, FideAnswersAgreeAtEveryBudget) {
  // Positions from random games: a "yes" (a line of legal moves to a mate, or to material that
  // mates) or a "no" (every reachable position visited) found with a small budget stands with a
  // larger one, for either side, and the dead-position answer agrees with both sides'.
  const char* starts[] = {
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
      "8/5pk1/6p1/8/R7/6P1/r4PK1/8 w - - 0 40",
      "4k3/pp3ppp/8/8/8/8/PP3PPP/4K3 w - - 0 1",
      "4k3/4p3/8/8/8/8/8/1N2K3 b - - 0 50",
      "8/8/3k4/3p4/3P4/3K4/8/8 w - - 0 1",
      "8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/8 w - - 0 1",
  };
  std::mt19937_64 rng(2024);
  int settled = 0;
  for (int i = 0; i < 240; ++i) {
    const Position p =
        random_playout(starts[i % std::size(starts)], static_cast<int>(rng() % 60), rng);
    Answer large[2] = {};
    for (const Color side : {Color::White, Color::Black}) {
      const Answer small = has_mating_material(p, side, kFide, SearchBudget{1'000}).answer;
      large[index_of(side)] = has_mating_material(p, side, kFide, SearchBudget{10'000}).answer;
      if (small != Answer::Unknown) {
        EXPECT_EQ(small, large[index_of(side)]) << to_fen(p) << " " << color_name(side);
        ++settled;
      }
    }
    const Answer dead = is_dead_position(p, SearchBudget{20'000}).answer;
    if (dead == Answer::Yes) {
      EXPECT_TRUE(large[0] != Answer::Yes && large[1] != Answer::Yes) << to_fen(p);
    }
    if (large[0] == Answer::Yes || large[1] == Answer::Yes) {
      EXPECT_EQ(dead, Answer::No) << to_fen(p);
    }
  }
  EXPECT_GT(settled, 300);  // of 480: most settle at 1,000 positions already
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
  // Dead, but only a search of every line shows it (the king on b7 is shut in by its own bishop
  // and the pawns, and every way out stalemates or lets nothing through).
  const Position shut = fen("Bb1k1b2/bKp1p1p1/1pP1P1P1/1P6/p5P1/P7/8/8 w - - 0 1");
  const MatingMaterialResult result =
      has_mating_material(shut, Color::White, kFide, SearchBudget{50});
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
