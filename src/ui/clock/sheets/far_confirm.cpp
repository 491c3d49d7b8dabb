#include "ui/clock/sheets/far_confirm.h"

#include <algorithm>
#include <optional>

#include "ui/clock/sheets/sheet_frame.h"

namespace flagfall::ui {

bool far_controls_first() {
  const ImVec2 screen = ImGui::GetMainViewport()->WorkSize;
  if (screen.x > screen.y) return true;
  const std::optional<ImVec2> tap = opening_tap();
  return tap && tap->y > work_area_centre().y;
}

void far_confirm_gap(float last_part_height) {
  const float room =
      ImGui::GetContentRegionAvail().y - last_part_height - ImGui::GetStyle().ItemSpacing.y;
  ImGui::Dummy(ImVec2(1, std::max(0.0f, room)));
}

}  // namespace flagfall::ui
