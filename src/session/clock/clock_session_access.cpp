// The clock for the ear and the keyboard: its keys and live announcements. The mirror itself is in
// clock_mirror.cpp; an intent by its id goes to apply() (clock_session_apply.cpp).
#include <algorithm>
#include <string>
#include <utility>

#include "rules/ruleset.h"
#include "session/clock/clock_session.h"
#include "session/clock/clock_sheets.h"
#include "session/clock/live_text.h"
#include "words/words.h"

namespace flagfall::session {

using chess::Color;

void ClockSession::announce(std::string text, bool assertive) {
  announcements_.push_back({std::move(text), assertive});
}

void ClockSession::announce_clock_news(EpochMillis now) {
  if (!both_flags_said_ && flag_announced_[0] && flag_announced_[1]) {
    both_flags_said_ = true;
    announce(std::string(words::text(words::Msg::kClockNoticeBothFlags)), true);
  }
  // A new stage (a press into the next control, or the director's correction): said, and marked
  // on the half for a moment. A count taken back is followed silently.
  for (const Color side : chess::kBothColors) {
    const clock::Stage stage = clock::stage(live().game_clock(), side);
    int& said = stage_said_[chess::index_of(side)];
    if (stage.number > said && started()) {
      stage_marked_until_[chess::index_of(side)] = now + kStageMarkMs;
      announce(words::format<words::Msg::kClockNoticeStage>(side_name(side), stage_text(stage)));
    }
    said = stage.number;
  }
  if (!over_said_ && live().over()) {
    over_said_ = true;
    announce(words::format<words::Msg::kClockNoticeGameOver>(ruling_headline(live().ruling(now))),
             true);
  }
}

void ClockSession::say_times(EpochMillis at) {
  std::string said;
  for (const Color side : chess::kBothColors) {
    const HalfView v = half_view(side, at);
    const std::string time = clock::format_remaining(v.clock.remaining, display_format());
    const auto says = [&](words::Msg message) {
      return words::app_words().format(message, {side_name(side), time});
    };
    if (!said.empty()) said += ' ';
    said += says(v.running && v.clock.flag_at ? words::Msg::kClockNoticeTimeRunningFlag
                 : v.running                  ? words::Msg::kClockNoticeTimeRunning
                 : v.clock.flag_at            ? words::Msg::kClockNoticeTimeFlag
                                              : words::Msg::kClockNoticeTime);
  }
  announce(said);
}

bool ClockSession::escape() {
  switch (sheet_) {
    case ClockSheet::kNone:
      return false;
    case ClockSheet::kClaim:
      // A step back; at the first step the player who stopped says No claim (it is his stop).
      if (claim_ && claim_->step == ClaimStep::kBoard) {
        board_back();
      } else {
        claim_back();
      }
      return true;
    case ClockSheet::kConfirmEnd:
      ending_back();
      return true;
    case ClockSheet::kRuling:
      // Else only Play on restarts the clock.
      if (!ruling_.holds_clock || live().over()) show(ClockSheet::kNone);
      return true;
    case ClockSheet::kPromote:
      return true;  // the piece must be chosen: the clock waits for it
    case ClockSheet::kNotice:
      dismiss_notice();
      return true;
    case ClockSheet::kConfirmLink:
      keep_game();  // closing the question keeps the game (the link would only ask again)
      return true;
    case ClockSheet::kConfirmReset:
      keep_game_in_question();
      return true;
    default:
      show(ClockSheet::kNone);
      return true;
  }
}

bool ClockSession::key(Key key, EpochMillis at, int us) {
  if (key == Key::kEscape) return apply(ClockAction::kEscape, at);
  intent_at_ = at;
  // The other keys are the clock's own; a sheet on show keeps them for its controls.
  if (sheet_ != ClockSheet::kNone) return false;
  switch (key) {
    case Key::kSpace:
      if (!started()) {
        apply({ClockAction::kHalf, ~live().first_to_move()}, at, us);
      } else if (const auto running = live().game_clock().running_side(live().game_time(at))) {
        apply({ClockAction::kHalf, *running == clock::Side::White ? Color::White : Color::Black},
              at, us);
      }
      return true;
    case Key::kP:  // pauses or resumes, never the bar's record
      apply(bar_view(at) == BarView::kResume ? ClockAction::kResume : ClockAction::kPause, at, us);
      return true;
    case Key::kT:
      return apply(ClockAction::kSayTimes, at);
    case Key::kC:
      return apply(ClockAction::kStop, at);
    default:
      return false;
  }
}

}  // namespace flagfall::session
