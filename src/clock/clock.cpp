#include "clock/clock.h"

#include <algorithm>

namespace flagfall::clock {

ClockConfig ClockConfig::same_for_both(TimeControl control, FlagPolicy policy) {
  return ClockConfig{{control, control}, policy};
}

std::optional<std::string> validate(const ClockConfig& config) {
  for (Side side : {Side::White, Side::Black}) {
    const TimeControl& control = config.control(side);
    if (auto error = validate(control)) return std::string(to_string(side)) + ": " + *error;
    if (control.method == Method::Untimed) {
      return std::string(to_string(side)) + ": an untimed game has no clock";
    }
  }
  if ((config.controls[0].method == Method::Hourglass) !=
      (config.controls[1].method == Method::Hourglass)) {
    return "an hourglass needs both sides on an hourglass";
  }
  return std::nullopt;
}

const char* to_string(Side side) {
  return side == Side::White ? "white" : "black";
}

const char* to_string(EventStatus status) {
  switch (status) {
    case EventStatus::Applied:
      return "applied";
    case EventStatus::NotStarted:
      return "the clock has not been started";
    case EventStatus::AlreadyStarted:
      return "the clock was already started";
    case EventStatus::NotRunningSide:
      return "that side's clock is not running";
    case EventStatus::Paused:
      return "the clock is paused";
    case EventStatus::NotPaused:
      return "the clock is not paused";
    case EventStatus::NotRunning:
      return "the clock is not running";
    case EventStatus::BadTime:
      return "time earlier than the previous event or out of range";
    case EventStatus::BadAmount:
      return "time amount out of range";
  }
  return "unknown status";
}

namespace {

Micros micros(Millis ms) {
  return ms * kMicrosPerMilli;
}

// A duration for a view: the nearest whole millisecond, but a time that is not yet zero shows
// at least 1 (0 is a fallen flag, or a delay used up).
Millis view_ms(Micros us) {
  if (us <= 0) return 0;
  return std::max<Millis>(1, (us + kMicrosPerMilli / 2) / kMicrosPerMilli);
}

// An instant for a view: the first whole millisecond at or after it.
Millis ceil_ms(Micros us) {
  return (us + kMicrosPerMilli - 1) / kMicrosPerMilli;
}

bool in_byoyomi(const TimeControl& control, const Clock::SideState& state) {
  return (control.method == Method::ByoYomi || control.method == Method::Canadian) &&
         state.main == 0;
}

// An upcount's distance to a flag: more than any run between two timestamps.
constexpr Micros kNeverFalls = kMaxTimestamp * kMicrosPerMilli + kMicrosPerMilli;

// Running time left before the flag falls, at rest.
Micros flag_distance(const TimeControl& control, const Clock::SideState& state) {
  if (state.flag_at) return 0;
  if (control.method == Method::Upcount) return kNeverFalls;
  if (control.method == Method::ByoYomi) {
    return state.main + state.byoyomi_periods_left * micros(control.byoyomi_time) -
           state.byoyomi_elapsed;
  }
  if (control.method == Method::Canadian) {
    return state.main + micros(control.byoyomi_time) - state.byoyomi_elapsed;
  }
  return state.delay_left + state.main;
}

// Runs `state`'s clock for `duration` (at most its time until flag); returns the main time lost.
Micros run(const TimeControl& control, Clock::SideState& state, Micros duration) {
  if (control.method == Method::Upcount) {
    state.main += duration;
    return 0;
  }
  const Micros from_delay = std::min(duration, state.delay_left);
  state.delay_left -= from_delay;
  const Micros rest = duration - from_delay;
  const Micros from_main = std::min(rest, state.main);
  state.main -= from_main;
  const Micros into_byoyomi = rest - from_main;
  if (control.method == Method::ByoYomi && into_byoyomi > 0) {
    const Micros period = micros(control.byoyomi_time);
    const Micros total = state.byoyomi_elapsed + into_byoyomi;
    const Micros periods_used = total / period;
    state.byoyomi_periods_left -= static_cast<int>(periods_used);
    state.byoyomi_elapsed = total % period;
  }
  if (control.method == Method::Canadian) state.byoyomi_elapsed += into_byoyomi;
  return from_main;
}

void fall_flag(Clock::SideState& state, Micros at) {
  state.flag_at = at;
  state.main = 0;
  state.delay_left = 0;
  state.byoyomi_periods_left = 0;
  state.byoyomi_elapsed = 0;
  state.byoyomi_moves_left = 0;
}

// A Fischer increment, which a cap (when the period has one) stops at the cap.
Micros with_increment(Micros main, const Period& period) {
  const Micros raised = main + micros(period.bonus_amount);
  if (period.cap == 0) return raised;
  return std::max(main, std::min(raised, micros(period.cap)));
}

bool valid_time(const Event& event, Micros now) {
  return event.t >= 0 && event.t <= kMaxTimestamp && event.us >= 0 && event.us < kMicrosPerMilli &&
         micros(event.t) + event.us >= now;
}

// The period in effect after `moves` completed moves, and the move count that ends it (0 when
// it runs to the end of the game), as the presses would have left them.
void count_periods(const TimeControl& control, Clock::SideState& state) {
  state.period = 0;
  state.next_period_after = 0;
  if (control.method != Method::Standard) return;
  int end = control.periods[0].moves;
  int period = 0;
  while (end != 0 && state.moves >= end) {
    ++period;
    const int next =
        control.periods[std::min<std::size_t>(period, control.periods.size() - 1)].moves;
    end = next == 0 ? 0 : end + next;
  }
  state.period = period;
  state.next_period_after = end;
}

}  // namespace

Clock::Clock(ClockConfig config) : config_(std::move(config)) {
  for (Side side : {Side::White, Side::Black}) {
    const TimeControl& control = config_.control(side);
    SideState& state = state_.sides[index(side)];
    if (!control.periods.empty()) {  // an upcount has none, and starts at 0
      state.main = micros(control.periods[0].time);
      state.next_period_after = control.periods[0].moves;
    }
    state.byoyomi_periods_left = control.byoyomi_periods;
    state.byoyomi_moves_left = control.canadian_moves;
  }
}

Result<Clock, std::string> Clock::make(ClockConfig config) {
  if (auto error = validate(config)) return *error;
  return Clock(std::move(config));
}

const Period& Clock::period_of(const SideState& side_state, Side side) const {
  static const Period kNoPeriod;  // an upcount's
  const std::vector<Period>& periods = config_.control(side).periods;
  if (periods.empty()) return kNoPeriod;
  return periods[std::min<std::size_t>(side_state.period, periods.size() - 1)];
}

void Clock::settle(State& state, Micros until) const {
  if (until <= state.now) return;
  if (state.phase != Phase::Running) {
    state.now = until;
    return;
  }
  const Side side = state.turn;
  const TimeControl& control = config_.control(side);
  SideState& runner = state.sides[index(side)];
  SideState& opponent = state.sides[index(other(side))];
  Micros ran = until - state.now;
  if (!runner.flag_at) {
    const Micros to_flag = flag_distance(control, runner);
    const bool falls = to_flag <= ran;
    if (falls && config_.flag_policy == FlagPolicy::Freeze) ran = to_flag;
    const Micros lost = run(control, runner, std::min(ran, to_flag));
    if (control.method == Method::Hourglass && !opponent.flag_at) opponent.main += lost;
    if (falls) {
      fall_flag(runner, state.now + to_flag);
      if (config_.flag_policy == FlagPolicy::Freeze) state.phase = Phase::Paused;
    }
  }
  runner.used += ran;
  runner.turn_used += ran;
  state.now = until;
}

void Clock::begin_turn(State& state, Side side) const {
  SideState& runner = state.sides[index(side)];
  runner.turn_used = 0;
  const Period& period = period_of(runner, side);
  runner.delay_left =
      !runner.flag_at && period.bonus == Bonus::SimpleDelay ? micros(period.bonus_amount) : 0;
}

void Clock::finish_turn(State& state, Side side) const {
  SideState& mover = state.sides[index(side)];
  ++mover.moves;
  mover.delay_left = 0;
  // A fallen flag stays down: no increment, no give-back, no next period's time. The move and
  // period counters still count, so that a TD who restores time finds them right.
  const bool gains = !mover.flag_at;
  const Period& period = period_of(mover, side);
  if (gains && period.bonus == Bonus::Increment) mover.main = with_increment(mover.main, period);
  if (gains && period.bonus == Bonus::BronsteinDelay) {
    mover.main += std::min(mover.turn_used, micros(period.bonus_amount));
  }
  const TimeControl& control = config_.control(side);
  if (control.method == Method::ByoYomi) {
    mover.byoyomi_elapsed = 0;  // a move made inside a byo-yomi period keeps that period
  } else if (gains && in_byoyomi(control, mover) && --mover.byoyomi_moves_left == 0) {
    mover.byoyomi_moves_left = control.canadian_moves;  // the count met: a fresh period
    mover.byoyomi_elapsed = 0;
  }
  if (control.method == Method::Standard && mover.next_period_after != 0 &&
      mover.moves == mover.next_period_after) {
    ++mover.period;
    const Period& next = period_of(mover, side);
    if (gains) mover.main += micros(next.time);
    mover.next_period_after = next.moves == 0 ? 0 : mover.next_period_after + next.moves;
  }
}

// After a TD's change of time: zero time is a fallen flag, restored time lifts it.
void Clock::note_zero_time(State& state, Side side, Micros t) const {
  SideState& changed = state.sides[index(side)];
  const TimeControl& control = config_.control(side);
  SideState lifted = changed;
  lifted.flag_at.reset();
  if (flag_distance(control, lifted) > 0) {
    changed.flag_at.reset();
    return;
  }
  if (changed.flag_at) return;
  fall_flag(changed, t);
  if (config_.flag_policy == FlagPolicy::Freeze && state.phase == Phase::Running) {
    state.phase = Phase::Paused;
  }
}

EventStatus Clock::apply(const Event& event) {
  if (!valid_time(event, state_.now)) return EventStatus::BadTime;
  const Micros at = micros(event.t) + event.us;
  State next = state_;
  settle(next, at);
  switch (event.kind) {
    case EventKind::Start:
      if (next.phase != Phase::NotStarted) return EventStatus::AlreadyStarted;
      next.phase = Phase::Running;
      next.turn = event.side;
      begin_turn(next, event.side);
      break;
    case EventKind::Press:
      if (next.phase == Phase::NotStarted) return EventStatus::NotStarted;
      if (next.phase == Phase::Paused) return EventStatus::Paused;
      if (next.turn != event.side) return EventStatus::NotRunningSide;
      finish_turn(next, event.side);
      next.turn = other(event.side);
      begin_turn(next, next.turn);
      break;
    case EventKind::Pause:
      if (next.phase == Phase::NotStarted) return EventStatus::NotStarted;
      if (next.phase == Phase::Paused) return EventStatus::NotRunning;
      next.phase = Phase::Paused;
      break;
    case EventKind::Resume:
      if (next.phase == Phase::NotStarted) return EventStatus::NotStarted;
      if (next.phase == Phase::Running) return EventStatus::NotPaused;
      next.phase = Phase::Running;
      break;
    case EventKind::SetTime:
    case EventKind::AddTime: {
      SideState& changed = next.sides[index(event.side)];
      const bool set = event.kind == EventKind::SetTime;
      if (event.amount < (set ? 0 : -kMaxClockTime) || event.amount > kMaxClockTime) {
        return EventStatus::BadAmount;
      }
      const Micros time = set ? micros(event.amount) : changed.main + micros(event.amount);
      if (time < 0 || time > micros(kMaxClockTime)) return EventStatus::BadAmount;
      changed.main = time;
      changed.byoyomi_elapsed = 0;
      changed.byoyomi_moves_left = config_.control(event.side).canadian_moves;
      note_zero_time(next, event.side, at);
      break;
    }
    case EventKind::SetMoves: {
      if (event.amount < 0 || event.amount > kMaxMoveCount) return EventStatus::BadAmount;
      SideState& changed = next.sides[index(event.side)];
      changed.moves = static_cast<int>(event.amount);
      count_periods(config_.control(event.side), changed);
      break;
    }
  }
  state_ = next;
  events_.push_back(event);
  return EventStatus::Applied;
}

EventStatus Clock::start(Side side, Millis t, int us) {
  return apply({EventKind::Start, t, side, 0, us});
}
EventStatus Clock::press(Side side, Millis t, int us) {
  return apply({EventKind::Press, t, side, 0, us});
}
EventStatus Clock::pause(Millis t, int us) {
  return apply({EventKind::Pause, t, Side::White, 0, us});
}
EventStatus Clock::resume(Millis t, int us) {
  return apply({EventKind::Resume, t, Side::White, 0, us});
}
EventStatus Clock::set_time(Side side, Millis time, Millis t, int us) {
  return apply({EventKind::SetTime, t, side, time, us});
}
EventStatus Clock::add_time(Side side, Millis amount, Millis t, int us) {
  return apply({EventKind::AddTime, t, side, amount, us});
}
EventStatus Clock::set_moves(Side side, int moves, Millis t, int us) {
  return apply({EventKind::SetMoves, t, side, moves, us});
}

void Clock::advance_to(Millis t, int us) {
  if (t < 0 || t > kMaxTimestamp || us < 0 || us >= kMicrosPerMilli) return;
  const Micros at = micros(t) + us;
  if (at > state_.now) settle(state_, at);
}

Clock::State Clock::state_at(Millis t) const {
  State state = state_;
  const Millis clamped = std::clamp<Millis>(t, 0, kMaxTimestamp);
  settle(state, std::max(micros(clamped), state.now));
  return state;
}

SideView Clock::view(Side side, Millis t) const {
  const State state = state_at(t);
  const SideState& s = state.sides[index(side)];
  const TimeControl& control = config_.control(side);
  SideView view;
  view.in_byoyomi = !s.flag_at && in_byoyomi(control, s);
  view.remaining = s.flag_at         ? 0
                   : view.in_byoyomi ? view_ms(micros(control.byoyomi_time) - s.byoyomi_elapsed)
                                     : view_ms(s.main);
  view.delay_left = view_ms(s.delay_left);
  view.byoyomi_periods_left = s.byoyomi_periods_left;
  view.byoyomi_moves_left = s.byoyomi_moves_left;
  view.counts_up = control.method == Method::Upcount;
  view.moves = s.moves;
  view.period = s.period;
  view.moves_to_next_period = s.next_period_after == 0 ? 0 : s.next_period_after - s.moves;
  view.running = state.phase == Phase::Running && state.turn == side;
  if (s.flag_at) view.flag_at = ceil_ms(*s.flag_at);
  view.used = (s.used + kMicrosPerMilli / 2) / kMicrosPerMilli;
  return view;
}

int Clock::moves(Side side) const {
  return state_.sides[index(side)].moves;
}
int Clock::period(Side side) const {
  return state_.sides[index(side)].period;
}
Phase Clock::phase(Millis t) const {
  return state_at(t).phase;
}
Side Clock::side_to_move() const {
  return state_.turn;
}

std::optional<Side> Clock::running_side(Millis t) const {
  const State state = state_at(t);
  if (state.phase != Phase::Running) return std::nullopt;
  return state.turn;
}

Millis Clock::time_until_flag(Side side, Millis t) const {
  const State state = state_at(t);
  return ceil_ms(flag_distance(config_.control(side), state.sides[index(side)]));
}

std::optional<Side> Clock::first_flag(Millis t) const {
  const State state = state_at(t);
  const std::optional<Micros>& white = state.sides[0].flag_at;
  const std::optional<Micros>& black = state.sides[1].flag_at;
  if (white && (!black || *white <= *black)) return Side::White;
  if (black) return Side::Black;
  return std::nullopt;
}

}  // namespace flagfall::clock
