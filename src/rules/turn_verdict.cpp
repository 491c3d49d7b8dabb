#include "rules/turn_verdict.h"

namespace flagfall::rules {

TurnVerdict judge_turn(const chess::Position& start, const std::vector<chess::Move>& moves) {
  if (moves.size() == 1) return {moves.front(), chess::check_move(start, moves.front()).reason};
  chess::Position now = start;
  for (const chess::Move m : moves) now = now.after(m);
  for (const chess::Move legal : start.legal_moves()) {
    if (same_placement(start.after(legal), now)) return {legal};
  }
  chess::Position before = start;
  for (const chess::Move m : moves) {
    const chess::MoveVerdict verdict = chess::check_move(before, m);
    if (!verdict.is_legal()) return {m, verdict.reason};
    before = before.after(m);
    before.set_side_to_move(start.side_to_move());
  }
  return {moves[1], chess::IllegalReason::None, true};
}

}  // namespace flagfall::rules
