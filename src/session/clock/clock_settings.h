#pragma once

#include <optional>
#include <string>

#include "clock/clock.h"

namespace flagfall::session {

// What a press gives back, when the sound setting is on: a short click, a 15 ms buzz, or both.
enum class PressFeedback : std::uint8_t { kOff, kClick, kBuzz, kBoth };

// The low-time warning's choices: by the control (an eighth of the base time, 10 s to 60 s), a
// fixed threshold, or off.
inline constexpr int kLowTimeAuto = -1;
inline constexpr int kLowTimeOff = 0;
inline constexpr int kLowTimeChoices[] = {kLowTimeAuto, 10, 20, 30, 60, kLowTimeOff};

// The clock screen's choices, kept with the game across reloads.
struct ClockSettings {
  std::string ruleset = "uscf-2020";  // whose rules the arbiter applies
  std::string control = "G/5;d0";     // as the user chose it, in any notation
  bool tenths = true;                 // show tenths below 20 seconds
  bool sound = true;
  bool light = false;  // the light, high-contrast theme for bright rooms (the whole app)
  clock::Side far_side = clock::Side::Black;  // drawn upside down at the top (left in landscape)
  bool turn_halves =
      false;  // landscape: each half turned toward its player, not read from the side
  int low_time_s = kLowTimeAuto;  // kLowTimeAuto, kLowTimeOff or seconds
  PressFeedback press_feedback = PressFeedback::kClick;
};

inline constexpr const char* kClockPresets[] = {"G/5;d0", "G/3;inc2", "3+2", "5+0",
                                                "1+0",    "G/5;d3",   "10+0"};

}  // namespace flagfall::session
