// A scenario's instants may carry microseconds past their millisecond (`us`, 0..999), as a live
// game's input events do: the arbiter's clock then charges each side exactly the time between the
// presses, where whole milliseconds at each end would add up an error over a game.
#include <gtest/gtest.h>

#include "../support/every_ruleset.h"
#include "../support/rule_events.h"
#include "rules/scenario.h"
#include "rules/scenario_writer.h"

namespace flagfall::rules {
namespace {

using testing_support::rule_events;

const nlohmann::json kMicrosSetup = {
    {"fen", "4k3/8/8/8/8/8/8/R3K3 w - - 0 50"}, {"white_ms", 60'000}, {"black_ms", 60'000}};

nlohmann::json press(std::int64_t t, int us, const char* by) {
  return {{"t", t}, {"us", us}, {"by", by}, {"do", "press"}};
}

TEST(InstantMicros, TheArbitersClockChargesToTheMicrosecond) {
  // White presses 0.6 ms past a millisecond, Black 0.4 ms past. White ran 1000.6 + 1000.2 ms,
  // Black 999.8 + 999.8 ms: rounded at each end they would have been charged 2002 and 1998 ms.
  const nlohmann::json events =
      nlohmann::json::array({press(1'000, 600, "white"), press(2'000, 400, "black"),
                             press(3'000, 600, "white"), press(4'000, 400, "black")});
  const Ruling ruling = rule_events(kMicrosSetup, events, uscf_2020());
  EXPECT_EQ(ruling.white_ms, 60'000 - 2'001);  // 57,999.2 ms
  EXPECT_EQ(ruling.black_ms, 60'000 - 2'000);  // 58,000.4 ms
}

TEST(InstantMicros, ReadAndWrittenWithTheScenario) {
  const nlohmann::json scenario = {
      {"id", "micros"},
      {"title", "micros"},
      {"category", "flag-fall"},
      {"setup", kMicrosSetup},
      {"events",
       nlohmann::json::array({press(1'000, 250, "white"),
                              press(1'000, 250, "black"),
                              {{"t", 1'000}, {"us", 999}, {"by", "white"}, {"do", "press"}},
                              {{"t", 2'000}, {"by", "black"}, {"do", "press"}}})}};
  const auto parsed = parse_scenario(scenario.dump());
  ASSERT_TRUE(parsed) << parsed.error().message();
  EXPECT_EQ(parsed.value().events[0].us, 250);
  EXPECT_EQ(parsed.value().events[2].us, 999);
  EXPECT_EQ(parsed.value().events[3].us, 0);
  const std::string written = scenario_to_json(parsed.value());
  EXPECT_NE(written.find("\"us\":999"), std::string::npos) << written;
  const auto again = parse_scenario(written);
  ASSERT_TRUE(again) << again.error().message();
  EXPECT_EQ(again.value().events[0].us, 250);
  EXPECT_EQ(again.value().events[3].us, 0);
}

std::string problem_of(const nlohmann::json& events) {
  const nlohmann::json scenario = {{"id", "bad"},
                                   {"title", "bad"},
                                   {"category", "flag-fall"},
                                   {"setup", kMicrosSetup},
                                   {"events", events}};
  const auto parsed = parse_scenario(scenario.dump());
  return parsed ? std::string() : parsed.error().message();
}

TEST(InstantMicros, RefusedWhenOutOfRangeOrGoingBack) {
  EXPECT_EQ(problem_of(nlohmann::json::array({press(1'000, 1'000, "white")})),
            "event 0: \"us\" must be a whole number of microseconds from 0 to 999");
  EXPECT_EQ(problem_of(nlohmann::json::array({press(1'000, -1, "white")})),
            "event 0: \"us\" must be a whole number of microseconds from 0 to 999");
  EXPECT_EQ(
      problem_of(nlohmann::json::array({press(1'000, 500, "white"), press(1'000, 499, "black")})),
      "event 1: us decreases within t 1000 (499 after 500)");
  // A later millisecond may have fewer microseconds.
  EXPECT_EQ(
      problem_of(nlohmann::json::array({press(1'000, 500, "white"), press(1'001, 0, "black")})),
      "");
  nlohmann::json setup = kMicrosSetup;
  setup["us"] = 5;
  const nlohmann::json scenario = {{"id", "bad"},
                                   {"title", "bad"},
                                   {"category", "flag-fall"},
                                   {"setup", setup},
                                   {"events", nlohmann::json::array()}};
  EXPECT_FALSE(parse_scenario(scenario.dump()));
}

}  // namespace
}  // namespace flagfall::rules
