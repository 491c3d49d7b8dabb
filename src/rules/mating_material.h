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

// The budget of the FIDE dead-position search when the arbiter rules while the players wait:
// 50,000 positions, about 0.2 s natively from a middlegame, where the search gives up (its
// exhaustive first pass, a quarter of the budget, costs most). That still proves a position of
// locked pawns and kings dead (about 1,200 positions); the chess core's default of 200,000 took
// 0.9 s natively and over 3 s in the sanitised fuzz build, whose limit is 10 s an input.
inline constexpr chess::SearchBudget kRulingSearchBudget{50'000};

// Whether `side` could checkmate, where the answer may be open: the piece-count definitions
// answer Yes or No as has_mating_material() does; the FIDE definition asks the chess core's
// dead-position search, which is exact from the material and when it can visit every reachable
// position (locked pawns), and answers Unknown when `budget` runs out. Used where only a definite
// "cannot mate" changes the ruling (FIDE 5.1.2, resignation).
chess::Answer mating_material_answer(const chess::Position& position, chess::Color side,
                                     MatingMaterial definition,
                                     chess::SearchBudget budget = kRulingSearchBudget);

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
