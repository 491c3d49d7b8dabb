#pragma once

#include "chess/mating_material.h"
#include "chess/position.h"

namespace flagfall::chess {

// FIDE 6.9 and 5.2.2: whether some sequence of legal moves ends with `side` checkmating the
// other king (docs/chess.md, "Mating material"): exact from the material where it decides, else
// a search of both sides' moves, cooperating, within `budget` (Unknown when it runs out).
MatingMaterialResult dead_position_answer(const Position& position, Color side,
                                          SearchBudget budget);

// Allocates, and writes once, the memory a search of `budget` positions uses (this thread's;
// about 95 bytes a position of the budget, 8 MB for a claim's 85,000), so that the first such
// search does not pay for it. Without it, the first search of that size allocates it itself;
// either way it is kept for every later search. Answers do not depend on it.
void reserve_dead_position_search(SearchBudget budget);

}  // namespace flagfall::chess
