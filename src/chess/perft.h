#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "chess/move.h"
#include "chess/position.h"

namespace flagfall::chess {

// Number of leaf nodes of the legal move tree of `depth` plies (perft). Counts the legal moves
// at the last ply without making them (bulk counting).
std::uint64_t perft(const Position& position, int depth);

// perft of depth - 1 after each legal move, in generation order.
std::vector<std::pair<Move, std::uint64_t>> perft_divide(const Position& position, int depth);

}  // namespace flagfall::chess
