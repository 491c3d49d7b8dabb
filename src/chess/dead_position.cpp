#include "chess/dead_position.h"

#include <algorithm>
#include <array>
#include <optional>
#include <vector>

#include "chess/blockade.h"
#include "chess/helpmate_order.h"
#include "chess/material.h"
#include "chess/mating_answer.h"
#include "chess/minor_mate.h"
#include "chess/visit_table.h"

namespace flagfall::chess {

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
    return cannot(NoMateReason::NoKingToMate, who(~side) + " has no king to mate");
  }
  if (!(pos.pieces(side) & ~pos.pieces(PieceType::King))) {
    return cannot(NoMateReason::LoneKing, "a lone king cannot give checkmate");
  }
  // Everything below needs a board without pawns (this is the search's common case).
  if (pos.pieces(PieceType::Pawn)) return std::nullopt;
  const Material own = material_of(pos, side);
  const Material other = material_of(pos, ~side);
  const bool only_bishops = own.pawns + own.knights + own.rooks + own.queens == 0 &&
                            other.pawns + other.knights + other.rooks + other.queens == 0;
  const Bitboard bishops = pos.pieces(PieceType::Bishop);
  if (only_bishops && (!(bishops & kLightSquares) || !(bishops & ~kLightSquares))) {
    return cannot(NoMateReason::BishopsOneColour,
                  "only bishops on squares of one colour remain: no king can ever be mated");
  }
  if (other.is_lone_king() && own.knights == 1 && own.minor_pieces() == 1 && own.pawns == 0 &&
      own.rooks == 0 && own.queens == 0) {
    return cannot(NoMateReason::KnightOnly, "king and knight cannot mate a lone king");
  }
  if (other.kings != 1 || own.kings > 1) return std::nullopt;
  if (minor_piece_never_mates(pos, side)) {
    MatingMaterialResult r =
        cannot(NoMateReason::MinorAgainstPieces,
               who(side) + "'s lone minor piece can never be set up to mate against these men");
    r.men = kinds_of(pos, pos.pieces(side) & ~pos.pieces(PieceType::King));
    return r;
  }
  if (both_sides_can_wait(pos, moves)) {
    return answer(Answer::Yes, who(side) + " can still mate with some sequence of legal moves (" +
                                   material_signature(pos) + " without pawns)");
  }
  return std::nullopt;
}

// What a blockade (chess/blockade.h) shows of `side`'s chances, or None.
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

// Searches the moves of both sides, cooperating, for a position where `side` has mated or
// where the material alone shows it can. Proves "no" only by visiting every reachable position.
class HelpmateSearch {
 public:
  HelpmateSearch(Color side, std::uint64_t budget) : side_(side), budget_(budget) {}

