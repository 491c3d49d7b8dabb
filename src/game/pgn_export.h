#pragma once

#include <optional>
#include <string>

#include "rules/ruleset.h"
#include "rules/scenario.h"

namespace flagfall::game {

class LiveGame;

// A game as PGN with each move's clock (issue 26 point 7), where its moves are known: every
// press of `scenario` completes a legal move the scenario gives (a "move" event by the presser
// since his last press), as in a case made in the editor. Else nullopt: a live game's stand-in
// moves are no record of what was played.
//
// Tags: the seven of the standard roster ("?" where unknown), SetUp and FEN when the game did
// not start from the initial position, and TimeControl (clock::format_pgn; an upcount as "-").
// After each move `{[%clk h:mm:ss] [%emt h:mm:ss]}`: the mover's clock after the press (rounded
// up to the second, as the clock shows it) and the time the move took (to the nearest second),
// both from move_times(). The result is the arbiter's ruling under `ruleset` (Armageddon's win
// for Black included); "*" while the game goes on.
std::optional<std::string> pgn_with_clocks(const rules::Scenario& scenario,
                                           const rules::Ruleset& ruleset);
// The live game's, when its moves are known (no stand-in move, no stand-in board).
std::optional<std::string> pgn_with_clocks(const LiveGame& game);

}  // namespace flagfall::game
