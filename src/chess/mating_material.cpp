#include "chess/mating_material.h"

#include <algorithm>
#include <deque>
#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "chess/material.h"

namespace flagfall::chess {

namespace {

MatingMaterialResult answer(Answer a, std::string explanation) {
  return MatingMaterialResult{a, std::move(explanation)};
}

std::string who(Color c) {
  return std::string(color_name(c));
}

MatingMaterialResult piece_count(const Position& pos, Color side, bool scholastic) {
  const Material own = material_of(pos, side);
  const Material other = material_of(pos, ~side);
  if (own.pawns > 0) return answer(Answer::Yes, who(side) + " has a pawn");
  if (own.queens > 0) return answer(Answer::Yes, who(side) + " has a queen");
  if (own.rooks > 0) return answer(Answer::Yes, who(side) + " has a rook");
  if (own.minor_pieces() >= 2) {
    if (scholastic && own.bishops == 0 && own.knights == 2 && other.is_lone_king()) {
      return answer(Answer::No, "two knights against a lone king do not count as mating material");
    }
    return answer(Answer::Yes, who(side) + " has two minor pieces");
  }
  if (own.minor_pieces() == 1) {
    return answer(Answer::No, who(side) + " has only one minor piece and no pawn, rook or queen");
  }
  return answer(Answer::No, who(side) + " has a lone king");
}

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
// So the side to move must have a move that takes nothing, after which the other side has one.
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

// Searches the moves of both sides, cooperating, for a position where `side` has mated or
// where the material alone shows it can. Proves "no" only by visiting every reachable position.
class HelpmateSearch {
 public:
  HelpmateSearch(Color side, std::uint64_t budget) : side_(side), budget_(budget) {}

  MatingMaterialResult run(const Position& root) {
    // Small reachable sets (locked pawns) are searched to the end first; then a deep search
    // with pawn moves and promotions first looks for a way to a mate.
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
    for (int depth = 4; depth <= 64 && nodes_ < budget_; depth *= 2) {
      seen_.clear();
      if (depth_first(root, depth)) return found();
    }
    return answer(Answer::Unknown,
                  "the search ran out of budget after " + std::to_string(nodes_) +
                      " positions without finding a mate or proving there is none");
  }

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
        found_reason_ = "it can reach " + by_material->explanation;
      return by_material->answer;
    }
    return Answer::Unknown;
  }

  int order_score(const Position& pos, Move m) const {
    const Piece moved = pos.piece_at(m.from());
    const bool ours = color_of(moved) == side_;
    int score = 0;
    if (m.promotion() == PieceType::Queen) score += 100;
    if (type_of(moved) == PieceType::Pawn) score += 40;
    const Piece captured = pos.piece_at(m.to());
    if (captured != Piece::None) score += ours ? 20 : -50;
    return score;
  }

  std::vector<Move> ordered(const Position& pos, const MoveList& moves) const {
    std::vector<Move> list(moves.begin(), moves.end());
    std::stable_sort(list.begin(), list.end(),
                     [&](Move a, Move b) { return order_score(pos, a) > order_score(pos, b); });
    return list;
  }

  bool depth_first(const Position& pos, int depth) {
    if (++nodes_ > budget_) return false;
    const MoveList moves = pos.legal_moves();
    const Answer a = classify(pos, moves);
    if (a != Answer::Unknown) return a == Answer::Yes;
    if (depth == 0) return false;
    auto [it, inserted] = seen_.try_emplace(pos.hash(), depth);
    if (!inserted) {
      if (it->second >= depth) return false;
      it->second = depth;
    }
    for (Move m : ordered(pos, moves)) {
      if (depth_first(pos.after(m), depth - 1)) return true;
    }
    return false;
  }

  Answer breadth_first(const Position& root, std::uint64_t limit) {
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
      if (visited.size() > limit) continue;
      for (Move m : moves) {
        Position next = pos.after(m);
        if (visited.insert(next.hash()).second) queue.push_back(next);
      }
    }
    visited_ = visited.size();
    return Answer::No;
  }

  Color side_;
  std::uint64_t budget_;
  std::uint64_t nodes_ = 0;
  std::size_t visited_ = 0;
  std::unordered_map<std::uint64_t, int> seen_;
  std::string found_reason_;
};

MatingMaterialResult fide(const Position& pos, Color side, SearchBudget budget) {
  const MoveList moves = pos.legal_moves();
  if (moves.empty()) {
    if (pos.is_check()) {
      return pos.side_to_move() == ~side ? answer(Answer::Yes, who(~side) + " is checkmated")
                                         : answer(Answer::No, who(side) + " is checkmated");
    }
    return answer(Answer::No, "stalemate: the game is over");
  }
  if (const auto by_material = fide_by_material(pos, side, moves)) return *by_material;
  return HelpmateSearch(side, budget.max_nodes).run(pos);
}

}  // namespace

std::string_view answer_name(Answer a) {
  switch (a) {
    case Answer::Yes:
      return "yes";
    case Answer::No:
      return "no";
    case Answer::Unknown:
      break;
  }
  return "unknown";
}

MatingMaterialResult has_mating_material(const Position& pos, Color side, MatingMaterialRule rule,
                                         SearchBudget budget) {
  switch (rule) {
    case MatingMaterialRule::UscfPieceCount:
      return piece_count(pos, side, false);
    case MatingMaterialRule::ScholasticPieceCount:
      return piece_count(pos, side, true);
    case MatingMaterialRule::FideDeadPosition:
      break;
  }
  return fide(pos, side, budget);
}

MatingMaterialResult is_dead_position(const Position& pos, SearchBudget budget) {
  budget.max_nodes /= 2;
  const MatingMaterialResult white = fide(pos, Color::White, budget);
  if (white.answer == Answer::Yes) return answer(Answer::No, white.explanation);
  const MatingMaterialResult black = fide(pos, Color::Black, budget);
  if (black.answer == Answer::Yes) return answer(Answer::No, black.explanation);
  if (white.answer == Answer::No && black.answer == Answer::No) {
    return answer(Answer::Yes,
                  "neither side can mate: " + white.explanation + "; " + black.explanation);
  }
  return answer(Answer::Unknown,
                white.answer == Answer::Unknown ? white.explanation : black.explanation);
}

}  // namespace flagfall::chess
