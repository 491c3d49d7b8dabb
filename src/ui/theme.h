#pragma once

#include <imgui.h>

namespace flagfall::ui {

// The app's colours, read when drawing. apply_theme() sets them: dark by default, or the light,
// high-contrast theme for bright rooms (the clock's settings keep the choice).
namespace colors {
inline ImVec4 kBackground{0.09f, 0.10f, 0.12f, 1.0f};
inline ImVec4 kPanel{0.16f, 0.18f, 0.21f, 1.0f};
inline ImVec4 kAccent{0.20f, 0.55f, 0.35f, 1.0f};
inline ImVec4 kAccentHover{0.25f, 0.65f, 0.42f, 1.0f};
inline ImVec4 kText{0.94f, 0.94f, 0.92f, 1.0f};
inline ImVec4 kTextDim{0.65f, 0.67f, 0.70f, 1.0f};
inline ImVec4 kWarning{0.98f, 0.72f, 0.20f, 1.0f};
inline ImVec4 kFlag{0.86f, 0.16f, 0.16f, 1.0f};
inline ImVec4 kPausedTurn{0.45f, 0.35f, 0.10f, 1.0f};
}  // namespace colors

// Sizes in CSS pixels.
inline float spacing() {
  return 12.0f;
}
inline float touch_target() {
  return 48.0f;
}  // the minimum comfortable thumb target

void apply_theme(bool light = false);

}  // namespace flagfall::ui
