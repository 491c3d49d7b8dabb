#include "chess/validity.h"

#include <algorithm>

namespace flagfall::chess {

std::string_view validity_code(ValidityProblem problem) {
  constexpr std::string_view kCodes[] = {"missing-king",
                                         "too-many-kings",
                                         "opposite-check",
                                         "kings-adjacent",
                                         "pawns-on-back-rank",
                                         "too-many-pawns",
                                         "too-many-pieces",
                                         "too-many-promoted-pieces",
                                         "too-many-checkers",
                                         "invalid-en-passant",
                                         "castling-rights-off-home-squares"};
  return kCodes[static_cast<int>(problem)];
}

std::string_view ValidityIssue::code() const {
  return validity_code(problem);
}

std::vector<ValidityIssue> validity_issues(const Position& pos) {
  std::vector<ValidityIssue> issues;
  auto report = [&issues](ValidityProblem problem, std::string explanation) {
    issues.push_back(ValidityIssue{problem, std::move(explanation)});
  };
  const Color us = pos.side_to_move(), them = ~us;

  for (const Color c : {Color::White, Color::Black}) {
    const std::string who(color_name(c));
    const int kings = popcount(pos.pieces(c, PieceType::King));
    if (kings == 0) report(ValidityProblem::MissingKing, who + " has no king");
    if (kings > 1) {
      report(ValidityProblem::TooManyKings, who + " has " + std::to_string(kings) + " kings");
    }
  }
  if (pos.is_king_attacked(them)) {
    report(ValidityProblem::OppositeCheck, std::string(color_name(them)) +
                                               " is in check but it is " +
                                               std::string(color_name(us)) + "'s move");
  }
  const Square white_king = pos.king_square(Color::White);
  const Square black_king = pos.king_square(Color::Black);
  if (white_king != NoSquare && black_king != NoSquare &&
      square_distance(white_king, black_king) <= 1) {
    report(ValidityProblem::KingsAdjacent, "the kings stand next to each other");
  }
  const Bitboard back_rank_pawns = pos.pieces(PieceType::Pawn) & (kRank1 | kRank8);
  if (back_rank_pawns) {
    std::string squares;
    Bitboard b = back_rank_pawns;
    while (b) squares += (squares.empty() ? "" : ", ") + square_name(pop_lsb(b));
    report(ValidityProblem::PawnsOnBackRank, "pawn on the first or last rank: " + squares);
  }
  for (const Color c : {Color::White, Color::Black}) {
    const std::string who(color_name(c));
    const int pawns = popcount(pos.pieces(c, PieceType::Pawn));
    const int men = popcount(pos.pieces(c));
    if (pawns > 8) {
      report(ValidityProblem::TooManyPawns, who + " has " + std::to_string(pawns) + " pawns");
    }
    if (men > 16) {
      report(ValidityProblem::TooManyPieces,
             who + " has " + std::to_string(men) + " pieces and pawns, more than 16");
    }
    auto extra = [&](PieceType t, int usual) {
      return std::max(0, popcount(pos.pieces(c, t)) - usual);
    };
    const int promoted = extra(PieceType::Queen, 1) + extra(PieceType::Rook, 2) +
                         extra(PieceType::Bishop, 2) + extra(PieceType::Knight, 2);
    if (pawns <= 8 && promoted > 8 - pawns) {
      report(ValidityProblem::TooManyPromotedPieces,
             who + " has " + std::to_string(promoted) + " promoted pieces but only " +
                 std::to_string(8 - pawns) + " pawns are missing");
    }
  }
  const int checkers = popcount(pos.checkers());
  if (checkers > 2) {
    report(ValidityProblem::TooManyCheckers,
           std::string(color_name(us)) + "'s king is checked by " + std::to_string(checkers) +
               " pieces; at most two checks can arise from one move");
  }
  const Square ep = pos.en_passant_square();
  if (ep != NoSquare) {
    const int forward = us == Color::White ? 8 : -8;
    const Square passed = static_cast<Square>(ep - forward);
    const Square origin = static_cast<Square>(ep + forward);
    if (relative_rank(us, ep) != 5 || pos.piece_at(passed) != make_piece(them, PieceType::Pawn) ||
        pos.piece_at(ep) != Piece::None || pos.piece_at(origin) != Piece::None) {
      report(ValidityProblem::InvalidEnPassant,
             "en passant square " + square_name(ep) +
                 " but no pawn can just have moved two squares past it");
    }
  }
  for (const Color c : {Color::White, Color::Black}) {
    for (const CastlingSide side : {CastlingSide::HSide, CastlingSide::ASide}) {
      const Square rook = pos.castling_rook(c, side);
      if (rook == NoSquare) continue;
      if (file_of(pos.king_square(c)) != 4 || (file_of(rook) != 0 && file_of(rook) != 7)) {
        report(ValidityProblem::CastlingRightsOffHomeSquares,
               std::string(color_name(c)) + " keeps a castling right with the king on " +
                   square_name(pos.king_square(c)) + " and the rook on " + square_name(rook));
      }
    }
  }
  return issues;
}

}  // namespace flagfall::chess
