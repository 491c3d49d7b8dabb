#pragma once

#include <cstdint>
#include <string>

#include "chess/mating_material.h"
#include "chess/move.h"
#include "chess/position.h"

namespace flagfall::chess {

struct ForcedMateResult {
  // Yes: `attacker` mates in `moves` of its own moves whatever the defence; No: it cannot
  // force mate within the limit; Unknown: the node budget ran out first.
  Answer answer = Answer::Unknown;
  int moves = 0;
  Move first_move;  // the attacker's first move when it is to move and answer is Yes
  std::string explanation;
};

// Bounded forced-mate search (for the Sacramento rule, where less material counts when a
// forced win can be shown): can `attacker` force checkmate within `max_moves` of its own moves?
// Either side may be to move. Finds the shortest mate by iterative deepening. Meant for small
// max_moves (1 to 4).
ForcedMateResult find_forced_mate(const Position& position, Color attacker, int max_moves,
                                  std::uint64_t max_nodes = 2000000);

}  // namespace flagfall::chess
