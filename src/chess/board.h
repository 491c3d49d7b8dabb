#pragma once

#include <vector>

#include "chess/move.h"
#include "chess/position.h"

namespace flagfall::chess {

// A game as played on a board: the current position plus every position and move before it,
// for the facts that depend on history (repetitions). Any move can be pushed, legal or not:
// it is applied as on a physical board (Position::apply).
class Board {
 public:
  explicit Board(const Position& start = Position());

  const Position& position() const { return positions_.back(); }
  const std::vector<Move>& move_stack() const { return moves_; }

  void push(Move move);
  // Takes back the last move; does nothing at the start.
  void pop();

  // --- Facts of the current position ---
  bool is_check() const { return position().is_check(); }
  bool is_checkmate() const { return position().is_checkmate(); }
  bool is_stalemate() const { return position().is_stalemate(); }
  // The last move was made by a player in check: the position before it was check.
  bool last_move_out_of_check() const {
    return positions_.size() > 1 && positions_[positions_.size() - 2].is_check();
  }

  // How many times the current position has stood on the board in this game, counting now.
  // Positions are the same when the same player is to move, the same pieces stand on the same
  // squares, the castling rights are the same and so are the en passant captures that are
  // actually possible (Position::repetition_key). Every earlier position counts, also those
  // before a capture or a pawn move, because an illegal move can bring them back.
  int repetition_count() const;
  bool is_repetition(int times) const { return repetition_count() >= times; }
  bool is_threefold_repetition() const { return is_repetition(3); }
  bool is_fivefold_repetition() const { return is_repetition(5); }
  // FIDE 9.2: a draw may be claimed when the position stands for the third time, or would
  // after some legal move the claimant is about to make.
  bool can_claim_threefold_repetition() const;

  // The 50- and 75-move counters (FIDE 9.3 and 9.6.2): half-moves without a capture or a pawn
  // move, >= 100 and >= 150. Whether checkmate on the last move takes precedence is for the
  // rules to decide.
  bool is_fifty_moves() const { return position().halfmove_clock() >= 100; }
  bool is_seventyfive_moves() const { return position().halfmove_clock() >= 150; }
  // A claim may also be made for a legal move that reaches 50 moves.
  bool can_claim_fifty_moves() const;

 private:
  int count_key(std::uint64_t key) const;

  std::vector<Position> positions_;
  std::vector<std::uint64_t> keys_;
  std::vector<Move> moves_;
};

}  // namespace flagfall::chess
