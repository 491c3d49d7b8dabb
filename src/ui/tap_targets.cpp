#include "ui/tap_targets.h"

#include <imgui.h>
#include <imgui_internal.h>  // GetCurrentWindowRead: is the window shown this frame

namespace flagfall::ui {

void TapTargets::add_last_item(const char* id) {
  // A window's first frame is laid out but not shown (nor tappable): publish only what is.
  if (!ImGui::IsItemVisible() || ImGui::GetCurrentWindowRead()->Hidden) return;
  ImVec2 min = ImGui::GetItemRectMin();
  ImVec2 max = ImGui::GetItemRectMax();
  if (turned_about_) {
    const auto [cx, cy] = *turned_about_;
    const ImVec2 turned_min(2 * cx - max.x, 2 * cy - max.y);
    max = ImVec2(2 * cx - min.x, 2 * cy - min.y);
    min = turned_min;
  }
  targets_.push_back({id, min.x, min.y, max.x - min.x, max.y - min.y});
}

TapTargets& tap_targets() {
  static TapTargets targets;
  return targets;
}

}  // namespace flagfall::ui
