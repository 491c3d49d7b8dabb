#pragma once

#include <optional>

#include "session/editor/board_entry.h"

namespace flagfall::ui {

// What was tapped on a board set-up this frame.
struct BoardSetupTaps {
  std::optional<chess::Square> square;  // a square of the board
  std::optional<chess::Piece> brush;    // a man to put down (Piece::None: the empty square)
  bool kings = false;
  bool start = false;
  bool paste = false;  // "FEN…"
};

// A board being set up (session::BoardEntry) drawn, and what was tapped on it: the
// `instruction` (if any), the board, a row of men per side and the empty square to pick the
// brush, "Kings", "Start" and "FEN…", and the entry's notice or the men on the board. The owner
// turns each tap into its own intent (the claim's board step, the case editor), so it edits
// nothing itself. Upright, all one under the other and the board as large as the screen leaves
// once `below` (the caller's controls under it) is kept free; on a screen wider than tall (a
// phone on its side) the board as tall as the sheet can be, on the left, and the rest in a column
// beside it. The caller draws its controls after it (in that column), then calls
// end_board_setup.
BoardSetupTaps begin_board_setup_taps(const session::BoardEntry& entry, const char* instruction,
                                      float below);
void end_board_setup();

}  // namespace flagfall::ui
