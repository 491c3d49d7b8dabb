#pragma once

#include <optional>
#include <string>

#include "clock/clock.h"

namespace flagfall::clock {

struct DisplayFormat {
  // Below this much time the display shows tenths ("19.9"); 0 never shows tenths.
  // Keep it a whole number of seconds.
  Millis tenths_below = 10 * kSecond;
};

// Remaining time as a tournament clock shows it: "1:30:00", "4:59", "19.9", "0.0".
// Rounds UP to the shown unit, so 4:58.3 left shows "4:59" and the display reads zero ("0.0", or
// "0:00" without tenths) only when the time is exactly zero, that is when the flag has fallen.
std::string format_remaining(Millis remaining, const DisplayFormat& format = {});

// The first instant after t at which anything the screen shows can change: either side's
// format_remaining(view.remaining), the running side's format_remaining(view.delay_left), the
// byo-yomi period count, a flag. nullopt when nothing changes before the next event (paused,
// not started, or the running side's flag is down). Redraw then, or on the next event.
std::optional<Millis> next_display_change(const Clock& clock, Millis t,
                                          const DisplayFormat& format = {});

}  // namespace flagfall::clock
