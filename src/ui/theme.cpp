#include "ui/theme.h"

namespace flagfall::ui {

void apply_theme() {
  ImGui::StyleColorsDark();
  ImGuiStyle& style = ImGui::GetStyle();
  style.WindowPadding = ImVec2(16, 16);
  style.FramePadding = ImVec2(14, 10);
  style.ItemSpacing = ImVec2(10, 10);
  style.FrameRounding = 8;
  style.WindowBorderSize = 0;
  style.ScrollbarSize = 18;
  style.TouchExtraPadding = ImVec2(4, 4);
  ImVec4* c = style.Colors;
  c[ImGuiCol_WindowBg] = colors::kBackground;
  c[ImGuiCol_Text] = colors::kText;
  c[ImGuiCol_TextDisabled] = colors::kTextDim;
  c[ImGuiCol_Button] = colors::kPanel;
  c[ImGuiCol_ButtonHovered] = colors::kAccentHover;
  c[ImGuiCol_ButtonActive] = colors::kAccent;
}

}  // namespace flagfall::ui
