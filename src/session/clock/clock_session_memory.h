#pragma once

#include <array>
#include <cstddef>

#include "game/live_game.h"
#include "session/clock/clock_intent.h"
#include "session/clock/clock_settings.h"
#include "session/frame_io.h"

namespace flagfall::session {

// What the clock session remembers between inputs besides its sheets: the Undo of the last
// ending, the game a new game replaced, and a touch holding a control that must be held.

// The Undo of the last ending: the log's length before it, the instant it was recorded at, and
// the offer's end.
struct UndoOffer {
  std::size_t entries_before = 0;
  EpochMillis recorded_at = 0;
  EpochMillis until = 0;
};
// The game a new game replaced, with what was said about it, brought back by Undo until then.
struct ReplacedGame {
  ClockSettings settings;
  game::LiveGame game;
  std::array<bool, 2> flag_announced{};
  std::array<bool, 2> low_time_said{};
  std::array<int, 2> stage_said{1, 1};
  bool both_flags_said = false;
  bool over_said = false;
  EpochMillis until = 0;
};
// A touch holding New game or the director's button, from its kHoldStart.
struct HeldControl {
  ClockAction held;  // kHoldNewGame or kDirector
  EpochMillis pressed_at;
};

}  // namespace flagfall::session
