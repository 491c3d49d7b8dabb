// A fifth repetition and seventy-five moves: FIDE 9.6 draws the game on its own; every other
// ruleset plays on, and the log says why with the rule that asks for a claim (or, where no claim
// draws such a game either, the rule that lists the draws), so no "play on" rests on no rule.
#include <algorithm>
#include <string>

#include <gtest/gtest.h>

#include "../support/rule_events.h"
#include "../support/source_root.h"
#include "rules/arbiter.h"
#include "rules/scenario_file.h"

namespace flagfall::rules {
namespace {

using testing_support::deciding_kind;

Ruling bank_case(const std::string& id, const Ruleset& ruleset) {
  const auto scenario =
      load_scenario_file(testing_support::kRoot + "/assets/scenarios/" + id + ".json");
  if (!scenario) {
    ADD_FAILURE() << scenario.error();
    return Ruling{};
  }
  return adjudicate(*scenario, ruleset);
}

struct Expected {
  const char* ruleset;
  const char* rule;  // the rule the last line cites, "" where none does
  bool no_draw;      // not even a claim draws such a game there
};

void expect_unclaimed(const std::string& id, Happening unclaimed, const Expected& expected) {
  SCOPED_TRACE(std::string(expected.ruleset) + ", " + id);
  const Ruleset& ruleset = *find_ruleset(expected.ruleset);
  const Ruling ruling = bank_case(id, ruleset);
  ASSERT_FALSE(ruling.log.empty());
  EXPECT_EQ(ruling.outcome, Outcome::kPlayOn);
  const LogEntry& last = ruling.log.back();
  EXPECT_EQ(last.what, unclaimed);
  EXPECT_EQ(deciding_kind(ruling), unclaimed);
  EXPECT_EQ(last.rule, expected.rule);
  EXPECT_EQ(last.denial == Denial::kDrawClaimNotInRulebook, expected.no_draw);
  EXPECT_NE(last.text.find("play goes on"), std::string::npos) << last.text;
  if (*expected.rule != '\0') {
    EXPECT_NE(last.text.find(expected.rule), std::string::npos);
  }
}

TEST(UnclaimedDraw, Fide96DrawsTheFifthRepetitionAndSeventyFiveMovesOnTheirOwn) {
  const Ruling fivefold = bank_case("draw-fivefold-repetition", fide_2023());
  EXPECT_EQ(fivefold.outcome, Outcome::kDraw);
  EXPECT_EQ(fivefold.reason, Reason::kFivefoldRepetition);
  EXPECT_EQ(fivefold.rule, "9.6");
  const Ruling seventy_five = bank_case("draw-seventy-five-moves", fide_2023());
  EXPECT_EQ(seventy_five.outcome, Outcome::kDraw);
  EXPECT_EQ(seventy_five.reason, Reason::kSeventyFiveMoves);
}

TEST(UnclaimedDraw, ElsewhereBothPlayOnUnderTheRuleThatAsksForAClaim) {
  // Each ruleset: the fifth repetition's rule, then seventy-five moves'.
  const Expected rulesets[][2] = {
      {{"uscf-2020", "USCF 11-8", false}, {"uscf-2020", "USCF 11-8", false}},
      // The earlier wording's rule 8 lists the draws, and neither is among them.
      {{"uscf-earlier", "USCF 11-8", true}, {"uscf-earlier", "USCF 11-8", true}},
      {{"uscf-summary", "USCF summary 4b", false}, {"uscf-summary", "USCF summary 4b", false}},
      {{"uscf-summary-variation", "USCF summary 4b", false},
       {"uscf-summary-variation", "USCF summary 4b", false}},
      {{"scholastic-2018", "Scholastic 24", false}, {"scholastic-2018", "Scholastic 24", false}},
      // Sacramento has no fifty-move draw and no rule carrying one over: silent there.
      {{"sacramento-2005", "Sacramento 10d", false}, {"sacramento-2005", "", true}},
  };
  for (const auto& [fivefold, seventy_five] : rulesets) {
    expect_unclaimed("draw-fivefold-repetition", Happening::kFivefoldRepetitionUnclaimed, fivefold);
    expect_unclaimed("draw-seventy-five-moves", Happening::kSeventyFiveMovesUnclaimed,
                     seventy_five);
  }
}

TEST(UnclaimedDraw, SeventyFiveMovesAreSaidOnceNotAtEveryMoveAfter) {
  const nlohmann::json setup = {{"fen", "8/8/4k3/8/8/4K3/8/R7 w - - 149 120"}};
  nlohmann::json events = nlohmann::json::array();
  const char* moves[] = {"a1a2", "e6d6", "a2a1", "d6e6"};
  for (int i = 0; i < 4; ++i) {
    const char* side = i % 2 == 0 ? "white" : "black";
    events.push_back({{"t", 1000 * (i + 1)}, {"by", side}, {"do", "move"}, {"uci", moves[i]}});
    events.push_back({{"t", 1000 * (i + 1)}, {"by", side}, {"do", "press"}});
  }
  const Ruling ruling = testing_support::rule_events(setup, events, uscf_2020());
  EXPECT_EQ(ruling.outcome, Outcome::kPlayOn);
  EXPECT_EQ(std::count_if(ruling.log.begin(), ruling.log.end(),
                          [](const LogEntry& line) {
                            return line.what == Happening::kSeventyFiveMovesUnclaimed;
                          }),
            1);
}

}  // namespace
}  // namespace flagfall::rules
