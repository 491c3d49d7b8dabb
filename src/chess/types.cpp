#include "chess/types.h"

namespace flagfall::chess {

std::string_view color_name(Color c) {
  return c == Color::White ? "white" : "black";
}

std::string side_title(Color c) {
  return c == Color::White ? "White" : "Black";
}

std::string_view piece_type_name(PieceType t) {
  switch (t) {
    case PieceType::Pawn:
      return "pawn";
    case PieceType::Knight:
      return "knight";
    case PieceType::Bishop:
      return "bishop";
    case PieceType::Rook:
      return "rook";
    case PieceType::Queen:
      return "queen";
    case PieceType::King:
      return "king";
    case PieceType::None:
      break;
  }
  return "none";
}

char piece_type_letter(PieceType t) {
  return " PNBRQK"[index_of(t)];
}

char piece_symbol(Piece p) {
  if (p == Piece::None) return ' ';
  const char letter = piece_type_letter(type_of(p));
  return color_of(p) == Color::White ? letter : static_cast<char>(letter - 'A' + 'a');
}

std::optional<Piece> piece_from_symbol(char symbol) {
  const Color color = (symbol >= 'a' && symbol <= 'z') ? Color::Black : Color::White;
  const char upper = color == Color::Black ? static_cast<char>(symbol - 'a' + 'A') : symbol;
  for (int t = 1; t <= 6; ++t) {
    if (piece_type_letter(static_cast<PieceType>(t)) == upper) {
      return make_piece(color, static_cast<PieceType>(t));
    }
  }
  return std::nullopt;
}

std::string square_name(Square s) {
  if (!is_valid_square(s)) return "-";
  return std::string{static_cast<char>('a' + file_of(s)), static_cast<char>('1' + rank_of(s))};
}

std::optional<Square> parse_square(std::string_view text) {
  if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8') {
    return std::nullopt;
  }
  return make_square(text[0] - 'a', text[1] - '1');
}

}  // namespace flagfall::chess
