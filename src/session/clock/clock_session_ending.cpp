// Endings the players or the director choose (a result, an agreed draw, a forfeit) are confirmed
// on a sheet of their own before anything is recorded, and a finished game offers Undo for a
// while: the ending's entries come back out of the log, whose replay is then the game again.
#include "session/clock/clock_session.h"
#include "session/clock/live_text.h"

namespace flagfall::session {

using chess::Color;

void ClockSession::ask_to_end(std::string what, std::vector<game::Entry> entries, EpochMillis at,
                              ClockSheet back_to) {
  const std::optional<rules::Ruling> ruled = live().preview(at, entries);
  if (!ruled || ruled->outcome == rules::Outcome::kPlayOn) {
    // Play goes on (or the arbiter cannot take it, which the notice says): nothing to confirm.
    record(at, std::move(entries), true);
    return;
  }
  PendingEnding ending;
  ending.what = std::move(what);
  ending.result = ruling_headline(*ruled);
  ending.score = result_score(ruled->outcome);
  ending.entries = std::move(entries);
  ending.at = at;
  ending.back_to = back_to;
  show(ClockSheet::kConfirmEnd);
  ending_ = std::move(ending);
}

void ClockSession::confirm_ending(EpochMillis at) {
  if (sheet_ != ClockSheet::kConfirmEnd || !ending_) return;
  intent_at_ = at;
  const PendingEnding ending = *ending_;
  record(ending.at, ending.entries, true);
}

void ClockSession::ending_back() {
  if (sheet_ != ClockSheet::kConfirmEnd || !ending_) return;
  show(ending_->back_to);
}

bool ClockSession::undo_offered(EpochMillis now) const {
  return undo_ && live().over() && now < undo_->until;
}

void ClockSession::undo_ending(EpochMillis at) {
  intent_at_ = at;
  if (!undo_offered(at)) return;
  const UndoOffer undo = *std::exchange(undo_, std::nullopt);
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
