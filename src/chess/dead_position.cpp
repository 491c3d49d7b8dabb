#include "chess/dead_position.h"

#include <algorithm>
#include <array>
#include <deque>
#include <functional>
#include <optional>
#include <unordered_set>
#include <vector>

#include "chess/material.h"
#include "chess/mating_answer.h"
#include "chess/visit_table.h"

namespace flagfall::chess {

namespace {

using mating_answer::answer;
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

// FIDE answers that follow from the material alone, or nothing when it does not decide. `moves`
// are the legal moves of `pos`, which has some. The "no" answers hold whatever the position: a
// lone king never checks, a king and knight cannot mate a lone king, bishops that all stand on
// one colour of squares can never take the squares of the other colour from a king. The "yes"
// for pawnless material is the composers' result that such men can be set up into a mate (a
// knight or same-coloured bishops with an enemy man as blocker, which the "no" cases leave), and
// it stands only when the men can get there: not when a capture or the end of the game is
// forced, as in Ka8 Bb8 against Ra7 with Black to move, where either capture leaves a lone king.
// So the side to move must have a move that takes nothing, after which the other side has one: a
// check of two moves against the forced cases, not a proof for every position.
std::optional<MatingMaterialResult> fide_by_material(const Position& pos, Color side,
                                                     const MoveList& moves) {
  if (!pos.pieces(~side, PieceType::King)) {
    return answer(Answer::No, who(~side) + " has no king to mate");
  }
  if (!(pos.pieces(side) & ~pos.pieces(PieceType::King))) {
    return answer(Answer::No, "a lone king cannot give checkmate");
  }
  // Everything below needs a board without pawns (this is the search's common case).
  if (pos.pieces(PieceType::Pawn)) return std::nullopt;
  const Material own = material_of(pos, side);
  const Material other = material_of(pos, ~side);
  const bool only_bishops = own.pawns + own.knights + own.rooks + own.queens == 0 &&
                            other.pawns + other.knights + other.rooks + other.queens == 0;
  const Bitboard bishops = pos.pieces(PieceType::Bishop);
  if (only_bishops && (!(bishops & kLightSquares) || !(bishops & ~kLightSquares))) {
    return answer(Answer::No,
                  "only bishops on squares of one colour remain: no king can ever be mated");
  }
  if (other.is_lone_king() && own.knights == 1 && own.minor_pieces() == 1 && own.pawns == 0 &&
      own.rooks == 0 && own.queens == 0) {
    return answer(Answer::No, "king and knight cannot mate a lone king");
  }
  if (other.kings != 1 || own.kings > 1) return std::nullopt;
  if (both_sides_can_wait(pos, moves)) {
    return answer(Answer::Yes, who(side) + " can still mate with some sequence of legal moves (" +
                                   material_signature(pos) + " without pawns)");
  }
  return std::nullopt;
}

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

// The squares pawns of `c` on `pawns` attack.
Bitboard pawn_guards(Color c, Bitboard pawns) {
  const Bitboard front = shift_forward(c, pawns);
  return shift_east(front) | shift_west(front);
}

// The squares a king on `b` (any of them) reaches in one step, and `b` itself.
Bitboard king_spread(Bitboard b) {
  const Bitboard row = b | shift_east(b) | shift_west(b);
  return row | shift_north(row) | shift_south(row);
}

// King steps from `s` to the nearest of `targets` (not empty), as if the board were empty.
int distance_to(Square s, Bitboard targets) {
  int best = 8;
  while (targets) best = std::min(best, square_distance(s, pop_lsb(targets)));
  return best;
}

// Searches the moves of both sides, cooperating, for a position where `side` has mated or
// where the material alone shows it can. Proves "no" only by visiting every reachable position.
class HelpmateSearch {
 public:
  HelpmateSearch(Color side, std::uint64_t budget) : side_(side), budget_(budget) {}

  MatingMaterialResult run(const Position& root) {
    // First a cheap look along the likeliest lines: the side's pawns run to promotion while the
    // other side keeps out of their way (a pawnless position the material decides is a goal).
    if (discrepancy_search(root, budget_ / 16)) return found();
    // Small reachable sets (locked pawns) are searched to the end.
    switch (breadth_first(root, budget_ / 4)) {
      case Answer::Yes:
        return found();
      case Answer::No:
        return answer(Answer::No, "dead position: no sequence of legal moves lets " + who(side_) +
                                      " mate (all " + std::to_string(visited_) +
                                      " reachable positions searched)");
      case Answer::Unknown:
        break;
    }
    // Then further from the likeliest lines, and with the last quarter a depth-first search
    // deepening from 4 plies, for a short mate by moves the ordering puts late.
    const std::uint64_t left = budget_ > nodes_ ? budget_ - nodes_ : 0;
    if (discrepancy_search(root, nodes_ + left / 4 * 3)) return found();
    for (int depth = 4; depth <= 64 && nodes_ < budget_; depth *= 2) {
      visits_.clear();
      if (depth_first(root, depth)) return found();
    }
    return answer(Answer::Unknown,
                  "the search ran out of budget after " + std::to_string(nodes_) +
                      " positions without finding a mate or proving there is none");
  }

