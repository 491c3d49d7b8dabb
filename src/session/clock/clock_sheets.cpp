// What the clock's sheets say and offer, for the drawn sheets and the mirror alike
// (clock_sheets.h).
#include "session/clock/clock_sheets.h"

#include <string>

namespace flagfall::session {

// Out of line, so a call passes two pointers and lengths instead of building two strings.
[[gnu::noinline]] ClockControl control(std::string_view label, ClockIntent intent, bool on) {
  return ClockControl{std::string(label), intent, on};
}

[[gnu::noinline]] ClockControl control(words::Msg label, ClockIntent intent, bool on) {
  return ClockControl{std::string(words::text(label)), intent, on};
}

}  // namespace flagfall::session
