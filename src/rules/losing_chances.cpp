#include "rules/losing_chances.h"

#include <optional>
#include <vector>

#include "chess/forced_win.h"
#include "chess/material.h"

namespace flagfall::rules {
namespace {

using chess::Answer;
using chess::Color;
using chess::Material;
using chess::PieceType;
using chess::Position;
using chess::Square;

int non_king_men(const Material& m) {
  return m.pawns + m.knights + m.bishops + m.rooks + m.queens;
}

// Whether either side can show a forced win within `moves` (Sacramento 10f and 10g; Scholastic
// 11c1 and 11c2 ask of both sides, 10i and 11c4 of the attacker only, "immediate": one move).
Answer forced_win(const Position& p, const std::vector<Color>& sides, int moves,
                  chess::SearchBudget budget) {
  Answer answer = Answer::No;
  for (const Color side : sides) {
    switch (chess::find_forced_win(p, side, moves, budget.max_nodes).answer) {
      case Answer::Yes:
        return Answer::Yes;
      case Answer::Unknown:
        answer = Answer::Unknown;
        break;
      case Answer::No:
        break;
    }
  }
  return answer;
}

bool one_identical_piece_each(const Position& p) {
  const Material w = chess::material_of(p, Color::White);
  const Material b = chess::material_of(p, Color::Black);
  if (non_king_men(w) != 1 || non_king_men(b) != 1 || w.pawns + b.pawns != 0) return false;
  return w.knights == b.knights && w.bishops == b.bishops && w.rooks == b.rooks &&
         w.queens == b.queens;
}

bool opposite_bishops_one_pawn(const Position& p) {
  const Material w = chess::material_of(p, Color::White);
  const Material b = chess::material_of(p, Color::Black);
  if (w.bishops != 1 || b.bishops != 1) return false;
  if (w.knights + w.rooks + w.queens + b.knights + b.rooks + b.queens != 0) return false;
  if (w.pawns + b.pawns != 1) return false;
  return w.light_bishops != b.light_bishops;
}

// Sacramento 10g's second case, "2 versus 1 in a clearly blockaded position", read as the first
// case's ending with two pawns against one: bishops of opposite colours and nothing else, and
// every pawn stopped by a man standing on the square in front of it.
bool opposite_bishops_two_against_one_blockaded(const Position& p) {
  const Material w = chess::material_of(p, Color::White);
  const Material b = chess::material_of(p, Color::Black);
  if (w.bishops != 1 || b.bishops != 1 || w.light_bishops == b.light_bishops) return false;
  if (w.knights + w.rooks + w.queens + b.knights + b.rooks + b.queens != 0) return false;
  if (!((w.pawns == 2 && b.pawns == 1) || (w.pawns == 1 && b.pawns == 2))) return false;
  for (const Color side : {Color::White, Color::Black}) {
    const chess::Bitboard pawns = p.pieces(side, PieceType::Pawn);
    if ((chess::shift_forward(side, pawns) & ~p.occupied()) != 0) return false;
  }
  return true;
}

// The defender's king stands on the square in front of the attacker's lone pawn (or, for a rook
// pawn, anywhere on the file in front of it).
bool king_in_front_of_pawn(const Position& p, Color defender, bool rook_pawn_anywhere_ahead) {
  const Color attacker = ~defender;
  const chess::Bitboard pawns = p.pieces(attacker, PieceType::Pawn);
  if (chess::popcount(pawns) != 1) return false;
  const Square pawn = chess::lsb(pawns);
  const Square king = p.king_square(defender);
  if (king == chess::NoSquare || chess::file_of(king) != chess::file_of(pawn)) return false;
  const int ahead = chess::relative_rank(attacker, king) - chess::relative_rank(attacker, pawn);
  if (ahead <= 0) return false;
  const bool rook_file = chess::file_of(pawn) == 0 || chess::file_of(pawn) == 7;
  if (rook_file && rook_pawn_anywhere_ahead) return true;
  return ahead == 1 && chess::relative_rank(attacker, pawn) != 6;
}

bool pawn_ending_blockade(const Position& p, Color defender) {
  const Material own = chess::material_of(p, defender);
  const Material other = chess::material_of(p, ~defender);
  return own.is_lone_king() && non_king_men(other) == 1 && other.pawns == 1 &&
         king_in_front_of_pawn(p, defender, true);
}

bool rook_and_rook_pawn_blockaded(const Position& p, Color defender) {
  const Material own = chess::material_of(p, defender);
  const Material other = chess::material_of(p, ~defender);
  if (non_king_men(own) != 1 || own.rooks != 1) return false;
  if (non_king_men(other) != 2 || other.rooks != 1 || other.pawns != 1) return false;
  const Square pawn = chess::lsb(p.pieces(~defender, PieceType::Pawn));
  if (chess::file_of(pawn) != 0 && chess::file_of(pawn) != 7) return false;
  const Square king = p.king_square(defender);
  return king != chess::NoSquare && chess::file_of(king) == chess::file_of(pawn) &&
         chess::relative_rank(~defender, king) == chess::relative_rank(~defender, pawn) + 1;
}

// The blockading side of a listed pawn blockade (Scholastic 11c3-4, Sacramento 10h-10i), if the
// position is one. The texts list the position, not who claims it, and let either player appeal
// for a draw (Scholastic 17, Sacramento 11): the side with the pawn may claim it as well.
std::optional<Color> blockader(const Position& p, bool (*blockade)(const Position&, Color)) {
  for (const Color defender : {Color::White, Color::Black}) {
    if (blockade(p, defender)) return defender;
  }
  return std::nullopt;
}

}  // namespace

LosingChances losing_chances(const Position& position, LosingChancesConditions conditions,
                             chess::SearchBudget budget) {
  const bool scholastic = conditions == LosingChancesConditions::kScholastic;
  LosingChances out;
  if (conditions == LosingChancesConditions::kNone) return out;
  // Which listed position this is, and whose forced win would overturn the claim, how soon.
  std::vector<Color> winners;
  int moves = chess::kDemonstrableWinMoves;
  if (one_identical_piece_each(position)) {
    out.rule = scholastic ? "11c" : "10f";
    winners = {Color::White, Color::Black};
  } else if (opposite_bishops_one_pawn(position) ||
             (!scholastic && opposite_bishops_two_against_one_blockaded(position))) {
    out.rule = scholastic ? "11c" : "10g";
    winners = {Color::White, Color::Black};
  } else if (blockader(position, pawn_ending_blockade)) {
    out.rule = scholastic ? "11c" : "10h";
  } else if (const auto defender = blockader(position, rook_and_rook_pawn_blockaded)) {
    out.rule = scholastic ? "11c" : "10i";
    winners = {~*defender};
    moves = 1;  // "no immediate win"
  } else {
    return out;
  }
  switch (forced_win(position, winners, moves, budget)) {
    case Answer::No:
      out.verdict = LosingChances::Verdict::kDrawn;
      break;
    case Answer::Yes:
      out.verdict = LosingChances::Verdict::kForcedWin;
      break;
    case Answer::Unknown:
      out.verdict = LosingChances::Verdict::kUnsettled;
      break;
  }
  return out;
}

chess::Answer demonstrable_win(const Position& position, chess::SearchBudget budget) {
  return forced_win(position, {Color::White, Color::Black}, chess::kDemonstrableWinMoves, budget);
}

bool losing_chances_listed(const Position& position, LosingChancesConditions conditions) {
  if (conditions == LosingChancesConditions::kNone) return false;
  const bool scholastic = conditions == LosingChancesConditions::kScholastic;
  return one_identical_piece_each(position) || opposite_bishops_one_pawn(position) ||
         (!scholastic && opposite_bishops_two_against_one_blockaded(position)) ||
         blockader(position, pawn_ending_blockade) ||
         blockader(position, rook_and_rook_pawn_blockaded);
}

}  // namespace flagfall::rules
