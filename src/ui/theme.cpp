#include "ui/theme.h"

namespace flagfall::ui {
namespace {

struct Palette {
  ImVec4 background, panel, accent, accent_hover, text, text_dim, warning, flag, paused_turn;
};

const Palette kDark{{0.09f, 0.10f, 0.12f, 1}, {0.16f, 0.18f, 0.21f, 1}, {0.20f, 0.55f, 0.35f, 1},
                    {0.25f, 0.65f, 0.42f, 1}, {0.94f, 0.94f, 0.92f, 1}, {0.65f, 0.67f, 0.70f, 1},
                    {0.98f, 0.72f, 0.20f, 1}, {0.86f, 0.16f, 0.16f, 1}, {0.45f, 0.35f, 0.10f, 1}};
// Near-black on near-white; fills light enough for black text, text colours dark enough to read
// on white (at least 4.5:1 but for the flag's red, which is also a fill).
const Palette kLight{{0.98f, 0.98f, 0.96f, 1}, {0.86f, 0.88f, 0.90f, 1}, {0.50f, 0.82f, 0.58f, 1},
                     {0.05f, 0.42f, 0.20f, 1}, {0.04f, 0.05f, 0.07f, 1}, {0.27f, 0.29f, 0.33f, 1},
                     {0.55f, 0.33f, 0.00f, 1}, {0.85f, 0.22f, 0.22f, 1}, {0.98f, 0.83f, 0.50f, 1}};

}  // namespace

void apply_theme(bool light) {
  const Palette& p = light ? kLight : kDark;
  colors::kBackground = p.background;
  colors::kPanel = p.panel;
  colors::kAccent = p.accent;
  colors::kAccentHover = p.accent_hover;
  colors::kText = p.text;
  colors::kTextDim = p.text_dim;
  colors::kWarning = p.warning;
  colors::kFlag = p.flag;
  colors::kPausedTurn = p.paused_turn;
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
  // Opaque: a sheet that fills the screen's height hides the clock under it rather than showing
  // it through.
  c[ImGuiCol_PopupBg] = light ? ImVec4(1, 1, 1, 1) : ImVec4(0.08f, 0.08f, 0.08f, 1);
  c[ImGuiCol_Text] = colors::kText;
  c[ImGuiCol_TextDisabled] = colors::kTextDim;
  c[ImGuiCol_Button] = colors::kPanel;
  c[ImGuiCol_ButtonHovered] = light ? ImVec4(0.74f, 0.90f, 0.78f, 1) : colors::kAccentHover;
  c[ImGuiCol_ButtonActive] = colors::kAccent;
  c[ImGuiCol_NavHighlight] = light ? ImVec4(0.0f, 0.25f, 0.75f, 1) : ImVec4(0.45f, 0.75f, 1.0f, 1);
  if (!light) return;
  // The few of ImGui's own colours the app shows besides (a bordered list, scroll bars, a
  // separator, the dimming behind a sheet), as ImGui's light style has them: the rest of that
  // style colours widgets the app never draws, and costs the page 2.5 KB of code.
  c[ImGuiCol_Border] = ImVec4(0, 0, 0, 0.30f);
  c[ImGuiCol_ScrollbarBg] = ImVec4(0.98f, 0.98f, 0.98f, 0.53f);
  c[ImGuiCol_ScrollbarGrab] = ImVec4(0.69f, 0.69f, 0.69f, 0.80f);
  c[ImGuiCol_ScrollbarGrabHovered] = ImVec4(0.49f, 0.49f, 0.49f, 0.80f);
  c[ImGuiCol_ScrollbarGrabActive] = ImVec4(0.49f, 0.49f, 0.49f, 1);
  c[ImGuiCol_Separator] = ImVec4(0.39f, 0.39f, 0.39f, 0.62f);
  c[ImGuiCol_ModalWindowDimBg] = ImVec4(0.20f, 0.20f, 0.20f, 0.35f);
}

}  // namespace flagfall::ui
