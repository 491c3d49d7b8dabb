// What the clock tells the players besides its digits: the low-time warning (its threshold, the
// running half's look, one sound, one buzz and one announcement, the test hook) and the feedback
// on each press, both set in More and kept across reloads.
#include "clock_session_support.h"
#include "session/clock/clock_sheets.h"

namespace flagfall::session {
namespace {

using chess::Color;
using namespace testing_support;

TEST(ClockAlerts, TheThresholdIsAnEighthOfTheBaseTimeFromTenSecondsToAMinute) {
  const std::pair<const char*, clock::Millis> kCases[] = {
      {"G/5;d0", 37'500}, {"3+2", 22'500}, {"1+0", 10'000}, {"10+0", 60'000}, {"G/90", 60'000}};
  for (const auto& [control, threshold] : kCases) {
    ClockSession s = session_with("uscf-2020", control);
    EXPECT_EQ(s.low_time_threshold(), threshold) << control;
  }
  ClockSession s = session_with("uscf-2020", "G/5;d0");
  EXPECT_EQ(low_time_label(s), "Low time: auto (37.5 s)");
  std::vector<std::string> labels;
  for (int i = 0; i < 6; ++i) {
    act(s, A::kLowTime);
    labels.push_back(low_time_label(s));
  }
  EXPECT_EQ(labels, (std::vector<std::string>{"Low time: under 10 s", "Low time: under 20 s",
                                              "Low time: under 30 s", "Low time: under 60 s",
                                              "Low time: off", "Low time: auto (37.5 s)"}));
}

TEST(ClockAlerts, TheRunningHalfWarnsOnceWithASoundABuzzAndAnAnnouncement) {
  ClockSession s = session_with("uscf-2020", "1+0");
  start(s);
  FrameOutput output;
  s.end_frame(kStart + 49'500, output);
  ASSERT_TRUE(output.redraw_at);
  EXPECT_LE(*output.redraw_at, kStart + 50'001) << "drawn by the time it falls under 10 s";
  EXPECT_TRUE(output.sounds.empty());
  EXPECT_FALSE(s.half_view(Color::White, kStart + 50'000).low_time);
  HalfView white = s.half_view(Color::White, kStart + 50'001);
  EXPECT_TRUE(white.low_time);
  EXPECT_EQ(white.face, HalfFace::kLowTime);
  EXPECT_EQ(clock_state(s, kStart + 50'001)["white"]["low_time"], true);
  EXPECT_EQ(clock_state(s, kStart + 50'001)["black"]["low_time"], false);
  s.take_announcements();
  output = {};
  s.end_frame(kStart + 50'100, output);
  EXPECT_EQ(output.sounds, std::vector<Sound>{Sound::LowTime});
  EXPECT_EQ(output.vibrations, std::vector<Vibration>{Vibration::LowTime});
  EXPECT_EQ(s.take_announcements(),
            (std::vector<Announcement>{{"White: low time, under 10 seconds.", true}}));
  output = {};
  s.end_frame(kStart + 51'000, output);
  EXPECT_TRUE(output.sounds.empty()) << "once";
  EXPECT_TRUE(s.take_announcements().empty());
  // The idle side's low time is in the hook; its half changes only when its clock runs.
  s.apply({A::kHalf, Color::White}, kStart + 52'000);
  white = s.half_view(Color::White, kStart + 53'000);
  EXPECT_TRUE(white.low_time);
  EXPECT_EQ(white.face, HalfFace::kIdle);
}

TEST(ClockAlerts, TheWarningFollowsTheSoundSettingAndCanBeTurnedOff) {
  ClockSession quiet = session_with("uscf-2020", "1+0");
  act(quiet, A::kSound);
  start(quiet);
  FrameOutput output;
  quiet.end_frame(kStart + 55'000, output);
  EXPECT_TRUE(output.sounds.empty());
  EXPECT_TRUE(output.vibrations.empty());
  EXPECT_EQ(quiet.take_announcements().size(), 1u) << "a screen reader still hears it";

  ClockSession off = session_with("uscf-2020", "1+0");
  for (int i = 0; i < 5; ++i) act(off, A::kLowTime);
  ASSERT_EQ(off.settings().low_time_s, kLowTimeOff);
  EXPECT_EQ(off.low_time_threshold(), 0);
  start(off);
  output = {};
  off.end_frame(kStart + 55'000, output);
  EXPECT_TRUE(output.sounds.empty());
  EXPECT_TRUE(off.take_announcements().empty());
  EXPECT_FALSE(off.half_view(Color::White, kStart + 55'000).low_time);
}

TEST(ClockAlerts, AnUpcountNeverWarnsOfLowTime) {
  // An upcount counts the time used from zero: under the default threshold (10 s, as the control
  // has no base time) for its first seconds, but never short of time.
  ClockSession s = session_with("uscf-2020", "up");
  ASSERT_GT(s.low_time_threshold(), 0);
  start(s);
  for (const EpochMillis at : {kStart + 100, kStart + 5'000, kStart + 9'900}) {
    FrameOutput output;
    s.end_frame(at, output);
    EXPECT_TRUE(output.sounds.empty()) << at - kStart;
    EXPECT_TRUE(output.vibrations.empty()) << at - kStart;
    for (const Color side : chess::kBothColors) {
      const HalfView half = s.half_view(side, at);
      EXPECT_FALSE(half.low_time) << at - kStart;
      EXPECT_NE(half.face, HalfFace::kLowTime) << at - kStart;
    }
    EXPECT_EQ(clock_state(s, at)["white"]["low_time"], false);
  }
  EXPECT_TRUE(s.take_announcements().empty());
  s.apply({A::kHalf, Color::White}, kStart + 10'000);
  FrameOutput output;
  s.end_frame(kStart + 12'000, output);
  EXPECT_EQ(output.sounds, std::vector<Sound>{Sound::Press}) << "the press only: no warning";
  EXPECT_FALSE(s.half_view(Color::Black, kStart + 12'000).low_time);
  EXPECT_TRUE(s.take_announcements().empty());
}

TEST(ClockAlerts, EachPressGivesTheFeedbackChosen) {
  const std::pair<int, std::pair<std::vector<Sound>, std::vector<Vibration>>> kCases[] = {
      {0, {{Sound::Press}, {}}},
      {1, {{}, {Vibration::Press}}},
      {2, {{Sound::Press}, {Vibration::Press}}},
      {3, {{}, {}}}};
  for (const auto& [cycles, expected] : kCases) {
    ClockSession s = session_with("uscf-2020", "1+0");
    for (int i = 0; i < cycles; ++i) act(s, A::kPressFeedback);
    start(s);
    s.apply({A::kHalf, Color::White}, kStart + 1'000);
    FrameOutput output;
    s.end_frame(kStart + 1'100, output);
    EXPECT_EQ(output.sounds, expected.first) << press_feedback_label(s.settings().press_feedback);
    EXPECT_EQ(output.vibrations, expected.second)
        << press_feedback_label(s.settings().press_feedback);
  }
}

TEST(ClockAlerts, TheSettingsAreInMoreAndKeptAcrossAReload) {
  ClockSession s;
  act(s, A::kOpenMenu);
  bool low = false;
  bool press = false;
  for (const ClockControl& c : menu_controls(s)) {
    low |= intent_id(c.intent) == "menu.low-time";
    press |= intent_id(c.intent) == "menu.press" && c.label == "Press feedback: click";
  }
  EXPECT_TRUE(low);
  EXPECT_TRUE(press);
  EXPECT_TRUE(s.activate("menu.low-time", kStart));
  EXPECT_TRUE(s.activate("menu.press", kStart));
  EXPECT_EQ(s.settings().low_time_s, 10);
  EXPECT_EQ(s.settings().press_feedback, PressFeedback::kBuzz);
  ClockSession reloaded;
  ASSERT_EQ(reloaded.restore(s.saved()), std::nullopt);
  EXPECT_EQ(reloaded.settings().low_time_s, 10);
  EXPECT_EQ(reloaded.settings().press_feedback, PressFeedback::kBuzz);
  EXPECT_EQ(clock_state(reloaded, kStart)["low_time_setting"], 10);
  EXPECT_EQ(clock_state(reloaded, kStart)["press_feedback"], "buzz");

  nlohmann::json bad = nlohmann::json::parse(s.saved());
  bad["settings"]["low_time"] = 15;
  EXPECT_EQ(ClockSession().restore(bad.dump()),
            "/settings/low_time: must be \"auto\", \"off\" or 10, 20, 30 or 60");
  bad = nlohmann::json::parse(s.saved());
  bad["settings"]["press_feedback"] = "loud";
  EXPECT_EQ(ClockSession().restore(bad.dump()),
            "/settings/press_feedback: must be \"off\", \"click\", \"buzz\" or \"both\"");
  // A save from before these settings keeps the defaults.
  bad = nlohmann::json::parse(s.saved());
  bad["settings"].erase("low_time");
  bad["settings"].erase("press_feedback");
  ClockSession old;
  ASSERT_EQ(old.restore(bad.dump()), std::nullopt);
  EXPECT_EQ(old.settings().low_time_s, kLowTimeAuto);
  EXPECT_EQ(old.settings().press_feedback, PressFeedback::kClick);
}

}  // namespace
}  // namespace flagfall::session
