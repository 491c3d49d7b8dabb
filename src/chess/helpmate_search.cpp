// The helpmate search (chess/helpmate_search.h).
#include "chess/helpmate_search.h"

#include <algorithm>
#include <string>
#include <vector>

#include "chess/helpmate_order.h"
#include "chess/mating_answer.h"
#include "chess/mating_facts.h"
#include "chess/search_memory.h"

namespace flagfall::chess::detail {

namespace {

using mating_answer::answer;
using mating_answer::cannot;
using mating_answer::who;

// Searches the moves of both sides, cooperating, for a position where `side` has mated or
// where the material alone shows it can. Proves "no" only by visiting every reachable position.
class HelpmateSearch {
 public:
  HelpmateSearch(Color side, std::uint64_t budget)
      : side_(side),
        budget_(budget),
        memory_(search_memory()),
        depth_expected_(depth_first_positions(budget)),
        visits_(memory_.visited, depth_expected_) {
    memory_.blockades.clear();
  }

  MatingMaterialResult run(const Position& root) {
    // First a cheap look along the likeliest lines: the side's pawns run to promotion while the
    // other side keeps out of their way (a pawnless position the material decides is a goal).
    if (discrepancy_search(root, budget_ / 16)) return found();
    // Then every reachable position, breadth first, with up to seven eighths of the budget: a
    // position where a blockade shows the side cannot mate ends its line, so pawns that are
    // locked or about to lock are proved dead without going past the lock. It stops as soon as
    // it has found more positions than it may visit, and leaves the rest to the searches for a
    // mate.
    switch (breadth_first(root, proof_allowance(budget_))) {
      case Answer::Yes:
        return found();
      case Answer::No:
        return cannot(locks_ ? NoMateReason::EveryLineToLock : NoMateReason::EveryLine, [&] {
          return std::string("dead position: no sequence of legal moves lets " + who(side_) +
                             " mate (all " + std::to_string(visited_) +
                             " reachable positions searched" +
                             (locks_ ? ", each line up to a blockade)" : ")"));
        });
      case Answer::Unknown:
        break;
    }
    // Then, with an eighth of the budget at most (a mate found only changes the words: "unknown"
    // rules as "can mate" does), further from the likeliest lines, and with the last quarter of
    // that a depth-first search deepening from 4 plies, for a short mate by moves the ordering
    // puts late.
    budget_ = std::min(budget_, nodes_ + budget_ / 8);
    const std::uint64_t left = budget_ > nodes_ ? budget_ - nodes_ : 0;
    if (discrepancy_search(root, nodes_ + left / 4 * 3)) return found();
    for (int depth = 4; depth <= 64 && nodes_ < budget_; depth *= 2) {
      visits_.clear(depth_expected_);
      if (depth_first(root, depth)) return found();
    }
    return answer(Answer::Unknown, [&] {
      return std::string("the search ran out of budget after " + std::to_string(nodes_) +
                         " positions without finding a mate or proving there is none");
    });
  }

  std::uint64_t nodes() const { return nodes_; }

 private:
  MatingMaterialResult found() const {
    return answer(Answer::Yes, [&] {
      return who(side_) + " can mate with some sequence of legal moves: " +
             (reached_mate_ ? "a checkmate is reachable"
                            : "play can reach a position without pawns that it can mate from");
    });
  }

  // Yes: goal reached; No: nothing to find below; Unknown: search on. With `blockades`, a
  // blockade that shows the side cannot mate counts as nothing to find below (the breadth-first
  // proof needs that; the depth-first searches only look for a mate, and it costs them more
  // than it saves).
  Answer classify(const Position& pos, const MoveList& moves, bool blockades = false) {
    if (moves.empty()) {
      if (pos.is_check() && pos.side_to_move() == ~side_) {
        reached_mate_ = true;
        return Answer::Yes;
      }
      return Answer::No;
    }
    if (const auto by_material = fide_by_material(pos, side_, moves)) {
      if (by_material->answer == Answer::Yes) reached_mate_ = false;
      return by_material->answer;
    }
    // A blockade changes only with a capture or a pawn move (the moves that reset the halfmove
    // clock): every other move keeps each man within the squares it could reach before, so the
    // answer is the one its last such position had, or the root's, which the caller asked.
    if (blockades && pos.halfmove_clock() == 0 && has_blocked_pawns(pos)) {
      if (memory_.blockades.bar(pos, side_) != BlockadeBar::None) {
        locks_ = true;
        return Answer::No;
      }
    }
    return Answer::Unknown;
  }

  // Limited discrepancy search: depth-first along the ordering, where taking the i-th move of a
  // position (0 = the first) spends i of `slack`; rounds with more slack until `limit` nodes.
  bool discrepancy_search(const Position& root, std::uint64_t limit) {
    limit_ = std::min(limit, budget_);
    for (; next_slack_ <= 64 && nodes_ < limit_;
         next_slack_ = next_slack_ < 4 ? next_slack_ + 1 : next_slack_ * 2) {
      visits_.clear(depth_expected_);
      if (with_slack(root, kDiscrepancyDepth, next_slack_)) return true;
      if (nodes_ >= limit_) break;  // this round did not finish: the next call does it again
    }
    return false;
  }

