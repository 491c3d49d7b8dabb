#include "ui/qr_view.h"

#include <algorithm>
#include <cmath>

#include <imgui.h>

#include "ui/tap_targets.h"

namespace flagfall::ui {

void draw_qr_code(const session::QrMatrix& qr, float max_side, bool centred, const char* target) {
  const int modules = qr.size + 2 * session::QrMatrix::kQuietZone;
  const float module = std::max(2.0f, std::floor(max_side / static_cast<float>(modules)));
  const float side = module * static_cast<float>(modules);
  if (centred) {
    const float indent = std::max(0.0f, (ImGui::GetContentRegionAvail().x - side) / 2);
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + indent);
  }
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(side, side));
  tap_targets().add_last_item(target);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 corner(std::floor(origin.x), std::floor(origin.y));
  draw->AddRectFilled(corner, ImVec2(corner.x + side, corner.y + side), IM_COL32_WHITE);
  const float quiet = module * session::QrMatrix::kQuietZone;
  for (int y = 0; y < qr.size; ++y) {
    for (int x = 0; x < qr.size; ++x) {
      if (!qr.dark(x, y)) continue;
      const ImVec2 min(corner.x + quiet + module * static_cast<float>(x),
                       corner.y + quiet + module * static_cast<float>(y));
      draw->AddRectFilled(min, ImVec2(min.x + module, min.y + module), IM_COL32_BLACK);
    }
  }
}

}  // namespace flagfall::ui
