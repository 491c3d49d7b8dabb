#pragma once
// "New game…": the question before a game that has started is replaced (reset_sheet.cpp).
#include <string>

#include <optional>
#include "session/clock/clock_intent.h"
#include "session/clock/clock_session_memory.h"
#include "session/clock/clock_settings.h"

namespace flagfall::session {

class ClockSession;

// Replacing a game: the picker's choice waiting for "Reset", whether the question stopped a
// running clock, and the game replaced (for Undo).
struct ResetState {
  std::optional<ClockSettings> pending_settings;
  bool question_paused = false;
  std::optional<ReplacedGame> replaced;
};

// "New game…" (or a picker choice once a game has started): the sheet's title, what a new game
// does, its two answers (Keep this game first, the safe one), and the hint a touch screen shows:
// "New game" is held (ClockSession::new_game_held), a key or the mirror confirms it at once.
const char* reset_title();
std::string reset_question(const ClockSession& s);
ClockControls reset_controls();
const char* reset_hold_hint();

}  // namespace flagfall::session
