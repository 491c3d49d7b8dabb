#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "chess/color.h"
#include "clock/result.h"
#include "clock/time_control.h"

namespace flagfall::clock {

// A clock half is a player's side: the one side enum (chess/color.h, header only).
using Side = chess::Color;
inline constexpr Side other(Side side) {
  return ~side;
}
inline constexpr int index(Side side) {
  return chess::index_of(side);
}

// What happens once a flag has fallen.
enum class FlagPolicy {
  KeepRunning,  // both clocks go on (US Chess 11-2a: which flag fell first, are both down?)
  Freeze,       // the clock stops (as if paused) at the instant of the first flag
};

struct ClockConfig {
  // One control per side: time odds are two different controls. For a TD's adjustment during
  // the game use set_time/add_time instead.
  std::array<TimeControl, 2> controls;
  FlagPolicy flag_policy = FlagPolicy::KeepRunning;

  static ClockConfig same_for_both(TimeControl control,
                                   FlagPolicy policy = FlagPolicy::KeepRunning);
  const TimeControl& control(Side side) const { return controls[index(side)]; }
  friend bool operator==(const ClockConfig&, const ClockConfig&) = default;
};

// Why a clock cannot be built from `config`, or nullopt.
std::optional<std::string> validate(const ClockConfig& config);

// Timestamps are milliseconds on any monotonic time line the caller chooses (0..kMaxTimestamp),
// with an optional part finer than a millisecond: `us`, the microseconds past `t` (0..999). An
// input event's own timestamp is that fine, and the clock keeps it: a side is charged exactly
// the time between the presses, never a whole millisecond rounded at each end (whose errors add
// up over a game). Events must come in non-decreasing time order.
inline constexpr Millis kMaxTimestamp = Millis{1} << 53;  // exact in a JavaScript number
inline constexpr Millis kMaxClockTime = 1000 * kHour;     // bound for set_time/add_time
using Micros = std::int64_t;
inline constexpr Micros kMicrosPerMilli = 1000;

enum class EventKind { Start, Press, Pause, Resume, SetTime, AddTime, SetMoves };
inline constexpr int kMaxMoveCount = 10'000;  // bound for set_moves

struct Event {
  EventKind kind = EventKind::Press;
  Millis t = 0;
  Side side = Side::White;  // Start, Press, SetTime, AddTime
  Millis amount = 0;  // SetTime: the new time; AddTime: added (negative takes away); SetMoves:
                      // the side's count of completed moves
  int us = 0;         // the instant's microseconds past t, 0..999

  friend bool operator==(const Event&, const Event&) = default;
};

// What an event did. Anything but Applied leaves the clock exactly as it was and is not logged.
enum class EventStatus {
  Applied,
  NotStarted,      // press/pause/resume before start
  AlreadyStarted,  // a second start
  NotRunningSide,  // press by the side whose clock is not running
  Paused,          // press while paused (or frozen by a flag)
  NotPaused,       // resume while running
  NotRunning,      // pause while already paused
  BadTime,         // earlier than the previous event, negative or beyond kMaxTimestamp, or
                   // us outside 0..999
  BadAmount,       // set_time/add_time outside 0..kMaxClockTime, set_moves outside
                   // 0..kMaxMoveCount
};
const char* to_string(EventStatus status);

enum class Phase { NotStarted, Running, Paused };

// Everything the clock screen shows for one side at one instant.
// Durations in a view are whole milliseconds, rounded to the nearest (a time left that is not yet
// zero shows at least 1); an instant (flag_at) is the first whole millisecond at or after it.
struct SideView {
  // The big number: main time left; for byo-yomi (either kind), once the main time is gone, the
  // time left in the current period; for an upcount, the time counted up. 0 once the flag has
  // fallen.
  Millis remaining = 0;
  Millis delay_left = 0;  // simple delay still to run before the main time moves (current turn)
  int byoyomi_periods_left = 0;
  bool in_byoyomi = false;     // in byo-yomi's or Canadian byo-yomi's periods
  int byoyomi_moves_left = 0;  // Canadian: moves still to make in the current period
  bool counts_up = false;      // an upcount: `remaining` is the time used, and grows
  int moves = 0;               // moves completed (presses) by this side
  int period = 0;  // index of the period in effect, from 0; grows past the list when the
                   // last period repeats
  int moves_to_next_period = 0;  // 0 in sudden death
  bool running = false;
  std::optional<Millis> flag_at;  // the exact instant this side's time ran out
  Millis used = 0;                // total time this side's clock has run
};

// A chess clock driven by timestamped events; it never reads a wall clock. Its state is a pure
// function of its config and its event log: replaying the log on a fresh Clock gives an equal
// Clock. Queries take an instant t and answer for that instant (an instant before the last
// event is answered as at the last event).
class Clock {
 public:
  // Precondition: validate(config) is nullopt (use make() for untrusted configs).
  explicit Clock(ClockConfig config);
  static Result<Clock, std::string> make(ClockConfig config);

