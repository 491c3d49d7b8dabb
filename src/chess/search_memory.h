#pragma once

// What the dead-position searches keep from one search to the next (helpmate_search.cpp), so
// that a search pays for its memory once, not each time: the visit tables' storage, the
// breadth-first proof's queue, the blockade cache and the move-ordering scratch. Each is sized
// at once for the budget a search is given, never grown while it runs;
// reserve_dead_position_search() (dead_position.h) allocates and touches all of it ahead.
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "chess/blockade.h"
#include "chess/position.h"
#include "chess/visit_table.h"

namespace flagfall::chess::detail {

// A position the breadth-first proof has found and will visit, and whether to ask the blockade
// there.
struct Queued {
  Position::Packed position;  // packed: the queue holds tens of thousands
  bool ask_blockade;
};

// The share of a search's budget the breadth-first proof may visit.
constexpr std::uint64_t proof_allowance(std::uint64_t budget) {
  return budget / 8 * 7;
}
// More than any position's legal moves (218 at most).
constexpr std::size_t kMostMoves = 256;
// How many positions the proof can find with `allowance`: it stops finding more once it has found
// more than that, so at most that and one position's moves.
constexpr std::size_t proof_positions(std::uint64_t allowance) {
  return static_cast<std::size_t>(allowance) + kMostMoves;
}
// How many positions one round of the depth-first searches holds at most: they visit at most an
// eighth of the budget.
constexpr std::size_t depth_first_positions(std::uint64_t budget) {
  return static_cast<std::size_t>(budget / 8);
}

struct SearchMemory {
  VisitTable::Store found;    // the breadth-first proof's positions found
  VisitTable::Store visited;  // the depth-first searches'
  std::vector<Queued> queue;  // the proof's, in the order found
  BlockadeCache blockades;
  // Move keys per remaining depth of the depth-first searches (at most 64).
  std::array<std::vector<std::uint32_t>, 65> keys;
};

// This thread's.
SearchMemory& search_memory();

}  // namespace flagfall::chess::detail
