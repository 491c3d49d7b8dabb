// Why a position is not valid, in the words on show (issue 40): each problem reads as before in
// English and in Spanish otherwise, naming the same side, squares and counts.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "../words/catalog_files.h"
#include "chess/validity.h"
#include "test_positions.h"
#include "words/words.h"

namespace flagfall::chess {
namespace validity_words_test {

struct Case {
  Position position;
  ValidityProblem problem;
  std::string english;        // as it read before its words moved to the catalogs
  std::string spanish_holds;  // a part of the Spanish: the side, the squares, the counts
};

Position after(const char* fen, Move move) {
  Position p = testing::fen(fen);
  p.apply(move);
  return p;
}

std::vector<Case> cases() {
  using testing::fen;
  return {
      {after("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", Move(E1, E8)), ValidityProblem::MissingKing,
       "black has no king", "las negras no tienen rey"},
      {after("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", Move(A7, A8, PieceType::King)),
       ValidityProblem::TooManyKings, "white has 2 kings", "las blancas tienen 2 reyes"},
      {fen("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1"), ValidityProblem::OppositeCheck,
       "black is in check but it is white's move",
       "las negras están en jaque, pero juegan las blancas"},
      {fen("4r1k1/8/8/8/8/8/8/4K3 b - - 0 1"), ValidityProblem::OppositeCheck,
       "white is in check but it is black's move",
       "las blancas están en jaque, pero juegan las negras"},
      {fen("8/8/8/3kK3/8/8/8/8 w - - 0 1"), ValidityProblem::KingsAdjacent,
       "the kings stand next to each other", "los reyes"},
      {fen("P3k2P/8/8/8/8/8/8/p3K3 w - - 0 1"), ValidityProblem::PawnsOnBackRank,
       "pawn on the first or last rank: a1, a8, h8", ": a1, a8, h8"},
      {fen("4k3/8/8/8/8/PPPPPPPP/P7/4K3 w - - 0 1"), ValidityProblem::TooManyPawns,
       "white has 9 pawns", "las blancas tienen 9 peones"},
      {fen("4k3/p7/pppppppp/8/8/8/8/4K3 w - - 0 1"), ValidityProblem::TooManyPawns,
       "black has 9 pawns", "las negras tienen 9 peones"},
      {fen("4k3/8/8/8/QQQQQQQQ/PPPPPPPP/P7/4K3 w - - 0 1"), ValidityProblem::TooManyPieces,
       "white has 18 pieces and pawns, more than 16", "las blancas tienen 18 piezas y peones"},
      {fen("4k3/8/8/8/8/QQQQ4/PPPPPP2/4K3 w - - 0 1"), ValidityProblem::TooManyPromotedPieces,
       "white has 3 promoted pieces but only 2 pawns are missing",
       "las blancas tienen 3 piezas promocionadas, pero solo les faltan 2 peones"},
      {fen("4k3/8/8/8/8/3n4/3p4/r3K3 w - - 0 1"), ValidityProblem::TooManyCheckers,
       "white's king is checked by 3 pieces; at most two checks can arise from one move",
       "el rey de las blancas recibe jaque de 3 piezas"},
      {fen("4k3/8/8/8/8/8/8/4K3 w - e6 0 1"), ValidityProblem::InvalidEnPassant,
       "en passant square e6 but no pawn can just have moved two squares past it", " e6, "},
      {fen("r2k3r/8/8/8/8/8/8/R2K3R w KQkq - 0 1"), ValidityProblem::CastlingRightsOffHomeSquares,
       "white keeps a castling right with the king on d1 and the rook on h1",
       "las blancas conservan un derecho de enroque con el rey en d1 y la torre en h1"},
  };
}

// The explanation of the position's first issue of that kind.
std::string explanation(const Case& c) {
  for (const ValidityIssue& issue : validity_issues(c.position)) {
    if (issue.problem == c.problem) return issue.explanation;
  }
  return "";
}

TEST(ValidityWords, EnglishReadsAsBefore) {
  words::app_words() = words::Words();
  for (const Case& c : cases()) EXPECT_EQ(explanation(c), c.english);
}

TEST(ValidityWords, EveryProblemIsSaidInSpanish) {
  for (const Case& c : cases()) {
    const auto [english, spanish] =
        words::test::english_and_spanish([&] { return explanation(c); });
    EXPECT_EQ(english, c.english);
    ASSERT_FALSE(spanish.empty()) << c.english;
    EXPECT_NE(spanish.find(c.spanish_holds), std::string::npos) << spanish;
    for (const char* word :
         {"white", "black", " has ", "king", "pawn", "the ", "move", "rank", "piece", "check "})
      EXPECT_EQ(spanish.find(word), std::string::npos) << "'" << word << "' in " << spanish;
  }
}

}  // namespace validity_words_test
}  // namespace flagfall::chess
