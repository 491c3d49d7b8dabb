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

std::string place_on_board(Position& board, Square square, Piece piece) {
  const Piece there = board.piece_at(square);
  const bool king_there = there != Piece::None && type_of(there) == PieceType::King;
  if (king_there && there == piece) return "";
  if (king_there) {
    return "The " + std::string(color_name(color_of(there))) +
           " king stays on the board: pick the king to move it.";
  }
  if (piece == Piece::None || piece == there) {
    clear_history(board);
    board.set_piece(square, Piece::None);
    return "";
  }
  if (type_of(piece) == PieceType::Pawn && (rank_of(square) == 0 || rank_of(square) == 7)) {
    return "A pawn cannot stand on " + std::string(square_name(square)) + " (first or last rank).";
  }
  clear_history(board);
  if (type_of(piece) == PieceType::King) {
    const Square old_square = board.king_square(color_of(piece));
    if (old_square != NoSquare) board.set_piece(old_square, Piece::None);
  }
  board.set_piece(square, piece);
  return "";
}

PastedBoard board_from_text(std::string_view text) {
  constexpr std::string_view kBlank = " \t\r\n";
  const auto first = text.find_first_not_of(kBlank);
  if (first == std::string_view::npos) return {std::nullopt, "Nothing was pasted."};
  text = text.substr(first, text.find_last_not_of(kBlank) - first + 1);
  if (text.size() > 120) return {std::nullopt, "That is too long to be a board in FEN."};
  std::string fen(text);
  if (fen.find(' ') == std::string::npos) fen += " w - - 0 1";
  auto parsed = parse_fen(fen);
  if (!parsed) return {std::nullopt, "That is not a board in FEN: " + parsed.error.message() + "."};
  Position board = *parsed.position;
  for (const ValidityIssue& issue : validity_issues(board)) {
    if (issue.problem == ValidityProblem::PawnsOnBackRank) {
      return {std::nullopt,
              "That board has a pawn on the first or last rank, where pawns never stand."};
    }
  }
  clear_history(board);
  board.set_side_to_move(Color::White);
  board.set_halfmove_clock(0);
  board.set_fullmove_number(1);
  return {board, ""};
}

}  // namespace flagfall::chess
