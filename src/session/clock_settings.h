#pragma once

#include <optional>
#include <string>

#include "clock/clock.h"

namespace flagfall::session {

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
};

inline constexpr const char* kClockPresets[] = {"G/5;d0", "G/3;inc2", "3+2", "5+0",
                                                "1+0",    "G/5;d3",   "10+0"};

}  // namespace flagfall::session
