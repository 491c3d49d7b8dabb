#pragma once

#include "chess/mating_material.h"
#include "chess/types.h"
#include "clock/clock.h"
#include "rules/ruleset.h"
#include "rules/ruling.h"
#include "rules/scenario.h"

namespace flagfall::rules::detail {

inline Actor actor_of(chess::Color c) {
  return c == chess::Color::White ? Actor::kWhite : Actor::kBlack;
}
// The side of a player's event (never called for the TD's).
inline chess::Color side_of(Actor a) {
  return a == Actor::kWhite ? chess::Color::White : chess::Color::Black;
}
inline Outcome win_for(chess::Color side) {
  return side == chess::Color::White ? Outcome::kWhiteWins : Outcome::kBlackWins;
}

inline constexpr std::int64_t kMinute = 60'000;

// Under a ruleset whose claims ask the FIDE dead-position search, reserves that search's memory
// for claim_budget(budget) when a game starts, so that no claim's ruling pays for it
// (arbiter_dead_position.cpp).
void reserve_claim_search(const Ruleset& ruleset, chess::SearchBudget budget);

}  // namespace flagfall::rules::detail
