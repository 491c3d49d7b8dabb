// "New game…", or a picker choice once a game has started, asks first: the game's times and record
// are lost.
#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/clock/sheets/sheets.h"

namespace flagfall::ui {

void draw_confirm_reset(ClockSession& session, const FrameInput& input) {
  const auto* sheet = session.sheet_model<session::ConfirmResetSheet>();
  if (sheet == nullptr) return;
  wrapped(sheet->question(session.settings()));
  Tapped tapped;
  control_grid(session::ConfirmResetSheet::controls(), tapped, 2);
  send(session, tapped, input);
}

}  // namespace flagfall::ui
