// Random games checked against a reference model that runs the clock one millisecond at a time,
// plus the conservation laws of the issue: used time is the sum of the running intervals, a delay
// never adds time, Bronstein never gives back more than was used, the increment comes exactly
// once per completed move.
#include <gtest/gtest.h>

#include <random>

#include "clock/clock.h"
#include "random_controls.h"

namespace flagfall::clock {
namespace {

struct ModelSide {
  Millis main = 0, delay_left = 0, turn_used = 0, used = 0, byoyomi_elapsed = 0;
  int moves = 0, period = 0, next_period_after = 0, byoyomi_left = 0, canadian_moves_left = 0;
  std::optional<Millis> flag_at;
};

// The clock as a naive tick-by-tick simulation.
class Model {
 public:
  explicit Model(const ClockConfig& config) : config_(config) {
    for (int i = 0; i < 2; ++i) {
      if (config.controls[i].method != Method::Upcount) {
        sides_[i].main = config.controls[i].periods[0].time;
        sides_[i].next_period_after = config.controls[i].periods[0].moves;
      }
      sides_[i].byoyomi_left = config.controls[i].byoyomi_periods;
      sides_[i].canadian_moves_left = config.controls[i].canadian_moves;
    }
  }

  void advance_to(Millis t) {
    for (; now_ < t; ++now_) tick();
  }

  bool out_of_time(int i) const {
    const ModelSide& s = sides_[i];
    const TimeControl& control = config_.controls[i];
    if (control.method == Method::Upcount) return false;
    if (control.method == Method::ByoYomi) return s.main == 0 && s.byoyomi_left == 0;
    if (control.method == Method::Canadian) {
      return s.main == 0 && s.byoyomi_elapsed == control.byoyomi_time;
    }
    return s.main == 0 && s.delay_left == 0;
  }

  void tick() {
    if (phase_ != Phase::Running) return;
    const int i = index(turn_);
    ModelSide& s = sides_[i];
    ModelSide& o = sides_[1 - i];
    const TimeControl& control = config_.controls[i];
    ++s.used;
    ++s.turn_used;
    if (s.flag_at) return;
    if (control.method == Method::Upcount) {
      ++s.main;
    } else if (s.delay_left > 0) {
      --s.delay_left;
    } else if (s.main > 0) {
      --s.main;
      if (control.method == Method::Hourglass && !o.flag_at) ++o.main;
    } else if (control.method == Method::Canadian) {
      ++s.byoyomi_elapsed;
    } else if (++s.byoyomi_elapsed == control.byoyomi_time) {
      s.byoyomi_elapsed = 0;
      --s.byoyomi_left;
    }
    if (out_of_time(i)) {
      s.flag_at = now_ + 1;
      if (config_.flag_policy == FlagPolicy::Freeze) phase_ = Phase::Paused;
    }
  }

  const Period& period(int i) const {
    static const Period kNone;
    const auto& periods = config_.controls[i].periods;
    if (periods.empty()) return kNone;
    return periods[std::min<std::size_t>(sides_[i].period, periods.size() - 1)];
  }

  void begin_turn(Side side) {
    ModelSide& s = sides_[index(side)];
    s.turn_used = 0;
    const Period& p = period(index(side));
    s.delay_left = !s.flag_at && p.bonus == Bonus::SimpleDelay ? p.bonus_amount : 0;
  }

  bool press(Side side) {
    if (phase_ != Phase::Running || turn_ != side) return false;
    const int i = index(side);
    ModelSide& s = sides_[i];
    ++s.moves;
    s.delay_left = 0;
    const bool gains = !s.flag_at;
    const Period& p = period(i);
    if (gains && p.bonus == Bonus::Increment) {
      // Capped Fischer: add a millisecond at a time, while below the cap.
      for (Millis ms = 0; ms < p.bonus_amount && (p.cap == 0 || s.main < p.cap); ++ms) ++s.main;
    }
    if (gains && p.bonus == Bonus::BronsteinDelay) s.main += std::min(s.turn_used, p.bonus_amount);
    const TimeControl& control = config_.controls[i];
    if (control.method == Method::ByoYomi) s.byoyomi_elapsed = 0;
    if (control.method == Method::Canadian && gains && s.main == 0) {
      if (--s.canadian_moves_left == 0) {
        s.canadian_moves_left = control.canadian_moves;
        s.byoyomi_elapsed = 0;
      }
    }
    if (config_.controls[i].method == Method::Standard && s.next_period_after != 0 &&
        s.moves == s.next_period_after) {
      ++s.period;
      if (gains) s.main += period(i).time;
      s.next_period_after = period(i).moves == 0 ? 0 : s.next_period_after + period(i).moves;
    }
    turn_ = other(side);
    begin_turn(turn_);
    return true;
  }