  // Each at the instant t (ms) plus `us` microseconds.
  EventStatus start(Side side, Millis t, int us = 0);  // `side` to move: its clock starts at t
  EventStatus press(Side side, Millis t, int us = 0);  // `side` completed its move
  EventStatus pause(Millis t, int us = 0);
  EventStatus resume(Millis t, int us = 0);
  EventStatus set_time(Side side, Millis time, Millis t, int us = 0);
  EventStatus add_time(Side side, Millis amount, Millis t, int us = 0);
  // A director's correction of `side`'s move counter, as a DGT clock allows: `moves` completed
  // moves. The period in effect and the moves to the next control follow the count as if those
  // moves had been played; no time is added or taken (set_time does that).
  EventStatus set_moves(Side side, int moves, Millis t, int us = 0);
  EventStatus apply(const Event& event);

  const ClockConfig& config() const { return config_; }
  const std::vector<Event>& events() const { return events_; }
  // The last event's instant, in whole milliseconds (its microseconds dropped).
  Millis last_event_time() const { return state_.now / kMicrosPerMilli; }
  // Moves the clock's present forward to the instant t + us without an event, so that queries
  // (which take whole milliseconds) answer as at that instant: for a replay whose instants are
  // finer than a millisecond. Later events must not be earlier. Earlier instants are ignored.
  void advance_to(Millis t, int us);

  SideView view(Side side, Millis t) const;
  Millis remaining(Side side, Millis t) const { return view(side, t).remaining; }
  Millis delay_left(Side side, Millis t) const { return view(side, t).delay_left; }
  Millis used(Side side, Millis t) const { return view(side, t).used; }
  std::optional<Millis> flag_at(Side side, Millis t) const { return view(side, t).flag_at; }
  int moves(Side side) const;
  int period(Side side) const;
  Phase phase(Millis t) const;
  std::optional<Side> running_side(Millis t) const;  // whose clock is counting at t
  Side side_to_move() const;  // whose turn it is (also while paused); White before start
  // Time from t until `side`'s flag falls if its clock runs without a press (delay, main time,
  // byo-yomi periods and all); 0 once fallen. For hourglass, the opponent is assumed not to run.
  Millis time_until_flag(Side side, Millis t) const;
  // The side whose flag fell first, if any has by t (on an exact tie, White).
  std::optional<Side> first_flag(Millis t) const;

  friend bool operator==(const Clock& a, const Clock& b) {
    return a.config_ == b.config_ && a.events_ == b.events_;
  }

  // The state counts microseconds (the views round to milliseconds).
  struct SideState {
    Micros main = 0;
    Micros delay_left = 0;
    Micros turn_used = 0;  // running time in the current turn (Bronstein gives back from it)
    Micros used = 0;
    int moves = 0;
    int period = 0;
    int next_period_after = 0;  // move count that ends the current period; 0 in sudden death
    int byoyomi_periods_left = 0;
    Micros byoyomi_elapsed = 0;  // time used of the current byo-yomi or Canadian period
    int byoyomi_moves_left = 0;  // Canadian: moves still to make in the current period
    std::optional<Micros> flag_at;
  };
  struct State {
    Phase phase = Phase::NotStarted;
    Side turn = Side::White;
    Micros now = 0;
    std::array<SideState, 2> sides;
  };
  // The internal state at t (t >= last_event_time()), in microseconds; for tests.
  State state_at(Millis t) const;

 private:
  void settle(State& state, Micros until) const;
  void begin_turn(State& state, Side side) const;
  void finish_turn(State& state, Side side) const;
  void note_zero_time(State& state, Side side, Micros t) const;
  const Period& period_of(const SideState& side_state, Side side) const;

  ClockConfig config_;
  std::vector<Event> events_;
  State state_;
};

const char* to_string(Side side);

}  // namespace flagfall::clock
