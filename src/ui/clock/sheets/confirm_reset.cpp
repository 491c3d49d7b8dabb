// "New game…", or a picker choice once a game has started, asks first: the game's times and record
// are lost.
#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/clock/sheets/sheets.h"

namespace flagfall::ui {

void draw_confirm_reset(ClockSession& session, const FrameInput& input) {
  wrapped(session::reset_question(session));
  std::string tapped;
  control_grid(
      {session::control("Reset", "reset.confirm"), session::control("Cancel", "reset.cancel")},
      tapped, 2);
  send(session, tapped, input);
}

}  // namespace flagfall::ui
