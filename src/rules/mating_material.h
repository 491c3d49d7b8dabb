#pragma once

#include "chess/mating_material.h"
#include "chess/position.h"
#include "rules/ruleset.h"

namespace flagfall::rules {

// Whether `side` has mating material under `definition`, decided by the material alone: for the
// FIDE definition (any series of legal moves could end in `side` checkmating) that misses
// pawn fortresses, so the arbiter asks mating_material_answer() below instead, for every ruling.
bool has_mating_material(const chess::Position& position, chess::Color side,
                         MatingMaterial definition);

// The budget of the FIDE dead-position search when the arbiter rules (a flag, a second illegal
// move, a resignation): 20,000 positions. The search runs on every replay of a game's log that
// contains the ruling (the live game replays the log on each new event, the trainer rules every
// scenario under every ruleset), in WebAssembly too, 2-3 times slower than natively. Each replay
// asks it at most once, since every ruling that asks ends the game, so answers are not cached.
// Measured with `flagfall-arbiter mating-bench` (native release build, median of 21 calls, on a
// shared 2-core machine under load), at 50,000 / 20,000 / 10,000 / 5,000 positions: where the
// search gives up, a middlegame 13-18 / 5.4-7.2 / 2.6-3.4 / 1.2-1.7 ms and a bishop-and-pawns
// ending 7.5-11 / 2.8-4.1 / 1.4-2.0 / 0.6-1.0 ms; where it finds a mate (the bench's middlegame
// and rook endgame, king and pawn, knight against pawn) 0.01-0.05 ms at each; kings and locked
// pawns proved dead in 0.25-1.1 ms. (Before the search ran pawns to promotion first, it gave up on
// all of those but the locked pawns, in 4-5 ms at 20,000 from a middlegame: a position it visits
// now costs up to half as much again, but it seldom visits them all; before its breadth-first
// pass stopped expanding what it can no longer visit, 50,000 took 0.2-0.3 s.) A proof of "cannot
// mate" must visit every reachable position within the breadth-first quarter of the budget: the
// locked pawns of the tests (tests/chess/mating_material_test.cpp, tests/rules/) have 1,152, which
// needs at least 4,608; 20,000 leaves room for a wider pocket for the kings or a few spare pawn
// moves.
inline constexpr chess::SearchBudget kRulingSearchBudget{20'000};

// Whether `side` could checkmate, where the answer may be open: the piece-count definitions
// answer Yes or No as has_mating_material() does; the FIDE definition asks the chess core's
// dead-position search, which is exact from the material and when it can visit every reachable
// position (locked pawns), and answers Unknown when `budget` runs out. Used wherever only a
// definite "cannot mate" changes the ruling, and Unknown keeps the win: FIDE 6.9 on a flag,
// 7.5.5 on a second illegal move, 5.1.2 on a resignation.
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