  std::uint64_t nodes() const { return nodes_; }

 private:
  MatingMaterialResult found() const {
    return answer(Answer::Yes,
                  who(side_) + " can mate with some sequence of legal moves: " + found_reason_);
  }

  // Yes: goal reached; No: nothing to find below; Unknown: search on.
  Answer classify(const Position& pos, const MoveList& moves) {
    if (moves.empty()) {
      if (pos.is_check() && pos.side_to_move() == ~side_) {
        found_reason_ = "a checkmate is reachable";
        return Answer::Yes;
      }
      return Answer::No;
    }
    if (const auto by_material = fide_by_material(pos, side_, moves)) {
      if (by_material->answer == Answer::Yes)
        found_reason_ = "play can reach a position without pawns that it can mate from";
      return by_material->answer;
    }
    return Answer::Unknown;
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

  Lanes lanes(const Position& pos) const {
    Lanes l;
    l.own_paths = pawn_paths(pos, side_);
    l.other_paths = pawn_paths(pos, ~side_);
    l.own_men = pos.pieces(side_);
    l.other_pawns = pos.pieces(~side_, PieceType::Pawn);
    const Bitboard guarded = pawn_guards(~side_, pos.pieces(~side_, PieceType::Pawn));
    l.targets = l.own_paths & pos.pieces(~side_, PieceType::Pawn) & ~guarded;
    if (!l.targets || pos.side_to_move() != side_) return l;
    const Bitboard open = ~guarded & ~pos.pieces(side_, PieceType::Pawn);
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
  static constexpr int kPieceMax = 300 + 60 + 15;
  static constexpr int kOtherPieceMax = 100 + 20;

  // A pawn's move.
  int pawn_score(const Position& pos, Move m, const Lanes& lanes, bool ours) const {
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
  int piece_score(Move m, const Lanes& lanes, bool ours, Square king) const {
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

  // Ranks `moves` into `keys`, best first, ties in generation order: key >> 11 is the score
  // (offset), 2047 - (key & 2047) the move's index. Only the first `wanted` are sorted; when
  // that many pawn moves outscore every other move, the others are left out.
  void rank(const Position& pos, const MoveList& moves, std::size_t wanted,
            std::vector<std::uint32_t>& keys) const {
    const Lanes l = lanes(pos);
    const bool ours = pos.side_to_move() == side_;
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
      const Bitboard special_to =
          l.own_paths | pos.occupied() | (ours ? l.other_paths : Bitboard{0});
      for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move m = moves[i];
        if (square_bb(m.from()) & pawns) continue;
        const bool special =
            (square_bb(m.from()) & special_from) || (square_bb(m.to()) & special_to);
        keys.push_back(key(special ? piece_score(m, l, ours, king) : 0, i));
      }
    }
    if (wanted == 1) {
      std::iter_swap(keys.begin(), std::max_element(keys.begin(), keys.end()));
    } else if (wanted >= keys.size()) {
      std::sort(keys.begin(), keys.end(), std::greater<>());
    } else {
      std::partial_sort(keys.begin(), keys.begin() + static_cast<std::ptrdiff_t>(wanted),
                        keys.end(), std::greater<>());
    }
  }

  static Move ranked(const MoveList& moves, std::uint32_t key) {
    return moves[2047 - (key & 2047)];
  }

  // Limited discrepancy search: depth-first along the ordering, where taking the i-th move of a
  // position (0 = the first) spends i of `slack`; rounds with more slack until `limit` nodes.
  bool discrepancy_search(const Position& root, std::uint64_t limit) {
    limit_ = std::min(limit, budget_);
    for (; next_slack_ <= 64 && nodes_ < limit_;
         next_slack_ = next_slack_ < 4 ? next_slack_ + 1 : next_slack_ * 2) {
      visits_.clear();
      if (with_slack(root, kDiscrepancyDepth, next_slack_)) return true;
      if (nodes_ >= limit_) break;  // this round did not finish: the next call does it again
    }
    return false;
  }

  bool with_slack(const Position& pos, int depth, int slack) {
    if (++nodes_ > limit_) return false;
    const MoveList moves = pos.legal_moves();
    const Answer a = classify(pos, moves);
    if (a != Answer::Unknown) return a == Answer::Yes;
    if (depth == 0) return false;
    detail::VisitTable::Entry& visit = visits_.at(pos.hash());
    if (visit.depth >= depth && visit.slack >= slack) return false;
    visit.depth = depth;
    visit.slack = slack;
    std::vector<std::uint32_t>& keys = scratch_[static_cast<std::size_t>(depth)];
    rank(pos, moves, static_cast<std::size_t>(slack) + 1, keys);
    for (std::size_t i = 0; i < keys.size() && static_cast<int>(i) <= slack; ++i) {
      if (with_slack(pos.after(ranked(moves, keys[i])), depth - 1, slack - static_cast<int>(i)))
        return true;
      if (nodes_ > limit_) return false;
    }
    return false;
  }

  bool depth_first(const Position& pos, int depth) {
    if (++nodes_ > budget_) return false;
    const MoveList moves = pos.legal_moves();
    const Answer a = classify(pos, moves);
    if (a != Answer::Unknown) return a == Answer::Yes;
    if (depth == 0) return false;
    detail::VisitTable::Entry& visit = visits_.at(pos.hash());
    if (visit.depth >= depth) return false;
    visit.depth = depth;
    if (depth == 1) {  // every reply is only looked at: no order needed
      for (Move m : moves) {
        if (depth_first(pos.after(m), 0)) return true;
        if (nodes_ > budget_) return false;
      }
      return false;
    }
    std::vector<std::uint32_t>& keys = scratch_[static_cast<std::size_t>(depth)];
    rank(pos, moves, moves.size(), keys);
    for (const std::uint32_t key : keys) {
      if (depth_first(pos.after(ranked(moves, key)), depth - 1)) return true;
      if (nodes_ > budget_) return false;
    }
    return false;
  }

  // Visits at most `allowance` positions.
  Answer breadth_first(const Position& root, std::uint64_t allowance) {
    const std::uint64_t limit = std::min(nodes_ + allowance, budget_);
    std::unordered_set<std::uint64_t> visited{root.hash()};
    std::deque<Position> queue{root};
    while (!queue.empty()) {
      if (++nodes_ > limit) return Answer::Unknown;
      const Position pos = queue.front();
      queue.pop_front();
      const MoveList moves = pos.legal_moves();
      const Answer a = classify(pos, moves);
      if (a == Answer::Yes) return Answer::Yes;
      if (a == Answer::No) continue;
      // Once more positions are queued than the limit lets us visit, the search can no longer
      // end in "no": every position it will still visit is already queued, so it only looks
      // among them for a mate. Expanding them further would change nothing.
      if (visited.size() > allowance) continue;
      for (Move m : moves) {
        Position next = pos.after(m);
        if (visited.insert(next.hash()).second) queue.push_back(next);
      }
    }
    visited_ = visited.size();
    return Answer::No;
  }

  // How deep the discrepancy search goes: a pawn from its first square to promotion and back to
  // a goal takes up to about 12 moves of each side; 48 leaves room for the other side's pawn too.
  static constexpr int kDiscrepancyDepth = 48;

  Color side_;
  std::uint64_t budget_;
  std::uint64_t nodes_ = 0;
  std::uint64_t limit_ = 0;
  int next_slack_ = 0;  // the discrepancy search's next round
  std::size_t visited_ = 0;
  detail::VisitTable visits_;  // the depth-first searches', each round afresh
  // Move keys per remaining depth (at most 64), kept to save allocations.
  std::array<std::vector<std::uint32_t>, 65> scratch_;
  std::string found_reason_;
};

}  // namespace

MatingMaterialResult dead_position_answer(const Position& pos, Color side, SearchBudget budget) {
  const MoveList moves = pos.legal_moves();
  if (moves.empty()) {
    if (pos.is_check()) {
      return pos.side_to_move() == ~side ? answer(Answer::Yes, who(~side) + " is checkmated")
                                         : answer(Answer::No, who(side) + " is checkmated");
    }
    return answer(Answer::No, "stalemate: the game is over");
  }
  if (const auto by_material = fide_by_material(pos, side, moves)) return *by_material;
  HelpmateSearch search(side, budget.max_nodes);
  MatingMaterialResult result = search.run(pos);
  result.nodes = search.nodes();
  return result;
}

}  // namespace flagfall::chess
