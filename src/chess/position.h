#pragma once

#include <cstdint>
#include <string>

#include "chess/bitboard.h"
#include "chess/move.h"
#include "chess/move_list.h"
#include "chess/types.h"

namespace flagfall::chess {

// Which castling moves exist. Castling always moves the king two squares toward a rook that
// keeps its castling right; the rook lands on the square the king crossed.
enum class CastlingRule : std::uint8_t {
  // Only from the usual set-up: king on the e-file, rook on the a- or h-file.
  StandardSetupOnly,
  // From any set-up with king and rook on the back rank at least three files apart, e.g. king
  // and queen swapped (king d1): "short on the queenside" Kd1-b1 + Ra1-c1 and "long on the
  // kingside" Kd1-f1 + Rh1-e1.
  FromAnySetup,
};

// The side of the king a castling rook stands on: toward the h-file (FEN 'K') or the a-file
// (FEN 'Q').
enum class CastlingSide : std::uint8_t { HSide, ASide };

// A chess position as it stands on a physical board: any placement (normally one king per side,
// but positions after a captured king or a pawn promoted to a king are still held), side to
// move, castling rights per rook square, en passant square, the two move counters.
//
// Two ways to change it:
//  - apply(move) makes ANY attempted move as a physical board would (legal or not).
//  - legal_moves() / is_legal() / chess/move_check.h tell whether a move is legal.
class Position {
 public:
  // The standard starting position.
  Position();
  // An empty board, white to move, no rights, clocks 0 and 1; add pieces with set_piece().
  static Position empty();

  // --- The board ---
  Piece piece_at(Square s) const { return board_[s]; }
  Bitboard occupied() const { return by_color_[0] | by_color_[1]; }
  Bitboard pieces(Color c) const { return by_color_[index_of(c)]; }
  Bitboard pieces(PieceType t) const { return by_type_[index_of(t)]; }
  Bitboard pieces(Color c, PieceType t) const {
    return by_color_[index_of(c)] & by_type_[index_of(t)];
  }
  // The king of `c`; NoSquare if it has none (if it has several, the lowest square).
  Square king_square(Color c) const {
    const Bitboard kings = pieces(c, PieceType::King);
    return kings ? lsb(kings) : NoSquare;
  }
  Color side_to_move() const { return side_; }
  // As in FEN: set after every two-square pawn move, whether or not a capture is possible.
  Square en_passant_square() const { return en_passant_; }
  int halfmove_clock() const { return halfmove_clock_; }
  int fullmove_number() const { return fullmove_number_; }

  // --- Castling ---
  // The squares of the rooks that keep a castling right (both colours).
  Bitboard castling_rights() const { return castling_rights_; }
  // The rook of `c` with a castling right on `side` of its king, or NoSquare.
  Square castling_rook(Color c, CastlingSide side) const;
  CastlingRule castling_rule() const { return castling_rule_; }
  void set_castling_rule(CastlingRule rule) { castling_rule_ = rule; }

  // --- Editing a set-up (no checks; see chess/validity.h) ---
  void set_piece(Square s, Piece p);  // Piece::None empties the square
  void set_side_to_move(Color c);
  void set_en_passant_square(Square s);  // NoSquare clears it
  void set_castling_rights(Bitboard rook_squares);
  void set_halfmove_clock(int n) { halfmove_clock_ = n; }
  void set_fullmove_number(int n) { fullmove_number_ = n; }

  // --- Attacks and check ---
  // Pieces of both colours that attack `s` given the occupancy `occupied`.
  Bitboard attackers_to(Square s, Bitboard occupied) const;
  bool is_attacked_by(Color attacker, Square s) const {
    return (attackers_to(s, occupied()) & pieces(attacker)) != 0;
  }
  // Pieces giving check to the king of the side to move.
  Bitboard checkers() const;
  bool is_check() const { return checkers() != 0; }
  // Whether the king of `c` is attacked, whoever is to move.
  bool is_king_attacked(Color c) const;

  // --- Moves (defined in movegen.cpp) ---
  MoveList legal_moves() const;
  bool is_legal(Move m) const;
  bool is_checkmate() const;
  bool is_stalemate() const;
  // Whether the side to move has a legal en passant capture.
  bool has_legal_en_passant() const;
  // Whether `m`, once applied, checks the opponent's king.
  bool gives_check(Move m) const;

  // --- Making moves ---
  // Makes any attempted move the way it happens on a physical board: the piece on `from` goes
  // to `to` and whatever stood there is removed (even a king or one's own piece); a king moving
  // two squares along its back rank brings the rook along (castling); a pawn capturing onto the
  // en passant square removes the pawn that passed; a pawn reaching the last rank becomes the
  // promotion piece if one is given (knight to queen, or king) and otherwise stays a pawn. The
  // side to move passes to the other player and the counters advance. Moving from an empty
  // square or the null move changes nothing.
  void apply(Move m);
  Position after(Move m) const {
    Position p = *this;
    p.apply(m);
    return p;
  }
  // Whether `m` is a castling attempt: the king of its colour moving two files along its back rank.
  bool is_castling_attempt(Move m) const;
  // The rook a castling attempt moves, or NoSquare (then it is a plain king move).
  Square castling_attempt_rook(Move m) const;

  // --- Identity ---
  // Zobrist hash of placement, side to move, castling rights and the stored en passant square.
  std::uint64_t hash() const { return hash_; }
  // hash() of after(m), without making that position (for a search that skips the positions it
  // has seen).
  std::uint64_t hash_after(Move m) const;
  // Identity for repetitions (FIDE 9.2.3): as hash(), but counting the en passant square only
  // when an en passant capture is actually legal.
  std::uint64_t repetition_key() const;

  // Same placement, side, rights, en passant square and counters.
  friend bool operator==(const Position& a, const Position& b);
  // The same men on the same squares, whatever the side to move, rights or counters (a FEN's
  // first field).
  friend bool same_placement(const Position& a, const Position& b);

  // --- Keeping many (position_packed.cpp) ---
  // The same position in 64 bytes rather than about 170, the board as four bit-planes (plane k:
  // the squares whose piece code has bit k), for a search that keeps tens of thousands.
  // Position(packed()) is equal to the position packed, hash and counters included.
  struct Packed {
    Bitboard planes[4];
    Bitboard castling_rights;
    std::uint64_t hash;
    std::int32_t halfmove_clock;
    std::int32_t fullmove_number;
    Color side;
    Square en_passant;
    CastlingRule castling_rule;
  };
  Packed packed() const;
  explicit Position(const Packed& packed);

 private:
  void put_piece(Square s, Piece p);
  void remove_piece(Square s);
  void move_piece(Square from, Square to);
  void update_castling_rights(Bitboard new_rights);

  Piece board_[64];
  Bitboard by_type_[7];
  Bitboard by_color_[2];
  Bitboard castling_rights_ = 0;
  std::uint64_t hash_ = 0;
  Color side_ = Color::White;
  Square en_passant_ = NoSquare;
  CastlingRule castling_rule_ = CastlingRule::StandardSetupOnly;
  int halfmove_clock_ = 0;
  int fullmove_number_ = 1;
};

namespace zobrist {
std::uint64_t piece_square(Piece p, Square s);
std::uint64_t castling_rook(Square s);
std::uint64_t en_passant_file(int file);
std::uint64_t black_to_move();
}  // namespace zobrist

}  // namespace flagfall::chess
