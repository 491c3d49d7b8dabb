#pragma once

#include "chess/mating_material.h"
#include "chess/position.h"

namespace flagfall::chess {

// FIDE 6.9 and 5.2.2: whether some sequence of legal moves ends with `side` checkmating the
// other king (docs/chess.md, "Mating material"): exact from the material where it decides, else
// a search of both sides' moves, cooperating, within `budget` (Unknown when it runs out).
MatingMaterialResult dead_position_answer(const Position& position, Color side,
                                          SearchBudget budget);

}  // namespace flagfall::chess
