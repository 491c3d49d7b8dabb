// The ruling on show: what follows it, Play on where the clock waits for it, and a finished
// game's Undo for a while: the ending's entries come back out of the log, whose replay is then
// the game again.
#include "session/clock/sheets/ruling_sheet.h"

#include "session/clock/clock_session.h"
#include "session/clock/clock_sheets_internal.h"
#include "session/clock/live_text.h"

namespace flagfall::session {

using chess::Color;
using sheet_words::fixed;
using words::Msg;

std::string ruling_follow_up(const RulingView& view) {
  if (view.over) {
    const std::string score = result_score(view.ruling.outcome);
    return score.empty() ? std::string(words::text(Msg::kClockSheetRulingOver))
                         : words::format<Msg::kClockSheetRulingOverScore>(score);
  }
  if (view.holds_clock)
    return words::format<Msg::kClockSheetRulingPlayOnPress>(side_of_words(view.next_to_move));
  if (view.running)
    return words::format<Msg::kClockSheetRulingPlayOnRunning>(side_of_words(*view.running));
  return std::string(words::text(Msg::kClockSheetRulingPlayOnResume));
}

ClockControls ruling_controls(const RulingView& view) {
  if (view.over && view.undo)
    return fixed({{Msg::kClockSheetRulingUndo, A::kRulingUndo},
                  {Msg::kClockSheetRulingRecord, A::kRulingRecord},
                  {Msg::kClockSheetOk, A::kRulingOk}});
  if (view.over) {
    return fixed(
        {{Msg::kClockSheetRulingRecord, A::kRulingRecord}, {Msg::kClockSheetOk, A::kRulingOk}});
  }
  if (view.holds_clock) return fixed({{Msg::kClockSheetRulingPlayOn, A::kPlayOn}});
  return fixed({{Msg::kClockSheetOk, A::kRulingOk}});
}

void ClockSession::play_on(EpochMillis at) {
  intent_at_ = at;
  if (sheet_ != ClockSheet::kRuling || !ruling_.holds_clock) return;
  ruling_.holds_clock = false;
  if (record(at, game::td_resume_entries(), false))
    announce(std::string(words::text(Msg::kClockNoticePlayOn)));
  show(ClockSheet::kNone);
}

bool ClockSession::undo_offered(EpochMillis now) const {
  return ruling_.undo && live().over() && now < ruling_.undo->until;
}

void ClockSession::undo_ending(EpochMillis at) {
  intent_at_ = at;
  if (!undo_offered(at)) return;
  const UndoOffer undo = *std::exchange(ruling_.undo, std::nullopt);
  const std::string problem = live().take_back(undo.entries_before);
  if (!problem.empty()) {
    say(words::format<Msg::kClockNoticeNotUndone>(problem));
    return;
  }
  note_change();
  over_said_ = false;
  // The clocks stand exactly as they did when the ending was recorded, until Resume.
  const game::Millis t = live().game_time(undo.recorded_at);
  // On game time t itself, where the clocks were shown when the ending was asked, not a fraction
  // of a millisecond before it (a wall millisecond starts the start's microseconds earlier).
  if (live().game_clock().phase(t) == clock::Phase::Running)
    record(live().wall_time(t), game::players_pause_entries(), false, live().start_micros());
  show(ClockSheet::kNone);
  const EpochMillis shown = live().wall_time(t);
  announce(words::format<Msg::kClockNoticeUndoneEnding>(
      clock::format_remaining(remaining(Color::White, shown), display_format()),
      clock::format_remaining(remaining(Color::Black, shown), display_format())));
}

}  // namespace flagfall::session
