#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace flagfall::chess::detail {

// The positions a search has been through (by hash), with the depth and slack left there: open
// addressing over the first `capacity` entries of its storage, which grows as it fills. An entry
// counts only if stamped with the table's current round, so clear() starts a new round (and a
// small table again) rather than passing over the storage; and the storage goes back to a small
// pool when the table is destroyed, so the next search reuses it instead of allocating and
// zeroing it again.
class VisitTable {
 public:
  struct Entry {
    std::uint64_t key = 0;
    std::int16_t depth = 0;
    std::int16_t slack = 0;
    std::uint32_t round = 0;  // 0: never used
  };

  VisitTable() {
    if (!pool().empty()) {
      store_ = std::move(pool().back());
      pool().pop_back();
    }
    clear();
  }
  ~VisitTable() {
    if (pool().size() < 2 && !store_.entries.empty()) pool().push_back(std::move(store_));
  }
  VisitTable(const VisitTable&) = delete;
  VisitTable& operator=(const VisitTable&) = delete;

  void clear() {
    size_ = 0;
    capacity_ = 0;
    next_round();
  }

  // The entry of `key`, and whether it is new (then its depth and slack are 0).
  std::pair<Entry&, bool> at(std::uint64_t key) {
    if (2 * (size_ + 1) > capacity_) grow();
    Entry& e = slot(key);
    if (e.round == store_.round) return {e, false};
    e = Entry{key, 0, 0, store_.round};
    ++size_;
    return {e, true};
  }

  // Marks `key` visited; false if it was already.
  bool insert(std::uint64_t key) { return at(key).second; }

  std::size_t size() const { return size_; }

 private:
  struct Store {
    std::vector<Entry> entries;
    std::uint32_t round = 0;
  };

  static std::vector<Store>& pool() {
    thread_local std::vector<Store> spare;
    return spare;
  }

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

  // Twice the capacity: the entries of this round are stamped with a new one in their new slots.
  void grow() {
    std::vector<Entry> live;
    live.reserve(size_);
    for (std::size_t i = 0; i < capacity_; ++i) {
      if (store_.entries[i].round == store_.round) live.push_back(store_.entries[i]);
    }
    capacity_ = capacity_ == 0 ? 1024 : 2 * capacity_;
    if (store_.entries.size() < capacity_) store_.entries.resize(capacity_);
    next_round();
    for (Entry e : live) {
      e.round = store_.round;
      slot(e.key) = e;
    }
  }

  Store store_;
  std::size_t size_ = 0;
  std::size_t capacity_ = 0;
};

}  // namespace flagfall::chess::detail
