#include "clock/time_control.h"

#include <gtest/gtest.h>

namespace flagfall::clock {
namespace {

TEST(TimeControl, FactoriesMakeValidControls) {
  EXPECT_EQ(validate(TimeControl::sudden_death(5 * kMinute)), std::nullopt);
  EXPECT_EQ(validate(TimeControl::sudden_death(3 * kMinute, Bonus::Increment, 2 * kSecond)),
            std::nullopt);
  EXPECT_EQ(validate(TimeControl::hourglass(kMinute)), std::nullopt);
  EXPECT_EQ(validate(TimeControl::byoyomi(0, 5, 30 * kSecond)), std::nullopt);
}

TEST(TimeControl, RejectsWhatMakesNoSense) {
  EXPECT_EQ(validate(TimeControl::sudden_death(0)), "zero time");
  EXPECT_EQ(validate(TimeControl::sudden_death(-1)), "negative time");
  EXPECT_EQ(validate(TimeControl::sudden_death(25 * kHour)), "a period longer than 24 hours");
  EXPECT_EQ(validate(TimeControl::sudden_death(kMinute, Bonus::Increment, 0)),
            "a delay or increment of zero must be written as none");
  EXPECT_EQ(validate(TimeControl::sudden_death(kMinute, Bonus::SimpleDelay, 2 * kHour)),
            "a delay or increment longer than an hour");
  EXPECT_EQ(validate(TimeControl::byoyomi(0, 0, kSecond)), "byo-yomi needs at least one period");
  EXPECT_EQ(validate(TimeControl::hourglass(0)), "zero time");
  EXPECT_EQ(validate(TimeControl{}), "no period");

  TimeControl sudden_death_first{Method::Standard, {{0, kMinute}, {40, kMinute}}, 0, 0};
  EXPECT_EQ(validate(sudden_death_first), "only the last period can be for the rest of the game");
  TimeControl hourglass_with_increment = TimeControl::hourglass(kMinute);
  hourglass_with_increment.periods[0] = {0, kMinute, Bonus::Increment, kSecond};
  EXPECT_EQ(validate(hourglass_with_increment), "an hourglass has no delay or increment");
}

}  // namespace
}  // namespace flagfall::clock
