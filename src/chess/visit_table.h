#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace flagfall::chess::detail {

// The positions a depth-first search has been through (by hash), with the depth and slack left
// there: open addressing, so that a search allocates only as its table grows.
class VisitTable {
 public:
  struct Entry {
    std::uint64_t key = 0;
    std::int32_t depth = -1;  // -1: empty
    std::int32_t slack = 0;
  };

  void clear() {
    std::fill(entries_.begin(), entries_.end(), Entry{});
    size_ = 0;
  }

  // The entry of `key`; a new one has depth -1, and the caller sets it.
  Entry& at(std::uint64_t key) {
    if (2 * (size_ + 1) > entries_.size()) grow();
    Entry& e = slot(entries_, key);
    if (e.depth < 0) {
      e.key = key;
      ++size_;
    }
    return e;
  }

 private:
  static Entry& slot(std::vector<Entry>& entries, std::uint64_t key) {
    const std::size_t mask = entries.size() - 1;
    std::size_t i = static_cast<std::size_t>(key) & mask;
    while (entries[i].depth >= 0 && entries[i].key != key) i = (i + 1) & mask;
    return entries[i];
  }

  void grow() {
    std::vector<Entry> bigger(entries_.empty() ? 1024 : 2 * entries_.size());
    for (const Entry& e : entries_) {
      if (e.depth >= 0) slot(bigger, e.key) = e;
    }
    entries_.swap(bigger);
  }

  std::vector<Entry> entries_;
  std::size_t size_ = 0;
};

}  // namespace flagfall::chess::detail
