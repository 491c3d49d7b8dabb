#pragma once

#include <string>
#include <string_view>

#include "clock/clock.h"
#include "clock/result.h"

namespace flagfall::clock {

struct LoadError {
  std::string where;  // a JSON pointer ("/events/3/t"), or "byte 17" for a syntax error
  std::string reason;

  std::string message() const;  // "/events/3/t: must be a whole number of milliseconds"
};

// The clock as JSON: {"format": "flagfall-clock", "version": 1, "config": {...}, "events": [...]}
// (docs/clock.md shows a full example). The state is what replaying the events gives, so the
// config and the event log are all there is to save.
std::string clock_to_json(const Clock& clock);

// Reads clock_to_json's output. The text is untrusted: anything malformed, out of range, unknown
// or an event the clock would refuse gives a LoadError naming what and where.
Result<Clock, LoadError> clock_from_json(std::string_view text);

}  // namespace flagfall::clock
