#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace flagfall::chess::detail {

// The positions a search has been through (by hash), with the depth and slack left there: open
// addressing over the first `capacity` entries of a Store the caller keeps from one search to the
// next. An entry counts only if stamped with the store's current round, so clear() starts a new
// round rather than passing over the storage. clear(expected) sizes the table for about that many
// entries at once: a search that says what it will hold never grows it (growing rehashes every
// entry and, the first time, allocates), and the store is allocated once, at the largest size
// asked, then reused. One table at a time per store.
class VisitTable {
 public:
  struct Entry {
    std::uint64_t key = 0;
    std::int16_t depth = 0;
    std::int16_t slack = 0;
    std::uint32_t round = 0;  // 0: never used
  };
  struct Store {
    std::vector<Entry> entries;
    std::uint32_t round = 0;
  };

  // The capacity for `expected` entries: a power of two, at most five eighths full.
  static std::size_t capacity_for(std::size_t expected) {
    std::size_t capacity = kSmallest;
    while (expected * 8 > capacity * 5) capacity *= 2;
    return capacity;
  }

  explicit VisitTable(Store& store, std::size_t expected = 0) : store_(store) { clear(expected); }
  VisitTable(const VisitTable&) = delete;
  VisitTable& operator=(const VisitTable&) = delete;

  // A new round, sized for `expected` entries.
  void clear(std::size_t expected = 0) {
    size_ = 0;
    capacity_ = capacity_for(expected);
    if (store_.entries.size() < capacity_) store_.entries.resize(capacity_);
    next_round();
  }

  // The entry of `key`, and whether it is new (then its depth and slack are 0).
  std::pair<Entry&, bool> at(std::uint64_t key) {
    if (8 * (size_ + 1) > 5 * capacity_) grow();
    Entry& e = slot(key);
    if (e.round == store_.round) return {e, false};
    e = Entry{key, 0, 0, store_.round};
    ++size_;
    return {e, true};
  }

  // Marks `key` visited; false if it was already.
  bool insert(std::uint64_t key) { return at(key).second; }

  std::size_t size() const { return size_; }
  std::size_t capacity() const { return capacity_; }

 private:
  static constexpr std::size_t kSmallest = 1024;

  void next_round() {
    if (++store_.round == 0) {  // the stamps wrapped: clear them for real
      for (Entry& e : store_.entries) e.round = 0;
      store_.round = 1;
    }
  }

  Entry& slot(std::uint64_t key) {
    const std::size_t mask = capacity_ - 1;
    std::size_t i = static_cast<std::size_t>(key) & mask;
    while (store_.entries[i].round == store_.round && store_.entries[i].key != key) {
      i = (i + 1) & mask;
    }
    return store_.entries[i];
  }

  // More than expected: twice the capacity, the entries of this round stamped with a new one in
  // their new slots.
  void grow() {
    std::vector<Entry> live;
    live.reserve(size_);
    for (std::size_t i = 0; i < capacity_; ++i) {
      if (store_.entries[i].round == store_.round) live.push_back(store_.entries[i]);
    }
    capacity_ *= 2;
    if (store_.entries.size() < capacity_) store_.entries.resize(capacity_);
    next_round();
    for (Entry e : live) {
      e.round = store_.round;
      slot(e.key) = e;
    }
  }

  Store& store_;
  std::size_t size_ = 0;
  std::size_t capacity_ = 0;
};

}  // namespace flagfall::chess::detail
