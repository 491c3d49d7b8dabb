#pragma once
// For the clock session's tests: a session on a ruleset and control, driven through its intents
// on an epoch time line as the page drives it, and its test-hook state.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <string>

#include "../../support/instants.h"
#include "../../support/state_of.h"
#include "session/clock/clock_session.h"
#include "session/clock/clock_sheets.h"

namespace flagfall::session::testing_support {

using ::flagfall::testing_support::kStart;
using A = ClockAction;

// An intent given at the instant of the session's last input: for a step whose instant the test
// does not care about (a tap on the screen carries its own).
inline bool act(ClockSession& s, const ClockIntent& intent) {
  return s.apply(intent, s.input_at());
}
// A touch that holds `held` (kHoldNewGame or kDirector) from `pressed_at` for `ms` and lets go.
inline bool hold(ClockSession& s, ClockAction held, EpochMillis pressed_at, EpochMillis ms) {
  s.apply({A::kHoldStart, {}, static_cast<std::int32_t>(held)}, pressed_at);
  return s.apply({held}, pressed_at + ms);
}
// A touch on a sheet's control named by its id (ClockSession::tap).
inline bool tap_id(ClockSession& s, const std::string& id, EpochMillis at) {
  const std::optional<ClockIntent> intent = clock_intent(id);
  EXPECT_TRUE(intent) << id;
  return intent && s.tap(*intent, at);
}
// The same by the intent's id, as the mirror and the test hook name it.
inline bool act_id(ClockSession& s, const std::string& id) {
  return s.activate(id, s.input_at());
}

// A new game under `ruleset` with `control`, chosen in the picker as a player would.
inline ClockSession session_with(const std::string& ruleset, const std::string& control) {
  ClockSession s;
  act(s, A::kOpenPicker);
  act_id(s, "ruleset." + ruleset);
  EXPECT_EQ(s.settings().ruleset, ruleset);
  if (s.settings().control != control) {
    act(s, A::kAskCustom);
    s.text_entered("control", control, true);
  } else {
    act(s, A::kCloseSheet);
  }
  EXPECT_EQ(s.settings().control, control);
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  return s;
}

// A fresh FIDE 3+2 game's save with `value` at `pointer` (a JSON pointer: "/settings/sound"): a
// save the clock must refuse, naming where.
inline std::string fide_save_with(const std::string& pointer, const nlohmann::json& value) {
  nlohmann::json out = nlohmann::json::parse(session_with("fide-2023", "3+2").saved());
  out[nlohmann::json::json_pointer(pointer)] = value;
  return out.dump();
}

// Black starts White's clock at `at`.
inline void start(ClockSession& s, EpochMillis at = kStart) {
  s.apply({A::kHalf, chess::Color::Black}, at);
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
