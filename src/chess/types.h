#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "chess/color.h"

namespace flagfall::chess {

std::string_view color_name(Color c);  // "white" / "black"
std::string side_title(Color c);       // "White" / "Black", as a sentence starts

enum class PieceType : std::uint8_t { None, Pawn, Knight, Bishop, Rook, Queen, King };

constexpr int index_of(PieceType t) {
  return static_cast<int>(t);
}
std::string_view piece_type_name(PieceType t);  // "pawn", "knight", ...

// A coloured piece; None is an empty square. Encoded as type + 8 * colour.
enum class Piece : std::uint8_t {
  None = 0,
  WhitePawn = 1,
  WhiteKnight,
  WhiteBishop,
  WhiteRook,
  WhiteQueen,
  WhiteKing,
  BlackPawn = 9,
  BlackKnight,
  BlackBishop,
  BlackRook,
  BlackQueen,
  BlackKing,
};

constexpr Piece make_piece(Color c, PieceType t) {
  return static_cast<Piece>(static_cast<int>(t) + 8 * static_cast<int>(c));
}
constexpr PieceType type_of(Piece p) {
  return static_cast<PieceType>(static_cast<int>(p) & 7);
}
constexpr Color color_of(Piece p) {
  return static_cast<Color>(static_cast<int>(p) >> 3);
}
constexpr int index_of(Piece p) {
  return static_cast<int>(p);
}

// FEN letters: 'P', 'n', ... ; ' ' for None.
char piece_symbol(Piece p);
std::optional<Piece> piece_from_symbol(char symbol);
// Upper-case letter for a piece type: 'P', 'N', 'B', 'R', 'Q', 'K'.
char piece_type_letter(PieceType t);

// Squares are numbered a1 = 0, b1 = 1, ..., h8 = 63; NoSquare = 64.
enum Square : std::int8_t {
  A1,
  B1,
  C1,
  D1,
  E1,
  F1,
  G1,
  H1,
  A2,
  B2,
  C2,
  D2,
  E2,
  F2,
  G2,
  H2,
  A3,
  B3,
  C3,
  D3,
  E3,
  F3,
  G3,
  H3,
  A4,
  B4,
  C4,
  D4,
  E4,
  F4,
  G4,
  H4,
  A5,
  B5,
  C5,
  D5,
  E5,
  F5,
  G5,
  H5,
  A6,
  B6,
  C6,
  D6,
  E6,
  F6,
  G6,
  H6,
  A7,
  B7,
  C7,
  D7,
  E7,
  F7,
  G7,
  H7,
  A8,
  B8,
  C8,
  D8,
  E8,
  F8,
  G8,
  H8,
  NoSquare
};

constexpr int file_of(Square s) {
  return s & 7;
}  // 0 = a-file
constexpr int rank_of(Square s) {
  return s >> 3;
}  // 0 = first rank
constexpr Square make_square(int file, int rank) {
  return static_cast<Square>(rank * 8 + file);
}
constexpr bool is_valid_square(int s) {
  return s >= 0 && s < 64;
}
// Rank index as seen from `c`: relative_rank(White, x) = rank, relative_rank(Black, x) = 7 - rank.
constexpr int relative_rank(Color c, Square s) {
  return c == Color::White ? rank_of(s) : 7 - rank_of(s);
}
constexpr int back_rank(Color c) {
  return c == Color::White ? 0 : 7;
}
constexpr int square_distance(Square a, Square b) {
  const int df = file_of(a) > file_of(b) ? file_of(a) - file_of(b) : file_of(b) - file_of(a);
  const int dr = rank_of(a) > rank_of(b) ? rank_of(a) - rank_of(b) : rank_of(b) - rank_of(a);
  return df > dr ? df : dr;
}
// Light squares are those like h1 and a8 (a1 is dark).
constexpr bool is_light_square(Square s) {
  return ((file_of(s) + rank_of(s)) & 1) == 1;
}

std::string square_name(Square s);  // "e4"; "-" for NoSquare
std::optional<Square> parse_square(std::string_view text);

}  // namespace flagfall::chess
