// The US Chess blitz summary keeps the regular rules' draws (its rule 4, "see also 14"), among
// them insufficient material to win on time (14E): a lone king; a king and one minor piece
// without a forced win (14E2); a king and two knights against a player without pawns, without a
// forced win (14E3). A win on an illegal move keeps Chapter 11's count (summary 2, 11-7c).
#include <gtest/gtest.h>

#include "../support/rule_events.h"

namespace flagfall::rules {
namespace {

using testing_support::rule_events;

// Black's flag falls at 1 s in `fen` (Black to move); White claims at 2 s.
Ruling white_claims_on_time(const char* fen, const Ruleset& ruleset) {
  const nlohmann::json setup = {{"fen", fen}, {"white_ms", 60'000}, {"black_ms", 1'000}};
  return rule_events(
      setup,
      nlohmann::json::array({{{"t", 2000}, {"by", "white"}, {"do", "claim"}, {"claim", "time"}}}),
      ruleset);
}

TEST(SummaryOnTime, Regular14E3TwoKnightsAgainstNoPawnsDrawWithoutAForcedWin) {
  for (const Ruleset* r : {&uscf_summary(), &uscf_summary_variation()}) {
    const Ruling ruling = white_claims_on_time("4k3/8/8/8/8/8/8/1N2K1N1 b - - 0 50", *r);
    EXPECT_EQ(ruling.outcome, Outcome::kDraw) << r->id;
    EXPECT_EQ(ruling.reason, Reason::kFlagFallInsufficientMaterial) << r->id;
    EXPECT_EQ(ruling.rule, "4") << r->id;
  }
  // Chapter 11 counts two minor pieces (11-7c).
  EXPECT_EQ(white_claims_on_time("4k3/8/8/8/8/8/8/1N2K1N1 b - - 0 50", uscf_2020()).outcome,
            Outcome::kWhiteWins);
  // Against a pawn the knights win on time (14E3 needs the player without pawns).
  EXPECT_EQ(white_claims_on_time("4k3/4p3/8/8/8/8/8/1N2K1N1 b - - 0 50", uscf_summary()).outcome,
            Outcome::kWhiteWins);
}

// Black's flag falls at 1.5 s; White, with a lone knight and Nf7 mate on the board, claims.
Ruling white_claims_with_a_smothered_mate(const Ruleset& ruleset) {
  const nlohmann::json setup = {
      {"fen", "6rk/1p4pp/8/4N3/8/8/8/K7 b - - 0 50"}, {"white_ms", 60'000}, {"black_ms", 1'000}};
  const nlohmann::json events =
      nlohmann::json::array({{{"t", 500}, {"by", "black"}, {"do", "move"}, {"uci", "b7b6"}},
                             {{"t", 500}, {"by", "black"}, {"do", "press"}},
                             {{"t", 1000}, {"by", "white"}, {"do", "move"}, {"uci", "a1b1"}},
                             {{"t", 1000}, {"by", "white"}, {"do", "press"}},
                             {{"t", 2000}, {"by", "black"}, {"do", "move"}, {"uci", "b6b5"}},
                             {{"t", 2000}, {"by", "black"}, {"do", "press"}},
                             {{"t", 2500}, {"by", "white"}, {"do", "claim"}, {"claim", "time"}}});
  return rule_events(setup, events, ruleset);
}

TEST(SummaryOnTime, Regular14E2AMinorPieceWinsOnTimeWithAForcedWin) {
  const Ruling ruling = white_claims_with_a_smothered_mate(uscf_summary());
  EXPECT_EQ(ruling.outcome, Outcome::kWhiteWins);
  EXPECT_EQ(ruling.log[*ruling.decided_by].what, Happening::kFlagFallWinsForcedWin);
  // Chapter 11 counts pieces only: one minor piece is not mating material (11-7c, 11-8d).
  EXPECT_EQ(white_claims_with_a_smothered_mate(uscf_2020()).outcome, Outcome::kDraw);
}

TEST(SummaryOnTime, AnIllegalMoveKeepsChapter11sCount) {
  EXPECT_EQ(uscf_summary().mating_material, chess::MatingMaterialRule::UscfPieceCount);
  EXPECT_EQ(uscf_summary().mating_material_on_time, chess::MatingMaterialRule::UscfRegularOnTime);
}

}  // namespace
}  // namespace flagfall::rules
