#include "session/clock/sheets/confirm_end_sheet.h"

namespace flagfall::session {

std::string ConfirmEndSheet::question() const {
  const PendingEnding& e = ending_;
  return e.result + (e.score.empty() ? "" : " (" + e.score + ")") +
         ". Undo stays possible for ten seconds after.";
}

ClockControls ConfirmEndSheet::controls() const {
  const std::string& score = ending_.score;
  return {{"Back", clock_intent::EndingBack{}},
          {"End the game" + (score.empty() ? std::string() : ": " + score),
           clock_intent::ConfirmEnding{}, true}};
}

}  // namespace flagfall::session
