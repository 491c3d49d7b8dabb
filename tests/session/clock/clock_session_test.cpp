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
  s.tap_half(Color::White, kStart);  // the first mover's tap does not start the clock
  EXPECT_FALSE(s.started());
  s.tap_half(Color::Black, kStart);
  ASSERT_TRUE(s.started());
  EXPECT_TRUE(s.take_unsaved_change());
  s.tap_half(Color::Black, kStart + 400);  // not his clock: nothing
  EXPECT_FALSE(s.take_unsaved_change());
  s.tap_half(Color::White, kStart + 600);
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
  s.open_menu();
  s.tap_half(Color::Black, kStart);
  EXPECT_TRUE(s.started()) << "the tap beside the menu starts the game";
  EXPECT_EQ(s.sheet(), ClockSheet::kMenu) << "and opens or closes nothing";
  s.close_sheet();
  s.open_record();
  s.tap_half(Color::White, kStart + 500);
  EXPECT_EQ(clock_state(s, kStart + 600)["running"], "black");
  EXPECT_EQ(s.sheet(), ClockSheet::kRecord);
  s.close_sheet();
  s.stop_for_claim(kStart + 700);
  s.tap_half(Color::Black, kStart + 800);
  EXPECT_EQ(clock_state(s, kStart + 900)["white"]["moves"], 1);
  EXPECT_EQ(clock_state(s, kStart + 900)["black"]["moves"], 0) << "the clocks stand for a claim";
}

