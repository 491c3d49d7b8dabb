#pragma once

#include <string_view>

#include "chess/position.h"
#include "rules/ruleset.h"

namespace flagfall::rules {

// Whether `claimant`'s insufficient-losing-chances claim fits one of the positions the ruleset
// lists (Scholastic 11c1-4, Sacramento 10f-10i). `rule` receives the number of the condition met.
// A "forced win" is looked for with a bounded mate search (kDemonstrableMateMoves).
bool losing_chances_claim_holds(const chess::Position& position, chess::Color claimant,
                                LosingChancesConditions conditions, std::string_view& rule);

}  // namespace flagfall::rules
