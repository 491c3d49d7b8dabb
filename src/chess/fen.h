#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "chess/position.h"

namespace flagfall::chess {

inline constexpr std::string_view kStartingFen =
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// Why a FEN could not be read: the field at fault (its id, in English) and the reason (in the
// words on show), e.g. field "castling", reason "'K' but white has no rook on the h-side of its
// king".
struct FenError {
  std::string field;  // "fen", "piece placement", "side to move", "castling", "en passant",
                      // "halfmove clock" or "fullmove number"
  std::string reason;
  std::string message() const;  // "invalid FEN, castling: ...", in the words on show
};

struct FenResult {
  std::optional<Position> position;  // set on success
  FenError error;                    // set on failure
  explicit operator bool() const { return position.has_value(); }
};

// Reads FEN with its six fields (the two counters may be left out: 0 and 1). Castling accepts
// KQkq (the outermost rook on that side of the king) and X-FEN / Shredder-FEN rook files (A-H,
// a-h). Any placement with exactly one king per side is accepted; chess/validity.h says
// whether it could arise in a game.
FenResult parse_fen(std::string_view fen);

// Writes the six fields. Castling rights use K/Q/k/q for the outermost rook on each side and
// the rook's file letter otherwise (X-FEN). The en passant square is written as stored.
std::string to_fen(const Position& position);

}  // namespace flagfall::chess
