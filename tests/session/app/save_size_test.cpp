// The running game's save stays small: a 200-move blitz game (docs/benchmarks.md, "Saves").
#include <gtest/gtest.h>

#include <iostream>

#include "../clock/clock_session_support.h"
#include "session/app/app_session.h"
#include "session/app/saved_data.h"

namespace flagfall::session {
namespace {

using A = ClockAction;

using testing_support::session_with;

TEST(SaveSize, A200MoveBlitzGameSavesInUnder32KB) {
  ClockSession clock = session_with("fide-2023", "3+2");
  // Black starts White's clock; then 200 moves by each player, about two seconds each, every
  // press timed to the microsecond as the page times them.
  EpochMillis at = testing_support::kStart;
  clock.apply({A::kHalf, chess::Color::Black}, at, 417);
  for (int move = 0; move < 400; ++move) {
    at += 1'700 + (move * 337) % 900;
    clock.apply({A::kHalf, move % 2 == 0 ? chess::Color::White : chess::Color::Black}, at,
                move * 7 % 1000);
  }
  ASSERT_FALSE(clock.game().over());
  ASSERT_EQ(clock.game().game_clock().moves(clock::Side::White), 200);
  ASSERT_EQ(clock.game().game_clock().moves(clock::Side::Black), 200);
  const std::size_t size = clock.saved().size();
  // The figure docs/benchmarks.md states: a phone gives a site about 5 MB of localStorage.
  std::cout << "a 200-move blitz game's save: " << size << " characters\n";
  EXPECT_LT(size, 32u * 1024);
  EXPECT_TRUE(holds_user_data(kClockKey, clock.saved()));
}

}  // namespace
}  // namespace flagfall::session
