// The clock session's intents outside the claim sheet: the halves, the bar, the picker, the
// menu, the ruling, the record, the director's panel, the promotion piece, text answers and
// what each frame asks of the platform.
#include "clock_session_support.h"

namespace flagfall::session {
namespace {

using chess::Color;
using namespace testing_support;

TEST(ClockSessionTest, ANewSessionIsUsChessWithItsStandardControl) {
  ClockSession s;
  EXPECT_EQ(s.settings().ruleset, "uscf-2020");
  EXPECT_EQ(s.settings().control, "G/5;d0");
  EXPECT_FALSE(s.started());
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  EXPECT_EQ(s.claim(), nullptr);
  EXPECT_EQ(s.notice(), "");
  EXPECT_TRUE(s.take_unsaved_change()) << "a new game is saved";
  EXPECT_FALSE(s.take_unsaved_change()) << "once";
}

TEST(ClockSessionTest, BlackStartsWhitesClockThenEachPressesHisOwn) {
  ClockSession s = session_with("uscf-2020", "1+0");
  s.take_unsaved_change();
  s.apply({A::kHalf, Color::White}, kStart);  // the first mover's tap does not start the clock
  EXPECT_FALSE(s.started());
  s.apply({A::kHalf, Color::Black}, kStart);
  ASSERT_TRUE(s.started());
  EXPECT_TRUE(s.take_unsaved_change());
  s.apply({A::kHalf, Color::Black}, kStart + 400);  // not his clock: nothing
  EXPECT_FALSE(s.take_unsaved_change());
  s.apply({A::kHalf, Color::White}, kStart + 600);
  EXPECT_TRUE(s.take_unsaved_change());
  const nlohmann::json clock = clock_state(s, kStart + 1'000);
  EXPECT_EQ(clock["running"], "black");
  EXPECT_EQ(clock["white"]["remaining_ms"], 59'400);
  EXPECT_EQ(clock["black"]["remaining_ms"], 59'600);
  EXPECT_EQ(clock["white"]["moves"], 1);
  FrameOutput output;
  s.end_frame(kStart + 1'000, output);
  EXPECT_EQ(output.sounds, std::vector<Sound>{Sound::Press}) << "the press, once";
  EXPECT_TRUE(output.keep_awake);
  ASSERT_TRUE(output.tick_at);
  EXPECT_EQ(*output.tick_at, kStart + 1'600) << "when Black's digits change next";
}

TEST(ClockSessionTest, AHalfPressesWhateverSheetIsOpenExceptWhileTheClocksStandForAClaim) {
  ClockSession s = session_with("uscf-2020", "1+0");
  act(s, A::kOpenMenu);
  s.apply({A::kHalf, Color::Black}, kStart);
  EXPECT_TRUE(s.started()) << "the tap beside the menu starts the game";
  EXPECT_EQ(s.sheet(), ClockSheet::kMenu) << "and opens or closes nothing";
  act(s, A::kCloseSheet);
  act(s, A::kMenuRecord);
  s.apply({A::kHalf, Color::White}, kStart + 500);
  EXPECT_EQ(clock_state(s, kStart + 600)["running"], "black");
  EXPECT_EQ(s.sheet(), ClockSheet::kRecord);
  act(s, A::kCloseSheet);
  s.apply(A::kStop, kStart + 700);
  s.apply({A::kHalf, Color::Black}, kStart + 800);
  EXPECT_EQ(clock_state(s, kStart + 900)["white"]["moves"], 1);
  EXPECT_EQ(clock_state(s, kStart + 900)["black"]["moves"], 0) << "the clocks stand for a claim";
}

TEST(ClockSessionTest, ThePauseButtonPausesResumesAndOpensTheRecordWhenOver) {
  ClockSession s = session_with("uscf-2020", "1+0");
  EXPECT_EQ(s.bar_view(kStart), BarView::kPauseDisabled);
  s.apply(A::kPause, kStart);
  start(s);
  EXPECT_EQ(s.bar_view(kStart + 100), BarView::kPause);
  s.apply(A::kResume, kStart + 100);  // not stopped: nothing
  EXPECT_EQ(clock_state(s, kStart + 200)["phase"], "running");
  s.apply(A::kPause, kStart + 200);
  EXPECT_EQ(clock_state(s, kStart + 900)["phase"], "paused");
  EXPECT_EQ(s.bar_view(kStart + 900), BarView::kResume);
  s.apply(A::kResume, kStart + 1'000);
  nlohmann::json clock = clock_state(s, kStart + 1'100);
  EXPECT_EQ(clock["phase"], "running");
  EXPECT_EQ(clock["white"]["remaining_ms"], 60'000 - 300) << "the pause was not charged";
  s.apply({A::kOpenClaim, Color::White}, kStart + 1'200);
  act(s, A::kOpenResults);
  act(s, {A::kResign, Color::Black});
  s.apply(A::kConfirmEnding, kStart + 1'500);
  act(s, A::kCloseSheet);
  EXPECT_EQ(s.bar_view(kStart + 2'000), BarView::kRecord);
  act(s, A::kMenuRecord);
  EXPECT_EQ(s.sheet(), ClockSheet::kRecord);
}

TEST(ClockSessionTest, ThePickerChoosesARulesetWithItsControlOrAnyControl) {
  ClockSession s;
  act(s, A::kOpenPicker);
  act_id(s, "ruleset.fide-2023");
  EXPECT_EQ(s.settings().control, "3+2");
  EXPECT_EQ(s.sheet(), ClockSheet::kPicker) << "the picker stays open for a control";
  act_id(s, "ruleset.no-such-ruleset");
  EXPECT_EQ(s.settings().ruleset, "fide-2023");
  act_id(s, "preset.5+0");
  EXPECT_EQ(s.settings().control, "5+0");
  EXPECT_EQ(s.sheet(), ClockSheet::kNone) << "a control taken closes the picker";

  act(s, A::kOpenPicker);
  act(s, A::kAskCustom);
  FrameOutput output;
  s.end_frame(kStart, output);
  ASSERT_TRUE(output.ask_text);
  EXPECT_EQ(output.ask_text->id, "control");
  EXPECT_EQ(output.ask_text->initial, "5+0");
  EXPECT_FALSE(output.ask_text->turned);
  s.text_entered("control", "G/0", true);
  EXPECT_EQ(s.notice(), "\"G/0\" is not a time control (at 0: zero time).");
  EXPECT_EQ(s.settings().control, "5+0");
  EXPECT_EQ(s.sheet(), ClockSheet::kPicker);
  s.text_entered("control", "G/3;d2", false);  // not confirmed: nothing
  EXPECT_EQ(s.settings().control, "5+0");
  s.text_entered("control", "G/3;d2", true);
  EXPECT_EQ(s.settings().control, "G/3;d2");
  EXPECT_EQ(s.notice(), "");
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  EXPECT_EQ(clock_state(s, kStart)["white"]["remaining_ms"], 180'000);
}

TEST(ClockSessionTest, AControlTheRulesetRefusesIsExplained) {
  ClockSession s = session_with("uscf-2020", "1+0");
  act(s, A::kOpenPicker);
  s.text_entered("control", "-", true);
  EXPECT_NE(s.notice(), "");
  EXPECT_EQ(s.settings().control, "1+0");
}

TEST(ClockSessionTest, TheMenuTogglesAndSwaps) {
  ClockSession s;
  s.take_unsaved_change();
  act(s, A::kOpenMenu);
  act(s, A::kSound);
  EXPECT_FALSE(s.settings().sound);
  act(s, A::kTenths);
  EXPECT_FALSE(s.settings().tenths);
  EXPECT_EQ(s.display_format().tenths_below, 0);
  act(s, A::kSwap);
  EXPECT_EQ(s.settings().far_side, clock::Side::White);
  EXPECT_EQ(s.sheet(), ClockSheet::kMenu);
  EXPECT_TRUE(s.take_unsaved_change());
}

TEST(ClockSessionTest, ANewGameAsksFirst) {
  ClockSession s = session_with("uscf-2020", "1+0");
  start(s);
  act(s, A::kOpenMenu);
  act(s, A::kAskNewGame);
  EXPECT_EQ(s.sheet(), ClockSheet::kConfirmReset);
  act(s, A::kCloseSheet);  // cancel keeps the game
  EXPECT_TRUE(s.started());
  act(s, A::kOpenMenu);
  act(s, A::kAskNewGame);
  act(s, A::kNewGame);
  EXPECT_FALSE(s.started());
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  EXPECT_EQ(s.settings().control, "1+0");
}

TEST(ClockSessionTest, TheDirectorsPanelNeedsAHoldOfASecond) {
  ClockSession s = session_with("uscf-2020", "1+0");
  act(s, A::kOpenMenu);
  hold(s, A::kDirector, kStart, 2'000);  // not before the start
  EXPECT_EQ(s.sheet(), ClockSheet::kMenu);
  act(s, A::kCloseSheet);
  start(s);
  act(s, A::kOpenMenu);
  hold(s, A::kDirector, kStart + 1'000, 999);
  EXPECT_EQ(s.sheet(), ClockSheet::kMenu);
  EXPECT_EQ(s.notice(),
            "Hold the button for a second, or press it twice: the panel is for the tournament "
            "director.");
  hold(s, A::kDirector, kStart + 3'000, 1'000);
  EXPECT_EQ(s.sheet(), ClockSheet::kDirector);
  EXPECT_EQ(s.notice(), "");
  EXPECT_FALSE(s.sheet_turned()) << "the director's panel faces the phone's holder";
}

// A touch's hold is timed by the session from its press (the UI reports the press and the letting
// go); a letting go whose press the sheet's guard ignored, or that had none, opens nothing.
TEST(ClockSessionTest, TheDirectorsButtonIsTimedFromItsPress) {
  ClockSession s = session_with("uscf-2020", "1+0");
  start(s);
  s.apply(A::kOpenMenu, kStart + 1'000);
  const ClockIntent press{A::kHoldStart, {}, static_cast<std::int32_t>(A::kDirector)};
  EXPECT_FALSE(s.tap(A::kDirector, kStart + 1'400)) << "no press began it";
  EXPECT_FALSE(s.tap(press, kStart + 1'100)) << "within the menu's first 300 ms";
  EXPECT_FALSE(s.tap(A::kDirector, kStart + 2'200));
  EXPECT_EQ(s.sheet(), ClockSheet::kMenu);
  EXPECT_EQ(s.notice(), "");
  EXPECT_TRUE(s.tap(press, kStart + 2'500));
  EXPECT_EQ(s.hold_progress(A::kDirector, kStart + 3'000), 0.5f);
  EXPECT_EQ(s.hold_progress(A::kDirector, kStart + 4'000), 1.0f);
  EXPECT_TRUE(s.tap(A::kDirector, kStart + 3'500));
  EXPECT_EQ(s.sheet(), ClockSheet::kDirector);
  EXPECT_EQ(s.hold_progress(A::kDirector, kStart + 3'600), 0.0f) << "the hold ended";
}

TEST(ClockSessionTest, TheDirectorSetsATimeTypedIn) {
  ClockSession s = session_with("uscf-2020", "G/5;d0");
  start(s);
  act(s, A::kOpenMenu);
  hold(s, A::kDirector, kStart, 1'500);
  s.apply({A::kSetTime, Color::Black}, kStart + 1'500);
  FrameOutput output;
  s.end_frame(kStart + 1'500, output);
  ASSERT_TRUE(output.ask_text);
  EXPECT_EQ(output.ask_text->id, "set-time.black");
  EXPECT_EQ(output.ask_text->initial, "5:00");
  s.text_entered("set-time.black", "4:3o", true);
  EXPECT_EQ(s.notice(), "\"4:3o\" is not a time: write it as m:ss, for example 4:30.");
  EXPECT_EQ(s.sheet(), ClockSheet::kDirector);
  s.text_entered("set-time.black", "4:30", true);  // at the latest frame's instant
  ASSERT_EQ(s.sheet(), ClockSheet::kRuling);
  const nlohmann::json clock = clock_state(s, kStart + 1'600);
  EXPECT_EQ(clock["black"]["remaining_ms"], 270'000);
  EXPECT_EQ(clock["live"]["reason"], "time-set");
  EXPECT_EQ(clock["live"]["entries"], 1);
  EXPECT_EQ(s.notice(), "");
}

TEST(ClockSessionTest, TheDirectorSetsNoTimeOnceBothHaveMoved) {
  ClockSession s = session_with("uscf-2020", "G/5;d0");
  start(s);
  act(s, A::kOpenMenu);
  hold(s, A::kDirector, kStart, 1'500);
  frame_at(s, kStart + 1'500);
  s.text_entered("set-time.black", "4:30", true);
  EXPECT_EQ(clock_state(s, kStart + 1'500)["black"]["remaining_ms"], 270'000);
  act(s, A::kCloseSheet);
  s.apply({A::kHalf, Color::White}, kStart + 2'000);
  s.apply({A::kHalf, Color::Black}, kStart + 3'000);
  act(s, A::kOpenMenu);
  hold(s, A::kDirector, kStart + 3'000, 1'500);
  frame_at(s, kStart + 5'000);
  s.text_entered("set-time.black", "9:00", true);
  ASSERT_EQ(s.sheet(), ClockSheet::kRuling);
  const nlohmann::json clock = clock_state(s, kStart + 5'000);
  EXPECT_LT(clock["black"]["remaining_ms"], 270'000) << "the setting stands (US Chess 11-3)";
  bool cited = false;
  for (const auto& line : clock["live"]["ruling_lines"]) cited |= line["rule"] == "USCF 11-3";
  EXPECT_TRUE(cited);
}

TEST(ClockSessionTest, TheDirectorReducesExcessTimeAndStopsAndRestartsTheClocks) {
  ClockSession s = session_with("uscf-summary", "G/5;d0");
  start(s);
  act(s, A::kOpenMenu);
  hold(s, A::kDirector, kStart, 1'500);
  frame_at(s, kStart + 1'500);
  s.text_entered("set-time.white", "8:00", true);
  act(s, A::kCloseSheet);
  s.apply({A::kHalf, Color::White}, kStart + 2'000);
  s.apply({A::kHalf, Color::Black}, kStart + 3'000);
  act(s, A::kOpenMenu);
  hold(s, A::kDirector, kStart + 4'000, 1'500);
  EXPECT_EQ(s.director_offer(kStart + 5'500).stop, game::DirectorStop::kStop);
  s.apply(A::kDirectorStop, kStart + 5'500);
  EXPECT_EQ(clock_state(s, kStart + 5'600)["phase"], "paused");
  s.apply({A::kReduce, Color::Black}, kStart + 6'000);  // Black has no excess: nothing
  EXPECT_EQ(s.sheet(), ClockSheet::kDirector);
  s.apply({A::kReduce, Color::White}, kStart + 6'000);
  ASSERT_EQ(s.sheet(), ClockSheet::kRuling);
  nlohmann::json clock = clock_state(s, kStart + 6'100);
  EXPECT_EQ(clock["white"]["remaining_ms"], 300'000);
  EXPECT_EQ(clock["live"]["reason"], "time-set");
  act(s, A::kCloseSheet);
  act(s, A::kOpenMenu);
  hold(s, A::kDirector, kStart + 7'000, 1'500);
  s.apply(A::kDirectorStop, kStart + 8'500);  // restarts
  EXPECT_EQ(clock_state(s, kStart + 8'600)["phase"], "running");
}

TEST(ClockSessionTest, APenaltyAgainstTheChosenPlayer) {
  ClockSession s = session_with("uscf-2020", "1+0");
  start(s);
  s.apply({A::kPenalty, {}, static_cast<int>(rules::Offence::kTwoHands)},
          kStart + 100);  // the panel is not open: nothing
  EXPECT_EQ(clock_state(s, kStart + 100)["live"]["entries"], 0);
  act(s, A::kOpenMenu);
  hold(s, A::kDirector, kStart, 1'500);
  EXPECT_EQ(s.director_side(), Color::White);
  act(s, {A::kAgainst, Color::White});
  s.apply({A::kPenalty, {}, static_cast<int>(rules::Offence::kTwoHands)}, kStart + 1'600);
  ASSERT_EQ(s.sheet(), ClockSheet::kRuling) << "a minute to the opponent needs no confirmation";
  const nlohmann::json clock = clock_state(s, kStart + 1'600);
  EXPECT_EQ(clock["live"]["reason"], "penalty");
  EXPECT_TRUE(any_line(clock["live"]["record"], "using two hands"));
  EXPECT_FALSE(any_line(clock["live"]["record"], "two-hands")) << "words, not the id";
}

// US Chess 11-16: after a press with the pawn unpromoted, the opponent restarts the clock; the
// promoting player then says which piece.
TEST(ClockSessionTest, TheOpponentRestartsTheClockAfterAnUnpromotedPress) {
  ClockSession s = session_with("uscf-2020", "1+0");
  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 300);
  s.apply({A::kOpenClaim, Color::Black}, kStart + 600);
  act(s, A::kClaimUnpromoted);
  ASSERT_EQ(s.sheet(), ClockSheet::kRuling);
  nlohmann::json live = clock_state(s, kStart + 700)["live"];
  bool restart_line = false;
  for (const auto& line : live["ruling_lines"]) {
    restart_line |=
        line["text"].get<std::string>().find("restart White's clock") != std::string::npos &&
        line["rule"] == "USCF 11-16";
  }
  EXPECT_TRUE(restart_line);
  act(s, A::kCloseSheet);
  // Black's own press restarts White's clock: a half only presses, and the arbiter rules it.
  s.apply({A::kHalf, Color::White}, kStart + 900);  // not White's clock
  EXPECT_EQ(clock_state(s, kStart + 900)["running"], "black");
  s.apply({A::kHalf, Color::Black}, kStart + 900);
  EXPECT_EQ(s.sheet(), ClockSheet::kNone) << "a half opens nothing";
  EXPECT_EQ(clock_state(s, kStart + 1'000)["running"], "white");
  // White stops the clocks from the bar to put the piece down.
  s.apply(A::kStop, kStart + 1'100);
  ASSERT_TRUE(s.claim_offer(Color::White)->promotion_stop);
  EXPECT_EQ(*s.claim_offer(Color::White)->promotion_stop, Color::White);
  ASSERT_TRUE(s.activate("claim.promotion-stop.white", kStart + 1'200));
  ASSERT_EQ(s.sheet(), ClockSheet::kPromote);
  EXPECT_EQ(s.promoter(), Color::White);
  s.apply({A::kPromote, {}, 0}, kStart + 1'500);
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  s.apply({A::kHalf, Color::White}, kStart + 2'000);
  live = clock_state(s, kStart + 2'100)["live"];
  EXPECT_EQ(live["outcome"], "play-on");
  EXPECT_TRUE(any_line(live["record"], "restarts White's clock"));
}

// Sacramento: the opponent stops the clocks for an unpromoted pawn, and again from his half
// while it waits.
TEST(ClockSessionTest, TheOpponentStopsTheClocksForAPawnLeftUnpromoted) {
  ClockSession s = session_with("sacramento-2005", "G/5;d0");
  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 300);
  s.apply({A::kOpenClaim, Color::Black}, kStart + 600);
  act(s, A::kClaimUnpromoted);
  ASSERT_EQ(s.sheet(), ClockSheet::kPromote);
  EXPECT_EQ(s.promoter(), Color::White);
  EXPECT_EQ(clock_state(s, kStart + 700)["phase"], "paused");
  s.apply({A::kPromote, {}, 3}, kStart + 1'000);
  EXPECT_EQ(clock_state(s, kStart + 1'100)["phase"], "running");
}

TEST(ClockSessionTest, TheRecordIsExportedSharedAndStudied) {
  ClockSession s = session_with("uscf-2020", "1+0");
  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 500);
  act(s, A::kMenuRecord);
  act(s, A::kExportScenario);
  auto file = s.take_export();
  ASSERT_TRUE(file);
  EXPECT_EQ(file->kind, "download");
  EXPECT_EQ(file->filename, "flagfall-game.json");
  EXPECT_EQ(file->mime, "application/json");
  EXPECT_EQ(file->text, s.game().scenario_json(true));  // with each move's time
  EXPECT_FALSE(s.take_export()) << "handed out once";
  act(s, A::kShareRecord);
  file = s.take_export();
  ASSERT_TRUE(file);
  EXPECT_EQ(file->kind, "share");
  EXPECT_NE(file->text.find("White pressed the clock"), std::string::npos) << file->text;
  act(s, A::kStudy);  // only a finished game
  EXPECT_FALSE(s.study_requested());
  act(s, A::kShareCase);
  EXPECT_FALSE(s.share_requested());
  act(s, A::kCloseSheet);
  s.apply({A::kOpenClaim, Color::White}, kStart + 1'000);
  act(s, A::kOpenResults);
  act(s, {A::kResign, Color::Black});
  s.apply(A::kConfirmEnding, kStart + 1'100);
  act(s, A::kMenuRecord);
  act(s, A::kStudy);
  EXPECT_TRUE(s.study_requested());
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  EXPECT_EQ(s.take_study(), s.game().scenario_json());
  EXPECT_FALSE(s.study_requested());
  // "Share this case": the finished game goes to the trainer's share sheet, once.
  act(s, A::kMenuRecord);
  act(s, A::kShareCase);
  EXPECT_TRUE(s.share_requested());
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  EXPECT_EQ(s.take_share_game(), s.game().scenario_json());
  EXPECT_FALSE(s.share_requested());
}

TEST(ClockSessionTest, AFlagIsAnnouncedOnceWithItsSoundAndTheScreenSleepsWhenNothingRuns) {
  ClockSession s = session_with("uscf-2020", "3s+0");
  start(s);
  FrameOutput output;
  s.end_frame(kStart + 2'000, output);
  EXPECT_EQ(output.sounds, std::vector<Sound>{Sound::LowTime})
      << "under 10 s: the low-time warning";
  EXPECT_EQ(output.tick_at, kStart + 2'100) << "tenths under 20 s";
  output = {};
  s.end_frame(kStart + 3'100, output);
  EXPECT_EQ(output.sounds, std::vector<Sound>{Sound::Flag});
  output = {};
  s.end_frame(kStart + 3'200, output);
  EXPECT_TRUE(output.sounds.empty()) << "once";
  act(s, A::kSound);
  s.apply(A::kPause, kStart + 3'300);
  output = {};
  s.end_frame(kStart + 3'400, output);
  EXPECT_FALSE(output.keep_awake);
  EXPECT_FALSE(output.tick_at) << "nothing changes while paused";
  EXPECT_FALSE(output.redraw_at);
}

TEST(ClockSessionTest, NoSoundsWhenTheSoundIsOff) {
  ClockSession s = session_with("uscf-2020", "2s+0");
  act(s, A::kSound);
  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 500);
  FrameOutput output;
  s.end_frame(kStart + 5'000, output);
  EXPECT_TRUE(output.sounds.empty());
}

TEST(ClockSessionTest, TheHalvesShowWhatTheClockSays) {
  ClockSession s = session_with("uscf-2020", "3s+0");
  EXPECT_EQ(s.half_view(Color::Black, kStart).status, HalfStatus::kTapToStart);
  EXPECT_EQ(s.half_view(Color::White, kStart).status, HalfStatus::kMovesFirst);
  start(s);
  HalfView white = s.half_view(Color::White, kStart + 1'000);
  EXPECT_EQ(white.face, HalfFace::kLowTime) << "3 s is under the 10 s floor of the warning";
  EXPECT_EQ(white.digits, "2.0");
  EXPECT_EQ(white.opponent_digits, "3.0");
  EXPECT_EQ(white.status, HalfStatus::kMoves);
  EXPECT_EQ(s.half_view(Color::Black, kStart + 1'000).face, HalfFace::kIdle);
  EXPECT_EQ(s.half_view(Color::White, kStart + 3'500).status, HalfStatus::kFlagFell);
  EXPECT_EQ(s.half_view(Color::White, kStart + 3'500).face, HalfFace::kFlag);
  EXPECT_EQ(s.half_view(Color::Black, kStart + 3'500).status, HalfStatus::kMayClaim);
  s.apply({A::kHalf, Color::White}, kStart + 3'600);
  const HalfView both = s.half_view(Color::White, kStart + 7'000);
  EXPECT_EQ(both.status, HalfStatus::kBothFlags);
  EXPECT_TRUE(both.both_flags_draw);
  ClockSession paused = session_with("uscf-2020", "1+0");
  start(paused);
  paused.apply(A::kPause, kStart + 500);
  EXPECT_EQ(paused.half_view(Color::White, kStart + 800).status, HalfStatus::kStopped);
  EXPECT_EQ(paused.half_view(Color::White, kStart + 800).face, HalfFace::kPausedTurn);
  EXPECT_EQ(paused.half_view(Color::Black, kStart + 800).face, HalfFace::kIdle);
  ClockSession delay = session_with("uscf-2020", "G/5;d3");
  start(delay);
  EXPECT_EQ(delay.half_view(Color::White, kStart + 1'000).status, HalfStatus::kDelay);
  ClockSession warned = session_with("scholastic-2018", "G/5;d3");
  EXPECT_TRUE(warned.half_view(Color::White, kStart).control_warning);
}

TEST(ClockSessionTest, AGameOverShowsTheHeadline) {
  ClockSession s = session_with("fide-2023", "2s+0");
  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 2'500);
  s.apply({A::kOpenClaim, Color::Black}, kStart + 5'000);
  act(s, A::kClaimTime);
  act(s, A::kConfirmClaim);
  // Under FIDE the first flag decides.
  EXPECT_EQ(clock_state(s, kStart + 5'000)["live"]["outcome"], "black-wins");
  const HalfView v = s.half_view(Color::White, kStart + 6'000);
  EXPECT_EQ(v.status, HalfStatus::kOver);
  EXPECT_EQ(v.headline, "Black wins on time");
}

TEST(ClockSessionTest, TapsAreChargedToTheMicrosecondOfTheirEvents) {
  // The page hands each tap's own timestamp to the microsecond: Black starts 0.4 ms past a
  // millisecond, White presses 0.6 ms past, Black 0.4 ms past, five times each. Each side is
  // charged exactly the time between the presses; at whole milliseconds White would have lost
  // 4 ms more and Black 4 ms less.
  ClockSession s = session_with("uscf-2020", "1+0");
  s.apply({A::kHalf, Color::Black}, kStart, 400);
  ASSERT_TRUE(s.started());
  for (int i = 1; i <= 10; ++i) {
    const Color side = i % 2 == 1 ? Color::White : Color::Black;
    s.apply({A::kHalf, side}, kStart + i * 1'000, side == Color::White ? 600 : 400);
  }
  const nlohmann::json clock = clock_state(s, kStart + 10'000);
  EXPECT_EQ(clock["running"], "white");
  EXPECT_EQ(clock["white"]["remaining_ms"], 60'000 - 5'001);
  EXPECT_EQ(clock["black"]["remaining_ms"], 60'000 - 4'999);
}

TEST(ClockSessionTest, KeysAndMirrorButtonsCarryTheirMicrosecondsToo) {
  ClockSession s = session_with("uscf-2020", "1+0");
  EXPECT_TRUE(s.activate("clock.black", kStart, 900));   // a screen reader's button starts it
  EXPECT_TRUE(s.key(Key::kSpace, kStart + 1'000, 100));  // White presses 999.2 ms later
  EXPECT_EQ(clock_state(s, kStart + 1'000)["white"]["remaining_ms"], 60'000 - 999);
  s.key(Key::kP, kStart + 1'500, 700);  // Black's clock stops after 500.6 ms
  EXPECT_EQ(clock_state(s, kStart + 5'000)["black"]["remaining_ms"], 60'000 - 501);
}

}  // namespace
}  // namespace flagfall::session
