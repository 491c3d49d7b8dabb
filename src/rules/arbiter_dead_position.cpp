// FIDE 5.2.2: a dead position ends the game at once, after any move. The arbiter asks after every
// legal move under a ruleset that has the rule, and every replay of a live game's log asks again
// for every move, so the answers are remembered by position. And the memory of the larger search
// a claim asks (6.9, 7.5.5, 5.1.2) is reserved as a game under such a ruleset starts.
#include <unordered_map>

#include "chess/dead_position.h"
#include "rules/arbiter.h"
#include "rules/arbiter_internal.h"

namespace flagfall::rules {
namespace {

struct DeadPositionKey {
  std::uint64_t hash;
  std::uint64_t budget;
  friend bool operator==(const DeadPositionKey&, const DeadPositionKey&) = default;
};

struct DeadPositionKeyHash {
  std::size_t operator()(const DeadPositionKey& k) const {
    return static_cast<std::size_t>(k.hash ^ (k.budget * 0x9E3779B97F4A7C15ULL));
  }
};

struct RememberedAnswer {
  chess::Position position;  // compared in full: a hash alone may collide
  DeadPositionAnswer answer;
};

// The answer is a pure function of the position and the budget; a replay of the log asks for
// positions it asked before. At most this many are kept (a long game's positions, with room).
constexpr std::size_t kRememberedPositions = 1024;

}  // namespace

void detail::reserve_claim_search(const Ruleset& ruleset, chess::SearchBudget budget) {
  if (ruleset.mating_material == chess::MatingMaterialRule::FideDeadPosition ||
      ruleset.mating_material_on_time == chess::MatingMaterialRule::FideDeadPosition) {
    chess::reserve_dead_position_search(claim_budget(budget));
  }
}

DeadPositionAnswer Arbiter::dead_position_answer(const chess::Position& position,
                                                 chess::SearchBudget budget) {
  // Each side is asked in the end with the whole ruling budget (as for a flag), so a proof that
  // one side cannot mate gets the same reach. Most positions are settled by a short line to a
  // mate for one side or the other, so both are asked first with a fiftieth, then a tenth of the
  // budget: over the positions of whole games (mating-bench) that halves the positions visited
  // at the 90th percentile and costs at most an eighth more where nothing settles it.
  const chess::Color sides[] = {~position.side_to_move(), position.side_to_move()};
  chess::Answer answers[2] = {chess::Answer::Unknown, chess::Answer::Unknown};
  DeadPositionAnswer dead;
  for (const std::uint64_t nodes :
       {budget.max_nodes / 50, budget.max_nodes / 10, budget.max_nodes}) {
    for (int i = 0; i < 2; ++i) {
      if (answers[i] != chess::Answer::Unknown || nodes == 0) continue;
      const chess::MatingMaterialResult r =
          chess::dead_position_answer(position, sides[i], {nodes});
      answers[i] = r.answer;
      if (answers[i] == chess::Answer::Yes) {
        dead.answer = chess::Answer::No;  // a side could mate
        return dead;
      }
      dead.why[chess::index_of(sides[i])] = r.reason;
      dead.men[chess::index_of(sides[i])] = r.men;
    }
  }
  // Dead only when each side's search proved it could not mate; else it cannot be settled.
  dead.answer = answers[0] == chess::Answer::No && answers[1] == chess::Answer::No
                    ? chess::Answer::Yes
                    : chess::Answer::Unknown;
  return dead;
}

DeadPositionAnswer Arbiter::dead_position() const {
  thread_local std::unordered_map<DeadPositionKey, RememberedAnswer, DeadPositionKeyHash> memo;
  const DeadPositionKey key{physical_.hash(), budget_.max_nodes};
  const auto found = memo.find(key);
  if (found != memo.end() && found->second.position == physical_) return found->second.answer;
  const DeadPositionAnswer dead = dead_position_answer(physical_, budget_);
  if (memo.size() >= kRememberedPositions) memo.clear();
  memo.insert_or_assign(key, RememberedAnswer{physical_, dead});
  return dead;
}

}  // namespace flagfall::rules
