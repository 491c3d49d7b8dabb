#include "chess/dead_position.h"

#include <optional>
#include <string>

#include "chess/blockade.h"
#include "chess/helpmate_search.h"
#include "chess/mating_answer.h"
#include "chess/mating_facts.h"

namespace flagfall::chess {

namespace {

using mating_answer::answer;
using mating_answer::cannot;
using mating_answer::who;

// The blockade of the position asked about. The arbiter asks the same position for each side
// and in rounds (rules/arbiter_dead_position.cpp), so the last one is kept.
const Blockade& root_blockade(const Position& pos) {
  thread_local std::optional<Position> last;
  thread_local Blockade blockade;
  if (!last || !(*last == pos)) {
    blockade = find_blockade(pos);
    last = pos;
  }
  return blockade;
}

std::string blockade_words(NoMateReason reason, Color side) {
  switch (reason) {
    case NoMateReason::LockedOnlyKing:
      return who(side) + " has only a king and pawns that can never move again";
    case NoMateReason::LockedNoCheck:
      return "behind pawns that can never move again, no man of " + who(side) +
             " could ever attack a square the other king can reach";
    default:
      return "behind pawns that can never move again, " + who(side) +
             " could never take every square around the other king";
  }
}

}  // namespace

MatingMaterialResult dead_position_answer(const Position& pos, Color side, SearchBudget budget) {
  // A pawn on its last rank is being promoted (its player is finding the piece): it becomes the
  // piece its player chooses, so each choice is asked, and "cannot" holds only if it holds for
  // every one.
  if (const Bitboard unpromoted = (pos.pieces(Color::White, PieceType::Pawn) & kRank8) |
                                  (pos.pieces(Color::Black, PieceType::Pawn) & kRank1)) {
    const Square s = lsb(unpromoted);
    MatingMaterialResult no;
    std::optional<MatingMaterialResult> unknown;
    std::uint64_t nodes = 0;
    for (const PieceType t :
         {PieceType::Queen, PieceType::Knight, PieceType::Rook, PieceType::Bishop}) {
      Position promoted = pos;
      promoted.set_piece(s, make_piece(color_of(pos.piece_at(s)), t));
      MatingMaterialResult r = dead_position_answer(promoted, side, budget);
      nodes += r.nodes;
      if (r.answer == Answer::Yes) {
        r.nodes = nodes;
        return r;
      }
      if (r.answer == Answer::No) {
        no = r;
      } else {
        unknown = r;
      }
    }
    MatingMaterialResult& result = unknown ? *unknown : no;
    result.nodes = nodes;
    return result;
  }
  const MoveList moves = pos.legal_moves();
  if (moves.empty()) {
    if (pos.is_check()) {
      return pos.side_to_move() == ~side
                 ? answer(Answer::Yes, [&] { return std::string(who(~side) + " is checkmated"); })
                 : cannot(NoMateReason::GameOver,
                          [&] { return std::string(who(side) + " is checkmated"); });
    }
    return cannot(NoMateReason::GameOver,
                  [&] { return std::string("stalemate: the game is over"); });
  }
  if (const auto by_material = detail::fide_by_material(pos, side, moves)) return *by_material;
  if (has_blocked_pawns(pos)) {
    const Blockade& blockade = root_blockade(pos);
    const NoMateReason locked = detail::blockade_reason(blockade, pos, side);
    if (locked != NoMateReason::None) {
      MatingMaterialResult r =
          cannot(locked, [&] { return std::string(blockade_words(locked, side)); });
      r.men = kinds_of(pos, pos.pieces(side) & ~pos.pieces(PieceType::King) & ~blockade.locked);
      return r;
    }
  }
  return detail::helpmate_search(pos, side, budget.max_nodes);
}

}  // namespace flagfall::chess
