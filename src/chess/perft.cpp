#include "chess/perft.h"

#include "chess/movegen.h"

namespace flagfall::chess {

std::uint64_t perft(const Position& position, int depth) {
  if (depth <= 0) return 1;
  MoveList moves;
  generate_legal_moves(position, moves);
  if (depth == 1) return moves.size();
  std::uint64_t nodes = 0;
  for (Move m : moves) {
    Position next = position;
    next.apply(m);
    nodes += perft(next, depth - 1);
  }
  return nodes;
}

std::vector<std::pair<Move, std::uint64_t>> perft_divide(const Position& position, int depth) {
  std::vector<std::pair<Move, std::uint64_t>> result;
  if (depth <= 0) return result;
  for (Move m : position.legal_moves()) result.emplace_back(m, perft(position.after(m), depth - 1));
  return result;
}

}  // namespace flagfall::chess
