#pragma once

// What the material and a blockade show of a side's chances under FIDE without a search: asked
// of the position a ruling is about (dead_position.cpp) and of every position the helpmate
// search visits (helpmate_search.cpp).
#include <optional>

#include "chess/blockade.h"
#include "chess/mating_material.h"
#include "chess/position.h"

namespace flagfall::chess::detail {

// FIDE answers that follow from the material alone, or nothing when it does not decide. `moves`
// are the legal moves of `pos`, which has some. The "no" answers hold whatever the position: a
// lone king never checks, a king and knight cannot mate a lone king, bishops that all stand on
// one colour of squares can never take the squares of the other colour from a king, a lone minor
// piece against men that could always take or block its check (chess/minor_mate.h). Pawnless
// material otherwise can mate, unless a capture or the end of the game is forced.
std::optional<MatingMaterialResult> fide_by_material(const Position& pos, Color side,
                                                     const MoveList& moves);

// What a blockade (chess/blockade.h) shows of `side`'s chances, or None.
NoMateReason blockade_reason(const Blockade& blockade, const Position& pos, Color side);

}  // namespace flagfall::chess::detail
