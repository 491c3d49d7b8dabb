#include "clock/time_control.h"

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

std::optional<std::string> validate_period(const Period& period, bool main_time_may_be_zero) {
  if (period.moves < 0) return "a period cannot have a negative number of moves";
  if (period.moves > kMaxMovesPerPeriod) {
    return "a period of more than " + std::to_string(kMaxMovesPerPeriod) + " moves";
  }
  if (period.time < 0) return "negative time";
  if (period.time == 0 && !main_time_may_be_zero) return "zero time";
  if (period.time > kMaxPeriodTime) return "a period longer than 24 hours";
  if (period.bonus_amount < 0) return "negative delay or increment";
  if (period.bonus_amount > kMaxBonus) return "a delay or increment longer than an hour";
  if ((period.bonus == Bonus::None) != (period.bonus_amount == 0)) {
    return "a delay or increment of zero must be written as none";
  }
  if (period.cap < 0) return "a negative cap";
  if (period.cap > kMaxPeriodTime) return "a cap above 24 hours";
  if (period.cap != 0 && period.bonus != Bonus::Increment) return "a cap without an increment";
  return std::nullopt;
}

}  // namespace

std::optional<std::string> validate(const TimeControl& control) {
  switch (control.method) {
    case Method::Untimed:
    case Method::Upcount:
      if (!control.periods.empty() || control.byoyomi_periods != 0 || control.byoyomi_time != 0 ||
          control.canadian_moves != 0) {
        return control.method == Method::Upcount ? "an upcount has no periods"
                                                 : "an untimed control has no periods";
      }
      return std::nullopt;
    case Method::Standard:
      if (control.periods.empty()) return "no period";
      if (control.periods.size() > static_cast<std::size_t>(kMaxPeriods)) {
        return "more than " + std::to_string(kMaxPeriods) + " periods";
      }
      for (std::size_t i = 0; i < control.periods.size(); ++i) {
        const Period& period = control.periods[i];
        if (auto error = validate_period(period, false)) return error;
        if (period.moves == 0 && i + 1 != control.periods.size()) {
          return "only the last period can be for the rest of the game";
        }
      }
      break;
    case Method::Hourglass:
    case Method::ByoYomi:
    case Method::Canadian: {
      const bool byoyomi = control.method != Method::Hourglass;
      const char* name = byoyomi ? "byo-yomi" : "an hourglass";
      if (control.periods.size() != 1) return std::string(name) + " has exactly one main period";
      if (auto error = validate_period(control.periods[0], byoyomi)) return error;
      if (control.periods[0].moves != 0) return std::string(name) + " has no move count";
      if (control.periods[0].bonus != Bonus::None) {
        return std::string(name) + " has no delay or increment";
      }
      break;
    }
  }
  if (control.method == Method::Canadian) {
    if (control.canadian_moves < 1) return "a Canadian period needs at least one move";
    if (control.canadian_moves > kMaxMovesPerPeriod) return "a period of more than 500 moves";
    if (control.byoyomi_periods != 0) return "Canadian byo-yomi counts moves, not periods";
  } else if (control.canadian_moves != 0) {
    return "a move count per period without Canadian byo-yomi";
  }
  if (control.method == Method::ByoYomi) {
    if (control.byoyomi_periods < 1) return "byo-yomi needs at least one period";
    if (control.byoyomi_periods > kMaxByoYomiPeriods) return "more than 100 byo-yomi periods";
    if (control.byoyomi_time <= 0) return "zero byo-yomi period time";
    if (control.byoyomi_time > kMaxByoYomiTime) return "a byo-yomi period longer than an hour";
  } else if (control.method == Method::Canadian) {
    if (control.byoyomi_time <= 0) return "zero Canadian period time";
    if (control.byoyomi_time > kMaxByoYomiTime) return "a Canadian period longer than an hour";
  } else if (control.byoyomi_periods != 0 || control.byoyomi_time != 0) {
    return "byo-yomi periods without the byo-yomi method";
  }
  return std::nullopt;
}

}  // namespace flagfall::clock
