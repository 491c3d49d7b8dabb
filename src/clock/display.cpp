#include "clock/display.h"

#include <algorithm>

namespace flagfall::clock {

namespace {

constexpr Millis kTenth = 100;

Millis ceil_div(Millis value, Millis unit) {
  return (value + unit - 1) / unit;
}

std::string two_digits(Millis value) {
  return std::string(1, static_cast<char>('0' + value / 10)) + static_cast<char>('0' + value % 10);
}

bool shows_tenths(Millis remaining, const DisplayFormat& format) {
  return remaining < format.tenths_below;
}

// How long until a value counting down from `remaining` shows differently.
Millis until_change_counting_down(Millis remaining, const DisplayFormat& format) {
  if (shows_tenths(remaining, format)) return (remaining - 1) % kTenth + 1;
  Millis next_second = (remaining - 1) % kSecond + 1;
  if (format.tenths_below > 0) {
    next_second = std::min(next_second, remaining - format.tenths_below + 1);
  }
  return next_second;
}

// How long until a value counting up from `remaining` (an hourglass's waiting side, an upcount)
// shows differently.
Millis until_change_counting_up(Millis remaining, const DisplayFormat& format) {
  if (shows_tenths(remaining, format)) {
    return std::min(ceil_div(remaining, kTenth) * kTenth - remaining + 1,
                    format.tenths_below - remaining);
  }
  return ceil_div(remaining, kSecond) * kSecond - remaining + 1;
}

}  // namespace

std::string format_remaining(Millis remaining, const DisplayFormat& format) {
  remaining = std::max<Millis>(remaining, 0);
  if (shows_tenths(remaining, format)) {
    const Millis tenths = ceil_div(remaining, kTenth);
    const Millis seconds = tenths / 10;
    // Built by appending: GCC 12 gives a false -Wrestrict on `"literal" + std::string` at -O2.
    std::string text = seconds < 60 ? std::to_string(seconds)
                                    : std::to_string(seconds / 60) + ":" + two_digits(seconds % 60);
    text += '.';
    text += static_cast<char>('0' + tenths % 10);
    return text;
  }
  const Millis seconds = ceil_div(remaining, kSecond);
  const Millis minutes = seconds / 60;
  if (minutes < 60) return std::to_string(minutes) + ":" + two_digits(seconds % 60);
  return std::to_string(minutes / 60) + ":" + two_digits(minutes % 60) + ":" +
         two_digits(seconds % 60);
}

std::optional<Millis> next_display_change(const Clock& clock, Millis t,
                                          const DisplayFormat& format) {
  const std::optional<Side> runner = clock.running_side(t);
  if (!runner) return std::nullopt;
  const SideView running = clock.view(*runner, t);
  if (running.flag_at) return std::nullopt;
  const Millis now = std::max(t, clock.last_event_time());
  Millis wait = running.counts_up        ? until_change_counting_up(running.remaining, format)
                : running.delay_left > 0 ? until_change_counting_down(running.delay_left, format)
                                         : until_change_counting_down(running.remaining, format);
  if (clock.config().control(*runner).method == Method::Hourglass) {
    const SideView waiting = clock.view(other(*runner), t);
    if (!waiting.flag_at)
      wait = std::min(wait, until_change_counting_up(waiting.remaining, format));
  }
  return now + wait;
}

}  // namespace flagfall::clock
