#include "session/editor/board_entry.h"

#include "chess/bitboard.h"
#include "chess/board_setup.h"
#include "chess/fen.h"
#include "chess/material.h"

namespace flagfall::session {

BoardEntry::BoardEntry() : board_(chess::kings_only_board()) {}

BoardEntry::BoardEntry(const chess::Position& board) : board_(board) {}

void BoardEntry::reset(std::string_view text) {
  board_ = chess::kings_only_board();
  if (!text.empty()) {
    if (auto pasted = chess::board_from_text(text); pasted.board) board_ = *pasted.board;
  }
  notice_.clear();
}

std::string BoardEntry::men() const {
  return chess::material_signature(board_);
}

std::string BoardEntry::men_line() const {
  std::string line = "Men:";
  for (const chess::Color side : {chess::Color::White, chess::Color::Black}) {
    line += side == chess::Color::White ? " White" : " \xC2\xB7 Black";
    for (const chess::PieceType type :
         {chess::PieceType::King, chess::PieceType::Queen, chess::PieceType::Rook,
          chess::PieceType::Bishop, chess::PieceType::Knight, chess::PieceType::Pawn}) {
      const int count = chess::popcount(board_.pieces(side, type));
      if (count == 0) continue;
      line += ' ';
      if (count > 1) line += std::to_string(count);
      line += chess::piece_type_letter(type);
    }
  }
  return line;
}

std::string BoardEntry::fen() const {
  return chess::to_fen(board_);
}

void BoardEntry::place(chess::Square square) {
  notice_ = chess::place_on_board(board_, square, brush_);
}

void BoardEntry::choose_brush(chess::Piece piece) {
  brush_ = piece;
}

void BoardEntry::kings_only() {
  board_ = chess::kings_only_board();
  notice_.clear();
}

void BoardEntry::start() {
  board_ = chess::starting_board();
  notice_.clear();
}

void BoardEntry::paste_fen(std::string_view text) {
  auto pasted = chess::board_from_text(text);
  notice_ = pasted.problem;
  if (pasted.board) board_ = *pasted.board;
}

bool BoardEntry::take_fen_request() {
  const bool asked = fen_asked_;
  fen_asked_ = false;
  return asked;
}

Controls board_tools() {
  return {
      {"Kings", "board.kings-only"}, {"Start", "board.start"}, {"FEN\xE2\x80\xA6", "board.paste"}};
}

}  // namespace flagfall::session
