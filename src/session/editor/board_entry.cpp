#include "session/editor/board_entry.h"

#include "chess/bitboard.h"
#include "chess/board_setup.h"
#include "chess/fen.h"
#include "chess/material.h"
#include "words/words.h"

namespace flagfall::session {

using words::Msg;

namespace {

std::string problem_words(chess::SetupProblem problem, chess::Square square, chess::Color king,
                          const chess::FenError& fen_error) {
  switch (problem) {
    case chess::SetupProblem::kNone:
      break;
    case chess::SetupProblem::kKingStays:
      return std::string(words::text(king == chess::Color::White
                                         ? Msg::kBoardNoticeWhiteKingStays
                                         : Msg::kBoardNoticeBlackKingStays));
    case chess::SetupProblem::kPawnOnEdgeRank:
      return words::format<Msg::kBoardNoticePawnRank>(chess::square_name(square));
    case chess::SetupProblem::kNothingPasted:
      return std::string(words::text(Msg::kBoardPasteNothing));
    case chess::SetupProblem::kTooLong:
      return std::string(words::text(Msg::kBoardPasteTooLong));
    case chess::SetupProblem::kNotFen:
      return words::format<Msg::kBoardPasteNotFen>(fen_error.message());
    case chess::SetupProblem::kPastedPawnOnEdgeRank:
      return std::string(words::text(Msg::kBoardPastePawnRank));
  }
  return "";
}

}  // namespace

std::string_view piece_letter(chess::PieceType type) {
  switch (type) {
    case chess::PieceType::King:
      return words::text(Msg::kBoardLetterKing);
    case chess::PieceType::Queen:
      return words::text(Msg::kBoardLetterQueen);
    case chess::PieceType::Rook:
      return words::text(Msg::kBoardLetterRook);
    case chess::PieceType::Bishop:
      return words::text(Msg::kBoardLetterBishop);
    case chess::PieceType::Knight:
      return words::text(Msg::kBoardLetterKnight);
    case chess::PieceType::Pawn:
    case chess::PieceType::None:
      break;
  }
  return words::text(Msg::kBoardLetterPawn);
}

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
  std::string men[2];
  for (const chess::Color side : {chess::Color::White, chess::Color::Black}) {
    std::string& line = men[side == chess::Color::White ? 0 : 1];
    for (const chess::PieceType type :
         {chess::PieceType::King, chess::PieceType::Queen, chess::PieceType::Rook,
          chess::PieceType::Bishop, chess::PieceType::Knight, chess::PieceType::Pawn}) {
      const int count = chess::popcount(board_.pieces(side, type));
      if (count == 0) continue;
      if (!line.empty()) line += ' ';
      if (count > 1) line += std::to_string(count);
      line += piece_letter(type);
    }
  }
  return words::format<Msg::kBoardMen>(men[0], men[1]);
}

std::string BoardEntry::fen() const {
  return chess::to_fen(board_);
}

void BoardEntry::place(chess::Square square) {
  const chess::Piece there = board_.piece_at(square);
  const chess::SetupProblem problem = chess::place_on_board(board_, square, brush_);
  notice_ = problem_words(problem, square, chess::color_of(there), {});
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
  notice_ = problem_words(pasted.problem, chess::NoSquare, chess::Color::White, pasted.fen_error);
  if (pasted.board) board_ = *pasted.board;
}

bool BoardEntry::take_fen_request() {
  const bool asked = fen_asked_;
  fen_asked_ = false;
  return asked;
}

Controls board_tools() {
  return {{std::string(words::text(Msg::kBoardKings)), "board.kings-only"},
          {std::string(words::text(Msg::kBoardStart)), "board.start"},
          {std::string(words::text(Msg::kBoardFen)), "board.paste"}};
}

}  // namespace flagfall::session
