#include "clock/time_control.h"

#include "words/words.h"

namespace flagfall::clock {

TimeControl TimeControl::sudden_death(Millis time, Bonus bonus, Millis amount) {
  return TimeControl{Method::Standard, {Period{0, time, bonus, amount}}, 0, 0};
}

TimeControl TimeControl::hourglass(Millis time) {
  return TimeControl{Method::Hourglass, {Period{0, time, Bonus::None, 0}}, 0, 0};
}

TimeControl TimeControl::byoyomi(Millis main_time, int periods, Millis period_time) {
  return TimeControl{Method::ByoYomi, {Period{0, main_time, Bonus::None, 0}}, periods, period_time};
}

TimeControl TimeControl::canadian(Millis main_time, int moves, Millis period_time) {
  return TimeControl{
      Method::Canadian, {Period{0, main_time, Bonus::None, 0}}, 0, period_time, moves};
}

TimeControl TimeControl::upcount() {
  return TimeControl{Method::Upcount, {}, 0, 0};
}

namespace {

using words::Msg;

std::optional<std::string> validate_period(const Period& period, bool main_time_may_be_zero) {
  if (period.moves < 0) return words::said(Msg::kInvalidNegativeMoves);
  if (period.moves > kMaxMovesPerPeriod) {
    return words::format<Msg::kInvalidTooManyMoves>(std::to_string(kMaxMovesPerPeriod));
  }
  if (period.time < 0) return words::said(Msg::kNotationNegativeTime);
  if (period.time == 0 && !main_time_may_be_zero) return words::said(Msg::kInvalidZeroTime);
  if (period.time > kMaxPeriodTime) return words::said(Msg::kInvalidPeriodTooLong);
  if (period.bonus_amount < 0) return words::said(Msg::kInvalidNegativeBonus);
  if (period.bonus_amount > kMaxBonus) return words::said(Msg::kInvalidBonusTooLong);
  if ((period.bonus == Bonus::None) != (period.bonus_amount == 0)) {
    return words::said(Msg::kInvalidZeroBonus);
  }
  if (period.cap < 0) return words::said(Msg::kInvalidNegativeCap);
  if (period.cap > kMaxPeriodTime) return words::said(Msg::kInvalidCapTooLong);
  if (period.cap != 0 && period.bonus != Bonus::Increment)
    return words::said(Msg::kInvalidCapWithoutIncrement);
  return std::nullopt;
}

}  // namespace

std::optional<std::string> validate(const TimeControl& control) {
  switch (control.method) {
    case Method::Untimed:
    case Method::Upcount:
      if (!control.periods.empty() || control.byoyomi_periods != 0 || control.byoyomi_time != 0 ||
          control.canadian_moves != 0) {
        return words::said(control.method == Method::Upcount ? Msg::kInvalidUpcountPeriods
                                                             : Msg::kInvalidUntimedPeriods);
      }
      return std::nullopt;
    case Method::Standard:
      if (control.periods.empty()) return words::said(Msg::kInvalidNoPeriod);
      if (control.periods.size() > static_cast<std::size_t>(kMaxPeriods)) {
        return words::format<Msg::kInvalidTooManyPeriods>(std::to_string(kMaxPeriods));
      }
      for (std::size_t i = 0; i < control.periods.size(); ++i) {
        const Period& period = control.periods[i];
        if (auto error = validate_period(period, false)) return error;
        if (period.moves == 0 && i + 1 != control.periods.size()) {
          return words::said(Msg::kInvalidLastPeriodOnly);
        }
      }
      break;
    case Method::Hourglass:
    case Method::ByoYomi:
    case Method::Canadian: {
      const bool byoyomi = control.method != Method::Hourglass;
      if (control.periods.size() != 1) {
        return words::said(byoyomi ? Msg::kInvalidByoyomiOnePeriod
                                   : Msg::kInvalidHourglassOnePeriod);
      }
      if (auto error = validate_period(control.periods[0], byoyomi)) return error;
      if (control.periods[0].moves != 0) {
        return words::said(byoyomi ? Msg::kInvalidByoyomiMoveCount
                                   : Msg::kInvalidHourglassMoveCount);
      }
      if (control.periods[0].bonus != Bonus::None) {
        return words::said(byoyomi ? Msg::kInvalidByoyomiBonus : Msg::kInvalidHourglassBonus);
      }
      break;
    }
  }
  if (control.method == Method::Canadian) {
    if (control.canadian_moves < 1) return words::said(Msg::kInvalidCanadianNoMoves);
    if (control.canadian_moves > kMaxMovesPerPeriod) {
      return words::format<Msg::kInvalidTooManyMoves>(std::to_string(kMaxMovesPerPeriod));
    }
    if (control.byoyomi_periods != 0) return words::said(Msg::kInvalidCanadianPeriods);
  } else if (control.canadian_moves != 0) {
    return words::said(Msg::kInvalidMovesWithoutCanadian);
  }
  if (control.method == Method::ByoYomi) {
    if (control.byoyomi_periods < 1) return words::said(Msg::kInvalidByoyomiNoPeriod);
    if (control.byoyomi_periods > kMaxByoYomiPeriods) {
      return words::format<Msg::kInvalidByoyomiTooMany>(std::to_string(kMaxByoYomiPeriods));
    }
    if (control.byoyomi_time <= 0) return words::said(Msg::kInvalidByoyomiZeroTime);
    if (control.byoyomi_time > kMaxByoYomiTime) return words::said(Msg::kInvalidByoyomiTooLong);
  } else if (control.method == Method::Canadian) {
    if (control.byoyomi_time <= 0) return words::said(Msg::kInvalidCanadianZeroTime);
    if (control.byoyomi_time > kMaxByoYomiTime) return words::said(Msg::kInvalidCanadianTooLong);
  } else if (control.byoyomi_periods != 0 || control.byoyomi_time != 0) {
    return words::said(Msg::kInvalidPeriodsWithoutByoyomi);
  }
  return std::nullopt;
}

}  // namespace flagfall::clock
