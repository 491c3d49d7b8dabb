#pragma once
// The ruling's words and controls (ruling_sheet.cpp).
#include <string>

#include <optional>
#include "game/live_game.h"
#include "session/clock/clock_intent.h"
#include "session/clock/clock_session_memory.h"
#include "session/clock/clock_views.h"

namespace flagfall::session {

class ClockSession;

// The ruling on show: the game t it starts at, whether the clock waits for Play on, and a
// finished game's Undo.
struct RulingState {
  game::Millis from = 0;
  bool holds_clock = false;
  std::optional<UndoOffer> undo;
};

// The ruling: what follows it ("The game is over: 1-0.", "Play goes on: ..."), its controls.
std::string ruling_follow_up(const RulingView& view);
ClockControls ruling_controls(const RulingView& view);

}  // namespace flagfall::session
