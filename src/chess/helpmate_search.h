#pragma once

#include <cstdint>

#include "chess/mating_material.h"
#include "chess/position.h"

namespace flagfall::chess::detail {

// Searches the moves of both sides, cooperating, for a position where `side` has mated or where
// the material alone shows it can, within `budget` positions (docs/chess.md, "Mating material"):
// Yes with a line found, No only when every reachable position was visited (each line up to
// where a blockade shows the side cannot mate), else Unknown. `root` has legal moves and is not
// decided by the material or its blockade. The answer's `nodes` are the positions visited.
MatingMaterialResult helpmate_search(const Position& root, Color side, std::uint64_t budget);

}  // namespace flagfall::chess::detail
