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
using words::Msg;

std::string ending_title(const PendingEnding& e) {
  return e.side ? words::app_words().format(e.what, {side_name(*e.side)})
                : std::string(words::text(e.what));
}

std::string ending_result(const PendingEnding& e) {
  return ruling_headline(e.ruled);
}

std::string ending_score(const PendingEnding& e) {
  return result_score(e.ruled.outcome);
}

std::string ending_question(const ClockSession& s) {
  const PendingEnding& e = *s.pending_ending();
  const std::string score = ending_score(e);
  return score.empty() ? words::format<Msg::kClockSheetEndQuestionNoScore>(ending_result(e))
                       : words::format<Msg::kClockSheetEndQuestion>(ending_result(e), score);
}

ClockControls ending_controls(const ClockSession& s) {
  const std::string score = ending_score(*s.pending_ending());
  ClockControls out = fixed({{Msg::kClockSheetBack, A::kEndingBack}});
  out.push_back(control(score.empty() ? std::string(words::text(Msg::kClockSheetEndEnd))
                                      : words::format<Msg::kClockSheetEndEndScore>(score),
                        {A::kConfirmEnding}, true));
  return out;
}

void ClockSession::ask_to_end(words::Msg what, std::optional<Color> side,
                              std::vector<game::Entry> entries, EpochMillis at,
                              ClockSheet back_to) {
  const std::optional<rules::Ruling> ruled = live().preview(at, entries);
  if (!ruled || ruled->outcome == rules::Outcome::kPlayOn) {
    // Play goes on (or the arbiter cannot take it, which the notice says): nothing to confirm.
    record(at, std::move(entries), true);
    return;
  }
  PendingEnding ending;
  ending.what = what;
  ending.side = side;
  ending.ruled = *ruled;
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
