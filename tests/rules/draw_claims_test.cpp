// Draw claims. Scholastic 11b is a claim of perpetual check (a threefold repetition counted
// aloud); other repetitions and fifty moves come through its rule 24 from the Official Rules, as
// in Chapter 11. Only a rule 11 claim costs time when denied (17b: a minute, or half the
// claimant's time under two minutes, and nothing when none is left).
#include <gtest/gtest.h>

#include "../support/rule_events.h"
#include "../support/source_root.h"
#include "rules/arbiter.h"
#include "rules/scenario_file.h"

namespace flagfall::rules {
namespace {

using testing_support::rule_events;

// White moves `uci` at 1 s and claims a repetition at 1.5 s.
Ruling claims_repetition_after(const char* fen, const char* uci, const Ruleset& ruleset,
                               std::int64_t white_ms = 60'000) {
  const nlohmann::json setup = {{"fen", fen}, {"white_ms", white_ms}, {"black_ms", 60'000}};
  const nlohmann::json events = nlohmann::json::array(
      {{{"t", 1000}, {"by", "white"}, {"do", "move"}, {"uci", uci}},
       {{"t", 1000}, {"by", "white"}, {"do", "press"}},
       {{"t", 1500}, {"by", "white"}, {"do", "claim"}, {"claim", "repetition"}}});
  return rule_events(setup, events, ruleset);
}

constexpr const char* kQueen = "7k/8/8/8/8/8/Q7/K7 w - - 0 40";

TEST(DrawClaims, Scholastic11bADeniedPerpetualCheckClaimCostsTime) {
  const Ruling ruling = claims_repetition_after(kQueen, "a2a8", scholastic_2018());  // check
  EXPECT_EQ(ruling.reason, Reason::kClaimDenied);
  const LogEntry& denied = ruling.log[*ruling.decided_by];
  EXPECT_EQ(denied.rule, "Scholastic 11b");
  EXPECT_EQ(denied.also, "Scholastic 17b");
  EXPECT_EQ(ruling.white_ms, 29'500);
}

TEST(DrawClaims, Scholastic24AnOtherRepetitionClaimFollowsTheOfficialRules) {
  const Ruling ruling = claims_repetition_after(kQueen, "a2a3", scholastic_2018());  // no check
  EXPECT_EQ(ruling.reason, Reason::kClaimDenied);
  EXPECT_EQ(ruling.log[*ruling.decided_by].rule, "Scholastic 24");
  EXPECT_EQ(ruling.white_ms, 59'000);  // no cost
}

TEST(DrawClaims, Scholastic17bHalfOfNoTimeLeftIsNothing) {
  // White's flag has fallen (0.5 s, at 0.5 s) when he claims perpetual check.
  const Ruling ruling = claims_repetition_after(kQueen, "a2a8", scholastic_2018(), 500);
  EXPECT_EQ(ruling.reason, Reason::kClaimDenied);
  const LogEntry& denied = ruling.log[*ruling.decided_by];
  EXPECT_EQ(denied.cost, DeniedClaimCost::kMinuteOffClaimantOrHalf);
  EXPECT_EQ(denied.ms, 0);
  EXPECT_EQ(ruling.white_ms, 0);
  EXPECT_NE(denied.text.find("none left"), std::string::npos) << denied.text;
}

// Scholastic 11b names no claimant and no side to move: a claim of perpetual check is counted with
// the third repetition by whoever counts, the checking side or the checked. So a repetition claim
// in a run of checks is ruled under 11b whether the side to move is in check (the checker just
// gave it) or has just stepped out of it, and a denied one costs the claimant under 17b (issue 39,
// point 5). Before, only a claim with the side to move in check was taken under 11b: the other
// fell to the Official Rules (24) at no cost.
TEST(DrawClaims, Scholastic11bRulesAPerpetualCheckClaimWhicheverPlayerMakesIt) {
  // White checks from a8, Black's king steps out to h7, and then one of them claims, too early.
  const auto claimed_by = [](const char* who) {
    const nlohmann::json setup = {{"fen", kQueen}, {"white_ms", 60'000}, {"black_ms", 60'000}};
    const nlohmann::json events = nlohmann::json::array(
        {{{"t", 1000}, {"by", "white"}, {"do", "move"}, {"uci", "a2a8"}},
         {{"t", 1000}, {"by", "white"}, {"do", "press"}},
         {{"t", 2000}, {"by", "black"}, {"do", "move"}, {"uci", "h8h7"}},
         {{"t", 2000}, {"by", "black"}, {"do", "press"}},
         {{"t", 2500}, {"by", who}, {"do", "claim"}, {"claim", "repetition"}}});
    return rule_events(setup, events, scholastic_2018());
  };
  for (const char* who : {"white", "black"}) {
    SCOPED_TRACE(who);
    const Ruling ruling = claimed_by(who);
    EXPECT_EQ(ruling.reason, Reason::kClaimDenied);
    ASSERT_TRUE(ruling.decided_by.has_value());
    const LogEntry& denied = ruling.log[*ruling.decided_by];
    EXPECT_EQ(denied.rule, "Scholastic 11b") << denied.text;
    EXPECT_EQ(denied.also, "Scholastic 17b") << denied.text;
    EXPECT_EQ(denied.cost, DeniedClaimCost::kMinuteOffClaimantOrHalf);
  }
  // Under two minutes left, the claimant loses half: White's clock ran 0-1 s and 2-2.5 s (58.5 s
  // left), Black's 1-2 s (59 s).
  EXPECT_EQ(claimed_by("white").white_ms, 29'250);
  EXPECT_EQ(claimed_by("black").black_ms, 29'500);
}

// The bank's perpetual check: White's queen checks from h4 and d8 in turn; after the third time
// White, the checking side, to move and not in check, claims. It rests on the rule its note names,
// 11b, with 17a's outcome: the TD rules a draw and the game is over.
TEST(DrawClaims, TheBanksPerpetualCheckIsDrawnUnderScholastic11bWith17) {
  const auto scenario = load_scenario_file(testing_support::kRoot +
                                           "/assets/scenarios/draw-claim-perpetual-check.json");
  ASSERT_TRUE(scenario) << scenario.error();
  const Ruling ruling = adjudicate(*scenario, scholastic_2018());
  EXPECT_EQ(ruling.outcome, Outcome::kDraw);
  EXPECT_EQ(ruling.rule, "11b");
  ASSERT_TRUE(ruling.decided_by.has_value());
  const LogEntry& upheld = ruling.log[*ruling.decided_by];
  EXPECT_EQ(upheld.also, "Scholastic 17");
  EXPECT_NE(upheld.text.find("(Scholastic 11b; Scholastic 17)"), std::string::npos) << upheld.text;
}

}  // namespace
}  // namespace flagfall::rules
