#include "clock/clock_json.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <random>

#include "random_controls.h"

namespace flagfall::clock {
namespace {

Clock sample_clock() {
  Clock clock(ClockConfig{{TimeControl{Method::Standard,
                                       {{40, 90 * kMinute, Bonus::Increment, 30'000},
                                        {0, 30 * kMinute, Bonus::Increment, 30'000}},
                                       0,
                                       0},
                           TimeControl::sudden_death(60 * kMinute, Bonus::SimpleDelay, 5'000)},
                          FlagPolicy::Freeze});
  clock.start(Side::White, 10);
  clock.press(Side::White, 2'000);
  clock.pause(3'000);
  clock.set_time(Side::White, 100'000, 3'500);
  clock.add_time(Side::Black, -1'000, 3'600);
  clock.resume(4'000);
  clock.press(Side::Black, 9'000);
  return clock;
}

std::string json_error_of(const std::string& text) {
  const auto result = clock_from_json(text);
  EXPECT_FALSE(result.ok()) << text;
  return result.ok() ? "" : result.error().message();
}

TEST(ClockJson, RoundTrips) {
  const Clock clock = sample_clock();
  const std::string text = clock_to_json(clock);
  const auto back = clock_from_json(text);
  ASSERT_TRUE(back.ok()) << back.error().message();
  EXPECT_EQ(back.value(), clock);
  EXPECT_EQ(clock_to_json(back.value()), text);
  EXPECT_EQ(back->remaining(Side::White, 20'000), clock.remaining(Side::White, 20'000));
}

TEST(ClockJson, RoundTripsRandomControls) {
  std::mt19937_64 random(3);
  for (int i = 0; i < 500; ++i) {
    TimeControl control = testing::random_control(random, i % 2 == 0);
    Clock clock(ClockConfig::same_for_both(control));
    clock.start(Side::Black, i);
    clock.press(Side::Black, 2 * i);
    const auto back = clock_from_json(clock_to_json(clock));
    ASSERT_TRUE(back.ok()) << back.error().message();
    EXPECT_EQ(back.value(), clock);
  }
}

TEST(ClockJson, WritesTheDgtMethods) {
  TimeControl capped = TimeControl::sudden_death(3 * kMinute, Bonus::Increment, 2'000);
  capped.periods[0].cap = 5 * kMinute;
  Clock clock(ClockConfig{{capped, TimeControl::canadian(kMinute, 20, 5 * kMinute)}});
  const std::string text = clock_to_json(clock);
  const auto json = nlohmann::json::parse(text);
  EXPECT_EQ(json["config"]["white"]["periods"][0]["cap_ms"], 300'000);
  EXPECT_EQ(json["config"]["black"]["method"], "canadian");
  EXPECT_EQ(json["config"]["black"]["canadian_moves"], 20);
  EXPECT_EQ(json["config"]["black"]["byoyomi_time_ms"], 300'000);
  EXPECT_FALSE(json["config"]["black"]["periods"][0].contains("cap_ms"));  // none, none written
  const auto back = clock_from_json(text);
  ASSERT_TRUE(back.ok()) << back.error().message();
  EXPECT_EQ(back.value(), clock);
  Clock upcount(ClockConfig::same_for_both(TimeControl::upcount()));
  upcount.start(Side::White, 5);
  const std::string up_text = clock_to_json(upcount);
  EXPECT_EQ(nlohmann::json::parse(up_text)["config"]["white"],
            nlohmann::json::parse(R"({"method": "upcount", "periods": []})"));
  ASSERT_TRUE(clock_from_json(up_text).ok());
  EXPECT_EQ(clock_from_json(up_text).value(), upcount);
  EXPECT_EQ(json_error_of(R"({"format": "flagfall-clock", "version": 1, "config": {
      "flag_policy": "freeze", "white": {"method": "upcount", "periods": []},
      "black": {"method": "canadian", "canadian_moves": 0, "byoyomi_time_ms": 1000,
                "periods": [{"moves": 0, "time_ms": 0, "bonus": "none", "bonus_ms": 0}]}},
      "events": []})"),
            "/config/black: a Canadian period needs at least one move");
}

TEST(ClockJson, ExplainsWhatAndWhere) {
  const std::string good = clock_to_json(sample_clock());
  auto replaced = [&good](const std::string& from, const std::string& to) {
    std::string text = good;
    const auto at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return at == std::string::npos ? text : text.replace(at, from.size(), to);
  };
  EXPECT_EQ(json_error_of(""),
            "byte 1: parse error at line 1, column 1: syntax error while parsing value - "
            "unexpected end of input; expected '[', '{', or a literal");
  EXPECT_EQ(json_error_of("{\"format\": 1"),
            "byte 13: parse error at line 1, column 13: syntax error while parsing object - "
            "unexpected end of input; expected '}'");
  EXPECT_EQ(json_error_of("[]"), "/: must be an object");
  EXPECT_EQ(json_error_of(std::string(100, '[') + std::string(100, ']')),
            "/: nested deeper than 16 levels");
  EXPECT_EQ(json_error_of(replaced("\"flagfall-clock\"", "\"chess-clock\"")),
            "/format: must be \"flagfall-clock\"");
  EXPECT_EQ(json_error_of(replaced("\"version\": 1", "\"version\": 2")),
            "/version: unsupported version (this build reads version 1)");
  EXPECT_EQ(json_error_of(replaced("\"time_ms\": 5400000", "\"time_ms\": -5")),
            "/config/white/periods/0/time_ms: must be between 0 and 86400000");
  EXPECT_EQ(json_error_of(replaced("\"time_ms\": 5400000", "\"time_ms\": 0")),
            "/config/white: zero time");
  EXPECT_EQ(json_error_of(replaced("\"time_ms\": 5400000", "\"time_ms\": 1.5")),
            "/config/white/periods/0/time_ms: must be a whole number");
  EXPECT_EQ(json_error_of(replaced("\"time_ms\": 5400000", "\"time_ms\": 18446744073709551615")),
            "/config/white/periods/0/time_ms: must be at most 86400000");
  EXPECT_EQ(json_error_of(replaced("\"moves\": 40", "\"moves\": 40, \"extra\": 1")),
            "/config/white/periods/0/extra: unknown key");
  EXPECT_EQ(json_error_of(replaced("\"bonus\": \"increment\"", "\"bonus\": \"fischer\"")),
            "/config/white/periods/0/bonus: must be one of none, increment, simple_delay, "
            "bronstein_delay");
  EXPECT_EQ(json_error_of(replaced("\"flag_policy\": \"freeze\"", "\"flag_policy\": null")),
            "/config/flag_policy: must be one of keep_running, freeze");
  EXPECT_EQ(json_error_of(replaced("\"t\": 2000", "\"t\": 1")),
            "/events/1: the clock refuses this event: time earlier than the previous event or out "
            "of range");
  EXPECT_EQ(json_error_of(replaced("\"side\": \"black\",\n   \"t\": 9000",
                                   "\"side\": \"white\",\n   \"t\": 9000")),
            "/events/6: the clock refuses this event: that side's clock is not running");
  EXPECT_EQ(json_error_of(replaced("\"type\": \"pause\"", "\"type\": \"stop\"")),
            "/events/2/type: must be one of start, press, pause, resume, set_time, add_time, "
            "set_moves");
  EXPECT_EQ(json_error_of(replaced("\"ms\": 100000", "\"ms\": \"100000\"")),
            "/events/3/ms: must be a whole number");
  EXPECT_EQ(json_error_of(replaced("\"t\": 2000,", "")), "/events/1/t: missing");
}

TEST(ClockJson, KeepsAnInstantsMicroseconds) {
  Clock clock(ClockConfig::same_for_both(TimeControl::sudden_death(5 * kMinute)));
  clock.start(Side::White, 0, 250);
  clock.press(Side::White, 1'000, 999);
  const std::string text = clock_to_json(clock);
  EXPECT_NE(text.find("\"us\": 999"), std::string::npos) << text;
  const auto loaded = clock_from_json(text);
  ASSERT_TRUE(loaded) << loaded.error().message();
  EXPECT_EQ(loaded.value(), clock);
  EXPECT_EQ(loaded.value().state_at(1'000).sides[0].used, 1'000'749);
}

TEST(ClockJson, RefusesMicrosecondsOutOfRange) {
  Clock clock(ClockConfig::same_for_both(TimeControl::sudden_death(5 * kMinute)));
  clock.start(Side::White, 0);
  std::string text = clock_to_json(clock);
  const std::string t = "\"t\": 0";
  text.replace(text.find(t), t.size(), "\"t\": 0, \"us\": 1000");
  const auto loaded = clock_from_json(text);
  ASSERT_FALSE(loaded);
  EXPECT_EQ(loaded.error().where, "/events/0/us");
}

}  // namespace
}  // namespace flagfall::clock
