// Replacing a game that has started: a new game from More, or another control or ruleset from the
// picker. Stray taps must never do it, so every step is deliberate: the picker stays shut while a
// clock runs, the question stops a running clock and keeps its answers away from the tap that
// asked (ui/clock/sheets/confirm_reset.cpp), a touch must hold "New game", and Undo brings the
// replaced game back exactly as it stood (its log, so its times, moves and record).
#include "session/clock/sheets/reset_sheet.h"

#include "session/clock/clock_session.h"
#include "session/clock/clock_sheets_internal.h"
#include "session/clock/live_text.h"

namespace flagfall::session {

using chess::Color;
using sheet_words::fixed;
using words::Msg;

std::string reset_question(const ClockSession& s) {
  const ClockSettings& next = s.pending_settings().value_or(s.settings());
  std::string game = control_label(next);
  if (next.ruleset != s.settings().ruleset) {
    game = std::string(ruleset_short_name(next.ruleset)) + ", " + game;
  }
  return words::format<Msg::kClockSheetResetQuestion>(game);
}

static_assert(kUndoWindowMs == 10'000, "reset_question() says 10 seconds");
static_assert(kHoldToReplaceMs == 1'000, "reset_hold_hint() says a second");

const char* reset_title() {
  return words::text(Msg::kClockSheetResetTitle).data();
}

ClockControls reset_controls() {
  return fixed(
      {{Msg::kClockSheetKeepGame, A::kResetCancel}, {Msg::kClockSheetResetNewGame, A::kNewGame}});
}

const char* reset_hold_hint() {
  return words::text(Msg::kClockSheetResetHold).data();
}

bool ClockSession::control_locked(EpochMillis now) const {
  return bar_view(now) == BarView::kPause;  // a clock runs
}

void ClockSession::open_picker() {
  if (control_locked(intent_at_)) return;
  show(ClockSheet::kPicker);
}

bool ClockSession::ask_before_replacing(const ClockSettings& next) {
  if (!started()) return false;
  ask_new_game();
  reset_.pending_settings = next;
  return true;
}

void ClockSession::ask_new_game() {
  // The clocks stand while the players decide, as they do for a claim.
  reset_.question_paused = false;
  if (bar_view(intent_at_) == BarView::kPause &&
      record(intent_at_, game::players_pause_entries(), false)) {
    reset_.question_paused = true;
    announce(std::string(words::text(Msg::kClockNoticePaused)));
  }
  show(ClockSheet::kConfirmReset);
}

void ClockSession::keep_game_in_question() {
  if (sheet_ != ClockSheet::kConfirmReset) return;
  show(ClockSheet::kNone);
  if (std::exchange(reset_.question_paused, false) && bar_view(intent_at_) == BarView::kResume &&
      record(intent_at_, game::players_resume_entries(), false)) {
    announce(std::string(words::text(Msg::kClockNoticeRunning)));
  }
}

void ClockSession::new_game_held(EpochMillis pressed_at, EpochMillis at) {
  intent_at_ = at;
  if (sheet_ != ClockSheet::kConfirmReset || pressed_at < taps_count_from()) return;
  if (at - pressed_at < kHoldToReplaceMs) {
    notice_ = words::text(Msg::kClockNoticeLetGo);
    return;
  }
  new_game();
}

void ClockSession::let_go(ClockAction held, EpochMillis at) {
  const std::optional<HeldControl> hold = std::exchange(hold_, std::nullopt);
  // A key or the mirror presses without holding: from the press itself.
  const EpochMillis pressed_at = hold && hold->held == held ? hold->pressed_at : at;
  if (held == ClockAction::kDirector) {
    open_director(pressed_at, at);
  } else if (hold) {
    new_game_held(pressed_at, at);
  }
}

// New game acts once held long enough, before the finger lifts.
void ClockSession::finish_hold(EpochMillis now, FrameOutput& output) {
  if (!hold_ || hold_->held != ClockAction::kHoldNewGame) return;
  const EpochMillis due = hold_->pressed_at + kHoldToReplaceMs;
  if (now < due) {
    output.redraw_by(due);
    return;
  }
  new_game_held(std::exchange(hold_, std::nullopt)->pressed_at, due);
}

float ClockSession::hold_progress(ClockAction held, EpochMillis now) const {
  if (!hold_ || hold_->held != held) return 0;
  const EpochMillis needed = held == ClockAction::kHoldNewGame ? kHoldToReplaceMs : kHoldDirectorMs;
  return static_cast<float>(std::clamp<EpochMillis>(now - hold_->pressed_at, 0, needed)) /
         static_cast<float>(needed);
}

void ClockSession::new_game() {
  std::optional<ReplacedGame> replaced;
  if (started()) {
    // Kept as it stands at this instant: a clock still running is stopped first.
    if (bar_view(intent_at_) == BarView::kPause)
      record(intent_at_, game::players_pause_entries(), false);
    replaced = ReplacedGame{settings_,       std::move(*game_),
                            flag_announced_, low_time_said_,
                            stage_said_,     both_flags_said_,
                            over_said_,      std::max(intent_at_, last_frame_at_) + kUndoWindowMs};
  }
  if (reset_.pending_settings) settings_ = *std::exchange(reset_.pending_settings, std::nullopt);
  start_new_game();
  reset_.question_paused = false;
  notice_.clear();
  show(ClockSheet::kNone);
  reset_.replaced = std::move(replaced);
  if (reset_.replaced) {
    announce(words::format<Msg::kClockNoticeNewGame>(control_label(settings_)));
  }
}

bool ClockSession::new_game_undo_offered(EpochMillis now) const {
  return reset_.replaced && now < reset_.replaced->until;
}

void ClockSession::undo_new_game(EpochMillis at) {
  intent_at_ = at;
  if (!new_game_undo_offered(at)) return;
  ReplacedGame back = std::move(*std::exchange(reset_.replaced, std::nullopt));
  settings_ = back.settings;
  game_ = std::move(back.game);
  flag_announced_ = back.flag_announced;
  low_time_said_ = back.low_time_said;
  stage_said_ = back.stage_said;
  both_flags_said_ = back.both_flags_said;
  over_said_ = back.over_said;
  claim_.reset();
  ending_.reset();
  ruling_.undo.reset();
  note_change();
  show(ClockSheet::kNone);
  announce(std::string(
      words::text(live().over() ? Msg::kClockNoticeUndoneOver : Msg::kClockNoticeUndoneStood)));
}

}  // namespace flagfall::session
