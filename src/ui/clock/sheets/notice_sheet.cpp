// A notice the players must read (a save that could not be restored).
#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/clock/sheets/sheets.h"

namespace flagfall::ui {

void draw_notice(ClockSession& session, const FrameInput& input) {
  wrapped(session.notice());
  session::ClockIntent tapped;
  control_grid(
      {session::control(words::text(words::Msg::kClockSheetOk), session::ClockAction::kNoticeOk)},
      tapped);
  send(session, tapped, input);
}

}  // namespace flagfall::ui
