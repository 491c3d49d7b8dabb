// Resignation: the player who resigns loses (USCF 11-7b, the summary through the regular rules,
// Scholastic 10a2, Sacramento 8b), except under FIDE 5.1.2, where the game is drawn when the
// opponent could not checkmate him by any series of legal moves. FIDE's test is the chess core's
// dead-position search; when its budget runs out the answer is unknown and the resignation
// stands as a loss.
#include <string>

#include <gtest/gtest.h>

#include "chess/fen.h"
#include "rules/arbiter.h"
#include "rules/mating_material.h"

namespace flagfall::rules {
namespace {

// Black resigns at t = 1000 in `fen` (on either player's time).
Ruling black_resigns(const Ruleset& ruleset, const std::string& fen) {
  ScenarioSetup setup;
  setup.fen = fen;
  setup.time_control = "G/5;d0";
  Arbiter arbiter(ruleset, setup);
  ScenarioEvent resign;
  resign.t = 1'000;
  resign.by = Actor::kBlack;
  resign.kind = EventKind::kResign;
  arbiter.apply(resign, 0);
  return arbiter.ruling(1'000);
}

// The FIDE answer with the budget the arbiter gives the search.
chess::Answer fide_answer(const std::string& fen, chess::Color side) {
  return mating_material_answer(*chess::parse_fen(fen).position, side,
                                MatingMaterial::kAnySeriesOfLegalMoves);
}

// White has king and knight against Black's bare king: no series of legal moves mates Black.
constexpr const char* kKnightAgainstBareKing = "8/8/8/4k3/8/3NK3/8/8 b - - 0 60";
// Pawns locked on both sides, kings only: dead, as the search proves by visiting every position.
constexpr const char* kLockedPawns = "8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/8 b - - 0 60";
// Bishop and three pawns against four pawns, White to move: White could mate, but the search
// gives up before it finds how or settles anything.
constexpr const char* kUnsettled = "1B2k3/7p/6pP/5pP1/5P2/1p6/1K6/8 w - - 2 25";
// King and rook against a bare king: White can mate.
constexpr const char* kRookAgainstBareKing = "8/8/8/4k3/8/4K3/8/7R b - - 0 60";

TEST(Resignation, OnlyFideDrawsWhenTheOpponentCouldNotMate) {
  for (const Ruleset* r : all_rulesets()) {
    EXPECT_EQ(r->resignation_drawn_if_opponent_cannot_mate, r->id == "fide-2023") << r->id;
  }
}

TEST(Resignation, UnderFideTheOpponentWithoutAnyMateOnlyDraws) {
  ASSERT_EQ(fide_answer(kKnightAgainstBareKing, chess::Color::White), chess::Answer::No);
  const Ruling ruling = black_resigns(fide_2023(), kKnightAgainstBareKing);
  EXPECT_EQ(ruling.outcome, Outcome::kDraw);
  EXPECT_EQ(ruling.reason, "resignation-insufficient-material");
  EXPECT_EQ(ruling.rule, "5.1.2");
  ASSERT_FALSE(ruling.log.empty());
  EXPECT_NE(ruling.log.back().text.find("(FIDE 5.1.2)"), std::string::npos)
      << ruling.log.back().text;
}

TEST(Resignation, UnderFideADeadPositionWithPawnsDraws) {
  ASSERT_EQ(fide_answer(kLockedPawns, chess::Color::White), chess::Answer::No);
  const Ruling ruling = black_resigns(fide_2023(), kLockedPawns);
  EXPECT_EQ(ruling.outcome, Outcome::kDraw);
  EXPECT_EQ(ruling.reason, "resignation-insufficient-material");
}

TEST(Resignation, UnderFideAnUnsettledSearchKeepsTheWin) {
  ASSERT_EQ(fide_answer(kUnsettled, chess::Color::White), chess::Answer::Unknown);
  const Ruling ruling = black_resigns(fide_2023(), kUnsettled);
  EXPECT_EQ(ruling.outcome, Outcome::kWhiteWins);
  EXPECT_EQ(ruling.reason, "resignation");
  EXPECT_EQ(ruling.rule, "5.1.2");
}

TEST(Resignation, UnderFideAnOpponentWhoCanMateWins) {
  ASSERT_EQ(fide_answer(kRookAgainstBareKing, chess::Color::White), chess::Answer::Yes);
  const Ruling ruling = black_resigns(fide_2023(), kRookAgainstBareKing);
  EXPECT_EQ(ruling.outcome, Outcome::kWhiteWins);
  EXPECT_EQ(ruling.reason, "resignation");
}

TEST(Resignation, TheUsRulebooksGiveTheWinWhateverTheMaterial) {
  for (const Ruleset* r : all_rulesets()) {
    if (r->id == "fide-2023") continue;
    SCOPED_TRACE(std::string(r->id));
    for (const char* fen : {kKnightAgainstBareKing, kLockedPawns}) {
      const Ruling ruling = black_resigns(*r, fen);
      EXPECT_EQ(ruling.outcome, Outcome::kWhiteWins) << fen;
      EXPECT_EQ(ruling.reason, "resignation") << fen;
      EXPECT_EQ(r->cite_number(ruling.rule), r->cite(Topic::kResignation)) << fen;
    }
  }
}

}  // namespace
}  // namespace flagfall::rules
