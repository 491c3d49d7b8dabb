// The players' own pause (the live clock's Pause): a `pause` and a `resume` by the td with reason
// "players", shared by both sides. The clocks stand and no one is charged, as for the TD's stop,
// but the log says it was the players', not the TD's.
#include <algorithm>

#include <gtest/gtest.h>

#include "../support/rule_events.h"
#include "rules/scenario_writer.h"

namespace flagfall::rules {
namespace {

using testing_support::rule_events;

// White's clock runs from 0; the players pause at 1 s and restart at 4 s; White presses at 5 s.
const nlohmann::json kEvents =
    nlohmann::json::array({{{"t", 1000}, {"by", "td"}, {"do", "pause"}, {"reason", "players"}},
                           {{"t", 4000}, {"by", "td"}, {"do", "resume"}, {"reason", "players"}},
                           {{"t", 5000}, {"by", "white"}, {"do", "press"}}});

bool logs(const Ruling& ruling, Happening what, const std::string& text) {
  return std::any_of(ruling.log.begin(), ruling.log.end(),
                     [&](const LogEntry& l) { return l.what == what && l.text == text; });
}

TEST(PlayersPause, TheLogSaysThePlayersPausedAndNoOneIsCharged) {
  const Ruling ruling = rule_events({{"time_control", "G/5;d0"}}, kEvents, fide_2023());
  EXPECT_EQ(ruling.outcome, Outcome::kPlayOn);
  EXPECT_EQ(ruling.white_ms, 300000 - 2000);
  EXPECT_TRUE(logs(ruling, Happening::kPlayersPause, "The players pause the clocks."));
  EXPECT_TRUE(logs(ruling, Happening::kPlayersResume, "The players restart the clocks."));
  for (const LogEntry& l : ruling.log) EXPECT_EQ(l.text.find("TD"), std::string::npos) << l.text;
}

TEST(PlayersPause, TheTdsOwnStopIsStillHis) {
  const nlohmann::json events =
      nlohmann::json::array({{{"t", 1000}, {"by", "td"}, {"do", "pause"}, {"reason", "dispute"}},
                             {{"t", 4000}, {"by", "td"}, {"do", "resume"}}});
  const Ruling ruling = rule_events({{"time_control", "G/5;d0"}}, events, fide_2023());
  EXPECT_TRUE(logs(ruling, Happening::kTdStopsClock, "The TD stops the clock."));
  EXPECT_TRUE(logs(ruling, Happening::kTdRestartsClock, "The TD restarts the clock."));
}

nlohmann::json scenario_with(const nlohmann::json& events) {
  return {{"id", "t"},
          {"title", "t"},
          {"category", "penalties"},
          {"setup", nlohmann::json::object()},
          {"events", events}};
}

TEST(PlayersPause, TheReasonIsWrittenAndReadBack) {
  const auto parsed = parse_scenario(scenario_with(kEvents).dump());
  ASSERT_TRUE(parsed) << parsed.error().message();
  EXPECT_EQ(parsed->events[0].reason, PauseReason::kPlayers);
  EXPECT_EQ(parsed->events[1].reason, PauseReason::kPlayers);
  const auto again = parse_scenario(scenario_to_json(*parsed));
  ASSERT_TRUE(again) << again.error().message();
  EXPECT_EQ(again->events[0].reason, PauseReason::kPlayers);
  EXPECT_EQ(again->events[1].reason, PauseReason::kPlayers);
  // A TD's restart writes no reason, as before.
  const nlohmann::json td = nlohmann::json::array({{{"t", 1000}, {"by", "td"}, {"do", "resume"}}});
  const auto plain = parse_scenario(scenario_with(td).dump());
  ASSERT_TRUE(plain) << plain.error().message();
  EXPECT_EQ(scenario_to_json(*plain).find("reason"), std::string::npos);
}

TEST(PlayersPause, OnlyTheTdsSharedPauseMayBeThePlayers) {
  const std::pair<nlohmann::json, const char*> kBad[] = {
      {{{"t", 1000}, {"by", "white"}, {"do", "pause"}, {"reason", "players"}},
       "event 0: \"reason\": \"players\" is a pause by the td (shared by both sides)"},
      {{{"t", 1000}, {"by", "td"}, {"do", "resume"}, {"reason", "dispute"}},
       "event 0: a resume's \"reason\" can only be \"players\", by the td"},
      {{{"t", 1000}, {"by", "black"}, {"do", "resume"}, {"reason", "players"}},
       "event 0: a resume's \"reason\" can only be \"players\", by the td"}};
  for (const auto& [event, problem] : kBad) {
    const auto parsed = parse_scenario(scenario_with(nlohmann::json::array({event})).dump());
    ASSERT_FALSE(parsed) << event;
    EXPECT_EQ(parsed.error().message(), problem);
  }
}

}  // namespace
}  // namespace flagfall::rules
