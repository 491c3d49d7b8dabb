#pragma once

#include <cstdint>

#include "chess/move_list.h"
#include "chess/position.h"

namespace flagfall::chess {

// Appends the legal moves of the side to move to `list` (Position::legal_moves() returns them).
// A legal move never captures a king, never leaves or puts one's own king in check (nor next to
// the other king), and castles only as Position::castling_rule() allows. Pins and checks are
// worked out before generating, so the moves come out legal without trying them, except when a
// side has several kings, where every move is tried.
void generate_legal_moves(const Position& position, MoveList& list);

}  // namespace flagfall::chess
