// A notice the players must read (a save that could not be restored).
#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/clock/sheets/sheets.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"

namespace flagfall::ui {

void draw_notice(ClockSession& session) {
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted(session.notice().c_str());
  ImGui::PopTextWrapPos();
  if (ImGui::Button("OK", ImVec2(ImGui::GetContentRegionAvail().x, touch_target())))
    session.dismiss_notice();
  tap_targets().add_last_item("notice.ok");
}

}  // namespace flagfall::ui
