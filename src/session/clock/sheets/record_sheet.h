#pragma once
// The game record's controls (record_sheet.cpp).
#include <optional>
#include <string>
#include "session/clock/clock_intent.h"

namespace flagfall::session {

class ClockSession;

// Whether the record shows each move's time, and the game as a scenario file to hand out once,
// to study or to share.
struct RecordState {
  bool times = false;
  std::optional<std::string> study;
  std::optional<std::string> share;
};

// The game record's controls: the export, the text to share, studying a finished game, Close.
ClockControls record_controls(const ClockSession& s);

}  // namespace flagfall::session
