#pragma once

#include <string_view>

#include "chess/forced_win.h"
#include "chess/position.h"
#include "rules/ruleset.h"

namespace flagfall::rules {

// An insufficient-losing-chances claim against the positions a ruleset lists (Scholastic 11c1-4,
// Sacramento 10f-10i).
struct LosingChances {
  enum class Verdict {
    kNotListed,  // none of the listed positions
    kDrawn,      // listed, and no forced win can be shown: the claim is upheld
    kForcedWin,  // listed, but a forced win can be shown (chess::find_forced_win): denied
    kUnsettled,  // listed, and the search cannot settle a forced win: the director judges
  };
  Verdict verdict = Verdict::kNotListed;
  std::string_view rule;  // the number of the listed position ("10f"), when listed
};
// The listed positions are the board's, whoever claims: the texts name no claimant and let either
// player appeal for a draw (Scholastic 17, Sacramento 11).
LosingChances losing_chances(const chess::Position& position, LosingChancesConditions conditions,
                             chess::SearchBudget budget = {chess::kDemonstrableWinNodes});

// Whether either side can show a forced win within the rulebooks' three moves (Unknown when the
// budget runs out first).
chess::Answer demonstrable_win(const chess::Position& position,
                               chess::SearchBudget budget = {chess::kDemonstrableWinNodes});

// Whether the position is one the ruleset lists, so that either player may claim (no search: the
// claim itself decides whether a forced win can be shown).
bool losing_chances_listed(const chess::Position& position, LosingChancesConditions conditions);

}  // namespace flagfall::rules
