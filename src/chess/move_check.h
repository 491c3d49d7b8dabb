#pragma once

#include <string>
#include <string_view>

#include "chess/move.h"
#include "chess/position.h"

namespace flagfall::chess {

// Why an attempted move is illegal. Each reason has a stable kebab-case code (for logs, tests
// and UI lookups) and its words (assets/words): an explanation and a few words for a sentence.
enum class IllegalReason {
  None,                      // "legal": the move is legal
  NoPiece,                   // "no-piece": nothing stands on the from square
  OpponentsPiece,            // "opponents-piece": the piece belongs to the other player
  CannotMoveThatWay,         // "cannot-move-that-way": not how this piece moves
  PathBlocked,               // "path-blocked": a piece stands in the way
  CapturesOwnPiece,          // "captures-own-piece"
  CapturesKing,              // "captures-king": kings are never captured
  LeavesKingInCheck,         // "leaves-king-in-check": the king was in check and still is
  PutsKingInCheck,           // "puts-king-in-check": the move exposes one's own king
  KingNextToKing,            // "king-next-to-king": a king may not go next to the other king
  CastlesOutOfCheck,         // "castles-out-of-check"
  CastlesThroughCheck,       // "castles-through-check"
  CastlesIntoCheck,          // "castles-into-check"
  CastlingRightLost,         // "castling-right-lost": king or that rook has moved
  CastlingNotFromThisSetup,  // "castling-not-from-this-setup": ruled out by CastlingRule
  PromotionMissing,          // "promotion-missing": pawn reached the last rank, no piece named
  PromotionInvalid,          // "promotion-invalid": king named, or not a promotion move
  PawnLeftOnLastRank,        // "pawn-left-on-last-rank": the pawn stays a pawn on the last rank
};

struct MoveVerdict {
  IllegalReason reason = IllegalReason::None;
  bool is_legal() const { return reason == IllegalReason::None; }
  std::string_view code() const;  // e.g. "king-next-to-king"
  // In the words on show, e.g. "A king may not move next to the other king."
  std::string explanation() const;
};

std::string_view reason_code(IllegalReason reason);
std::string reason_explanation(IllegalReason reason);  // in the words on show
// The reason in a few words, to stand in a sentence, in the words on show: "the piece cannot move
// that way" for the code "cannot-move-that-way". A code no reason has gives "not a legal move".
std::string reason_words(std::string_view code);
std::string reason_words(IllegalReason reason);

// Classifies any attempted move in `position` (which may itself be one no legal game reaches).
// Agrees with Position::legal_moves(): a move is legal here exactly when it is listed there.
// When several reasons apply, the first in this order is given: no piece, opponent's piece,
// castling problems, piece cannot move that way, path blocked, captures own piece, captures
// king, promotion problems, king next to king, own king in check.
MoveVerdict check_move(const Position& position, Move move);

}  // namespace flagfall::chess
