#pragma once
// Positions the FIDE mating-material tests share, and the answer the arbiter's search gives on
// them (with the budget the arbiter uses).
#include <string>

#include "chess/fen.h"
#include "rules/arbiter.h"

namespace flagfall::testing_support {

// Kings and pawns locked on four files: neither king can reach the other side, so no series of
// legal moves ends in a mate (1,152 reachable positions).
inline constexpr const char* kLockedPawns = "8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/8 b - - 0 60";
// Bishop and three pawns against four pawns, the king's side blocked: White could mate (a line
// of 46 moves that makes three queens), but the search gives up within the arbiter's budget
// before it settles that. With White or Black to move.
inline constexpr const char* kUnsettledWhiteToMove = "1B2k3/7p/6pP/5pP1/5P2/1p6/1K6/8 w - - 2 25";
inline constexpr const char* kUnsettledBlackToMove = "1B2k3/7p/6pP/5pP1/5P2/1p6/1K6/8 b - - 2 25";
// King and rook against a bare king: White can mate.
inline constexpr const char* kRookAgainstBareKing = "8/8/8/4k3/8/4K3/8/7R b - - 0 60";
// King and knight against a bare king: dead by the material alone.
inline constexpr const char* kKnightAgainstBareKing = "8/8/8/4k3/8/3NK3/8/8 b - - 0 60";

// The FIDE answer with the budget the arbiter gives the search.
inline chess::Answer fide_answer(const std::string& fen, chess::Color side) {
  return rules::Arbiter::mate_answer(*chess::parse_fen(fen).position, side,
                                     chess::MatingMaterialRule::FideDeadPosition);
}

}  // namespace flagfall::testing_support
