// A player may move more than once before pressing (castling made as a king move and a rook
// move, a move taken back): the log says each move for what it is, and the press names the move
// that made the turn illegal, with that move's own reason (issue 39, point 1).
#include <gtest/gtest.h>

#include "../support/every_ruleset.h"
#include "../support/rule_events.h"
#include "chess/fen.h"
#include "rules/turn_verdict.h"

namespace flagfall::rules {
namespace {

using testing_support::rule_events;

const nlohmann::json kKingOnD1 = {
    {"fen", "rnbqkbnr/pppppppp/8/8/8/4Q3/PPPPPPPP/R2K3R w KQkq - 0 12"},
    {"white_ms", 60000},
    {"black_ms", 60000}};

// White castles as if his king stood on e1: king d1-g1, rook h1-f1, press; Black claims.
const nlohmann::json kCastlesFromE1 = nlohmann::json::array({
    {{"t", 1000}, {"by", "white"}, {"do", "move"}, {"uci", "d1g1"}},
    {{"t", 1000}, {"by", "white"}, {"do", "move"}, {"uci", "h1f1"}},
    {{"t", 1000}, {"by", "white"}, {"do", "press"}},
    {{"t", 2000}, {"by", "black"}, {"do", "claim"}, {"claim", "illegal-move"}},
});

class TurnWords : public ::testing::TestWithParam<std::string> {};

TEST_P(TurnWords, TheSecondMoveOfATurnIsNotOutOfTurnAndThePressNamesTheKingsMove) {
  const Ruleset& ruleset = *find_ruleset(GetParam());
  const Ruling ruling = rule_events(kKingOnD1, kCastlesFromE1, ruleset);
  chess::Position start = *chess::parse_fen(kKingOnD1["fen"].get<std::string>()).position;
  const chess::IllegalReason king_reason =
      chess::check_move(start, *chess::parse_uci("d1g1")).reason;
  ASSERT_NE(king_reason, chess::IllegalReason::None);
  bool completed = false;
  for (const LogEntry& line : ruling.log) {
    EXPECT_FALSE(line.out_of_turn) << line.text;
    EXPECT_EQ(line.text.find("although it is"), std::string::npos) << line.text;
    if (line.what != Happening::kIllegalMoveCompleted) continue;
    completed = true;
    EXPECT_EQ(chess::to_uci(line.move), "d1g1") << line.text;
    EXPECT_EQ(line.illegal, king_reason) << line.text;
    EXPECT_NE(line.text.find("d1g1 (" + std::string(chess::reason_words(king_reason)) + ")"),
              std::string::npos)
        << line.text;
  }
  EXPECT_TRUE(completed);
}

INSTANTIATE_TEST_SUITE_P(EveryRuleset, TurnWords,
                         ::testing::ValuesIn(testing_support::every_ruleset_id()),
                         testing_support::ruleset_test_name);

// A knight moved the wrong way and put back is a move taken back, not a second illegal move.
TEST(TurnWords, AMovePutBackIsTakenBackNotAnotherIllegalMove) {
  const nlohmann::json events = nlohmann::json::array({
      {{"t", 1000}, {"by", "white"}, {"do", "move"}, {"uci", "b1b3"}},
      {{"t", 1200}, {"by", "white"}, {"do", "move"}, {"uci", "b3b1"}},
      {{"t", 1400}, {"by", "white"}, {"do", "move"}, {"uci", "b1c3"}},
      {{"t", 1500}, {"by", "white"}, {"do", "press"}},
  });
  const Ruling ruling =
      rule_events({{"white_ms", 60000}, {"black_ms", 60000}}, events, uscf_2020());
  ASSERT_EQ(ruling.log.size(), 5u);
  EXPECT_EQ(ruling.log[1].what, Happening::kMovesIllegally);
  EXPECT_EQ(ruling.log[2].what, Happening::kTakesBack) << ruling.log[2].text;
  EXPECT_EQ(chess::to_uci(ruling.log[2].move), "b1b3");
  EXPECT_EQ(ruling.log[2].rule, "USCF 11-14");
  EXPECT_EQ(ruling.log[3].what, Happening::kMoves) << ruling.log[3].text;
  EXPECT_FALSE(ruling.log[3].out_of_turn);
  EXPECT_EQ(ruling.log[4].what, Happening::kMoveCompleted);
}

// Two moves each legal where it was made (e4, then d4 before pressing) make no legal turn: the
// second move is what is illegal, and the words say so rather than blame the pawn's way.
TEST(TurnWords, TwoLegalMovesBeforeOnePressAreASecondMove) {
  const nlohmann::json events = nlohmann::json::array({
      {{"t", 1000}, {"by", "white"}, {"do", "move"}, {"uci", "e2e4"}},
      {{"t", 1100}, {"by", "white"}, {"do", "move"}, {"uci", "d2d4"}},
      {{"t", 1200}, {"by", "white"}, {"do", "press"}},
  });
  const Ruling ruling =
      rule_events({{"white_ms", 60000}, {"black_ms", 60000}}, events, uscf_2020());
  const LogEntry& pressed = ruling.log.back();
  ASSERT_EQ(pressed.what, Happening::kIllegalMoveCompleted) << pressed.text;
  EXPECT_EQ(chess::to_uci(pressed.move), "d2d4");
  EXPECT_EQ(pressed.code, LineCode::kSecondMove);
  EXPECT_NE(pressed.text.find("a second move before pressing"), std::string::npos) << pressed.text;
}

TEST(JudgeTurn, CastlingMadeAsTwoMovesIsTheCastling) {
  const chess::Position start = *chess::parse_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").position;
  const TurnVerdict turn =
      judge_turn(start, {*chess::parse_uci("e1g1"), *chess::parse_uci("h1f1")});
  EXPECT_TRUE(turn.is_legal());
  EXPECT_EQ(chess::to_uci(turn.move), "e1g1");
}

}  // namespace
}  // namespace flagfall::rules
