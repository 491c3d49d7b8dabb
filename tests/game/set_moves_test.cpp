// The director's correction of the move counter as a game-log entry (issue 26 point 4): recorded,
// replayed into the clock's set_moves, saved and restored with the game, refused out of range.
#include <gtest/gtest.h>

#include "../support/started_game.h"
#include "clock/stage.h"
#include "game/director.h"
#include "rules/scenario.h"

namespace flagfall::game {
namespace {

using chess::Color;

// White and Black each make `moves` moves, a second each, from `at` on.
void play(LiveGame& game, int moves, Millis& at) {
  for (int i = 0; i < moves; ++i) {
    ASSERT_EQ(game.press(Color::White, at += 1'000), "");
    ASSERT_EQ(game.press(Color::Black, at += 1'000), "");
  }
}

TEST(SetMovesEntry, ReplaysIntoTheClocksStage) {
  LiveGame game = started_game("fide-2023", "40/90,SD/30");
  Millis at = kStart;
  play(game, 5, at);
  EXPECT_EQ(clock::stage(game.game_clock(), clock::Side::White), (clock::Stage{true, 1, 35}));
  ASSERT_EQ(game.record(at += 500, set_moves_entries(Color::White, 38)), "");
  EXPECT_EQ(clock::stage(game.game_clock(), clock::Side::White), (clock::Stage{true, 1, 2}));
  EXPECT_EQ(clock::stage(game.game_clock(), clock::Side::Black), (clock::Stage{true, 1, 35}));
  // The clock's own log holds the correction, and the arbiter wrote a line for the record.
  const auto& events = game.game_clock().events();
  ASSERT_FALSE(events.empty());
  EXPECT_EQ(events.back().kind, clock::EventKind::SetMoves);
  EXPECT_EQ(events.back().amount, 38);
  const rules::LogEntry& line = game.ruling(at).log.back();
  EXPECT_EQ(line.what, rules::Happening::kSetMoves);
  EXPECT_EQ(line.ms, 38);
  EXPECT_EQ(line.ms2, 5);
  EXPECT_NE(line.text.find("move count to 38"), std::string::npos) << line.text;
  // Two more moves: White reaches the second control.
  play(game, 2, at);
  EXPECT_EQ(clock::stage(game.game_clock(), clock::Side::White), (clock::Stage{true, 2, 0}));
}

TEST(SetMovesEntry, SavedAndRestoredWithTheGame) {
  LiveGame game = started_game("uscf-2020", "40/90,SD/30");
  Millis at = kStart;
  play(game, 3, at);
  ASSERT_EQ(game.record(at += 200, set_moves_entries(Color::Black, 39)), "");
  const std::string saved = game.save_json();
  EXPECT_NE(saved.find("\"set-moves\""), std::string::npos);
  auto loaded = LiveGame::load_json(saved);
  ASSERT_TRUE(loaded) << loaded.error();
  EXPECT_EQ(loaded.value().save_json(), saved);
  EXPECT_EQ(clock::stage(loaded.value().game_clock(), clock::Side::Black),
            (clock::Stage{true, 1, 1}));
  // And in the scenario file, which the arbiter's own parser reads back.
  auto scenario = rules::parse_scenario(game.scenario_json());
  ASSERT_TRUE(scenario) << scenario.error().message();
  const rules::ScenarioEvent& set = scenario.value().events.back();
  EXPECT_EQ(set.kind, rules::EventKind::kSetMoves);
  EXPECT_EQ(set.side, Color::Black);
  EXPECT_EQ(set.moves, 39);
}

TEST(SetMovesEntry, RefusedOutOfRange) {
  LiveGame game = started_game("fide-2023", "40/90,SD/30");
  Millis at = kStart;
  play(game, 1, at);
  const std::size_t before = game.entries().size();
  EXPECT_NE(game.record(at + 100, set_moves_entries(Color::White, -1)), "");
  EXPECT_NE(game.record(at + 100, set_moves_entries(Color::White, clock::kMaxMoveCount + 1)), "");
  EXPECT_EQ(game.entries().size(), before);
  EXPECT_EQ(clock::stage(game.game_clock(), clock::Side::White), (clock::Stage{true, 1, 39}));
  EXPECT_EQ(game.record(at + 100, set_moves_entries(Color::White, clock::kMaxMoveCount)), "");
}

TEST(SetMovesEntry, AFileOutOfRangeOrFromAPlayerIsRejected) {
  const std::string head =
      R"({"id":"x","title":"x","category":"flag-fall","setup":{"fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},"events":[)"
      R"({"t":0,"by":"white","do":"press"},)";
  auto bad = rules::parse_scenario(head + R"({"t":5,"by":"td","do":"set-moves","side":"white",)"
                                          R"("moves":10001}],"question":"q"})");
  ASSERT_FALSE(bad);
  EXPECT_NE(bad.error().message().find("moves"), std::string::npos) << bad.error().message();
  EXPECT_FALSE(rules::parse_scenario(head + R"({"t":5,"by":"white","do":"set-moves",)"
                                            R"("side":"white","moves":3}],"question":"q"})"));
}

}  // namespace
}  // namespace flagfall::game
