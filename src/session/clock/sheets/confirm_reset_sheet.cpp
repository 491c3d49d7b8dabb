#include "session/clock/sheets/confirm_reset_sheet.h"

#include "session/clock/live_text.h"

namespace flagfall::session {

std::string ConfirmResetSheet::question(const ClockSettings& current) const {
  const ClockSettings next = confirmed(current);
  std::string game = next.control;
  if (next.ruleset != current.ruleset) {
    game = std::string(ruleset_short_name(next.ruleset)) + ", " + next.control;
  }
  return "A new game: both clocks go back to " + game + ". This game's times and record are lost.";
}

ClockControls ConfirmResetSheet::controls() {
  return {{"Reset", clock_intent::NewGame{}},
          {"Cancel", clock_intent::Close{ClockSheet::kConfirmReset}}};
}

}  // namespace flagfall::session
