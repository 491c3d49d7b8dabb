#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "chess/position.h"
#include "chess/types.h"

namespace flagfall::chess {

// Copying a real board into the app by hand, one man at a time. Every step keeps a board the
// arbiter can take: exactly one king per side (placing a king moves it), no pawn on the first or
// last rank, no castling rights or en passant square (a hand-made board has no history).

// Two kings on their home squares and nothing else, White to move.
Position kings_only_board();

// The starting position with castling and en passant cleared.
Position starting_board();

// Puts `piece` on `square` (Piece::None empties it). Placing the man that already stands there
// takes it off again, so one tap undoes another. Returns what stops the change (the board is then
// untouched) or "" when the board changed.
std::string place_on_board(Position& board, Square square, Piece piece);

// A board pasted as text: a whole FEN, or its first field alone. The board must meet the same
// rules as one set up by hand (its castling, en passant and counters are dropped).
struct PastedBoard {
  std::optional<Position> board;  // set when the text is a board
  std::string problem;            // otherwise what is wrong, in a sentence
};
PastedBoard board_from_text(std::string_view text);

}  // namespace flagfall::chess
