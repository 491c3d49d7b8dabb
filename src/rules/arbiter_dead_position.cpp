// FIDE 5.2.2: a dead position ends the game at once, after any move. The arbiter asks after every
// legal move under a ruleset that has the rule, and every replay of a live game's log asks again
// for every move, so the answers are remembered by position.
#include <unordered_map>

#include "chess/dead_position.h"
#include "rules/arbiter.h"

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
  bool dead;
};

// The answer is a pure function of the position and the budget; a replay of the log asks for
// positions it asked before. At most this many are kept (a long game's positions, with room).
constexpr std::size_t kRememberedPositions = 4096;

bool search_dead(const chess::Position& position, chess::SearchBudget budget) {
  // Each side is asked with the whole ruling budget (as for a flag), so a proof that one side
  // cannot mate gets the same reach; the first side that could mate ends the search.
  for (const chess::Color side : {position.side_to_move(), ~position.side_to_move()}) {
    if (chess::dead_position_answer(position, side, budget).answer != chess::Answer::No) {
      return false;  // a mate is possible, or the search cannot settle it: play goes on
    }
  }
  return true;
}

}  // namespace

bool Arbiter::dead_position() const {
  thread_local std::unordered_map<DeadPositionKey, RememberedAnswer, DeadPositionKeyHash> memo;
  const DeadPositionKey key{physical_.hash(), budget_.max_nodes};
  const auto found = memo.find(key);
  if (found != memo.end() && found->second.position == physical_) return found->second.dead;
  const bool dead = search_dead(physical_, budget_);
  if (memo.size() >= kRememberedPositions) memo.clear();
  memo.insert_or_assign(key, RememberedAnswer{physical_, dead});
  return dead;
}

}  // namespace flagfall::rules
