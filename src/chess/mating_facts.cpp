// What the material and a blockade show of a side's chances without a search
// (chess/mating_facts.h).
#include "chess/mating_facts.h"

#include "chess/material.h"
#include "chess/mating_answer.h"
#include "chess/minor_mate.h"

namespace flagfall::chess::detail {

namespace {

using mating_answer::answer;
using mating_answer::cannot;
using mating_answer::who;

// Whether the side to move has a move that captures nothing after which the other side also has
// one: the game is not forced to lose men or to end at once. See fide_by_material().
bool both_sides_can_wait(const Position& pos, const MoveList& moves) {
  for (Move m : moves) {
    if (pos.piece_at(m.to()) != Piece::None) continue;
    const Position next = pos.after(m);
    const MoveList replies = next.legal_moves();
    for (Move r : replies) {
      if (next.piece_at(r.to()) == Piece::None) return true;
    }
  }
  return false;
}

}  // namespace

// The "yes" for pawnless material is the composers' result that such men can be set up into a
// mate (a knight or same-coloured bishops with an enemy man as blocker, which the "no" cases
// leave), and it stands only when the men can get there: not when a capture or the end of the
// game is forced, as in Ka8 Bb8 against Ra7 with Black to move, where either capture leaves a
// lone king. So the side to move must have a move that takes nothing, after which the other side
// has one: a check of two moves against the forced cases, not a proof for every position.
std::optional<MatingMaterialResult> fide_by_material(const Position& pos, Color side,
                                                     const MoveList& moves) {
  if (!pos.pieces(~side, PieceType::King)) {
    return cannot(NoMateReason::NoKingToMate,
                  [&] { return std::string(who(~side) + " has no king to mate"); });
  }
  if (!(pos.pieces(side) & ~pos.pieces(PieceType::King))) {
    return cannot(NoMateReason::LoneKing,
                  [&] { return std::string("a lone king cannot give checkmate"); });
  }
  // Everything below needs a board without pawns (this is the search's common case).
  if (pos.pieces(PieceType::Pawn)) return std::nullopt;
  const Material own = material_of(pos, side);
  const Material other = material_of(pos, ~side);
  const bool only_bishops = own.pawns + own.knights + own.rooks + own.queens == 0 &&
                            other.pawns + other.knights + other.rooks + other.queens == 0;
  const Bitboard bishops = pos.pieces(PieceType::Bishop);
  if (only_bishops && (!(bishops & kLightSquares) || !(bishops & ~kLightSquares))) {
    return cannot(NoMateReason::BishopsOneColour, [&] {
      return std::string("only bishops on squares of one colour remain: no king can ever be mated");
    });
  }
  if (other.is_lone_king() && own.knights == 1 && own.minor_pieces() == 1 && own.pawns == 0 &&
      own.rooks == 0 && own.queens == 0) {
    return cannot(NoMateReason::KnightOnly,
                  [&] { return std::string("king and knight cannot mate a lone king"); });
  }
  if (other.kings != 1 || own.kings > 1) return std::nullopt;
  if (minor_piece_never_mates(pos, side)) {
    MatingMaterialResult r = cannot(NoMateReason::MinorAgainstPieces, [&] {
      return std::string(who(side) +
                         "'s lone minor piece can never be set up to mate against these men");
    });
    r.men = kinds_of(pos, pos.pieces(side) & ~pos.pieces(PieceType::King));
    return r;
  }
  if (both_sides_can_wait(pos, moves)) {
    return answer(Answer::Yes, [&] {
      return std::string(who(side) + " can still mate with some sequence of legal moves (" +
                         material_signature(pos) + " without pawns)");
    });
  }
  return std::nullopt;
}

NoMateReason blockade_reason(const Blockade& blockade, const Position& pos, Color side) {
  switch (blockade_bar(blockade, side)) {
    case BlockadeBar::NeverChecks:
      return pos.pieces(side) & ~pos.pieces(PieceType::King) & ~blockade.locked
                 ? NoMateReason::LockedNoCheck
                 : NoMateReason::LockedOnlyKing;
    case BlockadeBar::NeverCorners:
      return NoMateReason::LockedNoCorner;
    case BlockadeBar::None:
      break;
  }
  return NoMateReason::None;
}

}  // namespace flagfall::chess::detail
