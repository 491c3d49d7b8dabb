#include "chess/fen.h"

#include <vector>

namespace flagfall::chess {

namespace {

std::vector<std::string_view> split_fields(std::string_view text) {
  std::vector<std::string_view> fields;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && text[i] == ' ') ++i;
    const std::size_t start = i;
    while (i < text.size() && text[i] != ' ') ++i;
    if (i > start) fields.push_back(text.substr(start, i - start));
  }
  return fields;
}

FenResult fail(std::string field, std::string reason) {
  FenResult result;
  result.error = FenError{std::move(field), std::move(reason)};
  return result;
}

std::string ordinal(int n) {
  static const char* const kNames[] = {"1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th"};
  return kNames[n];
}

std::optional<int> parse_counter(std::string_view text) {
  if (text.empty() || text.size() > 6) return std::nullopt;
  int value = 0;
  for (char ch : text) {
    if (ch < '0' || ch > '9') return std::nullopt;
    value = value * 10 + (ch - '0');
  }
  return value;
}

// The outermost rook of `c` on `side` of its king, on the king's rank.
Square outermost_rook(const Position& pos, Color c, CastlingSide side) {
  const Square king = pos.king_square(c);
  const int direction = side == CastlingSide::HSide ? 1 : -1;
  Square found = NoSquare;
  for (int f = file_of(king) + direction; f >= 0 && f < 8; f += direction) {
    const Square s = make_square(f, rank_of(king));
    if (pos.piece_at(s) == make_piece(c, PieceType::Rook)) found = s;
  }
  return found;
}

}  // namespace

