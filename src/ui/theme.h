#pragma once

#include <imgui.h>

namespace flagfall::ui {

namespace colors {
inline const ImVec4 kBackground{0.09f, 0.10f, 0.12f, 1.0f};
inline const ImVec4 kPanel{0.16f, 0.18f, 0.21f, 1.0f};
inline const ImVec4 kAccent{0.20f, 0.55f, 0.35f, 1.0f};
inline const ImVec4 kAccentHover{0.25f, 0.65f, 0.42f, 1.0f};
inline const ImVec4 kText{0.94f, 0.94f, 0.92f, 1.0f};
inline const ImVec4 kTextDim{0.65f, 0.67f, 0.70f, 1.0f};
inline const ImVec4 kWarning{0.98f, 0.72f, 0.20f, 1.0f};
inline const ImVec4 kFlag{0.86f, 0.16f, 0.16f, 1.0f};
inline const ImVec4 kPausedTurn{0.45f, 0.35f, 0.10f, 1.0f};
}  // namespace colors

// Sizes in CSS pixels.
inline float spacing() {
  return 12.0f;
}
inline float touch_target() {
  return 48.0f;
}  // the minimum comfortable thumb target

void apply_theme();

}  // namespace flagfall::ui
