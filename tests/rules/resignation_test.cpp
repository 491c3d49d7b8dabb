// Resignation: the player who resigns loses (USCF 11-7b, the summary through the regular rules,
// Scholastic 10a2, Sacramento 8b), except under FIDE 5.1.2, where the game is drawn when the
// opponent could not checkmate him by any series of legal moves. FIDE's test is the chess core's
// dead-position search; when its budget runs out the answer is unknown and the resignation
// stands as a loss.
#include <string>

#include <gtest/gtest.h>

#include "../support/fide_positions.h"
#include "chess/fen.h"
#include "rules/arbiter.h"

namespace flagfall::rules {
namespace {

using testing_support::fide_answer;
using testing_support::kKnightAgainstBareKing;
using testing_support::kLockedPawns;
using testing_support::kRookAgainstBareKing;
using testing_support::kUnsettledWhiteToMove;

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

TEST(Resignation, OnlyFideDrawsWhenTheOpponentCouldNotMate) {
  for (const Ruleset* r : all_rulesets()) {
    EXPECT_EQ(r->resignation_drawn_if_opponent_cannot_mate, r->id == "fide-2023") << r->id;
  }
}

TEST(Resignation, UnderFideTheOpponentWithoutAnyMateOnlyDraws) {
  ASSERT_EQ(fide_answer(kKnightAgainstBareKing, chess::Color::White), chess::Answer::No);
  const Ruling ruling = black_resigns(fide_2023(), kKnightAgainstBareKing);
  EXPECT_EQ(ruling.outcome, Outcome::kDraw);
  EXPECT_EQ(ruling.reason, Reason::kResignationInsufficientMaterial);
  EXPECT_EQ(ruling.rule, "5.1.2");
  ASSERT_FALSE(ruling.log.empty());
  EXPECT_NE(ruling.log.back().text.find("(FIDE 5.1.2)"), std::string::npos)
      << ruling.log.back().text;
}

TEST(Resignation, UnderFideADeadPositionWithPawnsDraws) {
  ASSERT_EQ(fide_answer(kLockedPawns, chess::Color::White), chess::Answer::No);
  const Ruling ruling = black_resigns(fide_2023(), kLockedPawns);
  EXPECT_EQ(ruling.outcome, Outcome::kDraw);
  EXPECT_EQ(ruling.reason, Reason::kResignationInsufficientMaterial);
}

TEST(Resignation, UnderFideAnUnsettledSearchKeepsTheWin) {
  ASSERT_EQ(fide_answer(kUnsettledWhiteToMove, chess::Color::White), chess::Answer::Unknown);
  const Ruling ruling = black_resigns(fide_2023(), kUnsettledWhiteToMove);
  EXPECT_EQ(ruling.outcome, Outcome::kWhiteWins);
  EXPECT_EQ(ruling.reason, Reason::kResignation);
  EXPECT_EQ(ruling.rule, "5.1.2");
}

TEST(Resignation, UnderFideAnOpponentWhoCanMateWins) {
  ASSERT_EQ(fide_answer(kRookAgainstBareKing, chess::Color::White), chess::Answer::Yes);
  const Ruling ruling = black_resigns(fide_2023(), kRookAgainstBareKing);
  EXPECT_EQ(ruling.outcome, Outcome::kWhiteWins);
  EXPECT_EQ(ruling.reason, Reason::kResignation);
}

TEST(Resignation, TheUsRulebooksGiveTheWinWhateverTheMaterial) {
  for (const Ruleset* r : all_rulesets()) {
    if (r->id == "fide-2023") continue;
    SCOPED_TRACE(std::string(r->id));
    for (const char* fen : {kKnightAgainstBareKing, kLockedPawns}) {
      const Ruling ruling = black_resigns(*r, fen);
      EXPECT_EQ(ruling.outcome, Outcome::kWhiteWins) << fen;
      EXPECT_EQ(ruling.reason, Reason::kResignation) << fen;
      EXPECT_EQ(r->cite_number(ruling.rule), r->cite(Topic::kResignation)) << fen;
    }
  }
}

}  // namespace
}  // namespace flagfall::rules