  bool with_slack(const Position& pos, int depth, int slack) {
    if (++nodes_ > limit_) return false;
    const MoveList moves = pos.legal_moves();
    const Answer a = classify(pos, moves);
    if (a != Answer::Unknown) return a == Answer::Yes;
    if (depth == 0) return false;
    const auto [visit, fresh] = visits_.at(pos.hash());
    if (!fresh && visit.depth >= depth && visit.slack >= slack) return false;
    visit.depth = depth;
    visit.slack = slack;
    nodes_ += moves.size() / kMovesPerNode;
    std::vector<std::uint32_t>& keys = memory_.keys[static_cast<std::size_t>(depth)];
    rank_helpmate_moves(pos, side_, moves, static_cast<std::size_t>(slack) + 1, keys);
    for (std::size_t i = 0; i < keys.size() && static_cast<int>(i) <= slack; ++i) {
      if (with_slack(pos.after(ranked_move(moves, keys[i])), depth - 1,
                     slack - static_cast<int>(i)))
        return true;
      if (nodes_ > limit_) return false;
    }
    return false;
  }

  bool depth_first(const Position& pos, int depth) {
    if (++nodes_ > budget_) return false;
    const MoveList moves = pos.legal_moves();
    const Answer a = classify(pos, moves);
    if (a != Answer::Unknown) return a == Answer::Yes;
    if (depth == 0) return false;
    const auto [visit, fresh] = visits_.at(pos.hash());
    if (!fresh && visit.depth >= depth) return false;
    visit.depth = depth;
    if (depth == 1) {  // every reply is only looked at: no order needed
      for (Move m : moves) {
        if (depth_first(pos.after(m), 0)) return true;
        if (nodes_ > budget_) return false;
      }
      return false;
    }
    nodes_ += moves.size() / kMovesPerNode;
    std::vector<std::uint32_t>& keys = memory_.keys[static_cast<std::size_t>(depth)];
    rank_helpmate_moves(pos, side_, moves, moves.size(), keys);
    for (const std::uint32_t key : keys) {
      if (depth_first(pos.after(ranked_move(moves, key)), depth - 1)) return true;
      if (nodes_ > budget_) return false;
    }
    return false;
  }

  // Visits at most `allowance` positions, in the order found (one ply after another). The
  // blockade is asked only where a capture or a pawn move has stopped a pawn that could move
  // before (or taken a man): a pawn that only steps on leaves every other man's chances as they
  // were, and is asked again once it is stopped.
  Answer breadth_first(const Position& root, std::uint64_t allowance) {
    const std::uint64_t limit = std::min(nodes_ + allowance, budget_);
    locks_ = false;
    // Every position found is queued once.
    const std::size_t most = proof_positions(allowance);
    VisitTable visited(memory_.found, most);
    std::vector<Queued>& queue = memory_.queue;
    queue.clear();
    queue.reserve(most);
    visited.insert(root.hash());
    queue.push_back({root.packed(), false});
    for (std::size_t next = 0; next < queue.size(); ++next) {
      if (++nodes_ > limit) return Answer::Unknown;
      const Answer a = expand(next, visited, allowance);
      if (a != Answer::No) return a;
    }
    visited_ = visited.size();
    return Answer::No;
  }

  // Visits the breadth-first search's position `index`: Yes where it is a goal, Unknown once more
  // positions are found than `allowance`, else No (its line ends, or its new children are
  // queued). Kept out of line on purpose: WebAssembly engines compile a function for speed only
  // once it has run a while, and only its later calls run the faster code, so the search calls
  // this once a position rather than running a whole claim inside one call.
  [[gnu::noinline]] Answer expand(std::size_t index, VisitTable& visited, std::uint64_t allowance) {
    std::vector<Queued>& queue = memory_.queue;
    const Position pos(queue[index].position);
    const MoveList moves = pos.legal_moves();
    const Answer a = classify(pos, moves, queue[index].ask_blockade);
    if (a != Answer::Unknown) return a == Answer::Yes ? Answer::Yes : Answer::No;
    // Once more positions are found than the allowance lets it visit, it can no longer end in
    // "no": it stops, and leaves the rest of the budget to the searches for a mate.
    if (visited.size() > allowance) return Answer::Unknown;
    const Bitboard stopped = blocked_pawns(pos);
    for (Move m : moves) {
      // A position already found costs only its hash.
      if (!visited.insert(pos.hash_after(m))) continue;
      const Position child = pos.after(m);
      const bool ask = child.halfmove_clock() == 0 &&
                       (pos.piece_at(m.to()) != Piece::None || (blocked_pawns(child) & ~stopped));
      queue.push_back({child.packed(), ask});
    }
    return Answer::No;
  }

  // How deep the discrepancy search goes: a pawn from its first square to promotion and back to
  // a goal takes up to about 12 moves of each side; 48 leaves room for the other side's pawn too.
  static constexpr int kDiscrepancyDepth = 48;
  // Ranking a position's moves for the depth-first searches costs about as much as visiting a
  // position per this many moves: counted so, a budget takes about as long with many pieces.
  static constexpr std::size_t kMovesPerNode = 16;

  Color side_;
  std::uint64_t budget_;
  std::uint64_t nodes_ = 0;
  std::uint64_t limit_ = 0;
  int next_slack_ = 0;  // the discrepancy search's next round
  bool locks_ = false;  // a blockade ended some line
  std::size_t visited_ = 0;
  SearchMemory& memory_;
  std::size_t depth_expected_;  // positions a depth-first round holds at most
  VisitTable visits_;           // the depth-first searches', each round afresh
  bool reached_mate_ = false;   // what was found: a mate, or a pawnless position that can mate
};

}  // namespace

MatingMaterialResult helpmate_search(const Position& root, Color side, std::uint64_t budget) {
  HelpmateSearch search(side, budget);
  MatingMaterialResult result = search.run(root);
  result.nodes = search.nodes();
  return result;
}

}  // namespace flagfall::chess::detail
