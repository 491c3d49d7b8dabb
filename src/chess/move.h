#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "chess/types.h"

namespace flagfall::chess {

// Any attempted move on a physical board: a from square, a to square and the piece a pawn is
// exchanged for (PieceType::None when none was given). Castling is the king's own move, two
// squares along its rank (e1g1, or d1b1 with king and queen swapped). Moves are not checked for
// legality here; see check_move() in chess/move_check.h.
class Move {
 public:
  constexpr Move() = default;
  constexpr Move(Square from, Square to, PieceType promotion = PieceType::None)
      : bits_(static_cast<std::uint16_t>(from | (to << 6) | (static_cast<int>(promotion) << 12))) {}

  constexpr Square from() const { return static_cast<Square>(bits_ & 63); }
  constexpr Square to() const { return static_cast<Square>((bits_ >> 6) & 63); }
  constexpr PieceType promotion() const { return static_cast<PieceType>(bits_ >> 12); }
  // The null move (a1a1) stands for "no move"; UCI writes it as 0000.
  constexpr bool is_null() const { return bits_ == 0; }
  constexpr std::uint16_t bits() const { return bits_; }

  friend constexpr bool operator==(Move a, Move b) { return a.bits_ == b.bits_; }
  friend constexpr bool operator!=(Move a, Move b) { return a.bits_ != b.bits_; }
  friend constexpr bool operator<(Move a, Move b) { return a.bits_ < b.bits_; }

 private:
  std::uint16_t bits_ = 0;
};

// "e2e4", "e7e8q", "0000" for the null move. Promotion to king or pawn prints as 'k' / 'p'.
std::string to_uci(Move move);
// Parses UCI long algebraic notation; accepts any promotion letter (n, b, r, q, k, p), either
// case. Does not check legality. std::nullopt when the text is not of that form.
std::optional<Move> parse_uci(std::string_view text);

}  // namespace flagfall::chess
