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

std::string ruling_follow_up(const RulingView& view) {
  if (view.over) {
    const std::string score = result_score(view.ruling.outcome);
    return "The game is over" + (score.empty() ? std::string(".") : ": " + score + ".");
  }
  const auto name = [](clock::Side side) { return std::string(color_label(side)); };
  if (view.holds_clock)
    return "Play goes on: " + name(view.next_to_move) + "'s clock starts when you press Play on.";
  if (view.running) return "Play goes on: " + name(*view.running) + "'s clock is running.";
  return "Play goes on when the clock is restarted (Resume).";
}

ClockControls ruling_controls(const RulingView& view) {
  if (view.over && view.undo)
    return fixed(
        {{"Undo", A::kRulingUndo}, {"Game record", A::kRulingRecord}, {"OK", A::kRulingOk}});
  if (view.over) return fixed({{"Game record", A::kRulingRecord}, {"OK", A::kRulingOk}});
  if (view.holds_clock) return fixed({{"Play on", A::kPlayOn}});
  return fixed({{"OK", A::kRulingOk}});
}

void ClockSession::play_on(EpochMillis at) {
  intent_at_ = at;
  if (sheet_ != ClockSheet::kRuling || !ruling_.holds_clock) return;
  ruling_.holds_clock = false;
  if (record(at, game::td_resume_entries(), false)) announce("Play on: the clock runs.");
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
    say("Not undone: " + problem + ".");
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
  announce("Undone: the game goes on. The clocks stand at White " +
           clock::format_remaining(remaining(Color::White, shown), display_format()) + ", Black " +
           clock::format_remaining(remaining(Color::Black, shown), display_format()) +
           ". Resume restarts them.");
}

}  // namespace flagfall::session
