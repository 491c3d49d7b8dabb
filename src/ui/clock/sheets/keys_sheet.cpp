// The players' keys: which keys press White's and Black's clocks, a preset (the Shift keys, or a
// pedal's Page Up / Page Down), or "press White's key, then Black's" (session::keys_controls).
#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/clock/sheets/sheets.h"

namespace flagfall::ui {

void draw_keys_sheet(ClockSession& session, const FrameInput& input) {
  wrapped(session::keys_text(session));
  notice_line(session.notice());
  session::ClockIntent tapped;
  // One to a row upright (the pedals' preset needs the width), two on a wide screen.
  const ImVec2 screen = ImGui::GetMainViewport()->WorkSize;
  control_grid(session::keys_controls(session), tapped, screen.x > screen.y ? 2 : 1);
  send(session, tapped, input);
}

}  // namespace flagfall::ui
