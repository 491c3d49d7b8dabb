// What the clock tells the players besides its digits, once each, as end_frame() finds it: a press
// registered (a click, a buzz), a side's time falling under the low-time threshold, a flag, both
// flags, the game's end; and what the frame asks of the platform (text fields, the next redraw,
// the wake lock).
#include <algorithm>

#include "session/clock/clock_session.h"
#include "session/clock/live_text.h"
#include "words/words.h"

namespace flagfall::session {
namespace {

using chess::Color;

constexpr clock::Millis kLowTimeFloor = 10 * clock::kSecond;
constexpr clock::Millis kLowTimeCeiling = 60 * clock::kSecond;

// "10 seconds", "37.5 seconds".
std::string seconds_words(clock::Millis ms) {
  if (ms % 1000 == 0) return words::plural<words::Msg::kClockNoticeSeconds>(ms / 1000);
  return words::format<words::Msg::kClockNoticeSecondsTenths>(std::to_string(ms / 1000),
                                                              std::to_string(ms % 1000 / 100));
}

}  // namespace

clock::Millis ClockSession::low_time_threshold() const {
  if (settings_.low_time_s == kLowTimeOff) return 0;
  if (settings_.low_time_s > 0) return settings_.low_time_s * clock::kSecond;
  // By default an eighth of the base time (37.5 s of five minutes), from 10 s to a minute.
  const clock::TimeControl& control = live().game_clock().config().control(Color::White);
  const clock::Millis base = control.periods.empty() ? 0 : control.periods.front().time;
  return std::clamp(base / 8, kLowTimeFloor, kLowTimeCeiling);
}

void ClockSession::give_press_feedback() {
  if (!settings_.sound) return;
  const PressFeedback f = settings_.press_feedback;
  if (f == PressFeedback::kClick || f == PressFeedback::kBoth) sounds_.push_back(Sound::Press);
  if (f == PressFeedback::kBuzz || f == PressFeedback::kBoth)
    vibrations_.push_back(Vibration::Press);
}

void ClockSession::alert_low_time(EpochMillis now, FrameOutput& output) {
  const clock::Millis threshold = low_time_threshold();
  if (threshold == 0 || !started() || live().over()) return;
  const clock::Clock& clock = live().game_clock();
  const game::Millis t = live().game_time(view_time(now));
  for (const Color side : chess::kBothColors) {
    const clock::SideView v = clock.view(side, t);
    if (v.flag_at || v.counts_up) continue;  // an upcount has no time to run low
    // Said when the time falls under the threshold as the side's clock runs (a control that
    // starts under it is said once that side's clock first runs).
    if (v.running && !claim_ && v.remaining < threshold && !low_time_said_[chess::index_of(side)]) {
      low_time_said_[chess::index_of(side)] = true;
      if (settings_.sound) {
        output.sounds.push_back(Sound::LowTime);
        output.vibrations.push_back(Vibration::LowTime);
      }
      announce(
          words::format<words::Msg::kClockNoticeLowTime>(side_name(side), seconds_words(threshold)),
          true);
    } else if (v.running && !claim_ && !v.in_byoyomi && v.remaining >= threshold &&
               clock.phase(t) == clock::Phase::Running) {
      // Drawn at the instant the time falls under the threshold, even with no digit changing.
      output.redraw_by(live().wall_time(t + v.delay_left + (v.remaining - threshold) + 1));
    }
  }
}

void ClockSession::end_frame(EpochMillis now, FrameOutput& output) {
  last_frame_at_ = now;
  finish_hold(now, output);
  output.sounds.insert(output.sounds.end(), sounds_.begin(), sounds_.end());
  sounds_.clear();
  output.vibrations.insert(output.vibrations.end(), vibrations_.begin(), vibrations_.end());
  vibrations_.clear();
  if (claim_ && claim_->board.take_fen_request()) {
    ask_text_ =
        TextRequest{"board-fen", std::string(words::text(words::Msg::kClockSheetClaimFenPrompt)),
                    "", sheet_turned()};
  }
  if (ask_text_) {
    output.ask_text = std::move(ask_text_);
    ask_text_.reset();
  }
  const clock::Clock& clock = live().game_clock();
  // While the clocks stand for a claim, no flag falls after the stop.
  const game::Millis t = started() ? live().game_time(view_time(now)) : 0;
  for (const clock::Side side : {clock::Side::White, clock::Side::Black}) {
    const bool fallen = started() && clock.flag_at(side, t).has_value();
    if (fallen && !flag_announced_[clock::index(side)]) {
      flag_announced_[clock::index(side)] = true;
      if (settings_.sound) {
        output.sounds.push_back(Sound::Flag);
        output.vibrations.push_back(Vibration::Flag);
      }
      announce(capitalised(words::format<words::Msg::kClockNoticeFlagFell>(side_of_words(side))),
               true);
    }
  }
  alert_low_time(now, output);
  announce_clock_news(now);
  if (started() && !claim_) {
    const auto change =
        clock::next_display_change(clock, std::max(t, clock.last_event_time()), display_format());
    if (change) output.tick_by(live().wall_time(*change));
  }
  for (const EpochMillis until : stage_marked_until_) {
    // A stage marked in this frame shows in the next; the mark goes away by itself.
    if (until - kStageMarkMs == now) output.redraw_by(now);
    if (now < until) output.redraw_by(until);
  }
  // The Undo of an ending goes away by itself.
  if (undo_offered(now)) output.redraw_by(ruling_.undo->until);
  if (new_game_undo_offered(now)) output.redraw_by(reset_.replaced->until);
  output.keep_awake = started() && !live().over() && clock.phase(t) == clock::Phase::Running;
}

}  // namespace flagfall::session
