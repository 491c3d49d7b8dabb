// Replacing a game that has started (issue 37): never by taps a player did not mean. The picker
// stays shut while a clock runs; the question stops a running clock and Keep restarts it; a touch
// must hold New game; and Undo brings the replaced game back exactly (times, moves, record).
#include "../clock_session_support.h"
#include "session/clock/clock_sheets.h"

namespace flagfall::session {
namespace {

using chess::Color;
using namespace testing_support;

bool has_button(const ClockSession& s, EpochMillis at, const std::string& intent) {
  const std::vector<std::string> offered = clock_mirror(s, at).intents();
  return std::find(offered.begin(), offered.end(), intent) != offered.end();
}

// A game of a few moves, paused at +5 s.
ClockSession paused_game() {
  ClockSession s = session_with("uscf-2020", "G/5;d0");
  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 1'200);
  s.apply({A::kHalf, Color::Black}, kStart + 2'700);
  s.apply({A::kHalf, Color::White}, kStart + 3'100);
  s.apply(A::kPause, kStart + 5'000);
  EXPECT_EQ(s.bar_view(kStart + 5'000), BarView::kResume);
  return s;
}

TEST(ClockReplace, TheControlIsShutWhileAClockRuns) {
  ClockSession s = session_with("uscf-2020", "G/5;d0");
  EXPECT_FALSE(s.control_locked(kStart)) << "before the start";
  start(s);
  EXPECT_TRUE(s.control_locked(kStart + 100));
  EXPECT_TRUE(s.activate("clock.control", kStart + 100));
  EXPECT_EQ(s.sheet(), ClockSheet::kNone) << "a stray tap on the bar opens nothing";
  EXPECT_FALSE(has_button(s, kStart + 100, "clock.control"));
  EXPECT_EQ(clock_state(s, kStart + 100)["popup"], "none");
  s.apply(A::kPause, kStart + 200);
  EXPECT_FALSE(s.control_locked(kStart + 200));
  EXPECT_TRUE(has_button(s, kStart + 200, "clock.control"));
  EXPECT_TRUE(s.activate("clock.control", kStart + 300));
  EXPECT_EQ(s.sheet(), ClockSheet::kPicker);
}

TEST(ClockReplace, ATouchMustHoldNewGame) {
  ClockSession s = paused_game();
  s.activate("clock.control", kStart + 6'000);
  s.activate("preset.G/3;inc2", kStart + 6'500);
  ASSERT_EQ(s.sheet(), ClockSheet::kConfirmReset);
  const ClockControls answers = reset_controls();
  ASSERT_EQ(answers.size(), 2u);
  EXPECT_EQ(intent_id(answers[0].intent), "reset.cancel") << "the safe answer first";
  EXPECT_EQ(intent_id(answers[1].intent), "reset.confirm");
  // A tap is not a hold: neither through the touch path nor held too briefly.
  EXPECT_FALSE(tap_id(s, "reset.confirm", kStart + 7'000));
  hold(s, A::kHoldNewGame, kStart + 7'000, 400);
  EXPECT_TRUE(s.started()) << "let go after 400 ms";
  EXPECT_NE(s.notice().find("hold New game for a second"), std::string::npos) << s.notice();
  hold(s, A::kHoldNewGame, kStart + 6'600, 1'100);
  EXPECT_TRUE(s.started()) << "a touch that began within the sheet's first 300 ms (a slam's)";
  hold(s, A::kHoldNewGame, kStart + 8'000, 1'000);
  EXPECT_FALSE(s.started()) << "held for a second";
  EXPECT_EQ(s.settings().control, "G/3;inc2");
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  EXPECT_EQ(s.stop_view(kStart + 9'100), StopView::kUndoNewGame);
  EXPECT_EQ(s.take_announcements().back().text,
            "New game: G/3;inc2. Undo brings the last game back for 10 seconds.");
}

// The session times a touch's hold (the UI only reports the press and the letting go): New game
// acts the frame the hold reaches a second, before the finger lifts, timed from the press.
TEST(ClockReplace, TheSessionTimesTheHoldFromThePress) {
  ClockSession s = paused_game();
  s.activate("clock.more", kStart + 6'000);
  s.activate("menu.reset", kStart + 6'500);
  ASSERT_EQ(s.sheet(), ClockSheet::kConfirmReset);
  const ClockIntent press{A::kHoldStart, {}, static_cast<std::int32_t>(A::kHoldNewGame)};
  EXPECT_FALSE(s.tap({A::kHoldNewGame}, kStart + 7'000)) << "a letting go with no press";
  EXPECT_FALSE(s.tap(press, kStart + 6'700)) << "a slam's later tap begins no hold";
  FrameOutput ignored;
  s.end_frame(kStart + 8'000, ignored);
  EXPECT_TRUE(s.started());
  EXPECT_EQ(s.hold_progress(A::kHoldNewGame, kStart + 8'000), 0.0f);

  EXPECT_TRUE(s.tap(press, kStart + 8'000));
  EXPECT_EQ(s.hold_progress(A::kHoldNewGame, kStart + 8'250), 0.25f);
  EXPECT_EQ(s.hold_progress(A::kDirector, kStart + 8'250), 0.0f) << "another control's";
  FrameOutput early;
  s.end_frame(kStart + 8'600, early);
  EXPECT_TRUE(s.started());
  ASSERT_TRUE(early.redraw_at);
  EXPECT_LE(*early.redraw_at, kStart + 9'000) << "drawn when the hold is long enough";
  s.apply(A::kHoldCancel, kStart + 8'700);  // the finger slid off and lifted elsewhere
  FrameOutput after_cancel;
  s.end_frame(kStart + 9'500, after_cancel);
  EXPECT_TRUE(s.started()) << "a cancelled hold acts on nothing";
  EXPECT_TRUE(s.notice().empty()) << s.notice();

  EXPECT_TRUE(s.tap(press, kStart + 10'000));
  FrameOutput held;
  s.end_frame(kStart + 11'040, held);
  EXPECT_FALSE(s.started()) << "held for a second: replaced with the finger still down";
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  EXPECT_FALSE(s.tap({A::kHoldNewGame}, kStart + 11'200)) << "its letting go does nothing more";
  EXPECT_EQ(s.stop_view(kStart + 11'100), StopView::kUndoNewGame);
}

TEST(ClockReplace, AKeyOrTheMirrorConfirmsAtOnce) {
  ClockSession s = paused_game();
  s.activate("clock.more", kStart + 6'000);
  s.activate("menu.reset", kStart + 6'500);
  ASSERT_EQ(s.sheet(), ClockSheet::kConfirmReset);
  EXPECT_TRUE(has_button(s, kStart + 6'600, "reset.confirm"));
  EXPECT_TRUE(s.activate("reset.confirm", kStart + 6'600));
  EXPECT_FALSE(s.started());
}

TEST(ClockReplace, UndoBringsTheReplacedGameBackExactly) {
  ClockSession s = paused_game();
  const std::string saved = s.saved();
  const nlohmann::json before = clock_state(s, kStart + 6'000);
  s.activate("clock.control", kStart + 6'000);
  s.activate("ruleset.fide-2023", kStart + 6'500);
  hold(s, A::kHoldNewGame, kStart + 7'000, 1'000);
  ASSERT_EQ(s.settings().ruleset, "fide-2023");
  EXPECT_EQ(clock_state(s, kStart + 8'100)["stop"], "undo-new-game");
  EXPECT_EQ(clock_state(s, kStart + 8'100)["undo_until"], kStart + 18'000);
  EXPECT_TRUE(has_button(s, kStart + 8'100, "clock.undo"));
  EXPECT_TRUE(s.activate("clock.undo", kStart + 12'000));
  EXPECT_EQ(s.saved(), saved) << "settings and log as they were";
  nlohmann::json after = clock_state(s, kStart + 6'000);
  nlohmann::json expected = before;
  for (nlohmann::json* j : {&after, &expected}) j->erase("taps_count_from");
  EXPECT_EQ(after, expected) << "times, moves and record as they stood";
  EXPECT_EQ(clock_state(s, kStart + 20'000)["white"], before["white"]) << "still paused";
  EXPECT_EQ(s.stop_view(kStart + 12'100), StopView::kStop);
  EXPECT_EQ(s.take_announcements().back().text,
            "Undone: the last game is back, its clocks as they stood. Resume restarts them.");
}

TEST(ClockReplace, TheUndoEndsAfterTenSecondsOrWithTheNewGamesFirstTap) {
  ClockSession late = paused_game();
  act(late, A::kAskNewGame);
  late.activate("reset.confirm", kStart + 6'000);
  EXPECT_EQ(late.stop_view(kStart + 15'999), StopView::kUndoNewGame);
  EXPECT_NE(late.stop_view(kStart + 16'000), StopView::kUndoNewGame);
  FrameOutput output;
  late.end_frame(kStart + 6'100, output);
  ASSERT_TRUE(output.redraw_at);
  EXPECT_LE(*output.redraw_at, kStart + 16'000) << "drawn when the Undo goes";
  late.apply(A::kUndo, kStart + 16'000);
  EXPECT_FALSE(late.started()) << "too late";

  ClockSession started = paused_game();
  act(started, A::kAskNewGame);
  started.activate("reset.confirm", kStart + 6'000);
  started.apply({A::kHalf, Color::Black}, kStart + 7'000);  // the new game starts
  EXPECT_NE(started.stop_view(kStart + 7'100), StopView::kUndoNewGame);
  EXPECT_EQ(started.stop_view(kStart + 7'100), StopView::kStop);
  EXPECT_TRUE(started.activate("clock.undo", kStart + 7'200));
  EXPECT_EQ(started.game().entries().size(), 0u) << "the new game stays";
}

TEST(ClockReplace, AskingStopsARunningClockAndKeepingRestartsIt) {
  ClockSession s = session_with("uscf-2020", "G/5;d0");
  start(s);
  s.activate("clock.more", kStart + 1'000);  // More opens while the clock runs
  s.activate("menu.reset", kStart + 2'000);
  ASSERT_EQ(s.sheet(), ClockSheet::kConfirmReset);
  EXPECT_EQ(clock_state(s, kStart + 5'000)["phase"], "paused") << "the clocks stand meanwhile";
  EXPECT_EQ(s.remaining(Color::White, kStart + 5'000), 300'000 - 2'000);
  EXPECT_TRUE(s.activate("reset.cancel", kStart + 5'000));
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  EXPECT_EQ(clock_state(s, kStart + 5'000)["phase"], "running") << "Keep restarts it";
  EXPECT_EQ(s.remaining(Color::White, kStart + 6'000), 300'000 - 3'000);
  EXPECT_TRUE(
      any_line(clock_state(s, kStart + 6'000)["live"]["record"], "The players pause the clocks."));
  // A game the players had paused stays paused when kept.
  s.apply(A::kPause, kStart + 7'000);
  s.activate("clock.more", kStart + 7'500);
  s.activate("menu.reset", kStart + 8'000);
  s.key(Key::kEscape, kStart + 9'000);
  EXPECT_EQ(clock_state(s, kStart + 9'000)["phase"], "paused");
}

}  // namespace
}  // namespace flagfall::session
