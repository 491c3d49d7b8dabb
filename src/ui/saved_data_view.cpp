#include "ui/saved_data_view.h"

#include <algorithm>
#include <string>

#include <imgui.h>

#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"

namespace flagfall::ui {

void draw_saved_data(session::SavedDataSection& saved) {
  ImGui::TextUnformatted(session::SavedDataSection::kTitle);
  const float left = ImGui::GetCursorPosX();
  const float width = ImGui::GetContentRegionAvail().x;
  const float button = ImGui::CalcTextSize("Delete").x + 2 * ImGui::GetStyle().FramePadding.x + 16;
  const float size_width = ImGui::CalcTextSize("000 KB").x;
  const float label_width = width - button - size_width - 2 * spacing();
  std::string tapped;
  for (const session::StoredRow& row : saved.rows()) {
    // The label beside its Delete, in the middle of the button's height when it is shorter.
    const float top = ImGui::GetCursorPosY();
    const float high = ImGui::CalcTextSize(row.label.c_str(), nullptr, false, label_width).y;
    const float text_top = top + std::max(0.0f, (touch_target() - high) / 2);
    ImGui::SetCursorPosY(text_top);
    ImGui::PushTextWrapPos(left + label_width);
    ImGui::TextUnformatted(row.label.c_str());
    ImGui::PopTextWrapPos();
    const float bottom = ImGui::GetCursorPosY();
    ImGui::SetCursorPos(ImVec2(left + label_width + spacing(), text_top));
    ImGui::TextColored(colors::kTextDim, "%s", row.size.c_str());
    if (!row.remove.intent.empty()) {
      ImGui::SetCursorPos(ImVec2(left + width - button, top));
      const std::string label = row.remove.label + "##" + row.remove.intent;
      if (ImGui::Button(label.c_str(), ImVec2(button, touch_target()))) tapped = row.remove.intent;
      tap_targets().add_last_item(row.remove.intent.c_str());
    }
    ImGui::SetCursorPos(ImVec2(left, std::max(bottom, top + touch_target()) + 4));
  }
  if (saved.asking()) {
    wrapped(saved.question(), &colors::kWarning);
    std::string answered;
    control_grid(session::SavedDataSection::answers(), answered, 2);
    if (!answered.empty()) tapped = answered;
  }
  if (!tapped.empty()) saved.activate(tapped);
}

}  // namespace flagfall::ui
