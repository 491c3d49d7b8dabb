#include "chess/forced_mate.h"

#include <algorithm>
#include <vector>

namespace flagfall::chess {

namespace {

// AND/OR search: the attacker needs one move that wins, the defender loses only if every
// defence does. The attacker's checks are tried first; at the last move only checks can mate.
class ForcedMateSearch {
 public:
  explicit ForcedMateSearch(std::uint64_t budget) : budget_(budget) {}

  bool out_of_budget() const { return nodes_ > budget_; }

  // Attacker to move: can it mate within `moves` of its moves? Sets best_ at the root.
  bool attacker_mates(const Position& pos, int moves, bool root) {
    if (++nodes_ > budget_) return false;
    const MoveList legal = pos.legal_moves();
    std::vector<std::pair<Position, Move>> checks, others;
    for (Move m : legal) {
      Position next = pos.after(m);
      (next.is_check() ? checks : others).emplace_back(std::move(next), m);
    }
    for (const auto& [next, m] : checks) {
      if (next.legal_moves().empty()) {
        if (root) best_ = m;
        return true;
      }
    }
    if (moves <= 1) return false;
    for (const auto* group : {&checks, &others}) {
      for (const auto& [next, m] : *group) {
        if (defender_loses(next, moves - 1)) {
          if (root) best_ = m;
          return true;
        }
        if (out_of_budget()) return false;
      }
    }
    return false;
  }

  // Defender to move: does every defence lose within `moves` attacker moves?
  bool defender_loses(const Position& pos, int moves) {
    if (++nodes_ > budget_) return false;
    const MoveList legal = pos.legal_moves();
    if (legal.empty()) return pos.is_check();
    for (Move m : legal) {
      if (!attacker_mates(pos.after(m), moves, false)) return false;
    }
    return true;
  }

  Move best_;
  std::uint64_t nodes_ = 0;

 private:
  std::uint64_t budget_;
};

}  // namespace

ForcedMateResult find_forced_mate(const Position& position, Color attacker, int max_moves,
                                  std::uint64_t max_nodes) {
  ForcedMateResult result;
  const std::string who(color_name(attacker));
  if (position.legal_moves().empty()) {
    const bool mated = position.is_check() && position.side_to_move() == ~attacker;
    result.answer = mated ? Answer::Yes : Answer::No;
    result.explanation = mated ? "the defender is already checkmated" : "the game is already over";
    return result;
  }
  ForcedMateSearch search(max_nodes);
  for (int n = 1; n <= max_moves; ++n) {
    const bool mates = position.side_to_move() == attacker
                           ? search.attacker_mates(position, n, true)
                           : search.defender_loses(position, n);
    if (search.out_of_budget()) {
      result.answer = Answer::Unknown;
      result.explanation = "the search ran out of budget looking for mate in " + std::to_string(n) +
                           " (no mate in " + std::to_string(n - 1) + " or fewer)";
      return result;
    }
    if (mates) {
      result.answer = Answer::Yes;
      result.moves = n;
      if (position.side_to_move() == attacker) result.first_move = search.best_;
      result.explanation = who + " forces mate in " + std::to_string(n);
      return result;
    }
  }
  result.answer = Answer::No;
  result.explanation = who + " cannot force mate within " + std::to_string(max_moves) + " moves";
  return result;
}

}  // namespace flagfall::chess
