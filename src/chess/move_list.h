#pragma once

#include <cstddef>

#include "chess/move.h"

namespace flagfall::chess {

// A fixed-capacity list of moves, filled by the move generator without allocating. The capacity
// covers any placement, however many pieces a side has.
class MoveList {
 public:
  MoveList() {}  // leaves the storage uninitialised: lists are made at every node of a search

  static constexpr std::size_t kCapacity = 2048;

  void push_back(Move m) { moves_[size_++] = m; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const Move* begin() const { return moves_; }
  const Move* end() const { return moves_ + size_; }
  Move operator[](std::size_t i) const { return moves_[i]; }
  bool contains(Move m) const {
    for (Move x : *this) {
      if (x == m) return true;
    }
    return false;
  }

 private:
  std::size_t size_ = 0;
  union {
    Move moves_[kCapacity];
  };
};

}  // namespace flagfall::chess
