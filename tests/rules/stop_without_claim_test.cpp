// A player stops the clock and then claims nothing (a "no-claim" pause). No rulebook allows such a
// stop: US Chess 11-6, Scholastic 9 and Sacramento 7 let a player touch the clock only to press or
// straighten it (stops being for claims, disputes and promotion pieces), the summary leaves a
// broken rule to its standard penalty (5), and FIDE's arbiter judges whether a pause had a valid
// reason (6.11.4). None of them charges the stopped time to anyone: the clock stood still, and
// a penalty is the director's to give.
#include <algorithm>

#include <gtest/gtest.h>

#include "../support/rule_events.h"
#include "rules/scenario_writer.h"

namespace flagfall::rules {
namespace {

using testing_support::rule_events;

// White's clock runs from 0; Black stops it at 1 s, takes the stop back at 4 s, and White
// presses at 5 s.
const nlohmann::json kStopTakenBack =
    nlohmann::json::array({{{"t", 1000}, {"by", "black"}, {"do", "pause"}, {"reason", "no-claim"}},
                           {{"t", 4000}, {"by", "black"}, {"do", "resume"}},
                           {{"t", 5000}, {"by", "white"}, {"do", "press"}}});

TEST(StopWithoutClaim, TheStoppedTimeIsChargedToNoOneAndTheRuleIsCited) {
  const std::pair<const Ruleset*, const char*> kRules[] = {
      {&uscf_2020(), "USCF 11-6"},          {&uscf_earlier(), "USCF 11-6"},
      {&uscf_summary(), "USCF summary 5"},  {&uscf_summary_variation(), "USCF summary 5"},
      {&scholastic_2018(), "Scholastic 9"}, {&sacramento_2005(), "Sacramento 7"},
      {&fide_2023(), "FIDE 6.11.4"}};
  for (const auto& [ruleset, cited] : kRules) {
    const nlohmann::json setup = {{"time_control", "G/5;d0"}};
    const Ruling ruling = rule_events(setup, kStopTakenBack, *ruleset);
    EXPECT_EQ(ruling.outcome, Outcome::kPlayOn) << ruleset->id;
    // White ran from 0 to 1 s and from 4 s to 5 s: two seconds, not five.
    EXPECT_EQ(ruling.white_ms, 300000 - 2000) << ruleset->id;
    EXPECT_EQ(ruling.black_ms, 300000) << ruleset->id;
    const auto stop = std::find_if(ruling.log.begin(), ruling.log.end(), [](const LogEntry& l) {
      return l.what == Happening::kStopWithoutClaim;
    });
    ASSERT_NE(stop, ruling.log.end()) << ruleset->id;
    EXPECT_EQ(stop->rule, cited) << ruleset->id;
    EXPECT_NE(stop->text.find("Black stops the clock and makes no claim"), std::string::npos)
        << stop->text;
    EXPECT_NE(stop->text.find(std::string("(") + cited + ")"), std::string::npos) << stop->text;
    EXPECT_NE(stop->text.find("neither side is charged"), std::string::npos) << stop->text;
  }
}

TEST(StopWithoutClaim, TheReasonIsWrittenAndReadBack) {
  const nlohmann::json scenario = {{"id", "t"},
                                   {"title", "t"},
                                   {"category", "penalties"},
                                   {"setup", nlohmann::json::object()},
                                   {"events", kStopTakenBack}};
  const auto parsed = parse_scenario(scenario.dump());
  ASSERT_TRUE(parsed) << parsed.error().message();
  EXPECT_EQ(parsed->events.front().reason, PauseReason::kNoClaim);
  const std::string written = scenario_to_json(*parsed);
  EXPECT_NE(written.find("\"no-claim\""), std::string::npos) << written;
  const auto again = parse_scenario(written);
  ASSERT_TRUE(again) << again.error().message();
  EXPECT_EQ(again->events.front().reason, PauseReason::kNoClaim);
}

TEST(StopWithoutClaim, AStopWhileTheClockStandsChangesNothing) {
  const nlohmann::json events = nlohmann::json::array(
      {{{"t", 1000}, {"by", "td"}, {"do", "pause"}, {"reason", "dispute"}},
       {{"t", 2000}, {"by", "white"}, {"do", "pause"}, {"reason", "no-claim"}}});
  const Ruling ruling = rule_events({{"time_control", "G/5;d0"}}, events, uscf_2020());
  EXPECT_EQ(ruling.log.back().what, Happening::kPauseWhileStopped);
  EXPECT_EQ(ruling.white_ms, 299000);
}

}  // namespace
}  // namespace flagfall::rules
