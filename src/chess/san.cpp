#include "chess/san.h"

#include <cstdlib>

namespace flagfall::chess {

namespace {

bool is_short_castling(Square king, Square to) {
  const bool toward_h = file_of(to) > file_of(king);
  const bool nearer_h = file_of(king) >= 4;
  return toward_h == nearer_h;
}

std::string castling_text(Square king, Square to) {
  return is_short_castling(king, to) ? "O-O" : "O-O-O";
}

}  // namespace

std::string to_san(const Position& pos, Move move) {
  const Piece piece = pos.piece_at(move.from());
  if (move.is_null() || piece == Piece::None) return "--";
  const PieceType type = type_of(piece);
  std::string san;
  if (pos.is_castling_attempt(move) && pos.castling_attempt_rook(move) != NoSquare) {
    san = castling_text(move.from(), move.to());
  } else {
    const bool capture = pos.piece_at(move.to()) != Piece::None ||
                         (type == PieceType::Pawn && file_of(move.from()) != file_of(move.to()));
    if (type == PieceType::Pawn) {
      if (capture) {
        san += static_cast<char>('a' + file_of(move.from()));
      }
    } else {
      san += piece_type_letter(type);
      bool ambiguous = false, same_file = false, same_rank = false;
      for (Move other : pos.legal_moves()) {
        if (other.to() != move.to() || other.from() == move.from() ||
            pos.piece_at(other.from()) != piece) {
          continue;
        }
        ambiguous = true;
        same_file |= file_of(other.from()) == file_of(move.from());
        same_rank |= rank_of(other.from()) == rank_of(move.from());
      }
      if (ambiguous) {
        if (!same_file) {
          san += static_cast<char>('a' + file_of(move.from()));
        } else if (!same_rank) {
          san += static_cast<char>('1' + rank_of(move.from()));
        } else {
          san += square_name(move.from());
        }
      }
    }
    if (capture) san += 'x';
    san += square_name(move.to());
    if (move.promotion() != PieceType::None) {
      san += '=';
      san += piece_type_letter(move.promotion());
    }
  }
  if (pos.is_legal(move)) {
    const Position next = pos.after(move);
    if (next.is_check()) san += next.legal_moves().empty() ? '#' : '+';
  }
  return san;
}

SanResult parse_san(const Position& pos, std::string_view text) {
  SanResult result;
  const std::string original(text);
  while (!text.empty() &&
         (text.back() == '+' || text.back() == '#' || text.back() == '!' || text.back() == '?')) {
    text.remove_suffix(1);
  }
  if (text.empty()) {
    result.error = "empty move";
    return result;
  }
  const MoveList legal = pos.legal_moves();

  if (text == "O-O" || text == "0-0" || text == "O-O-O" || text == "0-0-0") {
    const bool want_short = text.size() == 3;
    for (Move m : legal) {
      if (pos.is_castling_attempt(m) && is_short_castling(m.from(), m.to()) == want_short) {
        result.move = m;
        return result;
      }
    }
    result.error = "'" + original + "': castling is not legal here";
    return result;
  }

  // Split off the promotion piece.
  PieceType promotion = PieceType::None;
  if (text.size() >= 2) {
    const char last = text.back();
    if (last == 'Q' || last == 'R' || last == 'B' || last == 'N' || last == 'K') {
      const char before = text[text.size() - 2];
      if (before == '=' || (before >= '1' && before <= '8')) {
        promotion = type_of(*piece_from_symbol(last));
        text.remove_suffix(before == '=' ? 2 : 1);
      }
    }
  }
  PieceType type = PieceType::Pawn;
  if (!text.empty() && std::string_view("NBRQK").find(text.front()) != std::string_view::npos) {
    type = type_of(*piece_from_symbol(text.front()));
    text.remove_prefix(1);
  }
  if (text.size() < 2) {
    result.error = "'" + original + "' is not a move in SAN";
    return result;
  }
  const auto to = parse_square(text.substr(text.size() - 2));
  if (!to) {
    result.error = "'" + original + "' does not end in a destination square";
    return result;
  }
  text.remove_suffix(2);
  bool capture = false;
  if (!text.empty() && (text.back() == 'x' || text.back() == ':')) {
    capture = true;
    text.remove_suffix(1);
  }
  int from_file = -1, from_rank = -1;
  for (char ch : text) {
    if (ch >= 'a' && ch <= 'h' && from_file < 0) {
      from_file = ch - 'a';
    } else if (ch >= '1' && ch <= '8' && from_rank < 0) {
      from_rank = ch - '1';
    } else {
      result.error = "'" + original + "' is not a move in SAN";
      return result;
    }
  }
  if (type == PieceType::Pawn && from_file < 0 && capture) {
    result.error = "'" + original + "': a pawn capture names the pawn's file";
    return result;
  }
  int matches = 0;
  for (Move m : legal) {
    const Piece piece = pos.piece_at(m.from());
    if (m.to() != *to || type_of(piece) != type || m.promotion() != promotion) continue;
    if (from_file >= 0 && file_of(m.from()) != from_file) continue;
    if (from_rank >= 0 && rank_of(m.from()) != from_rank) continue;
    if (type == PieceType::King && pos.is_castling_attempt(m)) continue;
    if (type == PieceType::Pawn && from_file < 0 && file_of(m.from()) != file_of(m.to())) continue;
    ++matches;
    result.move = m;
  }
  if (matches == 1) return result;
  result.move.reset();
  result.error = matches == 0 ? "'" + original + "' is not a legal move here"
                              : "'" + original + "' is ambiguous";
  return result;
}

}  // namespace flagfall::chess
