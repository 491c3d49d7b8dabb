#include "ui/tap_targets.h"

#include <imgui.h>
#include <imgui_internal.h>  // GetCurrentWindowRead: is the window shown this frame

namespace flagfall::ui {

void TapTargets::add_last_item(const char* id) {
  // A window's first frame is laid out but not shown (nor tappable): publish only what is.
  if (!ImGui::IsItemVisible() || ImGui::GetCurrentWindowRead()->Hidden) return;
  const ImVec2 min = ImGui::GetItemRectMin();
  const ImVec2 max = ImGui::GetItemRectMax();
  targets_.push_back({id, min.x, min.y, max.x - min.x, max.y - min.y});
}

TapTargets& tap_targets() {
  static TapTargets targets;
  return targets;
}

}  // namespace flagfall::ui
