#pragma once

#include <cstdint>
#include <vector>

#include "chess/position.h"

namespace flagfall::chess::detail {

// The order in which the helpmate search (dead_position.cpp) tries the moves of a position,
// when `side` is to mate. Ranks `moves` into `keys`, best first, ties in generation order: key
// >> 11 is the score (offset), ranked_move() the move. Only the first `wanted` are sorted; when
// that many pawn moves outscore every other move, the others are left out.
void rank_helpmate_moves(const Position& pos, Color side, const MoveList& moves, std::size_t wanted,
                         std::vector<std::uint32_t>& keys);

inline Move ranked_move(const MoveList& moves, std::uint32_t key) {
  return moves[2047 - (key & 2047)];
}

}  // namespace flagfall::chess::detail
