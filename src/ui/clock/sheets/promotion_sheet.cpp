// The promotion piece: the clocks stopped while it is found, the player says which it is, and
// the clocks restart.
#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/clock/sheets/sheets.h"
#include "ui/fonts.h"

namespace flagfall::ui {

void draw_promotion_sheet(ClockSession& session, const FrameInput& input) {
  ImGui::PushFont(Fonts::title());
  ImGui::TextUnformatted(session::promotion_title(session).c_str());
  ImGui::PopFont();
  const rules::Ruling r = session.game().ruling(input.now);
  if (!r.log.empty()) wrapped(r.log.back().text);
  ImGui::TextDisabled("%s", session::promotion_prompt());
  session::ClockIntent tapped;
  control_grid(session::promotion_choices(), tapped, 2);
  send(session, tapped, input);
}

}  // namespace flagfall::ui