FenResult parse_fen(std::string_view fen) {
  for (char ch : fen) {
    if (ch == '\t' || ch == '\n' || ch == '\r') return fail("fen", "contains a tab or line break");
  }
  const auto fields = split_fields(fen);
  if (fields.size() < 4 || fields.size() > 6) {
    return fail("fen", "expected 6 space-separated fields (at least 4), found " +
                           std::to_string(fields.size()));
  }
  Position pos = Position::empty();

  // Piece placement, from the 8th rank down.
  const std::string_view placement = fields[0];
  int rank = 7, file = 0;
  for (std::size_t i = 0; i <= placement.size(); ++i) {
    const char ch = i < placement.size() ? placement[i] : '/';
    if (ch == '/') {
      if (file != 8) {
        return fail("piece placement", "the " + ordinal(rank) + " rank has " +
                                           std::to_string(file) + " squares instead of 8");
      }
      if (i == placement.size()) break;
      if (rank == 0) return fail("piece placement", "more than 8 ranks");
      --rank;
      file = 0;
    } else if (ch >= '1' && ch <= '8') {
      if (i > 0 && placement[i - 1] >= '1' && placement[i - 1] <= '8') {
        return fail("piece placement", "two digits in a row in the " + ordinal(rank) + " rank");
      }
      file += ch - '0';
      if (file > 8) {
        return fail("piece placement", "the " + ordinal(rank) + " rank has more than 8 squares");
      }
    } else if (const auto piece = piece_from_symbol(ch)) {
      if (file >= 8) {
        return fail("piece placement", "the " + ordinal(rank) + " rank has more than 8 squares");
      }
      pos.set_piece(make_square(file, rank), *piece);
      ++file;
    } else {
      return fail("piece placement", std::string("unexpected character '") + ch + "'");
    }
  }
  if (rank != 0) {
    return fail("piece placement", "only " + std::to_string(8 - rank) + " ranks instead of 8");
  }
  for (const Color c : {Color::White, Color::Black}) {
    const int kings = popcount(pos.pieces(c, PieceType::King));
    if (kings != 1) {
      return fail("piece placement", std::string(color_name(c)) + " has " + std::to_string(kings) +
                                         " kings instead of 1");
    }
  }

  // Side to move.
  if (fields[1] == "w") {
    pos.set_side_to_move(Color::White);
  } else if (fields[1] == "b") {
    pos.set_side_to_move(Color::Black);
  } else {
    return fail("side to move", "expected 'w' or 'b', found '" + std::string(fields[1]) + "'");
  }

  // Castling rights.
  Bitboard rights = 0;
  if (fields[2] != "-") {
    for (const char ch : fields[2]) {
      const bool white = (ch >= 'A' && ch <= 'Z');
      const Color c = white ? Color::White : Color::Black;
      const char upper = white ? ch : static_cast<char>(ch - 'a' + 'A');
      const std::string who(color_name(c));
      const Square king = pos.king_square(c);
      if (rank_of(king) != back_rank(c)) {
        return fail("castling",
                    std::string("'") + ch + "' but the " + who + " king is not on its first rank");
      }
      Square rook = NoSquare;
      if (upper == 'K' || upper == 'Q') {
        const CastlingSide side = upper == 'K' ? CastlingSide::HSide : CastlingSide::ASide;
        rook = outermost_rook(pos, c, side);
        if (rook == NoSquare) {
          return fail("castling", std::string("'") + ch + "' but " + who + " has no rook on the " +
                                      (upper == 'K' ? "h" : "a") + "-side of its king");
        }
      } else if (upper >= 'A' && upper <= 'H') {
        rook = make_square(upper - 'A', back_rank(c));
        if (pos.piece_at(rook) != make_piece(c, PieceType::Rook)) {
          return fail("castling", std::string("'") + ch + "' but there is no " + who + " rook on " +
                                      square_name(rook));
        }
      } else {
        return fail("castling", std::string("unexpected character '") + ch +
                                    "' (expected '-', KQkq or rook files A-H / a-h)");
      }
      if (rights & square_bb(rook)) {
        return fail("castling",
                    "the right for the rook on " + square_name(rook) + " is given twice");
      }
      const CastlingSide side =
          file_of(rook) > file_of(king) ? CastlingSide::HSide : CastlingSide::ASide;
      Bitboard same_side = rights & rank_bb(back_rank(c));
      while (same_side) {
        const Square other = pop_lsb(same_side);
        if ((file_of(other) > file_of(king)) == (side == CastlingSide::HSide)) {
          return fail("castling", "two rights on the same side of the " + who + " king");
        }
      }
      rights |= square_bb(rook);
    }
  }
  pos.set_castling_rights(rights);

  // En passant square.
  if (fields[3] != "-") {
    const auto square = parse_square(fields[3]);
    if (!square) {
      return fail("en passant",
                  "expected '-' or a square such as e3, found '" + std::string(fields[3]) + "'");
    }
    const Color mover = pos.side_to_move();
    if (relative_rank(mover, *square) != 5) {
      return fail("en passant", square_name(*square) + " is not on the " +
                                    (mover == Color::White ? "6th" : "3rd") + " rank while " +
                                    std::string(color_name(mover)) + " is to move");
    }
    pos.set_en_passant_square(*square);
  }

  if (fields.size() >= 5) {
    const auto halfmoves = parse_counter(fields[4]);
    if (!halfmoves) {
      return fail("halfmove clock", "expected a number of half-moves (0 to 999999), found '" +
                                        std::string(fields[4]) + "'");
    }
    pos.set_halfmove_clock(*halfmoves);
  }
  if (fields.size() == 6) {
    const auto fullmoves = parse_counter(fields[5]);
    if (!fullmoves || *fullmoves == 0) {
      return fail("fullmove number", "expected a move number from 1 to 999999, found '" +
                                         std::string(fields[5]) + "'");
    }
    pos.set_fullmove_number(*fullmoves);
  }
  FenResult result;
  result.position = pos;
  return result;
}

std::string to_fen(const Position& pos) {
  std::string fen;
  for (int rank = 7; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      const Piece p = pos.piece_at(make_square(file, rank));
      if (p == Piece::None) {
        ++empty;
        continue;
      }
      if (empty) fen += static_cast<char>('0' + empty);
      empty = 0;
      fen += piece_symbol(p);
    }
    if (empty) fen += static_cast<char>('0' + empty);
    if (rank > 0) fen += '/';
  }
  fen += pos.side_to_move() == Color::White ? " w " : " b ";
  std::string castling;
  for (const Color c : {Color::White, Color::Black}) {
    for (const CastlingSide side : {CastlingSide::HSide, CastlingSide::ASide}) {
      const Square rook = pos.castling_rook(c, side);
      if (rook == NoSquare) continue;
      char letter = rook == outermost_rook(pos, c, side) ? (side == CastlingSide::HSide ? 'K' : 'Q')
                                                         : static_cast<char>('A' + file_of(rook));
      if (c == Color::Black) letter = static_cast<char>(letter - 'A' + 'a');
      castling += letter;
    }
  }
  fen += castling.empty() ? "-" : castling;
  fen += ' ';
  fen += square_name(pos.en_passant_square());
  fen += ' ' + std::to_string(pos.halfmove_clock()) + ' ' + std::to_string(pos.fullmove_number());
  return fen;
}

}  // namespace flagfall::chess
