// Fuzzes the FEN, UCI and SAN readers and the move machinery behind them. Input: a FEN on the
// first line, then one move per line (UCI or SAN), each checked and applied, legal or not.
// Lines after a line "#" are raw bytes: every three bytes are one attempted move.
// The first line is also read as a pasted board (chess/board_setup.h), and the input's bytes,
// two at a time, are placed on it by hand: every step must keep a board that reads back.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "chess/board.h"
#include "chess/board_setup.h"
#include "chess/fen.h"
#include "chess/forced_win.h"
#include "chess/mating_material.h"
#include "chess/move_check.h"
#include "chess/san.h"
#include "chess/validity.h"
#include "cpu_budget.h"

namespace chess = flagfall::chess;

namespace {

void require(bool condition) {
  if (!condition) __builtin_trap();
}

bool one_king_each(const chess::Position& p) {
  return chess::popcount(p.pieces(chess::Color::White, chess::PieceType::King)) == 1 &&
         chess::popcount(p.pieces(chess::Color::Black, chess::PieceType::King)) == 1;
}

void check_position(const chess::Position& p) {
  const chess::MoveList legal = p.legal_moves();
  for (chess::Move m : legal) {
    require(chess::check_move(p, m).is_legal());
    const std::string san = chess::to_san(p, m);
    const chess::SanResult back = chess::parse_san(p, san);
    require(back && *back.move == m);
    require(chess::parse_uci(chess::to_uci(m)) == m);
  }
  (void)chess::validity_issues(p);
  (void)p.repetition_key();
  const std::string fen = chess::to_fen(p);
  const chess::FenResult again = chess::parse_fen(fen);
  if (one_king_each(p)) {
    require(static_cast<bool>(again));
    require(chess::to_fen(*again.position) == fen);
    require(again.position->hash() == p.hash());
  }
}

void attempt(chess::Board& board, chess::Move m) {
  const chess::Position& p = board.position();
  const bool legal = chess::check_move(p, m).is_legal();
  require(legal == p.legal_moves().contains(m));
  board.push(m);
  check_position(board.position());
}

void set_up_by_hand(std::string_view first_line, const std::uint8_t* data, std::size_t size) {
  const chess::PastedBoard pasted = chess::board_from_text(first_line);
  require(pasted.board.has_value() == (pasted.problem == chess::SetupProblem::kNone));
  if (!pasted.board) return;
  chess::Position board = *pasted.board;
  for (std::size_t i = 0; i + 2 <= size && i < 128; i += 2) {
    const auto square = static_cast<chess::Square>(data[i] & 63);
    const chess::Piece men[] = {chess::Piece::None,
                                chess::make_piece(chess::Color::White, chess::PieceType::Pawn),
                                chess::make_piece(chess::Color::Black, chess::PieceType::King),
                                chess::make_piece(chess::Color::White, chess::PieceType::King),
                                chess::make_piece(chess::Color::Black, chess::PieceType::Queen),
                                chess::make_piece(chess::Color::White, chess::PieceType::Knight)};
    (void)chess::place_on_board(board, square, men[data[i + 1] % 6]);
    require(one_king_each(board));
    const chess::FenResult back = chess::parse_fen(chess::to_fen(board));
    require(static_cast<bool>(back));
    require(static_cast<bool>(chess::board_from_text(chess::to_fen(board)).board));
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const flagfall::fuzz::CpuBudget budget;
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const std::size_t first_line_end = input.find('\n');
  set_up_by_hand(input.substr(0, first_line_end), data, size);
  const chess::FenResult parsed = chess::parse_fen(input.substr(0, first_line_end));
  if (!parsed) {
    require(!parsed.error.field.empty() && !parsed.error.reason.empty());
    return 0;
  }
  check_position(*parsed.position);
  chess::Position start = *parsed.position;
  if (size % 2) start.set_castling_rule(chess::CastlingRule::FromAnySetup);
  chess::Board board(start);

  std::size_t pos = first_line_end == std::string_view::npos ? size : first_line_end + 1;
  int moves = 0;
  while (pos < size && moves < 64) {
    std::size_t end = input.find('\n', pos);
    if (end == std::string_view::npos) end = size;
    const std::string_view line = input.substr(pos, end - pos);
    pos = end + 1;
    if (line == "#") {
      for (; pos + 3 <= size && moves < 64; pos += 3, ++moves) {
        attempt(board, chess::Move(static_cast<chess::Square>(data[pos] & 63),
                                   static_cast<chess::Square>(data[pos + 1] & 63),
                                   static_cast<chess::PieceType>(data[pos + 2] % 7)));
      }
      break;
    }
    ++moves;
    if (const auto uci = chess::parse_uci(line)) {
      attempt(board, *uci);
    } else if (const chess::SanResult san = chess::parse_san(board.position(), line)) {
      require(board.position().is_legal(*san.move));
      attempt(board, *san.move);
    }
  }
  (void)board.repetition_count();
  (void)board.can_claim_threefold_repetition();
  (void)board.can_claim_fifty_moves();
  const chess::Position& last = board.position();
  for (const auto rule :
       {chess::MatingMaterialRule::UscfPieceCount, chess::MatingMaterialRule::ScholasticPieceCount,
        chess::MatingMaterialRule::FideDeadPosition}) {
    (void)chess::has_mating_material(last, chess::Color::White, rule, chess::SearchBudget{300});
  }
  (void)chess::find_forced_mate(last, last.side_to_move(), 2, 300);
  return 0;
}
