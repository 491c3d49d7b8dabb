#pragma once

#include <string_view>
#include <vector>

#include "rules/ruling.h"
#include "rules/scenario.h"

namespace flagfall::rules {

// The category the trainer files a game under (rules::scenario_categories()), from what decided
// it: a completed illegal move (king-adjacent when the king went next to the other king, else
// illegal-move), then a pawn left on the last rank (promotion-pause), then a penalty; claims by
// both players at one instant make it simultaneous-claims; anything else is flag-fall. Read from
// the scenario's events and the arbiter's log as data; the live game's export files a game
// under it too.
std::string_view category_of(const rules::Scenario& scenario,
                             const std::vector<rules::LogEntry>& log);

// A category's name as a user reads it ("King next to king" for "king-adjacent"); the id itself
// never reaches the screen. An id no category has gives "Other".
std::string_view category_title(std::string_view category);

}  // namespace flagfall::rules