TEST(ClockSessionTest, ThePauseButtonPausesResumesAndOpensTheRecordWhenOver) {
  ClockSession s = session_with("uscf-2020", "1+0");
  EXPECT_EQ(s.bar_view(kStart), BarView::kPauseDisabled);
  s.pause(kStart);
  start(s);
  EXPECT_EQ(s.bar_view(kStart + 100), BarView::kPause);
  s.resume(kStart + 100);  // not stopped: nothing
  EXPECT_EQ(clock_state(s, kStart + 200)["phase"], "running");
  s.pause(kStart + 200);
  EXPECT_EQ(clock_state(s, kStart + 900)["phase"], "paused");
  EXPECT_EQ(s.bar_view(kStart + 900), BarView::kResume);
  s.resume(kStart + 1'000);
  nlohmann::json clock = clock_state(s, kStart + 1'100);
  EXPECT_EQ(clock["phase"], "running");
  EXPECT_EQ(clock["white"]["remaining_ms"], 60'000 - 300) << "the pause was not charged";
  s.open_claim(Color::White, kStart + 1'200);
  s.open_results();
  s.record_resignation(Color::Black);
  s.confirm_ending(kStart + 1'500);
  s.close_sheet();
  EXPECT_EQ(s.bar_view(kStart + 2'000), BarView::kRecord);
  s.open_record();
  EXPECT_EQ(s.sheet(), ClockSheet::kRecord);
}

TEST(ClockSessionTest, ThePickerChoosesARulesetWithItsControlOrAnyControl) {
  ClockSession s;
  s.open_picker();
  s.choose_ruleset("fide-2023");
  EXPECT_EQ(s.settings().control, "3+2");
  EXPECT_EQ(s.sheet(), ClockSheet::kPicker) << "the picker stays open for a control";
  s.choose_ruleset("no-such-ruleset");
  EXPECT_EQ(s.settings().ruleset, "fide-2023");
  s.choose_preset("5+0");
  EXPECT_EQ(s.settings().control, "5+0");
  EXPECT_EQ(s.sheet(), ClockSheet::kNone) << "a control taken closes the picker";

  s.open_picker();
  s.ask_custom_control();
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
  s.open_picker();
  s.custom_control("-");
  EXPECT_NE(s.notice(), "");
  EXPECT_EQ(s.settings().control, "1+0");
}

TEST(ClockSessionTest, TheMenuTogglesAndSwaps) {
  ClockSession s;
  s.take_unsaved_change();
  s.open_menu();
  s.toggle_sound();
  EXPECT_FALSE(s.settings().sound);
  s.toggle_tenths();
  EXPECT_FALSE(s.settings().tenths);
  EXPECT_EQ(s.display_format().tenths_below, 0);
  s.swap_sides();
  EXPECT_EQ(s.settings().far_side, clock::Side::White);
  EXPECT_EQ(s.sheet(), ClockSheet::kMenu);
  EXPECT_TRUE(s.take_unsaved_change());
}

TEST(ClockSessionTest, ANewGameAsksFirst) {
  ClockSession s = session_with("uscf-2020", "1+0");
  start(s);
  s.open_menu();
  s.ask_new_game();
  EXPECT_EQ(s.sheet(), ClockSheet::kConfirmReset);
  s.close_sheet();  // cancel keeps the game
  EXPECT_TRUE(s.started());
  s.open_menu();
  s.ask_new_game();
  s.new_game();
  EXPECT_FALSE(s.started());
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  EXPECT_EQ(s.settings().control, "1+0");
}

TEST(ClockSessionTest, TheDirectorsPanelNeedsAHoldOfASecond) {
  ClockSession s = session_with("uscf-2020", "1+0");
  s.open_menu();
  s.open_director(kStart, kStart + 2'000);  // not before the start
  EXPECT_EQ(s.sheet(), ClockSheet::kMenu);
  s.close_sheet();
  start(s);
  s.open_menu();
  s.open_director(kStart + 1'000, kStart + 1'999);
  EXPECT_EQ(s.sheet(), ClockSheet::kMenu);
  EXPECT_EQ(s.notice(),
            "Hold the button for a second, or press it twice: the panel is for the tournament "
            "director.");
  s.open_director(kStart + 3'000, kStart + 4'000);
  EXPECT_EQ(s.sheet(), ClockSheet::kDirector);
  EXPECT_EQ(s.notice(), "");
  EXPECT_FALSE(s.sheet_turned()) << "the director's panel faces the phone's holder";
}

TEST(ClockSessionTest, TheDirectorSetsATimeTypedIn) {
  ClockSession s = session_with("uscf-2020", "G/5;d0");
  start(s);
  s.open_menu();
  s.open_director(kStart, kStart + 1'500);
  s.ask_set_time(Color::Black, kStart + 1'500);
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
  s.open_menu();
  s.open_director(kStart, kStart + 1'500);
  s.set_time(Color::Black, "4:30", kStart + 1'500);
  EXPECT_EQ(clock_state(s, kStart + 1'500)["black"]["remaining_ms"], 270'000);
  s.close_sheet();
  s.tap_half(Color::White, kStart + 2'000);
  s.tap_half(Color::Black, kStart + 3'000);
  s.open_menu();
  s.open_director(kStart + 3'000, kStart + 4'500);
  s.set_time(Color::Black, "9:00", kStart + 5'000);
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
  s.open_menu();
  s.open_director(kStart, kStart + 1'500);
  s.set_time(Color::White, "8:00", kStart + 1'500);
  s.close_sheet();
  s.tap_half(Color::White, kStart + 2'000);
  s.tap_half(Color::Black, kStart + 3'000);
  s.open_menu();
  s.open_director(kStart + 4'000, kStart + 5'500);
  EXPECT_EQ(s.director_offer(kStart + 5'500).stop, game::DirectorStop::kStop);
  s.director_stop(kStart + 5'500);
  EXPECT_EQ(clock_state(s, kStart + 5'600)["phase"], "paused");
  s.reduce_excess_time(Color::Black, kStart + 6'000);  // Black has no excess: nothing
  EXPECT_EQ(s.sheet(), ClockSheet::kDirector);
  s.reduce_excess_time(Color::White, kStart + 6'000);
  ASSERT_EQ(s.sheet(), ClockSheet::kRuling);
  nlohmann::json clock = clock_state(s, kStart + 6'100);
  EXPECT_EQ(clock["white"]["remaining_ms"], 300'000);
  EXPECT_EQ(clock["live"]["reason"], "time-set");
  s.close_sheet();
  s.open_menu();
  s.open_director(kStart + 7'000, kStart + 8'500);
  s.director_stop(kStart + 8'500);  // restarts
  EXPECT_EQ(clock_state(s, kStart + 8'600)["phase"], "running");
}

TEST(ClockSessionTest, APenaltyAgainstTheChosenPlayer) {
  ClockSession s = session_with("uscf-2020", "1+0");
  start(s);
  s.give_penalty(rules::Offence::kTwoHands, kStart + 100);  // the panel is not open: nothing
  EXPECT_EQ(clock_state(s, kStart + 100)["live"]["entries"], 0);
  s.open_menu();
  s.open_director(kStart, kStart + 1'500);
  EXPECT_EQ(s.director_side(), Color::White);
  s.director_against(Color::White);
  s.give_penalty(rules::Offence::kTwoHands, kStart + 1'600);
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
  s.tap_half(Color::White, kStart + 300);
  s.open_claim(Color::Black, kStart + 600);
  s.claim_unpromoted();
  ASSERT_EQ(s.sheet(), ClockSheet::kRuling);
  nlohmann::json live = clock_state(s, kStart + 700)["live"];
  bool restart_line = false;
  for (const auto& line : live["ruling_lines"]) {
    restart_line |=
        line["text"].get<std::string>().find("restart White's clock") != std::string::npos &&
        line["rule"] == "USCF 11-16";
  }
  EXPECT_TRUE(restart_line);
  s.close_sheet();
  // Black's own press restarts White's clock: a half only presses, and the arbiter rules it.
  s.tap_half(Color::White, kStart + 900);  // not White's clock
  EXPECT_EQ(clock_state(s, kStart + 900)["running"], "black");
  s.tap_half(Color::Black, kStart + 900);
  EXPECT_EQ(s.sheet(), ClockSheet::kNone) << "a half opens nothing";
  EXPECT_EQ(clock_state(s, kStart + 1'000)["running"], "white");
  // White stops the clocks from the bar to put the piece down.
  s.stop_for_claim(kStart + 1'100);
  ASSERT_TRUE(s.claim_offer_for(Color::White)->promotion_stop);
  EXPECT_EQ(*s.claim_offer_for(Color::White)->promotion_stop, Color::White);
  ASSERT_TRUE(s.activate("claim.promotion-stop.white", kStart + 1'200));
  ASSERT_EQ(s.sheet(), ClockSheet::kPromote);
  EXPECT_EQ(s.promoter(), Color::White);
  s.promote(chess::PieceType::Queen, kStart + 1'500);
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  s.tap_half(Color::White, kStart + 2'000);
  live = clock_state(s, kStart + 2'100)["live"];
  EXPECT_EQ(live["outcome"], "play-on");
  EXPECT_TRUE(any_line(live["record"], "restarts White's clock"));
}

// Sacramento: the opponent stops the clocks for an unpromoted pawn, and again from his half
// while it waits.
TEST(ClockSessionTest, TheOpponentStopsTheClocksForAPawnLeftUnpromoted) {
  ClockSession s = session_with("sacramento-2005", "G/5;d0");
  start(s);
  s.tap_half(Color::White, kStart + 300);
  s.open_claim(Color::Black, kStart + 600);
  s.claim_unpromoted();
  ASSERT_EQ(s.sheet(), ClockSheet::kPromote);
  EXPECT_EQ(s.promoter(), Color::White);
  EXPECT_EQ(clock_state(s, kStart + 700)["phase"], "paused");
  s.promote(chess::PieceType::Knight, kStart + 1'000);
  EXPECT_EQ(clock_state(s, kStart + 1'100)["phase"], "running");
}

TEST(ClockSessionTest, TheRecordIsExportedSharedAndStudied) {
  ClockSession s = session_with("uscf-2020", "1+0");
  start(s);
  s.tap_half(Color::White, kStart + 500);
  s.open_record();
  s.export_scenario();
  auto file = s.take_export();
  ASSERT_TRUE(file);
  EXPECT_EQ(file->kind, "download");
  EXPECT_EQ(file->filename, "flagfall-game.json");
  EXPECT_EQ(file->mime, "application/json");
  EXPECT_EQ(file->text, s.game().scenario_json(true));  // with each move's time
  EXPECT_FALSE(s.take_export()) << "handed out once";
  s.share_record();
  file = s.take_export();
  ASSERT_TRUE(file);
  EXPECT_EQ(file->kind, "share");
  EXPECT_NE(file->text.find("White pressed the clock"), std::string::npos) << file->text;
  s.study_game();  // only a finished game
  EXPECT_FALSE(s.study_requested());
  s.share_game();
  EXPECT_FALSE(s.share_requested());
  s.close_sheet();
  s.open_claim(Color::White, kStart + 1'000);
  s.open_results();
  s.record_resignation(Color::Black);
  s.confirm_ending(kStart + 1'100);
  s.open_record();
  s.study_game();
  EXPECT_TRUE(s.study_requested());
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  EXPECT_EQ(s.take_study(), s.game().scenario_json());
  EXPECT_FALSE(s.study_requested());
  // "Share this case": the finished game goes to the trainer's share sheet, once.
  s.open_record();
  s.share_game();
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
  s.toggle_sound();
  s.pause(kStart + 3'300);
  output = {};
  s.end_frame(kStart + 3'400, output);
  EXPECT_FALSE(output.keep_awake);
  EXPECT_FALSE(output.tick_at) << "nothing changes while paused";
  EXPECT_FALSE(output.redraw_at);
}

TEST(ClockSessionTest, NoSoundsWhenTheSoundIsOff) {
  ClockSession s = session_with("uscf-2020", "2s+0");
  s.toggle_sound();
  start(s);
  s.tap_half(Color::White, kStart + 500);
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
  s.tap_half(Color::White, kStart + 3'600);
  const HalfView both = s.half_view(Color::White, kStart + 7'000);
  EXPECT_EQ(both.status, HalfStatus::kBothFlags);
  EXPECT_TRUE(both.both_flags_draw);
  ClockSession paused = session_with("uscf-2020", "1+0");
  start(paused);
  paused.pause(kStart + 500);
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
  s.tap_half(Color::White, kStart + 2'500);
  s.open_claim(Color::Black, kStart + 5'000);
  s.claim_time();
  s.confirm_claim();
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
  s.tap_half(Color::Black, kStart, 400);
  ASSERT_TRUE(s.started());
  for (int i = 1; i <= 10; ++i) {
    const Color side = i % 2 == 1 ? Color::White : Color::Black;
    s.tap_half(side, kStart + i * 1'000, side == Color::White ? 600 : 400);
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
