#pragma once

#include <optional>

#include "session/board_entry.h"

namespace flagfall::ui {

// What was tapped on a board set-up this frame.
struct BoardSetupTaps {
  std::optional<chess::Square> square;  // a square of the board
  std::optional<chess::Piece> brush;    // a man to put down (Piece::None: the empty square)
  bool kings = false;
  bool start = false;
  bool paste = false;  // "FEN…"
};

// A board being set up (session::BoardEntry) drawn as the taps edit it: the board, as large as
// the screen leaves once `below` (the caller's controls under it) is kept free, a row of men per
// side and the empty square to pick the brush, "Kings", "Start" and "FEN…", and the entry's
// notice or the men on the board. Each tap calls the entry's intent; "FEN…" asks the owner for
// the text (BoardEntry::take_fen_request).
void draw_board_setup(session::BoardEntry& entry, float below);
// The same board set-up, for an owner that passes the taps on to its own intents (the case
// editor, whose rulings follow each change): draws and returns what was tapped.
BoardSetupTaps draw_board_setup_taps(const session::BoardEntry& entry, float below);

}  // namespace flagfall::ui
