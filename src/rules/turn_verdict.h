#pragma once
// What a player's moves before one press amount to. On a physical board a player may move more
// than once before pressing: castling made as a king move and a rook move, a move taken back and
// another made. The press completes what then stands on the board (USCF 11-14, FIDE 7.5.1).
#include <vector>

#include "chess/move.h"
#include "chess/move_check.h"
#include "chess/position.h"

namespace flagfall::rules {

struct TurnVerdict {
  chess::Move move;  // the move the turn amounts to, or the one that makes it illegal
  chess::IllegalReason reason = chess::IllegalReason::None;
  // Each move was legal where it was made, but the turn holds more than one: `move` is the second.
  bool second_move = false;
  bool is_legal() const { return reason == chess::IllegalReason::None && !second_move; }
};

// The turn of `moves` (at least one) made from `start`, the mover to move: one move is judged as
// it is; several are the legal move that leaves the same men on the same squares, else the first
// that was illegal where it was made (the mover to move), else the second move.
TurnVerdict judge_turn(const chess::Position& start, const std::vector<chess::Move>& moves);

}  // namespace flagfall::rules