  ClockConfig config_;
  std::array<ModelSide, 2> sides_;
  Phase phase_ = Phase::NotStarted;
  Side turn_ = Side::White;
  Millis now_ = 0;
};

void expect_same(const Clock& clock, const Model& model, Millis t, const std::string& context) {
  for (Side side : {Side::White, Side::Black}) {
    const ModelSide& m = model.sides_[index(side)];
    const SideView v = clock.view(side, t);
    const TimeControl& control = clock.config().control(side);
    const bool in_byoyomi =
        (control.method == Method::ByoYomi || control.method == Method::Canadian) && m.main == 0 &&
        !m.flag_at;
    const Millis remaining = m.flag_at    ? 0
                             : in_byoyomi ? control.byoyomi_time - m.byoyomi_elapsed
                                          : m.main;
    SCOPED_TRACE(context + " side " + to_string(side) + " t " + std::to_string(t));
    ASSERT_EQ(v.flag_at, m.flag_at);
    ASSERT_EQ(v.remaining, remaining);
    ASSERT_EQ(v.delay_left, m.delay_left);
    ASSERT_EQ(v.used, m.used);
    ASSERT_EQ(v.moves, m.moves);
    ASSERT_EQ(v.period, m.period);
    ASSERT_EQ(v.byoyomi_periods_left, m.byoyomi_left);
    ASSERT_EQ(v.in_byoyomi, in_byoyomi);
    ASSERT_EQ(v.counts_up, control.method == Method::Upcount);
    if (!m.flag_at) {
      ASSERT_EQ(v.byoyomi_moves_left, m.canadian_moves_left);
    }
  }
  ASSERT_EQ(clock.phase(t), model.phase_);
}

TEST(ClockProperties, RandomGamesMatchTheMillisecondModel) {
  std::mt19937_64 random(7);
  auto pick = [&random](std::int64_t low, std::int64_t high) {
    return std::uniform_int_distribution<std::int64_t>(low, high)(random);
  };
  for (int game = 0; game < 300; ++game) {
    ClockConfig config{
        {testing::random_control(random, true), testing::random_control(random, true)},
        pick(0, 1) ? FlagPolicy::Freeze : FlagPolicy::KeepRunning};
    if ((config.controls[0].method == Method::Hourglass) !=
        (config.controls[1].method == Method::Hourglass)) {
      config.controls[1] = config.controls[0];
    }
    ASSERT_EQ(validate(config), std::nullopt);
    Clock clock(config);
    Model model(config);
    const std::string context = "game " + std::to_string(game);
    Millis t = pick(0, 1000);
    const Side first = pick(0, 1) ? Side::White : Side::Black;
    ASSERT_EQ(clock.start(first, t), EventStatus::Applied);
    model.advance_to(t);
    model.phase_ = Phase::Running;
    model.turn_ = first;
    model.begin_turn(first);
    std::array<Millis, 2> running_intervals{0, 0};
    for (int step = 0; step < 60; ++step) {
      const Millis next = t + pick(0, 3) * pick(0, 1500);
      // Queries between events, answered without changing the clock.
      const Millis between = pick(t, next);
      Model peek = model;
      peek.advance_to(between);
      expect_same(clock, peek, between, context);
      if (::testing::Test::HasFatalFailure()) return;

      const std::optional<Side> runner = clock.running_side(t);
      if (runner) running_intervals[index(*runner)] += next - t;
      model.advance_to(next);
      t = next;
      const auto action = pick(0, 19);
      if (action < 15) {
        const Side side = runner.value_or(first);
        const int i = index(side);
        const SideView before = clock.view(side, t);
        const Millis turn_used = model.sides_[i].turn_used;
        const Period period = model.period(i);
        const EventStatus status = clock.press(side, t);
        ASSERT_EQ(status == EventStatus::Applied, model.press(side)) << to_string(status);
        if (status == EventStatus::Applied && !before.flag_at &&
            config.controls[i].method == Method::Standard && before.moves_to_next_period != 1) {
          const Millis gained = clock.remaining(side, t) - before.remaining;
          switch (period.bonus) {
            case Bonus::None:
            case Bonus::SimpleDelay:
              EXPECT_EQ(gained, 0) << "a delay never adds time";
              break;
            case Bonus::Increment:
              EXPECT_EQ(gained, period.cap == 0 ? period.bonus_amount
                                                : std::clamp<Millis>(period.cap - before.remaining,
                                                                     0, period.bonus_amount))
                  << "one increment per completed move, never above a cap";
              break;
            case Bonus::BronsteinDelay:
              EXPECT_EQ(gained, std::min(turn_used, period.bonus_amount));
              EXPECT_LE(gained, turn_used) << "Bronstein gives back at most what was used";
              break;
          }
        }
      } else if (action == 15) {
        ASSERT_EQ(clock.press(other(runner.value_or(first)), t) == EventStatus::Applied,
                  model.press(other(runner.value_or(first))));
      } else if (action == 16 || action == 17) {
        const bool paused = model.phase_ == Phase::Paused;
        const EventStatus status = paused ? clock.resume(t) : clock.pause(t);
        ASSERT_EQ(status, EventStatus::Applied);
        model.phase_ = paused ? Phase::Running : Phase::Paused;
      } else {
        // A TD's adjustment, checked only through the model comparison.
        const Side side = pick(0, 1) ? Side::White : Side::Black;
        const Millis amount = pick(0, 5000);
        ASSERT_EQ(clock.set_time(side, amount, t), EventStatus::Applied);
        ModelSide& s = model.sides_[index(side)];
        s.main = amount;
        s.byoyomi_elapsed = 0;
        s.canadian_moves_left = config.controls[index(side)].canadian_moves;
        if (!model.out_of_time(index(side))) {
          s.flag_at.reset();
        } else if (!s.flag_at) {
          s.flag_at = t;
          if (config.flag_policy == FlagPolicy::Freeze && model.phase_ == Phase::Running) {
            model.phase_ = Phase::Paused;
          }
        }
      }
      expect_same(clock, model, t, context);
      if (::testing::Test::HasFatalFailure()) return;
      if (config.flag_policy == FlagPolicy::KeepRunning) {
        // Used time is the sum of the running intervals (under Freeze a flag ends one early).
        for (Side side : {Side::White, Side::Black}) {
          EXPECT_EQ(clock.used(side, t), running_intervals[index(side)]);
        }
      }
    }
  }
}

}  // namespace
}  // namespace flagfall::clock
