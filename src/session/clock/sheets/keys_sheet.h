#pragma once
// The players' keys: the sheet's words and controls (keys_sheet.cpp).
#include <string>

#include "session/clock/clock_intent.h"

namespace flagfall::session {

class ClockSession;

// The players' keys being chosen: 1 waits for White's, 2 for Black's (0: not choosing), and
// White's once pressed.
struct KeysState {
  int choosing = 0;
  std::string chosen_white;
};

// The players' keys: what they are (or which to press now), the presets, choosing, Done.
std::string keys_text(const ClockSession& s);
ClockControls keys_controls(const ClockSession& s);

}  // namespace flagfall::session
