#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "chess/fen.h"
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

// What stops a step of the set-up; the screen says it in words (session/editor/board_entry.h).
enum class SetupProblem : std::uint8_t {
  kNone,
  kKingStays,       // a tap would take a king off (placing a king moves it instead)
  kPawnOnEdgeRank,  // a pawn put on the first or last rank
  kNothingPasted,
  kTooLong,  // far longer than any FEN
  kNotFen,   // PastedBoard::fen_error says why
  kPastedPawnOnEdgeRank,
};

// Puts `piece` on `square` (Piece::None empties it). Placing the man that already stands there
// takes it off again, so one tap undoes another. Returns what stops the change (the board is then
// untouched), kNone when the board changed.
SetupProblem place_on_board(Position& board, Square square, Piece piece);

// A board pasted as text: a whole FEN, or its first field alone. The board must meet the same
// rules as one set up by hand (its castling, en passant and counters are dropped).
struct PastedBoard {
  std::optional<Position> board;               // set when the text is a board
  SetupProblem problem = SetupProblem::kNone;  // otherwise what is wrong
  FenError fen_error;                          // with kNotFen, the reader's reason
};
PastedBoard board_from_text(std::string_view text);

}  // namespace flagfall::chess
