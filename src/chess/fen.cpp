#include "chess/fen.h"

#include <utility>
#include <vector>

#include "words/words.h"

namespace flagfall::chess {

namespace {

using words::Msg;

static_assert(static_cast<int>(Msg::kFenRank8) - static_cast<int>(Msg::kFenRank1) == 7,
              "the ranks' messages follow one another (en.po)");

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

// "3rd rank", in the words on show.
std::string ordinal(int rank) {
  return words::said(static_cast<Msg>(static_cast<int>(Msg::kFenRank1) + rank));
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

std::string FenError::message() const {
  static constexpr std::pair<std::string_view, Msg> kFields[] = {
      {"piece placement", Msg::kFenFieldPlacement}, {"side to move", Msg::kFenFieldSide},
      {"castling", Msg::kFenFieldCastling},         {"en passant", Msg::kFenFieldEnPassant},
      {"halfmove clock", Msg::kFenFieldHalfmove},   {"fullmove number", Msg::kFenFieldFullmove},
  };
  Msg named = Msg::kFenFieldFen;
  for (const auto& [id, words_id] : kFields) {
    if (id == field) named = words_id;
  }
  return words::format<Msg::kFenInvalid>(words::text(named), reason);
}

FenResult parse_fen(std::string_view fen) {
  for (char ch : fen) {
    if (ch == '\t' || ch == '\n' || ch == '\r') return fail("fen", words::said(Msg::kFenReasonTab));
  }
  const auto fields = split_fields(fen);
  if (fields.size() < 4 || fields.size() > 6) {
    return fail("fen", words::format<Msg::kFenReasonFields>(std::to_string(fields.size())));
  }
  Position pos = Position::empty();

  // Piece placement, from the 8th rank down.
  const std::string_view placement = fields[0];
  int rank = 7, file = 0;
  for (std::size_t i = 0; i <= placement.size(); ++i) {
    const char ch = i < placement.size() ? placement[i] : '/';
    if (ch == '/') {
      if (file != 8) {
        return fail("piece placement",
                    words::format<Msg::kFenReasonRankSquares>(ordinal(rank), std::to_string(file)));
      }
      if (i == placement.size()) break;
      if (rank == 0) return fail("piece placement", words::said(Msg::kFenReasonTooManyRanks));
      --rank;
      file = 0;
    } else if (ch >= '1' && ch <= '8') {
      if (i > 0 && placement[i - 1] >= '1' && placement[i - 1] <= '8') {
        return fail("piece placement", words::format<Msg::kFenReasonTwoDigits>(ordinal(rank)));
      }
      file += ch - '0';
      if (file > 8) {
        return fail("piece placement", words::format<Msg::kFenReasonRankTooLong>(ordinal(rank)));
      }
    } else if (const auto piece = piece_from_symbol(ch)) {
      if (file >= 8) {
        return fail("piece placement", words::format<Msg::kFenReasonRankTooLong>(ordinal(rank)));
      }
      pos.set_piece(make_square(file, rank), *piece);
      ++file;
    } else {
      return fail("piece placement", words::format<Msg::kFenReasonCharacter>(std::string(1, ch)));
    }
  }
  if (rank != 0) {
    return fail("piece placement",
                words::format<Msg::kFenReasonTooFewRanks>(std::to_string(8 - rank)));
  }
  for (const Color c : {Color::White, Color::Black}) {
    const int kings = popcount(pos.pieces(c, PieceType::King));
    if (kings != 1) {
      return fail("piece placement",
                  c == Color::White
                      ? words::format<Msg::kFenReasonWhiteKings>(std::to_string(kings))
                      : words::format<Msg::kFenReasonBlackKings>(std::to_string(kings)));
    }
  }

  // Side to move.
  if (fields[1] == "w") {
    pos.set_side_to_move(Color::White);
  } else if (fields[1] == "b") {
    pos.set_side_to_move(Color::Black);
  } else {
    return fail("side to move", words::format<Msg::kFenReasonSide>(fields[1]));
  }

  // Castling rights.
  Bitboard rights = 0;
  if (fields[2] != "-") {
    for (const char ch : fields[2]) {
      const bool white = (ch >= 'A' && ch <= 'Z');
      const Color c = white ? Color::White : Color::Black;
      const char upper = white ? ch : static_cast<char>(ch - 'a' + 'A');
      const std::string letter(1, ch);
      const Square king = pos.king_square(c);
      if (rank_of(king) != back_rank(c)) {
        return fail("castling", white ? words::format<Msg::kFenReasonWhiteKingHome>(letter)
                                      : words::format<Msg::kFenReasonBlackKingHome>(letter));
      }
      Square rook = NoSquare;
      if (upper == 'K' || upper == 'Q') {
        const CastlingSide side = upper == 'K' ? CastlingSide::HSide : CastlingSide::ASide;
        rook = outermost_rook(pos, c, side);
        if (rook == NoSquare) {
          const Msg why =
              white ? (upper == 'K' ? Msg::kFenReasonWhiteNoRookH : Msg::kFenReasonWhiteNoRookA)
                    : (upper == 'K' ? Msg::kFenReasonBlackNoRookH : Msg::kFenReasonBlackNoRookA);
          return fail("castling", words::app_words().format(why, {letter}));
        }
      } else if (upper >= 'A' && upper <= 'H') {
        rook = make_square(upper - 'A', back_rank(c));
        if (pos.piece_at(rook) != make_piece(c, PieceType::Rook)) {
          return fail("castling",
                      white
                          ? words::format<Msg::kFenReasonWhiteNoRookOn>(letter, square_name(rook))
                          : words::format<Msg::kFenReasonBlackNoRookOn>(letter, square_name(rook)));
        }
      } else {
        return fail("castling", words::format<Msg::kFenReasonCastlingCharacter>(letter));
      }
      if (rights & square_bb(rook)) {
        return fail("castling", words::format<Msg::kFenReasonTwice>(square_name(rook)));
      }
      const CastlingSide side =
          file_of(rook) > file_of(king) ? CastlingSide::HSide : CastlingSide::ASide;
      Bitboard same_side = rights & rank_bb(back_rank(c));
      while (same_side) {
        const Square other = pop_lsb(same_side);
        if ((file_of(other) > file_of(king)) == (side == CastlingSide::HSide)) {
          return fail("castling", words::said(white ? Msg::kFenReasonWhiteSameSide
                                                    : Msg::kFenReasonBlackSameSide));
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
      return fail("en passant", words::format<Msg::kFenReasonEnPassant>(fields[3]));
    }
    const Color mover = pos.side_to_move();
    if (relative_rank(mover, *square) != 5) {
      return fail("en passant",
                  mover == Color::White
                      ? words::format<Msg::kFenReasonEnPassantWhite>(square_name(*square))
                      : words::format<Msg::kFenReasonEnPassantBlack>(square_name(*square)));
    }
    pos.set_en_passant_square(*square);
  }

  if (fields.size() >= 5) {
    const auto halfmoves = parse_counter(fields[4]);
    if (!halfmoves) {
      return fail("halfmove clock", words::format<Msg::kFenReasonHalfmoves>(fields[4]));
    }
    pos.set_halfmove_clock(*halfmoves);
  }
  if (fields.size() == 6) {
    const auto fullmoves = parse_counter(fields[5]);
    if (!fullmoves || *fullmoves == 0) {
      return fail("fullmove number", words::format<Msg::kFenReasonFullmoves>(fields[5]));
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
