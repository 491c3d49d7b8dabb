#pragma once

#include "session/board_entry.h"

namespace flagfall::ui {

// A board being set up (session::BoardEntry) drawn as the taps edit it: the `instruction`, the
// board, a row of men per side and the empty square to pick the brush, "Kings", "Start" and
// "FEN…", and the entry's notice or the men on the board. Each tap calls the entry's intent;
// "FEN…" asks the owner for the text (BoardEntry::take_fen_request). Upright, all one under the
// other and the board as large as the screen leaves once `below` (the caller's controls under
// it) is kept free; on a screen wider than tall (a phone on its side) the board as tall as the
// sheet can be, on the left, and the rest in a column beside it. The caller draws its controls
// after begin_board_setup (in that column), then calls end_board_setup.
void begin_board_setup(session::BoardEntry& entry, const char* instruction, float below);
void end_board_setup();

}  // namespace flagfall::ui
