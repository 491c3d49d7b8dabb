// Writing a time control in each notation the clock reads.
#include "clock/notation.h"

#include <initializer_list>
#include <string>
#include <string_view>

namespace flagfall::clock {
namespace {

// Appends in place: GCC 12 gives a false -Wrestrict on `"literal" + std::string` at -O2.
std::string concat(std::initializer_list<std::string_view> parts) {
  std::string text;
  for (std::string_view part : parts) text += part;
  return text;
}

std::string seconds_text(Millis ms) {
  std::string text = std::to_string(ms / kSecond);
  Millis fraction = ms % kSecond;
  if (fraction != 0) {
    std::string digits = std::to_string(fraction + kSecond).substr(1);  // three digits
    while (digits.back() == '0') digits.pop_back();
    text += "." + digits;
  }
  return text;
}

std::string minutes_text(Millis ms) {
  if (ms % kMinute == 0) return std::to_string(ms / kMinute);
  return seconds_text(ms) + "s";
}

// "5x30" (byo-yomi) or "25/300" (Canadian): the count and the period's seconds.
std::string byoyomi_text(const TimeControl& control) {
  if (control.method == Method::Canadian) {
    return std::to_string(control.canadian_moves) + "/" + seconds_text(control.byoyomi_time);
  }
  return std::to_string(control.byoyomi_periods) + "x" + seconds_text(control.byoyomi_time);
}

// "cap5" after a capped increment, in minutes (`pgn`: in seconds).
std::string cap_text(const Period& period, bool pgn) {
  if (period.cap == 0) return "";
  return concat({"cap", pgn ? seconds_text(period.cap) : minutes_text(period.cap)});
}

std::string us_bonus(const Period& period) {
  switch (period.bonus) {
    case Bonus::None:
      return ";d0";
    case Bonus::Increment:
      return ";inc" + seconds_text(period.bonus_amount) + cap_text(period, false);
    case Bonus::SimpleDelay:
      return ";d" + seconds_text(period.bonus_amount);
    case Bonus::BronsteinDelay:
      return ";b" + seconds_text(period.bonus_amount);
  }
  return "";
}

std::string plus_bonus(const Period& period, bool write_none, bool pgn) {
  switch (period.bonus) {
    case Bonus::None:
      return write_none ? "+0" : "";
    case Bonus::Increment:
      return concat({"+", seconds_text(period.bonus_amount), cap_text(period, pgn)});
    case Bonus::SimpleDelay:
      return concat({"+", seconds_text(period.bonus_amount), "d"});
    case Bonus::BronsteinDelay:
      return concat({"+", seconds_text(period.bonus_amount), "b"});
  }
  return "";
}

std::string format_plus_style(const TimeControl& control, bool pgn) {
  auto time_text = [pgn](Millis ms) { return pgn ? seconds_text(ms) : minutes_text(ms); };
  switch (control.method) {
    case Method::Untimed:
      return "-";
    case Method::Upcount:
      return "up";
    case Method::Hourglass:
      return concat({"*", time_text(control.periods[0].time)});
    case Method::ByoYomi:
    case Method::Canadian:
      return time_text(control.periods[0].time) + "+" + byoyomi_text(control);
    case Method::Standard:
      break;
  }
  std::string text;
  for (const Period& period : control.periods) {
    if (!text.empty()) text += pgn ? ":" : ",";
    if (period.moves > 0) text += std::to_string(period.moves) + "/";
    text += time_text(period.time) + plus_bonus(period, !pgn, pgn);
  }
  return text;
}

}  // namespace

std::string format_us_chess(const TimeControl& control) {
  switch (control.method) {
    case Method::Untimed:
      return "-";
    case Method::Upcount:
      return "UP";
    case Method::Hourglass:
      return "HG/" + minutes_text(control.periods[0].time);
    case Method::ByoYomi:
    case Method::Canadian:
      return "G/" + minutes_text(control.periods[0].time) + ";byo" + byoyomi_text(control);
    case Method::Standard:
      break;
  }
  bool same_bonus = true;
  for (const Period& period : control.periods) {
    same_bonus = same_bonus && period.bonus == control.periods.back().bonus &&
                 period.bonus_amount == control.periods.back().bonus_amount &&
                 period.cap == control.periods.back().cap;
  }
  std::string text;
  for (std::size_t i = 0; i < control.periods.size(); ++i) {
    const Period& period = control.periods[i];
    if (i > 0) text += ",";
    if (period.moves > 0) {
      text += std::to_string(period.moves) + "/";
    } else {
      text += control.periods.size() == 1 ? "G/" : "SD/";
    }
    text += minutes_text(period.time);
    if (!same_bonus || i + 1 == control.periods.size()) text += us_bonus(period);
  }
  return text;
}

std::string format_fide(const TimeControl& control) {
  return format_plus_style(control, false);
}

std::string format_pgn(const TimeControl& control) {
  return format_plus_style(control, true);
}

std::string format_time_control(const TimeControl& control, Notation notation) {
  switch (notation) {
    case Notation::UsChess:
      return format_us_chess(control);
    case Notation::Pgn:
      return format_pgn(control);
    case Notation::Auto:
    case Notation::Fide:
      break;
  }
  return format_fide(control);
}

}  // namespace flagfall::clock
