// The dead-position searches' memory, kept from one search to the next (chess/search_memory.h).
#include "chess/search_memory.h"

#include "chess/dead_position.h"

namespace flagfall::chess {

namespace detail {

SearchMemory& search_memory() {
  thread_local SearchMemory memory;
  return memory;
}

}  // namespace detail

void reserve_dead_position_search(SearchBudget budget) {
  detail::SearchMemory& memory = detail::search_memory();
  const std::size_t found = detail::proof_positions(detail::proof_allowance(budget.max_nodes));
  // A table sized now zeroes its storage, which touches every page of it.
  { const detail::VisitTable table(memory.found, found); }
  {
    const detail::VisitTable table(memory.visited, detail::depth_first_positions(budget.max_nodes));
  }
  if (memory.queue.capacity() < found) {
    memory.queue.resize(found);  // written, so its pages are touched too
    memory.queue.clear();
  }
}

}  // namespace flagfall::chess
