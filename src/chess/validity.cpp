#include "chess/validity.h"

#include <algorithm>

#include "words/words.h"

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
  using words::Msg;
  std::vector<ValidityIssue> issues;
  auto report = [&issues](ValidityProblem problem, std::string explanation) {
    issues.push_back(ValidityIssue{problem, std::move(explanation)});
  };
  // A side's own message, White's or Black's: Spanish puts the verb in the plural with a side.
  const auto by_side = [](Color c, Msg white, Msg black) {
    return c == Color::White ? white : black;
  };
  const Color us = pos.side_to_move(), them = ~us;

  for (const Color c : {Color::White, Color::Black}) {
    const int kings = popcount(pos.pieces(c, PieceType::King));
    if (kings == 0) {
      report(ValidityProblem::MissingKing, words::said(by_side(c, Msg::kChessValidityNoKingWhite,
                                                               Msg::kChessValidityNoKingBlack)));
    }
    if (kings > 1) {
      report(ValidityProblem::TooManyKings,
             (c == Color::White
                  ? words::format<Msg::kChessValidityKingsWhite>(std::to_string(kings))
                  : words::format<Msg::kChessValidityKingsBlack>(std::to_string(kings))));
    }
  }
  if (pos.is_king_attacked(them)) {
    report(ValidityProblem::OppositeCheck,
           words::said(by_side(them, Msg::kChessValidityOppositeCheckWhite,
                               Msg::kChessValidityOppositeCheckBlack)));
  }
  const Square white_king = pos.king_square(Color::White);
  const Square black_king = pos.king_square(Color::Black);
  if (white_king != NoSquare && black_king != NoSquare &&
      square_distance(white_king, black_king) <= 1) {
    report(ValidityProblem::KingsAdjacent, words::said(Msg::kChessValidityKingsAdjacent));
  }
  const Bitboard back_rank_pawns = pos.pieces(PieceType::Pawn) & (kRank1 | kRank8);
  if (back_rank_pawns) {
    std::string squares;
    Bitboard b = back_rank_pawns;
    while (b) squares += (squares.empty() ? "" : ", ") + square_name(pop_lsb(b));
    report(ValidityProblem::PawnsOnBackRank,
           words::format<Msg::kChessValidityBackRankPawns>(squares));
  }
  for (const Color c : {Color::White, Color::Black}) {
    const int pawns = popcount(pos.pieces(c, PieceType::Pawn));
    const int men = popcount(pos.pieces(c));
    if (pawns > 8) {
      report(ValidityProblem::TooManyPawns,
             (c == Color::White
                  ? words::format<Msg::kChessValidityPawnsWhite>(std::to_string(pawns))
                  : words::format<Msg::kChessValidityPawnsBlack>(std::to_string(pawns))));
    }
    if (men > 16) {
      report(ValidityProblem::TooManyPieces,
             (c == Color::White ? words::format<Msg::kChessValidityMenWhite>(std::to_string(men))
                                : words::format<Msg::kChessValidityMenBlack>(std::to_string(men))));
    }
    auto extra = [&](PieceType t, int usual) {
      return std::max(0, popcount(pos.pieces(c, t)) - usual);
    };
    const int promoted = extra(PieceType::Queen, 1) + extra(PieceType::Rook, 2) +
                         extra(PieceType::Bishop, 2) + extra(PieceType::Knight, 2);
    if (pawns <= 8 && promoted > 8 - pawns) {
      report(ValidityProblem::TooManyPromotedPieces,
             (c == Color::White ? words::format<Msg::kChessValidityPromotedWhite>(
                                      std::to_string(promoted), std::to_string(8 - pawns))
                                : words::format<Msg::kChessValidityPromotedBlack>(
                                      std::to_string(promoted), std::to_string(8 - pawns))));
    }
  }
  const int checkers = popcount(pos.checkers());
  if (checkers > 2) {
    report(ValidityProblem::TooManyCheckers,
           (us == Color::White
                ? words::format<Msg::kChessValidityCheckersWhite>(std::to_string(checkers))
                : words::format<Msg::kChessValidityCheckersBlack>(std::to_string(checkers))));
  }
  const Square ep = pos.en_passant_square();
  if (ep != NoSquare) {
    const int forward = us == Color::White ? 8 : -8;
    const Square passed = static_cast<Square>(ep - forward);
    const Square origin = static_cast<Square>(ep + forward);
    if (relative_rank(us, ep) != 5 || pos.piece_at(passed) != make_piece(them, PieceType::Pawn) ||
        pos.piece_at(ep) != Piece::None || pos.piece_at(origin) != Piece::None) {
      report(ValidityProblem::InvalidEnPassant,
             words::format<Msg::kChessValidityEnPassant>(square_name(ep)));
    }
  }
  for (const Color c : {Color::White, Color::Black}) {
    for (const CastlingSide side : {CastlingSide::HSide, CastlingSide::ASide}) {
      const Square rook = pos.castling_rook(c, side);
      if (rook == NoSquare) continue;
      if (file_of(pos.king_square(c)) != 4 || (file_of(rook) != 0 && file_of(rook) != 7)) {
        report(ValidityProblem::CastlingRightsOffHomeSquares,
               (c == Color::White ? words::format<Msg::kChessValidityCastlingWhite>(
                                        square_name(pos.king_square(c)), square_name(rook))
                                  : words::format<Msg::kChessValidityCastlingBlack>(
                                        square_name(pos.king_square(c)), square_name(rook))));
      }
    }
  }
  return issues;
}

}  // namespace flagfall::chess
