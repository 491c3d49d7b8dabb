#pragma once
// For the clock session's tests: a session on a ruleset and control, driven through its intents
// on an epoch time line as the page drives it, and its test-hook state.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <string>

#include "../../support/instants.h"
#include "../../support/state_of.h"
#include "session/clock/clock_session.h"

namespace flagfall::session::testing_support {

using ::flagfall::testing_support::kStart;

// A new game under `ruleset` with `control`, chosen in the picker as a player would.
inline ClockSession session_with(const std::string& ruleset, const std::string& control) {
  ClockSession s;
  s.open_picker();
  s.choose_ruleset(ruleset);
  EXPECT_EQ(s.settings().ruleset, ruleset);
  if (s.settings().control != control) {
    s.ask_custom_control();
    s.custom_control(control);
  } else {
    s.close_sheet();
  }
  EXPECT_EQ(s.settings().control, control);
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  return s;
}

// Black starts White's clock at `at`.
inline void start(ClockSession& s, EpochMillis at = kStart) {
  s.tap_half(chess::Color::Black, at);
  ASSERT_TRUE(s.started());
}

// The hook's "clock" object at `now`.
inline nlohmann::json clock_state(const ClockSession& s, EpochMillis now) {
  return ::flagfall::testing_support::state_of(s, now);
}

inline bool any_line(const nlohmann::json& lines, const std::string& text) {
  for (const auto& line : lines) {
    if (line["text"].get<std::string>().find(text) != std::string::npos) return true;
  }
  return false;
}

inline bool starts_with(const std::string& text, std::string_view prefix) {
  return text.rfind(std::string(prefix), 0) == 0;
}

// The announcements a frame drawn at `now` brings.
inline std::vector<Announcement> frame_at(ClockSession& s, EpochMillis now) {
  FrameOutput output;
  s.end_frame(now, output);
  return s.take_announcements();
}

}  // namespace flagfall::session::testing_support
