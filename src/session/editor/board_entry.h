#pragma once

#include <string>
#include <string_view>

#include "chess/position.h"
#include "chess/types.h"
#include "session/mirror.h"

namespace flagfall::session {

// A board being copied into the app by hand, one man at a time, or pasted as FEN: the board, the
// man the taps put down (the brush) and what the last step could not do. Every step keeps a board
// the arbiter can take (chess/board_setup.h). Used by the clock's claim sheet; written to serve
// any screen that needs a board entered.
class BoardEntry {
 public:
  BoardEntry();  // the two kings alone
  explicit BoardEntry(const chess::Position& board);

  const chess::Position& board() const { return board_; }
  chess::Piece brush() const { return brush_; }
  // What the last step could not do, or "".
  const std::string& notice() const { return notice_; }
  // The men on the board, "KBvKP" style.
  std::string men() const;
  // The same as the set-up shows it under the board, in the letters of the words on show, counted
  // and spaced so a narrow column wraps it whole: "Men: White K Q 2R 8P · Black K Q 2R 8P".
  std::string men_line() const;
  std::string fen() const;

  // Starts again on the board in `text` (a FEN or its placement field), else on the two kings
  // alone; the brush stays.
  void reset(std::string_view text = "");

  // Intents.
  // Puts the brush's man on `square` (the same man again takes it off).
  void place(chess::Square square);
  void choose_brush(chess::Piece piece);  // Piece::None empties squares
  void kings_only();
  void start();  // the starting position
  // A pasted board; a text that is not one leaves the board as it was and says why.
  void paste_fen(std::string_view text);
  // Asks for a FEN to paste: the owner asks the platform for the text, once.
  void ask_fen() { fen_asked_ = true; }
  bool take_fen_request();

  void set_notice(std::string notice) { notice_ = std::move(notice); }

 private:
  chess::Position board_;
  chess::Piece brush_ = chess::Piece::WhiteQueen;
  std::string notice_;
  bool fen_asked_ = false;
};

// The entry's tools beside its men, as drawn and mirrored: Kings (kings_only), Start (start) and
// FEN… (ask_fen), with their intent ids.
Controls board_tools();

// A piece's letter in the words on show: K, Q, R, B, N, P in English; R, D, T, A, C, P in Spanish.
std::string_view piece_letter(chess::PieceType type);

}  // namespace flagfall::session
