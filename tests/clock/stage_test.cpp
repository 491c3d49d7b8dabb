// Stages of a multi-period control and the director's correction of the move counter (issue 26
// point 4, core part).
#include "clock/stage.h"

#include <gtest/gtest.h>

#include "clock/clock_json.h"
#include "clock/notation.h"

namespace flagfall::clock {
namespace {

Clock staged_clock(const char* control) {
  return Clock(ClockConfig::same_for_both(*parse_time_control(control)));
}

// Both sides make `moves` more moves, a second each.
void play_moves(Clock& clock, int moves, Millis& t) {
  for (int i = 0; i < moves; ++i) {
    ASSERT_EQ(clock.press(Side::White, t += 1'000), EventStatus::Applied);
    ASSERT_EQ(clock.press(Side::Black, t += 1'000), EventStatus::Applied);
  }
}

TEST(Stage, CountsTheMovesToTheNextControl) {
  Clock clock = staged_clock("40/90,SD/30;d5");
  EXPECT_EQ(stage(clock, Side::White), (Stage{true, 1, 40}));
  Millis t = 0;
  clock.start(Side::White, t);
  play_moves(clock, 28, t);
  EXPECT_EQ(stage(clock, Side::White), (Stage{true, 1, 12}));  // "stage 1 · 12 moves to go"
  play_moves(clock, 11, t);
  EXPECT_EQ(stage(clock, Side::White), (Stage{true, 1, 1}));
  clock.press(Side::White, t += 1'000);  // the 40th move: the second control's time comes at once
  EXPECT_EQ(stage(clock, Side::White), (Stage{true, 2, 0}));
  EXPECT_EQ(stage(clock, Side::Black), (Stage{true, 1, 1}));
}

TEST(Stage, ARepeatingLastPeriodCountsOn) {
  Clock clock = staged_clock("40/120,20/60");
  Millis t = 0;
  clock.start(Side::White, t);
  play_moves(clock, 40, t);
  EXPECT_EQ(stage(clock, Side::White), (Stage{true, 2, 20}));
  play_moves(clock, 20, t);
  EXPECT_EQ(stage(clock, Side::Black), (Stage{true, 3, 20}));
}

TEST(Stage, AControlWithoutStagesHasNone) {
  for (const char* control : {"5+3", "G/5;d0", "*3", "10+5x30", "10+25/300", "up"}) {
    Clock clock = staged_clock(control);
    EXPECT_EQ(stage(clock, Side::White), (Stage{false, 1, 0})) << control;
  }
  EXPECT_TRUE(stage(staged_clock("40/5+0"), Side::White).staged);  // one period that repeats
}

TEST(Stage, TheDirectorCorrectsTheMoveCounterWithoutTouchingTheTime) {
  Clock clock = staged_clock("40/90,20/60,SD/30");
  Millis t = 0;
  clock.start(Side::White, t);
  play_moves(clock, 36, t);
  const Millis white_time = clock.remaining(Side::White, t);
  // The players forgot to press twice: the director sets White's count to 38.
  ASSERT_EQ(clock.set_moves(Side::White, 38, t), EventStatus::Applied);
  EXPECT_EQ(clock.moves(Side::White), 38);
  EXPECT_EQ(stage(clock, Side::White), (Stage{true, 1, 2}));
  EXPECT_EQ(clock.remaining(Side::White, t), white_time);
  // Past a control: the count says which period is in effect, and no time is added.
  ASSERT_EQ(clock.set_moves(Side::White, 45, t), EventStatus::Applied);
  EXPECT_EQ(stage(clock, Side::White), (Stage{true, 2, 15}));
  EXPECT_EQ(clock.remaining(Side::White, t), white_time);
  ASSERT_EQ(clock.set_moves(Side::White, 60, t), EventStatus::Applied);
  EXPECT_EQ(stage(clock, Side::White), (Stage{true, 3, 0}));
  // Back down again, and the next press counts from the corrected number.
  ASSERT_EQ(clock.set_moves(Side::Black, 0, t), EventStatus::Applied);
  EXPECT_EQ(stage(clock, Side::Black), (Stage{true, 1, 40}));
  ASSERT_EQ(clock.press(Side::White, t += 1'000), EventStatus::Applied);
  ASSERT_EQ(clock.press(Side::Black, t += 1'000), EventStatus::Applied);
  EXPECT_EQ(stage(clock, Side::Black), (Stage{true, 1, 39}));
  EXPECT_EQ(clock.set_moves(Side::White, -1, t), EventStatus::BadAmount);
  EXPECT_EQ(clock.set_moves(Side::White, kMaxMoveCount + 1, t), EventStatus::BadAmount);
  // The correction is in the event log: a replay and the JSON keep it.
  const auto back = clock_from_json(clock_to_json(clock));
  ASSERT_TRUE(back.ok()) << back.error().message();
  EXPECT_EQ(back.value(), clock);
  EXPECT_EQ(stage(back.value(), Side::White), (Stage{true, 3, 0}));  // 61 moves: still stage 3
  EXPECT_NE(clock_to_json(clock).find("\"set_moves\""), std::string::npos);
}

}  // namespace
}  // namespace flagfall::clock
