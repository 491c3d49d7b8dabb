#include "clock/display.h"

#include <gtest/gtest.h>

#include <random>

#include "random_controls.h"

namespace flagfall::clock {
namespace {

TEST(Display, RoundsUpToTheShownUnit) {
  EXPECT_EQ(format_remaining(5 * kMinute), "5:00");
  EXPECT_EQ(format_remaining(5 * kMinute - 1), "5:00");
  EXPECT_EQ(format_remaining(4 * kMinute + 59'000), "4:59");
  EXPECT_EQ(format_remaining(4 * kMinute + 58'001), "4:59");
  EXPECT_EQ(format_remaining(90 * kMinute), "1:30:00");
  EXPECT_EQ(format_remaining(kHour + 1), "1:00:01");
  EXPECT_EQ(format_remaining(10'000), "0:10");
  EXPECT_EQ(format_remaining(9'999), "10.0");
  EXPECT_EQ(format_remaining(9'901), "10.0");
  EXPECT_EQ(format_remaining(9'900), "9.9");
  EXPECT_EQ(format_remaining(1), "0.1");
  EXPECT_EQ(format_remaining(0), "0.0");
  EXPECT_EQ(format_remaining(-5), "0.0");
  EXPECT_EQ(format_remaining(19'900, {20 * kSecond}), "19.9");
  EXPECT_EQ(format_remaining(65'000, {2 * kMinute}), "1:05.0");
  EXPECT_EQ(format_remaining(1, {0}), "0:01");
  EXPECT_EQ(format_remaining(0, {0}), "0:00");
}

// Everything the screen draws, as one string.
std::string screen(const Clock& clock, Millis t, const DisplayFormat& format) {
  std::string text;
  for (Side side : {Side::White, Side::Black}) {
    const SideView view = clock.view(side, t);
    text += format_remaining(view.remaining, format) + " " +
            (view.running ? format_remaining(view.delay_left, format) : "-") + " " +
            std::to_string(view.byoyomi_periods_left) + (view.flag_at ? " F" : "") + " | ";
  }
  return text;
}

TEST(Display, NextChangeIsExactlyWhenTheScreenChanges) {
  std::mt19937_64 random(11);
  auto pick = [&random](std::int64_t low, std::int64_t high) {
    return std::uniform_int_distribution<std::int64_t>(low, high)(random);
  };
  for (int game = 0; game < 200; ++game) {
    TimeControl control = testing::random_control(random, true);
    Clock clock(ClockConfig::same_for_both(
        control, pick(0, 1) ? FlagPolicy::Freeze : FlagPolicy::KeepRunning));
    const DisplayFormat format{pick(0, 3) * kSecond};
    clock.start(Side::White, 0);
    Millis t = 0;
    for (int step = 0; step < 10; ++step) {
      const Millis press_at = t + pick(0, 4000);
      while (t < press_at) {
        const std::optional<Millis> change = next_display_change(clock, t, format);
        const std::string shown = screen(clock, t, format);
        const Millis until = change ? std::min(*change, press_at) : press_at;
        ASSERT_TRUE(!change || *change > t);
        for (Millis u = t + 1; u < until; ++u) {
          ASSERT_EQ(screen(clock, u, format), shown) << "game " << game << " at " << u;
        }
        if (change && *change <= press_at) {
          ASSERT_NE(screen(clock, *change, format), shown) << "game " << game << " at " << *change;
        }
        t = until;
      }
      if (auto runner = clock.running_side(t)) clock.press(*runner, t);
    }
  }
}

}  // namespace
}  // namespace flagfall::clock
