// Why a move is illegal, in the words on show (issue 40): each reason's explanation and its few
// words read as before in English, and in Spanish otherwise, with no English word left.
#include <string>

#include <gtest/gtest.h>

#include "../words/catalog_files.h"
#include "chess/move_check.h"
#include "words/words.h"

namespace flagfall::chess {
namespace move_check_words_test {

struct Reason {
  IllegalReason reason;
  const char* code;
  const char* explanation;
  const char* words;
};

// Every reason with its English as it read before its words moved to the catalogs.
constexpr Reason kReasons[] = {
    {IllegalReason::None, "legal", "The move is legal.", "a legal move"},
    {IllegalReason::NoPiece, "no-piece", "There is no piece on the square the move starts from.",
     "no piece stands where it starts"},
    {IllegalReason::OpponentsPiece, "opponents-piece", "The piece belongs to the opponent.",
     "it moves an opponent's piece"},
    {IllegalReason::CannotMoveThatWay, "cannot-move-that-way", "That piece cannot move that way.",
     "the piece cannot move that way"},
    {IllegalReason::PathBlocked, "path-blocked", "Another piece stands in the way.",
     "another piece stands in the way"},
    {IllegalReason::CapturesOwnPiece, "captures-own-piece",
     "A piece cannot capture a piece of its own colour.", "it captures a piece of its own side"},
    {IllegalReason::CapturesKing, "captures-king",
     "A king is never captured; the move that attacked it was illegal.", "it captures the king"},
    {IllegalReason::LeavesKingInCheck, "leaves-king-in-check",
     "The king is in check and the move does not get it out of check.",
     "it leaves the king in check"},
    {IllegalReason::PutsKingInCheck, "puts-king-in-check",
     "The move exposes the player's own king to check.",
     "it exposes the mover's own king to check"},
    {IllegalReason::KingNextToKing, "king-next-to-king",
     "A king may not move next to the other king.", "the king steps next to the other king"},
    {IllegalReason::CastlesOutOfCheck, "castles-out-of-check", "A king in check may not castle.",
     "castling out of check"},
    {IllegalReason::CastlesThroughCheck, "castles-through-check",
     "The king may not castle across a square attacked by the opponent.",
     "castling across an attacked square"},
    {IllegalReason::CastlesIntoCheck, "castles-into-check",
     "The king may not castle onto a square attacked by the opponent.", "castling into check"},
    {IllegalReason::CastlingRightLost, "castling-right-lost",
     "Castling on that side is no longer allowed: the king or that rook has moved.",
     "castling after the king or that rook has moved"},
    {IllegalReason::CastlingNotFromThisSetup, "castling-not-from-this-setup",
     "The rules in force do not allow castling from this set-up of king and rook.",
     "castling the rules do not allow from this set-up"},
    {IllegalReason::PromotionMissing, "promotion-missing",
     "A pawn reaching the last rank must be exchanged for a queen, rook, bishop or knight; none "
     "was named.",
     "no piece named for the pawn on the last rank"},
    {IllegalReason::PromotionInvalid, "promotion-invalid",
     "A pawn can only be exchanged for a queen, rook, bishop or knight, and only on reaching the "
     "last rank.",
     "a promotion no pawn may make"},
    {IllegalReason::PawnLeftOnLastRank, "pawn-left-on-last-rank",
     "A pawn reaching the last rank cannot stay a pawn.", "the pawn is left on the last rank"},
};

TEST(MoveCheckWords, EnglishReadsAsBefore) {
  words::app_words() = words::Words();
  for (const Reason& r : kReasons) {
    EXPECT_EQ(reason_code(r.reason), r.code);
    EXPECT_EQ(reason_explanation(r.reason), r.explanation);
    EXPECT_EQ(MoveVerdict{r.reason}.explanation(), r.explanation);
    EXPECT_EQ(reason_words(r.reason), r.words);
    EXPECT_EQ(reason_words(r.code), r.words);
  }
  EXPECT_EQ(reason_words("no-such-reason"), "not a legal move");
}

TEST(MoveCheckWords, EveryReasonIsSaidInSpanish) {
  for (const Reason& r : kReasons) {
    const auto [english, spanish] = words::test::english_and_spanish(
        [&] { return reason_explanation(r.reason) + "\n" + reason_words(r.code); });
    ASSERT_FALSE(spanish.empty());
    EXPECT_EQ(english, std::string(r.explanation) + "\n" + r.words);
    const std::string spanish_explanation = spanish.substr(0, spanish.find('\n'));
    const std::string spanish_words = spanish.substr(spanish.find('\n') + 1);
    EXPECT_NE(spanish_explanation, r.explanation);
    EXPECT_NE(spanish_words, r.words);
    EXPECT_EQ(reason_code(r.reason), r.code) << "the code stays as it is";
    for (const char* word :
         {"the ", "The ", "piece ", "move ", "moves", "king", "castl", "pawn", "rank", "check "})
      EXPECT_EQ(spanish.find(word), std::string::npos) << "'" << word << "' in " << spanish;
  }
  const auto [english, spanish] = words::test::english_and_spanish([] {
    return reason_explanation(IllegalReason::CastlesOutOfCheck) + " / " +
           reason_words("no-such-reason");
  });
  EXPECT_EQ(spanish, "Un rey en jaque no puede enrocar. / una jugada no legal");
}

}  // namespace move_check_words_test
}  // namespace flagfall::chess
