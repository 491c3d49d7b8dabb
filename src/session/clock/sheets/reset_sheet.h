#pragma once
// "New game…": the question before a game that has started is replaced (reset_sheet.cpp).
#include <string>

#include "session/clock/clock_intent.h"

namespace flagfall::session {

class ClockSession;

// "New game…" (or a picker choice once a game has started): the sheet's title, what a new game
// does, its two answers (Keep this game first, the safe one), and the hint a touch screen shows:
// "New game" is held (ClockSession::new_game_held), a key or the mirror confirms it at once.
const char* reset_title();
std::string reset_question(const ClockSession& s);
ClockControls reset_controls();
const char* reset_hold_hint();

}  // namespace flagfall::session
