#pragma once
// The director's panel's controls (director_sheet.cpp).
#include <optional>
#include "chess/color.h"
#include "session/clock/clock_intent.h"
#include "session/frame_io.h"

namespace flagfall::session {

class ClockSession;

// Whom the director's penalty is against, and a short press of the panel's button (a second
// within 3 s opens it).
struct DirectorState {
  chess::Color side = chess::Color::White;
  std::optional<EpochMillis> pressed_at;
};

// The director's panel: whom a penalty is against, the penalties (each with the next step of the
// ruleset's ladder and its rule, one per line), setting each side's time, then reducing excess
// time and stopping or restarting the clocks.
ClockControls director_sides(const ClockSession& s);
ClockControls director_penalties(const ClockSession& s, EpochMillis now);
ClockControls director_set_times(const ClockSession& s);  // and a staged control's moves
ClockControls director_actions(const ClockSession& s, EpochMillis now);

}  // namespace flagfall::session
