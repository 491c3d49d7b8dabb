// Issue 26 points 4, 6 and 7 on the clock screen: a staged control's stage on each half (and its
// change, marked and announced), the director's correction of the move counter, the players'
// keys, each move's time after the game.
#include <gtest/gtest.h>

#include "../../support/text_checks.h"
#include "chess/fen.h"
#include "clock_session_support.h"
#include "rules/scenario.h"
#include "session/clock/clock_sheets.h"
#include "session/clock/live_text.h"
#include "session/clock/move_chart.h"
#include "session/trainer/views/share_view.h"

namespace flagfall::session {
namespace {

using chess::Color;
using testing_support::A;
using testing_support::act;
using testing_support::act_id;
using testing_support::frame_at;
using testing_support::kStart;
using testing_support::session_with;
using testing_support::start;

// Both players make `moves` moves, a second each, from `at` on (White's clock runs).
void play(ClockSession& s, int moves, EpochMillis& at) {
  for (int i = 0; i < moves; ++i) {
    s.apply({A::kHalf, Color::White}, at += 1'000);
    s.apply({A::kHalf, Color::Black}, at += 1'000);
  }
}

TEST(StageText, SaysTheStageAndTheMovesToGo) {
  EXPECT_EQ(stage_text({true, 1, 12}), "stage 1 \xC2\xB7 12 moves to go");
  EXPECT_EQ(stage_text({true, 1, 1}), "stage 1 \xC2\xB7 1 move to go");
  EXPECT_EQ(stage_text({true, 2, 0}), "stage 2 \xC2\xB7 sudden death");
  EXPECT_EQ(stage_text({false, 1, 0}), "");
}

TEST(ClockStages, EachHalfShowsItsStageAndANewStageIsMarkedAndAnnouncedOnce) {
  ClockSession s = session_with("fide-2023", "3/1,SD/1");
  EXPECT_EQ(s.half_view(Color::White, kStart).stage, "stage 1 \xC2\xB7 3 moves to go");
  start(s);
  EpochMillis at = kStart;
  play(s, 2, at);
  EXPECT_EQ(frame_at(s, at + 1), std::vector<Announcement>{});
  EXPECT_EQ(s.half_view(Color::White, at + 1).stage, "stage 1 \xC2\xB7 1 move to go");
  s.apply({A::kHalf, Color::White}, at += 1'000);  // White's third move: the second stage
  EXPECT_EQ(frame_at(s, at + 10),
            (std::vector<Announcement>{{"White: stage 2 \xC2\xB7 sudden death.", false}}));
  const HalfView white = s.half_view(Color::White, at + 20);
  EXPECT_EQ(white.stage, "stage 2 \xC2\xB7 sudden death");
  EXPECT_TRUE(white.stage_new);
  EXPECT_FALSE(s.half_view(Color::Black, at + 20).stage_new);
  EXPECT_FALSE(s.half_view(Color::White, at + 10 + kStageMarkMs).stage_new);
  EXPECT_EQ(frame_at(s, at + 500), std::vector<Announcement>{});  // said once
  // The mirror gives the same words.
  const nlohmann::json mirror = nlohmann::json::parse(clock_mirror(s, at + 20).to_json().dump());
  EXPECT_NE(mirror.dump().find("stage 2 \xC2\xB7 sudden death."), std::string::npos);
}

TEST(ClockStages, AControlWithoutStagesShowsNoneAndOffersNoMoveCounter) {
  ClockSession s = session_with("fide-2023", "3+2");
  start(s);
  EXPECT_EQ(s.half_view(Color::White, kStart + 1).stage, "");
  for (const ClockControl& c : director_set_times(s))
    EXPECT_EQ(intent_id(c.intent).find("moves"), std::string::npos);
}

TEST(ClockStages, TheDirectorCorrectsTheMoveCountAsAGameLogEntry) {
  ClockSession s = session_with("uscf-2020", "40/90,SD/30");
  start(s);
  EpochMillis at = kStart;
  play(s, 2, at);
  act(s, A::kOpenMenu);
  hold(s, A::kDirector, at + 100, 1'100);  // held for a second
  ASSERT_EQ(s.sheet(), ClockSheet::kDirector);
  bool offered = false;
  for (const ClockControl& c : director_set_times(s))
    offered |= intent_id(c.intent) == "director.moves.white";
  ASSERT_TRUE(offered);
  EXPECT_TRUE(s.activate("director.moves.white", at + 2'000));
  FrameOutput output;
  s.end_frame(at + 2'001, output);
  ASSERT_TRUE(output.ask_text.has_value());
  EXPECT_EQ(output.ask_text->id, "set-moves.white");
  EXPECT_EQ(output.ask_text->initial, "2");
  s.text_entered("set-moves.white", "39", true);
  EXPECT_EQ(s.half_view(Color::White, at + 2'100).stage, "stage 1 \xC2\xB7 1 move to go");
  EXPECT_EQ(s.game().entries().back().event->kind, rules::EventKind::kSetMoves);
  // Out of range or not a number: refused with a notice, nothing recorded.
  const std::size_t entries = s.game().entries().size();
  s.text_entered("set-moves.white", "10001", true);
  EXPECT_NE(s.notice(), "");
  s.text_entered("set-moves.white", "forty", true);
  EXPECT_NE(s.notice().find("not a move count"), std::string::npos);
  EXPECT_EQ(s.game().entries().size(), entries);
  // It survives a reload with the game.
  ClockSession reloaded;
  ASSERT_EQ(reloaded.restore(s.saved()), std::nullopt);
  EXPECT_EQ(reloaded.half_view(Color::White, at + 3'000).stage, "stage 1 \xC2\xB7 1 move to go");
  EXPECT_EQ(frame_at(reloaded, at + 3'000), std::vector<Announcement>{});
}

TEST(PlayersKeys, PressWhitesKeyThenBlacksAndEachPressesItsClockTimedByItsEvent) {
  ClockSession s = session_with("fide-2023", "3+2");
  EXPECT_EQ(s.settings().white_key, "ShiftLeft");
  act(s, A::kOpenMenu);
  EXPECT_TRUE(s.activate("menu.keys", kStart - 5'000));
  ASSERT_EQ(s.sheet(), ClockSheet::kKeys);
  EXPECT_EQ(keys_text(s), "White's key: Left Shift \xC2\xB7 Black's key: Right Shift.");
  EXPECT_EQ(s.keys_past_mirror(), std::vector<std::string>{}) << "the sheet's own keys";
  EXPECT_TRUE(s.activate("keys.choose", kStart - 4'000));
  EXPECT_EQ(keys_text(s), "Press White's key.");
  // Chosen from the mirror too: every key reaches the app while it waits for them.
  EXPECT_EQ(s.keys_past_mirror(), std::vector<std::string>{"*"});
  EXPECT_TRUE(s.player_key("KeyA", kStart - 3'000));
  EXPECT_EQ(keys_text(s), "Press Black's key.");
  EXPECT_TRUE(s.player_key("KeyA", kStart - 2'500));  // the same key again: refused
  EXPECT_EQ(s.choosing_keys(), 2);
  EXPECT_TRUE(s.player_key("KeyL", kStart - 2'000));
  EXPECT_EQ(s.choosing_keys(), 0);
  EXPECT_EQ(s.settings().white_key, "KeyA");
  EXPECT_EQ(s.settings().black_key, "KeyL");
  const std::vector<Announcement> said = s.take_announcements();
  ASSERT_FALSE(said.empty());
  EXPECT_EQ(said.back().text, "Black: L.");
  EXPECT_TRUE(s.activate("keys.done", kStart - 1'000));
  EXPECT_EQ(s.keys_past_mirror(), (std::vector<std::string>{"KeyA", "KeyL"}));
  // Black's key starts White's clock; each key presses its own side, charged at its instant.
  EXPECT_TRUE(s.player_key("KeyL", kStart, 250));
  ASSERT_TRUE(s.started());
  EXPECT_TRUE(s.player_key("KeyA", kStart + 1'500, 700));
  EXPECT_EQ(s.game().game_clock().view(clock::Side::White, 0).used, 1'500);
  EXPECT_FALSE(s.player_key("ShiftLeft", kStart + 2'000)) << "no longer a player's key";
  // Kept in the saved settings.
  ClockSession reloaded;
  ASSERT_EQ(reloaded.restore(s.saved()), std::nullopt);
  EXPECT_EQ(reloaded.settings().white_key, "KeyA");
  EXPECT_EQ(reloaded.settings().black_key, "KeyL");
  EXPECT_NE(keys_hint(reloaded.settings()).find("A White \xC2\xB7 L Black"), std::string::npos);
}

TEST(PlayersKeys, ThePedalPresetIsPageUpAndPageDownBesideTheShiftKeys) {
  ClockSession s = session_with("fide-2023", "3+2");
  act(s, A::kOpenMenu);
  s.activate("menu.keys", kStart - 2'000);
  ClockControls controls = keys_controls(s);
  ASSERT_GE(controls.size(), 2u);
  EXPECT_EQ(intent_id(controls[0].intent), "keys.shift");
  EXPECT_TRUE(controls[0].on);
  EXPECT_EQ(intent_id(controls[1].intent), "keys.pedals");
  EXPECT_TRUE(s.activate("keys.pedals", kStart - 1'000));
  EXPECT_EQ(s.settings().white_key, "PageUp");
  EXPECT_EQ(s.settings().black_key, "PageDown");
  EXPECT_TRUE(keys_controls(s)[1].on);
  EXPECT_EQ(keys_text(s), "White's key: Page Up \xC2\xB7 Black's key: Page Down.");
  EXPECT_FALSE(s.player_key("PageDown", kStart)) << "the sheet keeps the keys while it is open";
  s.activate("keys.done", kStart);
  // Blitz pace: presses 180 ms apart switch the clock each time.
  EpochMillis at = kStart;
  EXPECT_TRUE(s.player_key("PageDown", at));
  for (int i = 0; i < 10; ++i) {
    const bool white = i % 2 == 0;
    EXPECT_TRUE(s.player_key(white ? "PageUp" : "PageDown", at += 180));
    EXPECT_EQ(*s.game().game_clock().running_side(s.game().game_time(at)),
              white ? clock::Side::Black : clock::Side::White);
  }
  EXPECT_EQ(s.game().game_clock().view(clock::Side::White, 0).used, 5 * 180);
  EXPECT_EQ(s.keys_past_mirror(), (std::vector<std::string>{"PageUp", "PageDown"}));
  EXPECT_TRUE(s.activate("clock.more", at + 100));
  s.activate("menu.keys", at + 200);
  s.activate("keys.shift", at + 300);
  EXPECT_EQ(s.settings().white_key, "ShiftLeft");
  s.activate("keys.done", at + 400);
  // The Shift keys move through the mirror (Shift-Tab): they stay the mirror's.
  EXPECT_EQ(s.keys_past_mirror(), std::vector<std::string>{});
}

TEST(PlayersKeys, ASaveWithBadKeysIsRefused) {
  ClockSession s;
  nlohmann::json saved = nlohmann::json::parse(s.saved());
  saved["settings"]["keys"] = {"PageUp", "PageUp"};
  ClockSession other;
  EXPECT_NE(other.restore(saved.dump()), std::nullopt);
  saved["settings"]["keys"] = {"Page<Up", "PageDown"};
  EXPECT_NE(other.restore(saved.dump()), std::nullopt);
  saved["settings"].erase("keys");  // a save from before the keys keeps the Shift keys
  EXPECT_EQ(other.restore(saved.dump()), std::nullopt);
  EXPECT_EQ(other.settings().white_key, "ShiftLeft");
}

TEST(MoveTimesAfterTheGame, TheRecordShowsEachMovesTimeAndExportsIt) {
  ClockSession s = session_with("fide-2023", "3+2");
  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 2'100);   // White's first move: 2.1 s
  s.apply({A::kHalf, Color::Black}, kStart + 5'600);   // Black's: 3.5 s
  s.apply({A::kHalf, Color::White}, kStart + 13'800);  // White's second: 8.2 s
  act(s, A::kMenuRecord);
  EXPECT_FALSE(s.record_times());
  EXPECT_TRUE(s.activate("record.times", kStart + 14'000));
  ASSERT_TRUE(s.record_times());
  const MoveChart chart = move_chart(s.game());
  ASSERT_EQ(chart.rows.size(), 2u);
  EXPECT_EQ(chart.rows[0].white, 2'100);
  EXPECT_EQ(chart.rows[0].black, 3'500);
  EXPECT_EQ(chart.rows[1].white, 8'200);
  EXPECT_EQ(chart.rows[1].black, std::nullopt);
  EXPECT_EQ(chart.longest, 8'200);
  EXPECT_EQ(chart.caption,
            "Longest: White's move 2, 8.2 s \xC2\xB7 Average: White 5.2 s, Black 3.5 s");
  EXPECT_EQ(move_chart_table(chart)[2], (std::vector<std::string>{"2", "8.2 s", ""}));
  EXPECT_EQ(move_time_label(65'400), "1:05");
  // The mirror shows the same table; the controls are the chart's.
  const std::string mirror = clock_mirror(s, kStart + 14'100).to_json().dump();
  EXPECT_NE(mirror.find("Each move's time"), std::string::npos);
  EXPECT_NE(mirror.find("8.2 s"), std::string::npos);
  // CSV through the export path.
  EXPECT_TRUE(s.activate("record.csv", kStart + 14'200));
  auto csv = s.take_export();
  ASSERT_TRUE(csv.has_value());
  EXPECT_EQ(csv->filename, "flagfall-move-times.csv");
  EXPECT_EQ(csv->text.substr(0, csv->text.find('\n', 40) + 1),
            "move,side,spent_ms,clock_ms,at_ms\n1,white,2100,179900,2100\n");
  // A live game's presses are no record of the moves: no PGN offered.
  EXPECT_FALSE(s.pgn_offered());
  for (const ClockControl& c : record_controls(s)) EXPECT_NE(intent_id(c.intent), "record.pgn");
  // The scenario file carries the times too, and still reads as a scenario.
  EXPECT_TRUE(s.activate("record.times", kStart + 14'300));
  EXPECT_TRUE(s.activate("record.export", kStart + 14'400));
  auto file = s.take_export();
  ASSERT_TRUE(file.has_value());
  const nlohmann::json scenario = nlohmann::json::parse(file->text);
  ASSERT_EQ(scenario["move_times"].size(), 3u);
  EXPECT_EQ(scenario["move_times"][1]["spent_ms"], 3'500);
  EXPECT_TRUE(rules::parse_scenario(file->text));
}

// A case made in the editor knows its moves: its share sheet offers it as PGN with the clocks.
TEST(MoveTimesAfterTheGame, ACaseWithItsMovesSharesAsPgnWithClocks) {
  nlohmann::json events = nlohmann::json::array();
  int t = 0;
  for (const char* uci : {"e2e4", "e7e5", "g1f3", "b8c6"}) {
    const char* by = events.size() % 4 == 0 ? "white" : "black";
    t += 2'500;
    events.push_back({{"t", t}, {"by", by}, {"do", "move"}, {"uci", uci}});
    events.push_back({{"t", t}, {"by", by}, {"do", "press"}});
  }
  nlohmann::json file = {
      {"id", "made"},
      {"title", "Made in the editor"},
      {"category", "setup"},
      {"rulesets", {"fide-2023"}},
      {"setup", {{"fen", std::string(chess::kStartingFen)}, {"time_control", "3+2"}}},
      {"events", events}};
  auto scenario = rules::parse_scenario(file.dump());
  ASSERT_TRUE(scenario) << scenario.error().message();
  const ShareSheet sheet = share_case_sheet(scenario.value(), "https://example.org/");
  EXPECT_NE(sheet.pgn.find("[TimeControl \"180+2\"]"), std::string::npos) << sheet.pgn;
  EXPECT_NE(sheet.pgn.find("1. e4 {[%clk 0:03:00] [%emt 0:00:03]}"), std::string::npos)
      << sheet.pgn;
  // Presses alone are no record of the moves.
  file["events"] = {{{"t", 1'000}, {"by", "white"}, {"do", "press"}}};
  EXPECT_EQ(share_case_sheet(rules::parse_scenario(file.dump()).value(), "").pgn, "");
}

TEST(PlayersKeys, KeyLabels) {
  EXPECT_EQ(key_label("KeyA"), "A");
  EXPECT_EQ(key_label("Digit7"), "7");
  EXPECT_EQ(key_label("ShiftRight"), "Right Shift");
  EXPECT_EQ(key_label("PageDown"), "Page Down");
  EXPECT_EQ(key_label("ArrowLeft"), "Left Arrow");
  EXPECT_EQ(key_label("Space"), "Space");
}

}  // namespace
}  // namespace flagfall::session
