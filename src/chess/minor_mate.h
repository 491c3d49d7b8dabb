#pragma once

#include "chess/position.h"

namespace flagfall::chess {

// With no pawns on the board, whether `side`, whose men besides its king are one knight or only
// bishops on squares of one colour, could never checkmate whatever the other side keeps: no
// mating pattern exists for those men (docs/chess.md, "A lone minor piece"). False when the
// position is not of that kind, or when some pattern might exist.
bool minor_piece_never_mates(const Position& position, Color side);

}  // namespace flagfall::chess
