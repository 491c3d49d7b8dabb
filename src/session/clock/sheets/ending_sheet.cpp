// Endings the players or the director choose (a result, an agreed draw, a forfeit) are confirmed
// on a sheet of their own before anything is recorded.
#include "session/clock/sheets/ending_sheet.h"

#include "clock/display.h"
#include "session/clock/clock_session.h"
#include "session/clock/clock_sheets_internal.h"
#include "session/clock/live_text.h"

namespace flagfall::session {

using chess::Color;
using sheet_words::fixed;

std::string ending_question(const ClockSession& s) {
  const PendingEnding& e = *s.pending_ending();
  return e.result + (e.score.empty() ? "" : " (" + e.score + ")") +
         ". Undo stays possible for ten seconds after.";
}

ClockControls ending_controls(const ClockSession& s) {
  const PendingEnding& e = *s.pending_ending();
  ClockControls out = fixed({{"Back", A::kEndingBack}});
  out.push_back(control("End the game" + (e.score.empty() ? std::string() : ": " + e.score),
                        {A::kConfirmEnding}, true));
  return out;
}

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

}  // namespace flagfall::session
