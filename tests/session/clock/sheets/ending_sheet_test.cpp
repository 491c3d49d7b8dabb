// Endings take a deliberate second step, and a finished game offers Undo for a while: the log
// loses the ending again, and the clocks stand exactly as they did when it was recorded.
#include "../clock_session_support.h"
#include "game/live_game.h"
#include "session/clock/clock_sheets.h"

namespace flagfall::session {
namespace {

using chess::Color;
using namespace testing_support;

// White has moved; Black resigns from the bar's Stop / Claim at kStart + 2 s, as players do.
ClockSession resigning() {
  ClockSession s = session_with("uscf-2020", "1+0");
  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 1'000);
  EXPECT_TRUE(s.activate("clock.stop", kStart + 2'000));
  EXPECT_TRUE(s.activate("claim.result.black", kStart + 2'500));
  EXPECT_TRUE(s.activate("result.resign.black", kStart + 3'000));
  return s;
}

TEST(ClockSessionEnding, AResignationAsksFirstAndBackGoesToTheChoice) {
  ClockSession s = resigning();
  ASSERT_EQ(s.sheet(), ClockSheet::kConfirmEnd);
  ASSERT_TRUE(s.pending_ending());
  EXPECT_EQ(ending_title(*s.pending_ending()), "Black resigns");
  EXPECT_EQ(ending_score(*s.pending_ending()), "1-0");
  EXPECT_EQ(ending_question(s),
            "White wins: Black resigned (1-0). Undo stays possible for ten seconds after.");
  const ClockControls controls = ending_controls(s);
  ASSERT_EQ(controls.size(), 2u);
  EXPECT_EQ(controls[1].label, "End the game: 1-0");
  EXPECT_TRUE(s.sheet_turned()) << "it faces Black, who chose it";
  EXPECT_FALSE(s.game().over()) << "nothing recorded yet";
  s.apply({A::kHalf, Color::Black}, kStart + 3'100);
  EXPECT_EQ(clock_state(s, kStart + 3'200)["black"]["moves"], 0) << "the clocks still stand";
  EXPECT_TRUE(s.activate("end.back", kStart + 3'300));
  ASSERT_EQ(s.sheet(), ClockSheet::kClaim);
  EXPECT_EQ(s.claim()->step, ClaimStep::kResult);
  EXPECT_TRUE(s.key(Key::kEscape, kStart + 3'400));
  EXPECT_EQ(s.claim()->step, ClaimStep::kChoose);
  EXPECT_FALSE(s.game().over());
}

TEST(ClockSessionEnding, UndoRestoresTheClocksExactlyThroughTheLog) {
  ClockSession s = resigning();
  const nlohmann::json at_stop = clock_state(s, kStart + 3'000);
  const std::size_t entries_before = s.game().entries().size();
  ASSERT_TRUE(s.activate("end.confirm", kStart + 3'500));
  ASSERT_TRUE(s.game().over());
  EXPECT_EQ(s.ruling_view(kStart + 4'000).undo, true);
  EXPECT_EQ(s.stop_view(kStart + 4'000), StopView::kUndo);
  EXPECT_EQ(intent_id(ruling_controls(s.ruling_view(kStart + 4'000)).front().intent),
            "ruling.undo");
  FrameOutput output;
  s.end_frame(kStart + 4'000, output);
  ASSERT_TRUE(output.redraw_at);
  EXPECT_EQ(*output.redraw_at, kStart + 13'500) << "the Undo goes away by itself, ten seconds on";

  s.activate("ruling.ok", kStart + 5'000);
  ASSERT_TRUE(s.activate("clock.undo", kStart + 9'000));
  EXPECT_FALSE(s.game().over());
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  const nlohmann::json after = clock_state(s, kStart + 20'000);
  EXPECT_EQ(after["phase"], "paused") << "the clocks stand until Resume";
  EXPECT_EQ(after["white"]["remaining_ms"], at_stop["white"]["remaining_ms"]);
  EXPECT_EQ(after["black"]["remaining_ms"], at_stop["black"]["remaining_ms"]);
  EXPECT_EQ(after["running"], nullptr);
  EXPECT_EQ(s.game().entries().size(), entries_before + 1) << "the ending out, a stop in";
  // The state is the replay of the log: a reload gives the same.
  ClockSession reloaded;
  ASSERT_EQ(reloaded.restore(s.saved()), std::nullopt);
  EXPECT_EQ(clock_state(reloaded, kStart + 20'000)["white"], after["white"]);
  EXPECT_EQ(clock_state(reloaded, kStart + 20'000)["black"], after["black"]);
  s.apply(A::kResume, kStart + 21'000);
  EXPECT_EQ(clock_state(s, kStart + 22'000)["running"], "black");
  EXPECT_EQ(clock_state(s, kStart + 22'000)["black"]["remaining_ms"],
            at_stop["black"]["remaining_ms"].get<int>() - 1'000);
}

// Taps carry the microseconds past their millisecond, the start's too: the clocks shown at the
// stop sit on the game's own milliseconds, and Undo stands them there, not a fraction before
// (which rounded the shown time a millisecond off in one game of six).
TEST(ClockSessionEnding, UndoRestoresTheClocksExactlyWhenTapsCarryMicroseconds) {
  for (const int start_us : {0, 1, 499, 500, 501, 999}) {
    SCOPED_TRACE(start_us);
    ClockSession s = session_with("uscf-2020", "1+0");
    s.apply({A::kHalf, Color::Black}, kStart, start_us);
    s.apply({A::kHalf, Color::White}, kStart + 1'000, 250);
    ASSERT_TRUE(s.activate("clock.stop", kStart + 2'000, 640));
    const nlohmann::json at_stop = clock_state(s, kStart + 2'000);
    ASSERT_TRUE(s.activate("claim.result.black", kStart + 2'500));
    ASSERT_TRUE(s.activate("result.resign.black", kStart + 3'000));
    ASSERT_TRUE(s.activate("end.confirm", kStart + 3'500));
    ASSERT_TRUE(s.game().over());
    ASSERT_TRUE(s.activate("clock.undo", kStart + 4'000));
    const nlohmann::json after = clock_state(s, kStart + 9'000);
    EXPECT_EQ(after["white"]["remaining_ms"], at_stop["white"]["remaining_ms"]);
    EXPECT_EQ(after["black"]["remaining_ms"], at_stop["black"]["remaining_ms"]);
  }
}

TEST(ClockSessionEnding, UndoLastsTenSecondsOrUntilTheNextPress) {
  ClockSession late = resigning();
  late.activate("end.confirm", kStart + 3'500);
  EXPECT_EQ(late.stop_view(kStart + 13'499), StopView::kUndo);
  EXPECT_NE(late.stop_view(kStart + 13'500), StopView::kUndo);
  late.apply(A::kRulingUndo, kStart + 13'600);
  EXPECT_TRUE(late.game().over()) << "too late";
  EXPECT_EQ(late.stop_view(kStart + 13'600), StopView::kDisabled);

  ClockSession pressed = resigning();
  pressed.activate("end.confirm", kStart + 3'500);
  pressed.activate("ruling.ok", kStart + 4'000);
  pressed.apply({A::kHalf, Color::Black}, kStart + 5'000);
  EXPECT_NE(pressed.stop_view(kStart + 5'100), StopView::kUndo) << "the next press ends it";

  ClockSession renewed = resigning();
  renewed.activate("end.confirm", kStart + 3'500);
  renewed.activate("ruling.ok", kStart + 4'000);
  renewed.activate("clock.more", kStart + 4'500);
  renewed.activate("menu.reset", kStart + 5'000);
  renewed.activate("reset.confirm", kStart + 5'500);
  EXPECT_NE(renewed.stop_view(kStart + 6'000), StopView::kUndo) << "a new game ends it";
}

TEST(ClockSessionEnding, AnAgreedDrawTooEarlyUnderFideNeedsNoConfirmation) {
  ClockSession s = session_with("fide-2023", "3+2");
  start(s);
  s.apply({A::kOpenClaim, Color::White}, kStart + 500);
  act(s, A::kOpenResults);
  act(s, A::kDrawAgreed);
  EXPECT_EQ(s.sheet(), ClockSheet::kRuling) << "FIDE 5.2.3: play goes on, nothing ends";
  EXPECT_FALSE(s.game().over());
}

TEST(ClockSessionEnding, ADirectorsForfeitAsksFirst) {
  // Sacramento's third displaced-pieces offence forfeits the game (12).
  ClockSession s = session_with("sacramento-2005", "5+0");
  start(s);
  EpochMillis t = kStart + 1'000;
  act(s, A::kOpenMenu);
  hold(s, A::kDirector, t, 1'200);
  act(s, {A::kAgainst, Color::Black});
  for (int offence = 1; offence <= 2; ++offence) {
    t += 2'000;
    s.apply({A::kPenalty, {}, static_cast<int>(rules::Offence::kDisplacedPieces)}, t);
    ASSERT_EQ(s.sheet(), ClockSheet::kRuling) << offence;
    act(s, A::kCloseSheet);
    act(s, A::kOpenMenu);
    hold(s, A::kDirector, t, 1'200);
    act(s, {A::kAgainst, Color::Black});
  }
  t += 2'000;
  s.apply({A::kPenalty, {}, static_cast<int>(rules::Offence::kDisplacedPieces)}, t);
  ASSERT_EQ(s.sheet(), ClockSheet::kConfirmEnd);
  EXPECT_EQ(ending_title(*s.pending_ending()), "Black forfeits");
  EXPECT_FALSE(s.sheet_turned()) << "it faces the director";
  act(s, A::kEndingBack);
  EXPECT_EQ(s.sheet(), ClockSheet::kDirector);
  EXPECT_FALSE(s.game().over());
  s.apply({A::kPenalty, {}, static_cast<int>(rules::Offence::kDisplacedPieces)}, t + 100);
  s.apply(A::kConfirmEnding, t + 500);
  EXPECT_TRUE(s.game().over());
  EXPECT_EQ(clock_state(s, t + 600)["live"]["outcome"], "white-wins");
}

}  // namespace
}  // namespace flagfall::session
