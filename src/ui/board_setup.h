#pragma once

#include "session/board_entry.h"

namespace flagfall::ui {

// A board being set up (session::BoardEntry) drawn as the taps edit it: the board, as large as
// the screen leaves once `below` (the caller's controls under it) is kept free, a row of men per
// side and the empty square to pick the brush, "Kings", "Start" and "FEN…", and the entry's
// notice or the men on the board. Each tap calls the entry's intent; "FEN…" asks the owner for
// the text (BoardEntry::take_fen_request).
void draw_board_setup(session::BoardEntry& entry, float below);

}  // namespace flagfall::ui
