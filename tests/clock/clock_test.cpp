#include "clock/clock.h"

#include <gtest/gtest.h>

namespace flagfall::clock {
namespace {

constexpr Side W = Side::White;
constexpr Side B = Side::Black;

Clock clock_for(TimeControl control, FlagPolicy policy = FlagPolicy::KeepRunning) {
  return Clock(ClockConfig::same_for_both(std::move(control), policy));
}

TEST(Clock, SuddenDeath) {
  Clock clock = clock_for(TimeControl::sudden_death(5 * kMinute));
  EXPECT_EQ(clock.remaining(W, 0), 300'000);
  ASSERT_EQ(clock.start(W, 0), EventStatus::Applied);
  EXPECT_EQ(clock.remaining(W, 4'000), 296'000);
  ASSERT_EQ(clock.press(W, 10'000), EventStatus::Applied);
  ASSERT_EQ(clock.press(B, 25'000), EventStatus::Applied);
  EXPECT_EQ(clock.remaining(W, 25'000), 290'000);
  EXPECT_EQ(clock.remaining(B, 25'000), 285'000);
  EXPECT_EQ(clock.remaining(W, 30'000), 285'000);
  EXPECT_EQ(clock.time_until_flag(W, 30'000), 285'000);
  EXPECT_EQ(clock.flag_at(W, 314'999), std::nullopt);
  EXPECT_EQ(clock.flag_at(W, 315'000), 315'000);
  EXPECT_EQ(clock.flag_at(W, 400'000), 315'000);
  EXPECT_EQ(clock.remaining(W, 400'000), 0);
  EXPECT_EQ(clock.used(W, 400'000), 385'000);  // still running: US Chess 11-2a
  EXPECT_EQ(clock.running_side(400'000), W);
  EXPECT_EQ(clock.moves(W), 1);
  EXPECT_EQ(clock.moves(B), 1);
}

TEST(Clock, SimpleDelayRunsBeforeTheMainTime) {
  Clock clock = clock_for(TimeControl::sudden_death(5 * kMinute, Bonus::SimpleDelay, 3'000));
  clock.start(W, 0);
  EXPECT_EQ(clock.delay_left(W, 1'000), 2'000);
  EXPECT_EQ(clock.remaining(W, 1'000), 300'000);
  clock.press(W, 2'000);  // inside the delay: nothing used
  EXPECT_EQ(clock.remaining(W, 2'000), 300'000);
  EXPECT_EQ(clock.delay_left(W, 2'000), 0);
  clock.press(B, 7'000);  // 5 s: 3 s delay + 2 s
  EXPECT_EQ(clock.remaining(B, 7'000), 298'000);
  EXPECT_EQ(clock.delay_left(W, 8'000), 2'000);
  EXPECT_EQ(clock.remaining(W, 11'000), 299'000);
  EXPECT_EQ(clock.time_until_flag(W, 7'000), 303'000);
  EXPECT_EQ(clock.flag_at(W, 1'000'000), 310'000);
}

TEST(Clock, DelayIsKeptAcrossAPause) {
  Clock clock = clock_for(TimeControl::sudden_death(5 * kMinute, Bonus::SimpleDelay, 3'000));
  clock.start(W, 0);
  EXPECT_EQ(clock.pause(1'000), EventStatus::Applied);
  EXPECT_EQ(clock.resume(10'000), EventStatus::Applied);
  EXPECT_EQ(clock.delay_left(W, 10'000), 2'000);
  EXPECT_EQ(clock.remaining(W, 12'000), 300'000);
  EXPECT_EQ(clock.remaining(W, 13'000), 299'000);
}

TEST(Clock, BronsteinGivesBackTheTimeUsedUpToTheDelay) {
  Clock clock = clock_for(TimeControl::sudden_death(5 * kMinute, Bonus::BronsteinDelay, 3'000));
  clock.start(W, 0);
  EXPECT_EQ(clock.remaining(W, 1'000), 299'000);  // counts down at once
  clock.press(W, 2'000);
  EXPECT_EQ(clock.remaining(W, 2'000), 300'000);
  clock.press(B, 7'000);
  EXPECT_EQ(clock.remaining(B, 7'000), 298'000);
}

TEST(Clock, FischerIncrementOnEachCompletedMove) {
  Clock clock = clock_for(TimeControl::sudden_death(3 * kMinute, Bonus::Increment, 2'000));
  clock.start(W, 0);
  EXPECT_EQ(clock.remaining(W, 0), 180'000);  // no increment before the first move
  clock.press(W, 5'000);
  EXPECT_EQ(clock.remaining(W, 5'000), 177'000);
  clock.press(B, 6'000);
  EXPECT_EQ(clock.remaining(B, 6'000), 181'000);
}

TEST(Clock, MultiPeriodAddsTheNextPeriodOnTheLastMoveOfAPeriod) {
  // 2 moves in 1 minute, then 30 s for the rest, 1 s increment throughout.
  const TimeControl control{
      Method::Standard,
      {{2, kMinute, Bonus::Increment, kSecond}, {0, 30'000, Bonus::Increment, kSecond}},
      0,
      0};
  Clock clock = clock_for(control);
  clock.start(W, 0);
  clock.press(W, 10'000);
  EXPECT_EQ(clock.remaining(W, 10'000), 51'000);
  EXPECT_EQ(clock.view(W, 10'000).moves_to_next_period, 1);
  clock.press(B, 10'000);
  EXPECT_EQ(clock.remaining(B, 10'000), 61'000);
  clock.press(W, 20'000);
  EXPECT_EQ(clock.remaining(W, 20'000), 72'000);  // 42 s + 30 s
  EXPECT_EQ(clock.period(W), 1);
  EXPECT_EQ(clock.view(W, 20'000).moves_to_next_period, 0);
  clock.press(B, 20'000);
  EXPECT_EQ(clock.remaining(B, 20'000), 92'000);
  clock.press(W, 30'000);
  EXPECT_EQ(clock.remaining(W, 30'000), 63'000);
  EXPECT_EQ(clock.period(W), 1);
}

TEST(Clock, NoNextPeriodForAFlagThatFellBeforeTheControl) {
  const TimeControl control{Method::Standard, {{2, kMinute}, {0, 30'000}}, 0, 0};
  Clock clock = clock_for(control);
  clock.start(W, 0);
  EXPECT_EQ(clock.flag_at(W, 100'000), 60'000);
  EXPECT_EQ(clock.press(W, 100'000), EventStatus::Applied);  // the move is counted...
  EXPECT_EQ(clock.moves(W), 1);
  EXPECT_EQ(clock.remaining(W, 100'000), 0);  // ...but the fallen flag gets no time back
}

TEST(Clock, LastPeriodWithAMoveCountRepeats) {
  const TimeControl control{Method::Standard, {{2, 10'000}}, 0, 0};
  Clock clock = clock_for(control);
  clock.start(W, 0);
  Millis t = 0;
  for (int move = 1; move <= 4; ++move) {
    clock.press(W, t += 1'000);
    clock.press(B, t);
  }
  EXPECT_EQ(clock.remaining(W, t), 10'000 - 4'000 + 2 * 10'000);
  EXPECT_EQ(clock.period(W), 2);
  EXPECT_EQ(clock.view(W, t).moves_to_next_period, 2);
}

TEST(Clock, HourglassMovesTimeToTheWaitingSide) {
  Clock clock = clock_for(TimeControl::hourglass(kMinute));
  clock.start(W, 0);
  EXPECT_EQ(clock.remaining(W, 10'000), 50'000);
  EXPECT_EQ(clock.remaining(B, 10'000), 70'000);
  clock.press(W, 10'000);
  EXPECT_EQ(clock.remaining(W, 15'000), 55'000);
  EXPECT_EQ(clock.remaining(B, 15'000), 65'000);
  EXPECT_EQ(clock.flag_at(B, 200'000), 80'000);
  EXPECT_EQ(clock.remaining(W, 200'000), 120'000);  // gains only what Black lost
}

TEST(Clock, ByoYomiKeepsAPeriodWhenAMoveIsMadeInIt) {
  Clock clock = clock_for(TimeControl::byoyomi(10'000, 3, 5'000));
  clock.start(W, 0);
  EXPECT_FALSE(clock.view(W, 9'999).in_byoyomi);
  EXPECT_TRUE(clock.view(W, 10'000).in_byoyomi);
  EXPECT_EQ(clock.remaining(W, 10'000), 5'000);
  clock.press(W, 12'000);
  SideView white = clock.view(W, 12'000);
  EXPECT_EQ(white.remaining, 5'000);
  EXPECT_EQ(white.byoyomi_periods_left, 3);
  clock.press(B, 12'000);
  white = clock.view(W, 18'000);  // one period ran out, 1 s into the next
  EXPECT_EQ(white.remaining, 4'000);
  EXPECT_EQ(white.byoyomi_periods_left, 2);
  clock.press(W, 18'000);
  EXPECT_EQ(clock.remaining(W, 18'000), 5'000);
  clock.press(B, 18'000);
  EXPECT_EQ(clock.time_until_flag(W, 18'000), 10'000);
  EXPECT_EQ(clock.flag_at(W, 100'000), 28'000);
}

TEST(Clock, CanadianByoYomiNeedsItsMovesWithinEachPeriod) {
  // 10 s main time, then 3 moves in each period of 5 s.
  Clock clock = clock_for(TimeControl::canadian(10'000, 3, 5'000));
  EXPECT_EQ(clock.view(W, 0).byoyomi_moves_left, 3);
  clock.start(W, 0);
  EXPECT_FALSE(clock.view(W, 9'999).in_byoyomi);
  EXPECT_TRUE(clock.view(W, 10'000).in_byoyomi);
  EXPECT_EQ(clock.remaining(W, 10'000), 5'000);
  clock.press(W, 11'000);  // the move that ran out of main time counts in the first period
  SideView white = clock.view(W, 11'000);
  EXPECT_EQ(white.remaining, 4'000);  // the period goes on: no fresh time for a move
  EXPECT_EQ(white.byoyomi_moves_left, 2);
  clock.press(B, 12'000);
  clock.press(W, 13'000);
  EXPECT_EQ(clock.remaining(W, 13'000), 3'000);
  EXPECT_EQ(clock.view(W, 13'000).byoyomi_moves_left, 1);
  clock.press(B, 14'000);
  clock.press(W, 15'500);  // the third move, 0.5 s before the period ran out: a new period
  white = clock.view(W, 15'500);
  EXPECT_EQ(white.remaining, 5'000);
  EXPECT_EQ(white.byoyomi_moves_left, 3);
  clock.press(B, 16'000);
  EXPECT_EQ(clock.time_until_flag(W, 16'000), 5'000);
  clock.press(W, 20'000);  // one move in the period, 1 s of it left; then two more are owed
  clock.press(B, 20'000);
  EXPECT_EQ(clock.flag_at(W, 100'000), 21'000);
  EXPECT_EQ(clock.view(W, 100'000).remaining, 0);
  EXPECT_EQ(clock.view(W, 100'000).in_byoyomi, false);
}

TEST(Clock, CanadianByoYomiWithNoMainTimeStartsInItsFirstPeriod) {
  Clock clock = clock_for(TimeControl::canadian(0, 2, 3'000));
  EXPECT_TRUE(clock.view(W, 0).in_byoyomi);
  EXPECT_EQ(clock.remaining(W, 0), 3'000);
  clock.start(W, 0);
  clock.press(W, 2'000);
  clock.press(B, 2'500);
  EXPECT_EQ(clock.remaining(W, 2'500), 1'000);
  EXPECT_EQ(clock.add_time(W, 60'000, 2'500), EventStatus::Applied);  // a TD's two minutes
  EXPECT_EQ(clock.remaining(W, 2'500), 60'000);
  EXPECT_EQ(clock.time_until_flag(W, 2'500), 63'000);  // and a fresh period after them
  EXPECT_EQ(clock.view(W, 2'500).byoyomi_moves_left, 2);
}

TEST(Clock, CappedFischerStopsTheIncrementAtTheCap) {
  TimeControl control = TimeControl::sudden_death(10'000, Bonus::Increment, 3'000);
  control.periods[0].cap = 12'000;
  Clock clock = clock_for(control);
  clock.start(W, 0);
  clock.press(W, 500);  // 9.5 s + 3 s = 12.5 s, capped at 12 s
  EXPECT_EQ(clock.remaining(W, 500), 12'000);
  clock.press(B, 1'000);
  clock.press(W, 3'000);  // 10 s + 3 s, capped
  EXPECT_EQ(clock.remaining(W, 3'000), 12'000);
  clock.press(B, 3'000);
  clock.press(W, 8'000);  // 7 s + 3 s = 10 s, under the cap
  EXPECT_EQ(clock.remaining(W, 8'000), 10'000);
  // Above the cap (a TD's added time), an increment adds nothing and takes nothing away.
  clock.press(B, 8'000);
  clock.add_time(W, 10'000, 8'000);
  clock.press(W, 9'000);
  EXPECT_EQ(clock.remaining(W, 9'000), 19'000);
  // Black's moves were quick: each increment stopped at the cap.
  EXPECT_EQ(clock.remaining(B, 9'000), 12'000);
}

TEST(Clock, UpcountCountsEachSideUpAndNeverFlags) {
  Clock clock = clock_for(TimeControl::upcount());
  EXPECT_EQ(clock.remaining(W, 0), 0);
  EXPECT_TRUE(clock.view(W, 0).counts_up);
  clock.start(W, 1'000);
  clock.press(W, 4'000, 250);
  clock.press(B, 9'000);
  EXPECT_EQ(clock.remaining(W, 9'000), 3'000);
  EXPECT_EQ(clock.remaining(B, 9'000), 5'000);  // 4999.75 ms, to the nearest millisecond
  const Millis long_after = 9'000 + 30 * kHour;
  EXPECT_EQ(clock.remaining(W, long_after), 3'000 + 30 * kHour);
  EXPECT_EQ(clock.flag_at(W, long_after), std::nullopt);
  EXPECT_EQ(clock.first_flag(kMaxTimestamp), std::nullopt);
  EXPECT_GT(clock.time_until_flag(W, kMaxTimestamp), kMaxTimestamp - 9'000);
  EXPECT_EQ(clock.set_time(B, 0, 9'000), EventStatus::Applied);  // a TD's correction
  EXPECT_EQ(clock.first_flag(9'000), std::nullopt);
  EXPECT_EQ(clock.remaining(B, 9'000), 0);
}

TEST(Clock, AnUpcountSideCanFaceATimedSide) {
  Clock clock(ClockConfig{{TimeControl::sudden_death(kMinute), TimeControl::upcount()}});
  clock.start(W, 0);
  clock.press(W, 10'000);
  EXPECT_EQ(clock.remaining(W, 20'000), 50'000);
  EXPECT_EQ(clock.remaining(B, 20'000), 10'000);
}

TEST(Clock, TimeOddsGiveEachSideItsOwnControl) {
  Clock clock(ClockConfig{{TimeControl::sudden_death(5 * kMinute),
                           TimeControl::sudden_death(3 * kMinute, Bonus::Increment, 2'000)}});
  EXPECT_EQ(clock.remaining(W, 0), 300'000);
  EXPECT_EQ(clock.remaining(B, 0), 180'000);
  clock.start(W, 0);
  clock.press(W, 1'000);
  clock.press(B, 2'000);
  EXPECT_EQ(clock.remaining(W, 2'000), 299'000);
  EXPECT_EQ(clock.remaining(B, 2'000), 181'000);
}

TEST(Clock, KeepRunningRecordsBothFlags) {
  Clock clock = clock_for(TimeControl::sudden_death(kMinute));
  clock.start(W, 0);
  clock.press(W, 59'000);
  EXPECT_EQ(clock.press(B, 120'000), EventStatus::Applied);
  EXPECT_EQ(clock.flag_at(B, 120'000), 119'000);
  EXPECT_EQ(clock.first_flag(120'000), B);
  EXPECT_EQ(clock.flag_at(W, 121'000), 121'000);
  EXPECT_EQ(clock.flag_at(B, 121'000), 119'000);
  EXPECT_EQ(clock.first_flag(121'000), B);
}

TEST(Clock, FreezeStopsTheClockAtTheFirstFlag) {
  Clock clock = clock_for(TimeControl::sudden_death(kMinute), FlagPolicy::Freeze);
  clock.start(W, 0);
  clock.press(W, 59'000);
  EXPECT_EQ(clock.running_side(118'999), B);
  EXPECT_EQ(clock.running_side(119'000), std::nullopt);
  EXPECT_EQ(clock.phase(130'000), Phase::Paused);
  EXPECT_EQ(clock.press(B, 120'000), EventStatus::Paused);
  EXPECT_EQ(clock.used(B, 130'000), 60'000);
  EXPECT_EQ(clock.remaining(W, 130'000), 1'000);
  // The arbiter gives Black ten seconds and restarts the clock.
  EXPECT_EQ(clock.set_time(B, 10'000, 125'000), EventStatus::Applied);
  EXPECT_EQ(clock.flag_at(B, 125'000), std::nullopt);
  EXPECT_EQ(clock.resume(126'000), EventStatus::Applied);
  EXPECT_EQ(clock.remaining(B, 130'000), 6'000);
}

TEST(Clock, ReportsEventsItRefuses) {
  Clock clock = clock_for(TimeControl::sudden_death(kMinute));
  EXPECT_EQ(clock.press(W, 0), EventStatus::NotStarted);
  EXPECT_EQ(clock.pause(0), EventStatus::NotStarted);
  EXPECT_EQ(clock.start(W, 1'000), EventStatus::Applied);
  EXPECT_EQ(clock.start(B, 1'000), EventStatus::AlreadyStarted);
  EXPECT_EQ(clock.press(B, 2'000), EventStatus::NotRunningSide);
  EXPECT_EQ(clock.press(W, 500), EventStatus::BadTime);
  EXPECT_EQ(clock.resume(2'000), EventStatus::NotPaused);
  EXPECT_EQ(clock.pause(2'000), EventStatus::Applied);
  EXPECT_EQ(clock.pause(2'000), EventStatus::NotRunning);
  EXPECT_EQ(clock.press(W, 2'000), EventStatus::Paused);
  EXPECT_EQ(clock.set_time(W, -1, 2'000), EventStatus::BadAmount);
  EXPECT_EQ(clock.add_time(W, -60'000, 2'000), EventStatus::BadAmount);
  EXPECT_EQ(clock.press(W, kMaxTimestamp + 1), EventStatus::BadTime);
  EXPECT_EQ(clock.events().size(), 2u);
  EXPECT_EQ(clock.remaining(W, 5'000), 59'000);
}

TEST(Clock, ArbiterAdjustments) {
  Clock clock = clock_for(TimeControl::sudden_death(5 * kMinute));
  clock.start(W, 0);
  EXPECT_EQ(clock.add_time(B, 120'000, 1'000), EventStatus::Applied);  // a penalty for White
  EXPECT_EQ(clock.remaining(B, 1'000), 420'000);
  EXPECT_EQ(clock.set_time(W, 60'000, 2'000), EventStatus::Applied);
  EXPECT_EQ(clock.remaining(W, 2'000), 60'000);
  EXPECT_EQ(clock.remaining(W, 3'000), 59'000);
  EXPECT_EQ(clock.set_time(B, 0, 4'000), EventStatus::Applied);
  EXPECT_EQ(clock.flag_at(B, 4'000), 4'000);
}

TEST(Clock, ReplayingTheLogGivesTheSameClock) {
  Clock clock = clock_for(TimeControl::sudden_death(3 * kMinute, Bonus::BronsteinDelay, 2'000));
  clock.start(B, 100);
  clock.press(B, 2'345);
  clock.pause(3'000);
  clock.resume(4'000);
  clock.add_time(B, 7'000, 4'500);
  clock.press(W, 9'999);
  Clock replayed(clock.config());
  for (const Event& event : clock.events()) ASSERT_EQ(replayed.apply(event), EventStatus::Applied);
  EXPECT_EQ(replayed, clock);
  for (Side side : {W, B}) {
    EXPECT_EQ(replayed.remaining(side, 20'000), clock.remaining(side, 20'000));
    EXPECT_EQ(replayed.used(side, 20'000), clock.used(side, 20'000));
  }
}

TEST(Clock, RejectsConfigsItCannotRun) {
  EXPECT_FALSE(
      Clock::make(ClockConfig::same_for_both(TimeControl{Method::Untimed, {}, 0, 0})).ok());
  EXPECT_FALSE(Clock::make(ClockConfig{{TimeControl::hourglass(kMinute),
                                        TimeControl::sudden_death(kMinute)}})
                   .ok());
  EXPECT_FALSE(Clock::make(ClockConfig::same_for_both(TimeControl::sudden_death(0))).ok());
  EXPECT_TRUE(Clock::make(ClockConfig::same_for_both(TimeControl::sudden_death(1))).ok());
}

TEST(Clock, ChargesTheTimeBetweenPressesToTheMicrosecond) {
  // White presses 0.6 ms past a millisecond, Black 0.4 ms past: each White turn is 1000.2 ms and
  // each Black turn 999.8 ms. Rounded to a millisecond at each end, every White turn would be
  // charged 1001 ms and every Black turn 999, and the error would add up (4 ms each after five
  // turns); to the microsecond the clock charges exactly what passed.
  Clock clock = clock_for(TimeControl::sudden_death(5 * kMinute));
  ASSERT_EQ(clock.start(W, 0, 400), EventStatus::Applied);
  Side side = W;
  for (int press = 1; press <= 10; ++press) {
    ASSERT_EQ(clock.press(side, press * 1'000, side == W ? 600 : 400), EventStatus::Applied);
    side = other(side);
  }
  EXPECT_EQ(clock.used(W, 10'000), 5'001);
  EXPECT_EQ(clock.used(B, 10'000), 4'999);
  EXPECT_EQ(clock.remaining(W, 10'000), 294'999);
  EXPECT_EQ(clock.state_at(10'000).sides[index(W)].used, 5'001'000);
  EXPECT_EQ(clock.state_at(10'000).sides[index(B)].used, 4'999'000);
}

TEST(Clock, ViewsRoundToTheNearestMillisecond) {
  Clock clock = clock_for(TimeControl::sudden_death(5 * kMinute));
  clock.start(W, 0);
  clock.press(W, 1'000, 400);                     // 1000.4 ms used
  EXPECT_EQ(clock.remaining(W, 1'000), 299'000);  // 298,999.6 ms
  clock.press(B, 2'000, 900);                     // Black: 1000.5 ms
  EXPECT_EQ(clock.remaining(B, 3'000), 299'000);  // 298,999.5 rounds up
  EXPECT_EQ(clock.last_event_time(), 2'000);
}

TEST(Clock, ATimeNotYetZeroShowsAtLeastAMillisecond) {
  Clock clock = clock_for(TimeControl::sudden_death(kSecond));
  clock.start(W, 0);
  clock.pause(999, 700);  // 0.3 ms left
  EXPECT_EQ(clock.remaining(W, 999), 1);
  EXPECT_EQ(clock.flag_at(W, 5'000), std::nullopt);
  clock.resume(2'000);
  // The flag falls at 2000.3 ms: its instant shows as the first whole millisecond after.
  EXPECT_EQ(clock.flag_at(W, 2'000), std::nullopt);
  EXPECT_EQ(clock.flag_at(W, 2'001), 2'001);
  EXPECT_EQ(clock.remaining(W, 2'001), 0);
}

TEST(Clock, EventsKeepTheirOrderToTheMicrosecond) {
  Clock clock = clock_for(TimeControl::sudden_death(5 * kMinute));
  clock.start(W, 0);
  ASSERT_EQ(clock.press(W, 1'000, 500), EventStatus::Applied);
  EXPECT_EQ(clock.press(B, 1'000, 499), EventStatus::BadTime);    // earlier within the millisecond
  EXPECT_EQ(clock.press(B, 1'000, 1'000), EventStatus::BadTime);  // not a microsecond count
  EXPECT_EQ(clock.press(B, 1'000, -1), EventStatus::BadTime);
  EXPECT_EQ(clock.press(B, 1'000, 500), EventStatus::Applied);
}

TEST(Clock, AdvanceToMovesThePresentForQueriesOnly) {
  Clock clock = clock_for(TimeControl::sudden_death(kSecond), FlagPolicy::Freeze);
  clock.start(W, 0);
  clock.advance_to(1'000, 0);  // the flag falls exactly now
  EXPECT_EQ(clock.phase(0), Phase::Paused);
  EXPECT_TRUE(clock.events().size() == 1);
  clock.advance_to(500, 0);  // never backwards
  EXPECT_EQ(clock.last_event_time(), 1'000);
  EXPECT_EQ(clock.resume(999), EventStatus::BadTime);
}

}  // namespace
}  // namespace flagfall::clock
