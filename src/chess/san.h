#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "chess/move.h"
#include "chess/position.h"

namespace flagfall::chess {

// Standard Algebraic Notation of a legal move: "Nbd7", "exd6", "e8=Q", "O-O", "Qxf7#".
// Castling is "O-O" (short) or "O-O-O" (long); short is toward the nearer board edge, so with
// king and queen swapped (king on d1) castling with the a-rook is "O-O". A move that is not
// legal is still written in the same style, without check marks.
std::string to_san(const Position& position, Move move);

struct SanResult {
  std::optional<Move> move;  // set on success
  std::string error;         // why the text names no legal move, otherwise empty
  explicit operator bool() const { return move.has_value(); }
};

// Reads SAN for a legal move. Accepts "0-0" for "O-O", "e8Q" for "e8=Q", and trailing "+", "#",
// "!" and "?" marks (not checked). Fails if the text names no legal move or several.
SanResult parse_san(const Position& position, std::string_view san);

}  // namespace flagfall::chess