  MatingMaterialResult run(const Position& root) {
    // First a cheap look along the likeliest lines: the side's pawns run to promotion while the
    // other side keeps out of their way (a pawnless position the material decides is a goal).
    if (discrepancy_search(root, budget_ / 16)) return found();
    // Then every reachable position, breadth first, with up to seven eighths of the budget: a
    // position where a blockade shows the side cannot mate ends its line, so pawns that are
    // locked or about to lock are proved dead without going past the lock. It stops as soon as
    // it has found more positions than it may visit, and leaves the rest to the searches for a
    // mate.
    switch (breadth_first(root, budget_ / 8 * 7)) {
      case Answer::Yes:
        return found();
      case Answer::No:
        return cannot(locks_ ? NoMateReason::EveryLineToLock : NoMateReason::EveryLine,
                      "dead position: no sequence of legal moves lets " + who(side_) +
                          " mate (all " + std::to_string(visited_) +
                          " reachable positions searched" +
                          (locks_ ? ", each line up to a blockade)" : ")"));
      case Answer::Unknown:
        break;
    }
    // Then, with an eighth of the budget at most (a mate found only changes the words: "unknown"
    // rules as "can mate" does), further from the likeliest lines, and with the last quarter of
    // that a depth-first search deepening from 4 plies, for a short mate by moves the ordering
    // puts late.
    budget_ = std::min(budget_, nodes_ + budget_ / 8);
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

  // Yes: goal reached; No: nothing to find below; Unknown: search on. With `blockades`, a
  // blockade that shows the side cannot mate counts as nothing to find below (the breadth-first
  // proof needs that; the depth-first searches only look for a mate, and it costs them more
  // than it saves).
  Answer classify(const Position& pos, const MoveList& moves, bool blockades = false) {
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
    // A blockade changes only with a capture or a pawn move (the moves that reset the halfmove
    // clock): every other move keeps each man within the squares it could reach before, so the
    // answer is the one its last such position had, or the root's, which the caller asked.
    if (blockades && pos.halfmove_clock() == 0 && has_blocked_pawns(pos)) {
      if (blockade_reason(blockades_.of(pos), pos, side_) != NoMateReason::None) {
        locks_ = true;
        return Answer::No;
      }
    }
    return Answer::Unknown;
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
    const auto [visit, fresh] = visits_.at(pos.hash());
    if (!fresh && visit.depth >= depth && visit.slack >= slack) return false;
    visit.depth = depth;
    visit.slack = slack;
    nodes_ += moves.size() / kMovesPerNode;
    std::vector<std::uint32_t>& keys = scratch_[static_cast<std::size_t>(depth)];
    detail::rank_helpmate_moves(pos, side_, moves, static_cast<std::size_t>(slack) + 1, keys);
    for (std::size_t i = 0; i < keys.size() && static_cast<int>(i) <= slack; ++i) {
      if (with_slack(pos.after(detail::ranked_move(moves, keys[i])), depth - 1,
                     slack - static_cast<int>(i)))
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
    const auto [visit, fresh] = visits_.at(pos.hash());
    if (!fresh && visit.depth >= depth) return false;
    visit.depth = depth;
    if (depth == 1) {  // every reply is only looked at: no order needed
      for (Move m : moves) {
        if (depth_first(pos.after(m), 0)) return true;
        if (nodes_ > budget_) return false;
      }
      return false;
    }
    nodes_ += moves.size() / kMovesPerNode;
    std::vector<std::uint32_t>& keys = scratch_[static_cast<std::size_t>(depth)];
    detail::rank_helpmate_moves(pos, side_, moves, moves.size(), keys);
    for (const std::uint32_t key : keys) {
      if (depth_first(pos.after(detail::ranked_move(moves, key)), depth - 1)) return true;
      if (nodes_ > budget_) return false;
    }
    return false;
  }

  // Visits at most `allowance` positions. The blockade is asked only where a capture or a pawn
  // move has stopped a pawn that could move before (or taken a man): a pawn that only steps on
  // leaves every other man's chances as they were, and is asked again once it is stopped.
  struct Queued {
    Position pos;
    bool ask_blockade;
  };

  Answer breadth_first(const Position& root, std::uint64_t allowance) {
    const std::uint64_t limit = std::min(nodes_ + allowance, budget_);
    locks_ = false;
    detail::VisitTable visited;
    visited.insert(root.hash());
    // One ply at a time: the positions to visit now, and those found for the next ply (kept from
    // one search to the next, as the visit tables are).
    thread_local std::vector<Queued> level;
    thread_local std::vector<Queued> next_level;
    level.assign(1, Queued{root, false});
    next_level.clear();
    while (!level.empty()) {
      for (const Queued& q : level) {
        if (++nodes_ > limit) return Answer::Unknown;
        const Position& pos = q.pos;
        const MoveList moves = pos.legal_moves();
        const Answer a = classify(pos, moves, q.ask_blockade);
        if (a == Answer::Yes) return Answer::Yes;
        if (a == Answer::No) continue;
        // Once more positions are found than the allowance lets it visit, it can no longer end
        // in "no": it stops, and leaves the rest of the budget to the searches for a mate.
        if (visited.size() > allowance) return Answer::Unknown;
        const Bitboard stopped = blocked_pawns(pos);
        for (Move m : moves) {
          const Position next = pos.after(m);
          if (!visited.insert(next.hash())) continue;
          const bool ask = next.halfmove_clock() == 0 && (pos.piece_at(m.to()) != Piece::None ||
                                                          (blocked_pawns(next) & ~stopped));
          next_level.push_back({next, ask});
        }
      }
      level.swap(next_level);
      next_level.clear();
    }
    visited_ = visited.size();
    return Answer::No;
  }

  // How deep the discrepancy search goes: a pawn from its first square to promotion and back to
  // a goal takes up to about 12 moves of each side; 48 leaves room for the other side's pawn too.
  static constexpr int kDiscrepancyDepth = 48;
  // Ranking a position's moves for the depth-first searches costs about as much as visiting a
  // position per this many moves: counted so, a budget takes about as long with many pieces.
  static constexpr std::size_t kMovesPerNode = 16;

  Color side_;
  std::uint64_t budget_;
  std::uint64_t nodes_ = 0;
  std::uint64_t limit_ = 0;
  int next_slack_ = 0;  // the discrepancy search's next round
  bool locks_ = false;  // a blockade ended some line
  BlockadeCache blockades_;
  std::size_t visited_ = 0;
  detail::VisitTable visits_;  // the depth-first searches', each round afresh
  // Move keys per remaining depth (at most 64), kept to save allocations.
  std::array<std::vector<std::uint32_t>, 65> scratch_;
  std::string found_reason_;
};

}  // namespace

MatingMaterialResult dead_position_answer(const Position& pos, Color side, SearchBudget budget) {
  // A pawn on its last rank is being promoted (its player is finding the piece): it becomes the
  // piece its player chooses, so each choice is asked, and "cannot" holds only if it holds for
  // every one.
  if (const Bitboard unpromoted = (pos.pieces(Color::White, PieceType::Pawn) & kRank8) |
                                  (pos.pieces(Color::Black, PieceType::Pawn) & kRank1)) {
    const Square s = lsb(unpromoted);
    MatingMaterialResult no;
    MatingMaterialResult unknown;
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
      (r.answer == Answer::No ? no : unknown) = r;
    }
    MatingMaterialResult& result = unknown.explanation.empty() ? no : unknown;
    result.nodes = nodes;
    return result;
  }
  const MoveList moves = pos.legal_moves();
  if (moves.empty()) {
    if (pos.is_check()) {
      return pos.side_to_move() == ~side
                 ? answer(Answer::Yes, who(~side) + " is checkmated")
                 : cannot(NoMateReason::GameOver, who(side) + " is checkmated");
    }
    return cannot(NoMateReason::GameOver, "stalemate: the game is over");
  }
  if (const auto by_material = fide_by_material(pos, side, moves)) return *by_material;
  if (has_blocked_pawns(pos)) {
    const Blockade& blockade = root_blockade(pos);
    const NoMateReason locked = blockade_reason(blockade, pos, side);
    if (locked != NoMateReason::None) {
      MatingMaterialResult r = cannot(locked, blockade_words(locked, side));
      r.men = kinds_of(pos, pos.pieces(side) & ~pos.pieces(PieceType::King) & ~blockade.locked);
      return r;
    }
  }
  HelpmateSearch search(side, budget.max_nodes);
  MatingMaterialResult result = search.run(pos);
  result.nodes = search.nodes();
  return result;
}

}  // namespace flagfall::chess
