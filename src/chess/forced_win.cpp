#include "chess/forced_win.h"

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "chess/mating_answer.h"

namespace flagfall::chess {

namespace {

bool has_heavy_piece(const Position& pos, Color side) {
  return (pos.pieces(side, PieceType::Queen) | pos.pieces(side, PieceType::Rook)) != 0;
}

bool bare_king(const Position& pos, Color side) {
  return (pos.pieces(side) & ~pos.pieces(PieceType::King)) == 0;
}

// AND/OR search: the attacker needs one move that reaches the goal, the defender loses only if
// every defence does. Results of finished sub-searches are kept by position and moves left, so a
// deeper round reuses what a shallower one proved.
class ForcedWinSearch {
 public:
  ForcedWinSearch(Color attacker, bool any_win, std::uint64_t budget)
      : attacker_(attacker), any_win_(any_win), budget_(budget) {}

  bool out_of_budget() const { return nodes_ > budget_; }
  std::uint64_t nodes() const { return nodes_; }
  Move best() const { return best_; }

  // Attacker to move: does he reach the goal within `moves` of his moves?
  bool attacker_wins(const Position& pos, int moves, bool root) {
    if (++nodes_ > budget_) return false;
    if (any_win_ && is_known_win(pos, attacker_)) return true;
    if (moves == 0) return false;
    const std::uint64_t key = pos.hash() ^ (0x9E3779B97F4A7C15ull * static_cast<unsigned>(moves));
    if (!root) {
      const auto known = attacker_table_.find(key);
      if (known != attacker_table_.end()) return known->second;
    }
    const MoveList legal = pos.legal_moves();
    std::vector<std::pair<Position, Move>> checks, captures, others;
    for (const Move m : legal) {
      Position next = pos.after(m);
      const bool check = next.is_check();
      const bool capture = pos.piece_at(m.to()) != Piece::None;
      // With one move left only a mate or a move into a won ending can succeed.
      if (moves == 1 && !check &&
          !(any_win_ && bare_king(next, ~attacker_) && has_heavy_piece(next, attacker_))) {
        continue;
      }
      (check ? checks : capture ? captures : others).emplace_back(std::move(next), m);
    }
    bool wins = false;
    for (const auto* group : {&checks, &captures, &others}) {
      for (const auto& [next, m] : *group) {
        if (defender_loses(next, moves - 1)) {
          if (root) best_ = m;
          wins = true;
          break;
        }
        if (out_of_budget()) return false;
      }
      if (wins) break;
    }
    attacker_table_[key] = wins;
    return wins;
  }

  // Defender to move, the attacker with `moves` left: does every defence lose?
  bool defender_loses(const Position& pos, int moves) {
    if (++nodes_ > budget_) return false;
    const MoveList legal = pos.legal_moves();
    if (legal.empty()) return pos.is_check();  // checkmated: the goal; stalemated: a draw
    const std::uint64_t key =
        pos.hash() ^ (0xC2B2AE3D27D4EB4Full * static_cast<unsigned>(moves + 1));
    const auto known = defender_table_.find(key);
    if (known != defender_table_.end()) return known->second;
    // Captures first: they refute most often.
    std::vector<Move> ordered;
    for (const Move m : legal) {
      if (pos.piece_at(m.to()) != Piece::None) ordered.push_back(m);
    }
    for (const Move m : legal) {
      if (pos.piece_at(m.to()) == Piece::None) ordered.push_back(m);
    }
    bool loses = true;
    for (const Move m : ordered) {
      if (!attacker_wins(pos.after(m), moves, false)) {
        loses = false;
        break;
      }
    }
    if (out_of_budget()) return false;
    defender_table_[key] = loses;
    return loses;
  }

 private:
  Color attacker_;
  bool any_win_;
  std::uint64_t budget_;
  std::uint64_t nodes_ = 0;
  Move best_;
  std::unordered_map<std::uint64_t, bool> attacker_table_;
  std::unordered_map<std::uint64_t, bool> defender_table_;
};

ForcedWinResult search(const Position& position, Color attacker, int max_moves,
                       std::uint64_t max_nodes, bool any_win) {
  ForcedWinResult result;
  const auto who = [attacker] { return std::string(color_name(attacker)); };
  const std::string_view goal = any_win ? "win" : "mate";
  if (position.king_square(Color::White) == NoSquare ||
      position.king_square(Color::Black) == NoSquare) {
    result.answer = Answer::No;
    if constexpr (mating_answer::kExplains) result.explanation = "a king is missing from the board";
    return result;
  }
  if (position.legal_moves().empty()) {
    const bool mated = position.is_check() && position.side_to_move() == ~attacker;
    result.answer = mated ? Answer::Yes : Answer::No;
    if constexpr (mating_answer::kExplains)
      result.explanation =
          mated ? "the defender is already checkmated" : "the game is already over";
    return result;
  }
  if (bare_king(position, attacker)) {
    result.answer = Answer::No;
    if constexpr (mating_answer::kExplains) result.explanation = "a lone king cannot win";
    return result;
  }
  ForcedWinSearch engine(attacker, any_win, max_nodes);
  for (int n = 0; n <= max_moves; ++n) {
    if (n == 0 && (!any_win || position.side_to_move() != attacker)) continue;
    const bool wins = position.side_to_move() == attacker ? engine.attacker_wins(position, n, true)
                                                          : engine.defender_loses(position, n);
    result.nodes = engine.nodes();
    if (engine.out_of_budget()) {
      result.answer = Answer::Unknown;
      if constexpr (mating_answer::kExplains)
        result.explanation = "the search ran out of budget looking for a " + std::string(goal) +
                             " in " + std::to_string(n) + " (none in " + std::to_string(n - 1) +
                             " or fewer)";
      return result;
    }
    if (wins) {
      result.answer = Answer::Yes;
      result.moves = n;
      if (position.side_to_move() == attacker) result.first_move = engine.best();
      if constexpr (mating_answer::kExplains)
        result.explanation = n == 0 ? who() + " already has a won ending"
                                    : who() + " forces " +
                                          (any_win ? "a mate or a won ending" : "mate") + " in " +
                                          std::to_string(n);
      return result;
    }
  }
  result.answer = Answer::No;
  if constexpr (mating_answer::kExplains)
    result.explanation = who() + " cannot force a " + std::string(goal) + " within " +
                         std::to_string(max_moves) + " moves";
  return result;
}

}  // namespace

bool is_known_win(const Position& position, Color attacker) {
  return position.side_to_move() == attacker && bare_king(position, ~attacker) &&
         has_heavy_piece(position, attacker) && position.king_square(~attacker) != NoSquare &&
         !position.legal_moves().empty();
}

ForcedWinResult find_forced_mate(const Position& position, Color attacker, int max_moves,
                                 std::uint64_t max_nodes) {
  return search(position, attacker, max_moves, max_nodes, false);
}

ForcedWinResult find_forced_win(const Position& position, Color attacker, int max_moves,
                                std::uint64_t max_nodes) {
  return search(position, attacker, max_moves, max_nodes, true);
}

}  // namespace flagfall::chess
