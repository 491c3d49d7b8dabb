#include "chess/move.h"

namespace flagfall::chess {

std::string to_uci(Move move) {
  if (move.is_null()) return "0000";
  std::string text = square_name(move.from()) + square_name(move.to());
  if (move.promotion() != PieceType::None) {
    text += static_cast<char>(piece_type_letter(move.promotion()) - 'A' + 'a');
  }
  return text;
}

std::optional<Move> parse_uci(std::string_view text) {
  if (text == "0000") return Move{};
  if (text.size() != 4 && text.size() != 5) return std::nullopt;
  const auto from = parse_square(text.substr(0, 2));
  const auto to = parse_square(text.substr(2, 2));
  if (!from || !to || *from == *to) return std::nullopt;
  PieceType promotion = PieceType::None;
  if (text.size() == 5) {
    const auto piece = piece_from_symbol(text[4]);
    if (!piece) return std::nullopt;
    promotion = type_of(*piece);
  }
  return Move{*from, *to, promotion};
}

}  // namespace flagfall::chess
