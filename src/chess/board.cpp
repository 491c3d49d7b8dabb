#include "chess/board.h"

namespace flagfall::chess {

Board::Board(const Position& start) {
  positions_.push_back(start);
  keys_.push_back(start.repetition_key());
}

void Board::push(Move move) {
  positions_.push_back(position().after(move));
  keys_.push_back(positions_.back().repetition_key());
  moves_.push_back(move);
}

void Board::pop() {
  if (moves_.empty()) return;
  positions_.pop_back();
  keys_.pop_back();
  moves_.pop_back();
}

int Board::count_key(std::uint64_t key) const {
  int count = 0;
  for (std::uint64_t k : keys_) count += k == key;
  return count;
}

int Board::repetition_count() const {
  return count_key(keys_.back());
}

bool Board::can_claim_threefold_repetition() const {
  if (is_threefold_repetition()) return true;
  for (Move m : position().legal_moves()) {
    if (count_key(position().after(m).repetition_key()) >= 2) return true;
  }
  return false;
}

bool Board::can_claim_fifty_moves() const {
  if (is_fifty_moves()) return true;
  for (Move m : position().legal_moves()) {
    if (position().after(m).halfmove_clock() >= 100) return true;
  }
  return false;
}

}  // namespace flagfall::chess
