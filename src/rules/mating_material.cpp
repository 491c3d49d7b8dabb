#include "rules/mating_material.h"

#include "chess/material.h"

namespace flagfall::rules {
namespace {

bool two_minors_pawn_rook_or_queen(const chess::Material& m) {
  return m.pawns > 0 || m.rooks > 0 || m.queens > 0 || m.minor_pieces() >= 2;
}

bool knights_against_bare_king(const chess::Material& own, const chess::Material& other) {
  return own.knights == 2 && own.bishops == 0 && own.pawns + own.rooks + own.queens == 0 &&
         other.is_lone_king();
}

// Whether some man of `m` can stand on a square of the colour its bishops do not use.
bool has_man_off_colour(const chess::Material& m, bool bishops_on_light) {
  return m.pawns + m.knights + m.rooks + m.queens > 0 ||
         (bishops_on_light ? m.dark_bishops : m.light_bishops) > 0;
}

class MateSearch {
 public:
  MateSearch(chess::Color attacker, int budget) : attacker_(attacker), budget_(budget) {}

  // Attacker mates within `moves` of its own moves, whoever is to move in `p`.
  bool forced(const chess::Position& p, int moves) {
    if (--budget_ < 0) return false;
    const chess::MoveList list = p.legal_moves();
    if (p.side_to_move() == attacker_) {
      if (moves == 0) return false;
      for (const chess::Move m : list) {
        const chess::Position next = p.after(m);
        if (next.is_checkmate()) return true;
      }
      if (moves == 1) return false;
      for (const chess::Move m : list) {
        if (forced(p.after(m), moves - 1)) return true;
        if (budget_ < 0) return false;
      }
      return false;
    }
    if (list.empty()) return p.is_check();  // already mated: a win; stalemated: none
    for (const chess::Move m : list) {
      if (!forced(p.after(m), moves)) return false;
    }
    return true;
  }

 private:
  chess::Color attacker_;
  int budget_;
};

}  // namespace

bool could_ever_checkmate(const chess::Position& position, chess::Color side) {
  const chess::Material own = chess::material_of(position, side);
  const chess::Material other = chess::material_of(position, ~side);
  if (own.pawns + own.rooks + own.queens > 0) return true;
  if (own.minor_pieces() == 0) return false;
  if (own.knights > 0) {
    // Two minors mate with help; a lone knight needs an enemy man to block its own king in.
    return own.minor_pieces() >= 2 || !other.is_lone_king();
  }
  if (own.light_bishops > 0 && own.dark_bishops > 0) return true;
  // Bishops of one colour only: the mated king needs a blocker on the other colour.
  return has_man_off_colour(other, own.light_bishops > 0);
}

bool has_mating_material(const chess::Position& position, chess::Color side,
                         MatingMaterial definition) {
  const chess::Material own = chess::material_of(position, side);
  const chess::Material other = chess::material_of(position, ~side);
  switch (definition) {
    case MatingMaterial::kTwoMinorsOrPawnRookQueen:
      return two_minors_pawn_rook_or_queen(own);
    case MatingMaterial::kExceptKnightsAgainstBareKing:
      return two_minors_pawn_rook_or_queen(own) && !knights_against_bare_king(own, other);
    case MatingMaterial::kExceptKnightsOrForcedWin:
      if (two_minors_pawn_rook_or_queen(own) && !knights_against_bare_king(own, other)) {
        return true;
      }
      return has_forced_mate(position, side, kDemonstrableMateMoves);
    case MatingMaterial::kAnySeriesOfLegalMoves:
      return could_ever_checkmate(position, side);
  }
  return false;
}

chess::Answer mating_material_answer(const chess::Position& position, chess::Color side,
                                     MatingMaterial definition, chess::SearchBudget budget) {
  if (definition == MatingMaterial::kAnySeriesOfLegalMoves) {
    return chess::has_mating_material(position, side, chess::MatingMaterialRule::FideDeadPosition,
                                      budget)
        .answer;
  }
  return has_mating_material(position, side, definition) ? chess::Answer::Yes : chess::Answer::No;
}

bool has_forced_mate(const chess::Position& position, chess::Color attacker, int max_moves,
                     int node_budget) {
  if (!could_ever_checkmate(position, attacker)) return false;
  if (position.king_square(chess::Color::White) == chess::NoSquare ||
      position.king_square(chess::Color::Black) == chess::NoSquare) {
    return false;
  }
  MateSearch search(attacker, node_budget);
  return search.forced(position, max_moves);
}

}  // namespace flagfall::rules
