// Draw claims. Scholastic 11b is a claim of perpetual check (a threefold repetition counted
// aloud); other repetitions and fifty moves come through its rule 24 from the Official Rules, as
// in Chapter 11. Only a rule 11 claim costs time when denied (17b: a minute, or half the
// claimant's time under two minutes, and nothing when none is left).
#include <gtest/gtest.h>

#include "../support/rule_events.h"

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

}  // namespace
}  // namespace flagfall::rules
