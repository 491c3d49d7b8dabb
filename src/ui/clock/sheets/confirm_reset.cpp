// "New game…" asks first: the game's times and record are lost.
#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/clock/sheets/sheets.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"

namespace flagfall::ui {

void draw_confirm_reset(ClockSession& session) {
  const float half = half_width();
  ImGui::PushTextWrapPos(0);
  ImGui::Text("A new game: both clocks go back to %s. This game's times and record are lost.",
              session.settings().control.c_str());
  ImGui::PopTextWrapPos();
  const bool reset = ImGui::Button("Reset", ImVec2(half, touch_target()));
  tap_targets().add_last_item("reset.confirm");
  ImGui::SameLine();
  const bool cancel = ImGui::Button("Cancel", ImVec2(half, touch_target()));
  tap_targets().add_last_item("reset.cancel");
  if (reset) {
    session.new_game();
  } else if (cancel) {
    session.close_sheet();
  }
}

}  // namespace flagfall::ui
