#include "chess/board_setup.h"

#include "chess/fen.h"
#include "chess/validity.h"

namespace flagfall::chess {
namespace {

void clear_history(Position& board) {
  board.set_castling_rights(0);
  board.set_en_passant_square(NoSquare);
}

}  // namespace

Position kings_only_board() {
  Position board = Position::empty();
  board.set_piece(make_square(4, 0), Piece::WhiteKing);
  board.set_piece(make_square(4, 7), Piece::BlackKing);
  return board;
}

Position starting_board() {
  Position board = *parse_fen(kStartingFen).position;
  clear_history(board);
  return board;
}

SetupProblem place_on_board(Position& board, Square square, Piece piece) {
  const Piece there = board.piece_at(square);
  const bool king_there = there != Piece::None && type_of(there) == PieceType::King;
  if (king_there && there == piece) return SetupProblem::kNone;
  if (king_there) return SetupProblem::kKingStays;
  if (piece == Piece::None || piece == there) {
    clear_history(board);
    board.set_piece(square, Piece::None);
    return SetupProblem::kNone;
  }
  if (type_of(piece) == PieceType::Pawn && (rank_of(square) == 0 || rank_of(square) == 7))
    return SetupProblem::kPawnOnEdgeRank;
  clear_history(board);
  if (type_of(piece) == PieceType::King) {
    const Square old_square = board.king_square(color_of(piece));
    if (old_square != NoSquare) board.set_piece(old_square, Piece::None);
  }
  board.set_piece(square, piece);
  return SetupProblem::kNone;
}

PastedBoard board_from_text(std::string_view text) {
  constexpr std::string_view kBlank = " \t\r\n";
  const auto first = text.find_first_not_of(kBlank);
  if (first == std::string_view::npos) return {std::nullopt, SetupProblem::kNothingPasted, {}};
  text = text.substr(first, text.find_last_not_of(kBlank) - first + 1);
  if (text.size() > 120) return {std::nullopt, SetupProblem::kTooLong, {}};
  std::string fen(text);
  if (fen.find(' ') == std::string::npos) fen += " w - - 0 1";
  auto parsed = parse_fen(fen);
  if (!parsed) return {std::nullopt, SetupProblem::kNotFen, parsed.error};
  Position board = *parsed.position;
  for (const ValidityIssue& issue : validity_issues(board)) {
    if (issue.problem == ValidityProblem::PawnsOnBackRank) {
      return {std::nullopt, SetupProblem::kPastedPawnOnEdgeRank, {}};
    }
  }
  clear_history(board);
  board.set_side_to_move(Color::White);
  board.set_halfmove_clock(0);
  board.set_fullmove_number(1);
  return {board, SetupProblem::kNone, {}};
}

}  // namespace flagfall::chess
