#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "chess/position.h"

namespace flagfall::chess {

// Reasons a position could not arise in a legal game. A Position holds such positions anyway
// (a physical board can show them after an unnoticed illegal move); this only reports.
enum class ValidityProblem {
  MissingKing,                   // "missing-king": a side has no king
  TooManyKings,                  // "too-many-kings"
  OppositeCheck,                 // "opposite-check": the side not to move is in check
  KingsAdjacent,                 // "kings-adjacent"
  PawnsOnBackRank,               // "pawns-on-back-rank": a pawn on the first or last rank
  TooManyPawns,                  // "too-many-pawns": more than 8 pawns for a side
  TooManyPieces,                 // "too-many-pieces": more than 16 men for a side
  TooManyPromotedPieces,         // "too-many-promoted-pieces": more than the missing pawns allow
  TooManyCheckers,               // "too-many-checkers": check from more than two pieces
  InvalidEnPassant,              // "invalid-en-passant": no pawn can just have moved two squares
  CastlingRightsOffHomeSquares,  // "castling-rights-off-home-squares": king not on e1/e8 or
                                 // rook not on the a/h-file while the side keeps a right
};

struct ValidityIssue {
  ValidityProblem problem;
  // In the words on show when found, e.g. "black is in check but it is white's move".
  std::string explanation;
  std::string_view code() const;
};

std::string_view validity_code(ValidityProblem problem);

// Every problem found, in the order of the enum; empty when the position could be legal.
std::vector<ValidityIssue> validity_issues(const Position& position);
inline bool is_valid(const Position& position) {
  return validity_issues(position).empty();
}

}  // namespace flagfall::chess
