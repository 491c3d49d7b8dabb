#pragma once
// The ruling's words and controls (ruling_sheet.cpp).
#include <string>

#include "session/clock/clock_intent.h"
#include "session/clock/clock_views.h"

namespace flagfall::session {

class ClockSession;

// The ruling: what follows it ("The game is over: 1-0.", "Play goes on: ..."), its controls.
std::string ruling_follow_up(const RulingView& view);
ClockControls ruling_controls(const RulingView& view);

}  // namespace flagfall::session
