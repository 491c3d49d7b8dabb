// Each move's time after the game (issue 26 point 7): from the game's log, each side's time per
// move and its clock after the move, as rows, CSV and PGN with [%clk] and [%emt], exact.
#include "game/move_times.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../support/started_game.h"
#include "clock/notation.h"
#include "game/pgn_export.h"
#include "rules/scenario.h"

namespace flagfall::game {
namespace {

using chess::Color;

// The fixture: 3+2, White presses at 2.150 s, Black at 5 s, White at 9.0004 s, Black at 12.5 s.
const std::vector<MoveTime> kFixtureTimes = {
    {1, Color::White, 2'150, 2'150, 179'850},   // 180 - 2.15 + 2
    {1, Color::Black, 5'000, 2'850, 179'150},   // 180 - 2.85 + 2
    {2, Color::White, 9'000, 4'000, 177'850},   // 4.0004 s spent: 179.85 - 4.0004 + 2 = 177.8496
    {2, Color::Black, 12'500, 3'500, 177'650},  // 3.4996 s spent: 179.15 - 3.4996 + 2 = 177.6504
};

TEST(MoveTimes, EachPressOfTheLiveGameWithItsTimeAndClock) {
  LiveGame game = started_game("fide-2023", "3+2");
  ASSERT_EQ(game.press(Color::White, kStart + 2'150), "");
  ASSERT_EQ(game.press(Color::Black, kStart + 5'000), "");
  ASSERT_EQ(game.press(Color::White, kStart + 9'000, 400), "");
  ASSERT_EQ(game.press(Color::Black, kStart + 12'500), "");
  EXPECT_EQ(move_times(game), kFixtureTimes);
  EXPECT_EQ(move_times_csv(move_times(game)),
            "move,side,spent_ms,clock_ms,at_ms\n"
            "1,white,2150,179850,2150\n"
            "1,black,2850,179150,5000\n"
            "2,white,4000,177850,9000\n"
            "2,black,3500,177650,12500\n");
  // Pressing alone, the players made stand-in moves: no record of the moves, so no PGN.
  EXPECT_EQ(pgn_with_clocks(game), std::nullopt);
}

TEST(MoveTimes, PausesAreNotSpentAndTheNumbersFollowTheSetUp) {
  clock::Clock clock(clock::ClockConfig::same_for_both(*clock::parse_time_control("G/5;d3")));
  clock.start(Color::Black, 0);
  clock.press(Color::Black, 1'000);
  clock.press(Color::White, 4'000);
  clock.pause(5'000);
  clock.resume(65'000);
  clock.add_time(Color::White, 60'000, 65'000);
  clock.press(Color::Black, 66'000);
  const std::vector<MoveTime> expected = {
      {40, Color::Black, 1'000, 1'000, 300'000},  // within the 3 s delay
      {41, Color::White, 4'000, 3'000, 300'000},
      {41, Color::Black, 66'000, 2'000, 300'000},
  };
  EXPECT_EQ(move_times(clock, 40), expected);
  // An upcount's clock after a move is the time counted.
  clock::Clock up(clock::ClockConfig::same_for_both(clock::TimeControl::upcount()));
  up.start(Color::White, 0);
  up.press(Color::White, 1'500);
  up.press(Color::Black, 2'000);
  up.press(Color::White, 4'000);
  EXPECT_EQ(move_times(up).back(), (MoveTime{2, Color::White, 4'000, 2'000, 3'500}));
}

rules::Scenario fixture_scenario(const std::string& fen = std::string(chess::kStartingFen)) {
  const auto event = [](int t, const char* by, const char* what, const char* uci = nullptr) {
    nlohmann::json e = {{"t", t}, {"by", by}, {"do", what}};
    if (uci != nullptr) e["uci"] = uci;
    return e;
  };
  nlohmann::json events = nlohmann::json::array(
      {event(2'150, "white", "move", "e2e4"), event(2'150, "white", "press"),
       event(5'000, "black", "move", "e7e5"), event(5'000, "black", "press"),
       event(9'000, "white", "move", "g1f3"), event(9'000, "white", "press"),
       event(12'500, "black", "move", "b8c6"), event(12'500, "black", "press")});
  events[4]["us"] = 400;
  events[5]["us"] = 400;
  const nlohmann::json file = {{"id", "fixture"},
                               {"title", "fixture"},
                               {"category", "setup"},
                               {"setup", {{"fen", fen}, {"time_control", "3+2"}}},
                               {"events", events}};
  auto parsed = rules::parse_scenario(file.dump());
  EXPECT_TRUE(parsed) << parsed.error().message();
  return std::move(parsed).value();
}

TEST(PgnExport, WritesEachMovesClockAndTimeWithTheTimeControl) {
  EXPECT_EQ(pgn_with_clocks(fixture_scenario(), rules::fide_2023()),
            "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n"
            "[Black \"?\"]\n[Result \"*\"]\n[TimeControl \"180+2\"]\n\n"
            "1. e4 {[%clk 0:03:00] [%emt 0:00:02]} 1... e5 {[%clk 0:03:00] [%emt 0:00:03]}\n"
            "2. Nf3 {[%clk 0:02:58] [%emt 0:00:04]} 2... Nc6 {[%clk 0:02:58] [%emt 0:00:04]}\n"
            "*\n");  // a line holds at most 79 characters
}

TEST(PgnExport, ASetUpPositionAndAResult) {
  rules::Scenario scenario = fixture_scenario();
  // Black resigns after Nc6... the game is White's.
  rules::ScenarioEvent resign;
  resign.t = 13'000;
  resign.by = rules::Actor::kBlack;
  resign.kind = rules::EventKind::kResign;
  scenario.events.push_back(resign);
  const auto pgn = pgn_with_clocks(scenario, rules::uscf_2020());
  ASSERT_TRUE(pgn);
  EXPECT_NE(pgn->find("[Result \"1-0\"]"), std::string::npos) << *pgn;
  EXPECT_EQ(pgn->substr(pgn->size() - 6), "}\n1-0\n") << *pgn;
  // Under US Chess the 3+2 reads as an increment too (the tag is the control's PGN form).
  EXPECT_NE(pgn->find("[TimeControl \"180+2\"]"), std::string::npos) << *pgn;
  // A game set up from a FEN: its tags, and the moves numbered from it.
  const std::string fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 10";
  const auto set_up = pgn_with_clocks(fixture_scenario(fen), rules::fide_2023());
  ASSERT_TRUE(set_up);
  EXPECT_NE(set_up->find("[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n"), std::string::npos) << *set_up;
  EXPECT_NE(set_up->find("\n10. e4 {[%clk 0:03:00] [%emt 0:00:02]} 10... e5"), std::string::npos)
      << *set_up;
}

TEST(PgnExport, NoPgnWithoutEveryMove) {
  rules::Scenario scenario = fixture_scenario();
  scenario.events.erase(scenario.events.begin() + 6);  // Black's Nc6 is not given
  EXPECT_EQ(pgn_with_clocks(scenario, rules::fide_2023()), std::nullopt);
}

}  // namespace
}  // namespace flagfall::game
