#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace flagfall::clock {

// Every duration and timestamp in the clock is an integer number of milliseconds. Callers round
// fractional event timestamps (browser events carry fractions of a millisecond) before passing
// them.
using Millis = std::int64_t;

inline constexpr Millis kSecond = 1000;
inline constexpr Millis kMinute = 60 * kSecond;
inline constexpr Millis kHour = 60 * kMinute;

// What a completed move or a started turn adds, per period.
enum class Bonus {
  None,
  Increment,       // Fischer: `amount` added to the mover's time when the move is completed.
  SimpleDelay,     // US delay: the first `amount` of every turn does not count down the main time.
  BronsteinDelay,  // After the move, the time used in that turn is given back, at most `amount`.
};

// One period of a standard control: `time` for `moves` moves (0 = the rest of the game).
// The next period's time is added to a side's clock the moment it completes the last move of the
// period (its press), as DGT-style tournament clocks do. When the last period has moves > 0 it
// repeats (e.g. 40/120, 20/60 repeating).
struct Period {
  int moves = 0;
  Millis time = 0;
  Bonus bonus = Bonus::None;
  Millis bonus_amount = 0;  // 0 exactly when bonus == None
  // Increment only (capped Fischer): an increment never lifts the time above `cap`, and adds
  // nothing once the time is there; 0 = no cap.
  Millis cap = 0;

  friend bool operator==(const Period&, const Period&) = default;
};

enum class Method {
  Standard,   // sudden death or multi-period, each period with its own bonus
  Hourglass,  // one period; while one side runs, the opponent gains what it loses
  ByoYomi,    // main time (periods[0].time, may be 0) then byoyomi_periods periods of byoyomi_time
  Untimed,    // PGN "-": no time control; a Clock cannot be built from it
  Canadian,   // Canadian byo-yomi: main time (periods[0].time, may be 0), then periods of
              // byoyomi_time, each needing canadian_moves moves; the count met starts a new one
  Upcount,    // no periods: each side's clock counts up from 0 and no flag ever falls
};

struct TimeControl {
  Method method = Method::Standard;
  std::vector<Period> periods;  // Standard: 1..kMaxPeriods; Hourglass, ByoYomi: exactly 1
  int byoyomi_periods = 0;      // ByoYomi only
  Millis byoyomi_time = 0;      // ByoYomi and Canadian: the length of a period
  int canadian_moves = 0;       // Canadian only: the moves to make within each period

  friend bool operator==(const TimeControl&, const TimeControl&) = default;

  static TimeControl sudden_death(Millis time, Bonus bonus = Bonus::None, Millis amount = 0);
  static TimeControl hourglass(Millis time);
  static TimeControl byoyomi(Millis main_time, int periods, Millis period_time);
  static TimeControl canadian(Millis main_time, int moves, Millis period_time);
  static TimeControl upcount();
};

// Limits beyond which a control is taken to be a typing mistake rather than a real game.
inline constexpr int kMaxPeriods = 8;
inline constexpr int kMaxMovesPerPeriod = 500;
inline constexpr Millis kMaxPeriodTime = 24 * kHour;
inline constexpr Millis kMaxBonus = kHour;
inline constexpr int kMaxByoYomiPeriods = 100;
inline constexpr Millis kMaxByoYomiTime = kHour;  // also a Canadian period

// Why `control` makes no sense (zero time, negative values, absurd lengths, a bonus with an
// hourglass...), or nullopt when it is valid. The parsers only ever produce valid controls.
std::optional<std::string> validate(const TimeControl& control);

}  // namespace flagfall::clock
