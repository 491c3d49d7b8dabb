#pragma once
// The game record's controls (record_sheet.cpp).
#include "session/clock/clock_intent.h"

namespace flagfall::session {

class ClockSession;

// The game record's controls: the export, the text to share, studying a finished game, Close.
ClockControls record_controls(const ClockSession& s);

}  // namespace flagfall::session
