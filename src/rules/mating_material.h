#pragma once

#include "chess/mating_material.h"
#include "chess/position.h"
#include "rules/ruleset.h"

namespace flagfall::rules {

// Whether `side` has mating material under `definition` (for a win on time or on an illegal
// move). The FIDE definition asks whether any series of legal moves could end in `side`
// checkmating; here it is decided by material alone (pawn fortresses are not detected), unlike
// mating_material_answer() below, which asks the chess core's dead-position search.
bool has_mating_material(const chess::Position& position, chess::Color side,
                         MatingMaterial definition);

// Whether `side` could checkmate, where the answer may be open: the piece-count definitions
// answer Yes or No as has_mating_material() does; the FIDE definition asks the chess core's
// dead-position search, which is exact with pawns locked as well but answers Unknown when its
// budget runs out (a middlegame). Used where only a definite "cannot mate" changes the ruling
// (FIDE 5.1.2, resignation).
chess::Answer mating_material_answer(const chess::Position& position, chess::Color side,
                                     MatingMaterial definition);

// Whether some series of legal moves could let `side` checkmate, judged by the material.
bool could_ever_checkmate(const chess::Position& position, chess::Color side);

// Whether `attacker` can force checkmate within `max_moves` of its own moves from `position`
// (whoever is to move), searching at most `node_budget` positions; false when the budget runs out.
bool has_forced_mate(const chess::Position& position, chess::Color attacker, int max_moves,
                     int node_budget = 200'000);

// The bound used where a rulebook asks whether a forced win "can be shown" (Sacramento 9, 10f,
// 10g; Scholastic 11c): mate in this many moves.
inline constexpr int kDemonstrableMateMoves = 3;

}  // namespace flagfall::rules
