#pragma once

#include <random>

#include "clock/time_control.h"

namespace flagfall::clock::testing {

// Valid controls of every kind. `short_times` keeps every duration under a few seconds so that a
// millisecond-by-millisecond reference model can follow whole games.
inline TimeControl random_control(std::mt19937_64& random, bool short_times) {
  auto pick = [&random](std::int64_t low, std::int64_t high) {
    return std::uniform_int_distribution<std::int64_t>(low, high)(random);
  };
  auto duration = [&](Millis max) -> Millis {
    if (short_times) return pick(1, std::min<Millis>(max, 8 * kSecond));
    switch (pick(0, 2)) {
      case 0:
        return pick(1, max / kMinute) * kMinute;
      case 1:
        return pick(1, max / kSecond) * kSecond;
      default:
        return pick(1, max);
    }
  };
  TimeControl control;
  const auto method = pick(0, 7);
  if (method == 0) return TimeControl::hourglass(duration(kMaxPeriodTime));
  if (method == 1) {
    return TimeControl::byoyomi(pick(0, 1) ? 0 : duration(kMaxPeriodTime),
                                static_cast<int>(pick(1, short_times ? 4 : kMaxByoYomiPeriods)),
                                duration(kMaxByoYomiTime));
  }
  if (method == 2) {
    return TimeControl::canadian(pick(0, 1) ? 0 : duration(kMaxPeriodTime),
                                 static_cast<int>(pick(1, short_times ? 4 : kMaxMovesPerPeriod)),
                                 duration(kMaxByoYomiTime));
  }
  if (method == 3 && pick(0, 2) == 0) return TimeControl::upcount();
  const int periods = static_cast<int>(pick(1, short_times ? 3 : kMaxPeriods));
  for (int i = 0; i < periods; ++i) {
    Period period;
    const bool last = i + 1 == periods;
    period.moves = last && pick(0, 1) ? 0 : static_cast<int>(pick(1, short_times ? 4 : 60));
    period.time = duration(kMaxPeriodTime);
    period.bonus = static_cast<Bonus>(pick(0, 3));
    period.bonus_amount = period.bonus == Bonus::None ? 0 : duration(kMaxBonus);
    if (period.bonus == Bonus::Increment && pick(0, 2) == 0) period.cap = duration(kMaxPeriodTime);
    control.periods.push_back(period);
  }
  return control;
}

}  // namespace flagfall::clock::testing
