#include "chess/helpmate_order.h"

#include <algorithm>
#include <array>
#include <functional>

namespace flagfall::chess::detail {

namespace {

// The squares in front of the pawns of `c`, up to the last rank.
Bitboard pawn_paths(const Position& pos, Color c) {
  Bitboard paths = 0;
  Bitboard front = pos.pieces(c, PieceType::Pawn);
  for (int step = 0; step < 6; ++step) {
    front = shift_forward(c, front);
    paths |= front;
  }
  return paths;
}

// King steps from `s` to the nearest of `targets` (not empty), as if the board were empty.
int distance_to(Square s, Bitboard targets) {
  int best = 8;
  while (targets) best = std::min(best, square_distance(s, pop_lsb(targets)));
  return best;
}

// What the move ordering needs to know of a position.
struct Lanes {
  Bitboard own_paths = 0;    // squares in front of the side's pawns
  Bitboard other_paths = 0;  // squares in front of the other side's pawns
  Bitboard targets = 0;      // the other side's pawns in their way that the side's king can take
  Bitboard own_men = 0;      // the side's men
  Bitboard other_pawns = 0;  // the other side's pawns
  // With targets and the side to move: rings[d] holds the squares from which its king needs d
  // steps to take one, going round its own pawns and the squares the other side's pawns guard.
  std::array<Bitboard, 24> rings{};

  int king_steps(Square s) const {
    for (std::size_t d = 0; d < rings.size(); ++d) {
      if (rings[d] & square_bb(s)) return static_cast<int>(d);
    }
    return static_cast<int>(rings.size());
  }
};

Lanes lanes(const Position& pos, Color side) {
  Lanes l;
  l.own_paths = pawn_paths(pos, side);
  l.other_paths = pawn_paths(pos, ~side);
  l.own_men = pos.pieces(side);
  l.other_pawns = pos.pieces(~side, PieceType::Pawn);
  const Bitboard guarded = pawn_attacks_of(~side, pos.pieces(~side, PieceType::Pawn));
  l.targets = l.own_paths & pos.pieces(~side, PieceType::Pawn) & ~guarded;
  if (!l.targets || pos.side_to_move() != side) return l;
  const Bitboard open = ~guarded & ~pos.pieces(side, PieceType::Pawn);
  Bitboard reached = l.targets;
  l.rings[0] = l.targets;
  for (std::size_t d = 1; d < l.rings.size() && l.rings[d - 1]; ++d) {
    l.rings[d] = king_spread(l.rings[d - 1]) & open & ~reached;
    reached |= l.rings[d];
  }
  return l;
}

// Higher first. The side's promotions (queen first) and pawn moves (the furthest first), its
// captures of pawns, its king going to take pawns in their way; the other side's moves out of
// those pawns' way, its king away from the pawns to be taken, its own pawns running to
// promotion (which also leads to a pawnless position); captures of the side's men last.
// `ours`: the side is to move. A pawn move scores at least 420 (the side's) or 220 (the other
// side's) unless it goes into the side's pawn paths or captures; no other move scores more
// than kPieceMax (the side's) or kOtherPieceMax, which rank() relies on.
constexpr int kPieceMax = 300 + 60 + 15;
constexpr int kOtherPieceMax = 100 + 20;

// A pawn's move.
int pawn_score(const Position& pos, Move m, const Lanes& lanes, bool ours) {
  int score = (ours ? 400 : 200) + 10 * relative_rank(pos.side_to_move(), m.to());
  // A queen for the side; a knight for the other side, enough as a man to mate against, with
  // fewer moves to search afterwards.
  if (m.promotion() == PieceType::Queen) score += ours ? 1000 : 900;
  if (m.promotion() == PieceType::Knight && !ours) score += 1000;
  if (m.promotion() == PieceType::Rook) score += 200;
  const Piece captured = pos.piece_at(m.to());
  const bool en_passant = captured == Piece::None && file_of(m.from()) != file_of(m.to());
  if (ours) {
    if (en_passant || type_of(captured) == PieceType::Pawn) score += 300;
  } else {
    if (en_passant || captured != Piece::None) score -= 2000;
    if (square_bb(m.to()) & lanes.own_paths) score -= 300;
  }
  return score;
}

// The move of a piece other than a pawn; `king`: the mover's king.
int piece_score(Move m, const Lanes& lanes, bool ours, Square king) {
  const Bitboard from = square_bb(m.from());
  const Bitboard to = square_bb(m.to());
  int score = 0;
  if (to & lanes.own_paths) {
    score -= ours ? 100 : 300;
  } else if (from & lanes.own_paths) {
    score += ours ? 60 : 100;
  }
  if (ours) {
    if (to & lanes.other_pawns) score += 300;
    if (to & lanes.other_paths) score -= 20;
  } else if (to & lanes.own_men) {
    score -= 2000;
  }
  if (m.from() == king && lanes.targets) {
    if (ours) {
      score += 15 * std::clamp(lanes.king_steps(m.from()) - lanes.king_steps(m.to()), -1, 1);
    } else {
      const int away = distance_to(m.to(), lanes.targets) - distance_to(m.from(), lanes.targets);
      score += 20 * std::clamp(away, -1, 1);  // castling moves the king two squares
    }
  }
  return score;
}

}  // namespace

void rank_helpmate_moves(const Position& pos, Color side, const MoveList& moves, std::size_t wanted,
                         std::vector<std::uint32_t>& keys) {
  const Lanes l = lanes(pos, side);
  const bool ours = pos.side_to_move() == side;
  const int piece_max = ours ? kPieceMax : kOtherPieceMax;
  const auto key = [](int score, std::size_t i) {
    // Scores stay well within 8,000 of 0.
    return static_cast<std::uint32_t>(score + 32768) << 11 | static_cast<std::uint32_t>(2047 - i);
  };
  const Bitboard pawns = pos.pieces(pos.side_to_move(), PieceType::Pawn);
  keys.clear();
  std::size_t above = 0;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (!(square_bb(moves[i].from()) & pawns)) continue;
    const int score = pawn_score(pos, moves[i], l, ours);
    keys.push_back(key(score, i));
    if (score > piece_max) ++above;
  }
  if (above < wanted) {
    // Most other moves score 0: a piece other than a king, from off the side's pawn paths, to
    // an empty square off the pawn paths that count for the mover.
    const Square king = pos.king_square(pos.side_to_move());
    const Bitboard special_from = l.own_paths | pos.pieces(PieceType::King);
    const Bitboard special_to = l.own_paths | pos.occupied() | (ours ? l.other_paths : Bitboard{0});
    for (std::size_t i = 0; i < moves.size(); ++i) {
      const Move m = moves[i];
      if (square_bb(m.from()) & pawns) continue;
      const bool special = (square_bb(m.from()) & special_from) || (square_bb(m.to()) & special_to);
      keys.push_back(key(special ? piece_score(m, l, ours, king) : 0, i));
    }
  }
  if (wanted == 1) {
    std::iter_swap(keys.begin(), std::max_element(keys.begin(), keys.end()));
  } else if (wanted >= keys.size()) {
    std::sort(keys.begin(), keys.end(), std::greater<>());
  } else {
    std::partial_sort(keys.begin(), keys.begin() + static_cast<std::ptrdiff_t>(wanted), keys.end(),
                      std::greater<>());
  }
}

}  // namespace flagfall::chess::detail
