#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "rules/ruleset.h"
#include "rules/scenario.h"

namespace flagfall::game {

class LiveGame;

// The tags a game's PGN names it by: the Seven Tag Roster's "?" where unknown, and a Board tag
// (the event's board number, which tournament software reads) when given. Values are escaped as
// PGN asks (a backslash before each quote and backslash).
struct PgnTags {
  std::string event = "?";
  std::string site = "?";
  std::string date = "????.??.??";
  std::string round = "?";
  std::string white = "?";
  std::string black = "?";
  std::optional<std::string> board;
};

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
                                           const rules::Ruleset& ruleset, const PgnTags& tags = {});
// The live game's, when its moves are known (no stand-in move, no stand-in board).
std::optional<std::string> pgn_with_clocks(const LiveGame& game, const PgnTags& tags = {});
// The live game's PGN whatever is known: its moves with their clocks where they are known, else
// the tags and the result alone (a game of an event is in its file even when its moves are not).
std::string pgn_of_game(const LiveGame& game, const PgnTags& tags);
// A game known only by its result: the tags (FEN where `fen` is not the start; TimeControl where
// `control` reads as one) and the result.
std::string pgn_without_moves(const PgnTags& tags, rules::Outcome outcome, std::string_view fen,
                              std::string_view control);

}  // namespace flagfall::game
