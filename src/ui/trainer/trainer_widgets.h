#pragma once

#include <string>
#include <vector>

#include <imgui.h>

#include "session/trainer/trainer_intent.h"

namespace flagfall::ui {

// Small drawing helpers shared by the trainer's views.

// From this content width on, a view puts the board beside its choices or steps.
inline constexpr float kWideFrom = 640.0f;

// Publishes the last item as a tap target only when it is wholly inside the visible part of the
// window (a half-hidden control under the bottom bar must not be tapped by its centre).
void publish_if_visible(const char* id);
void publish_if_visible(const std::string& id);
// The same for a control's intent, by its id (trainer_intent.h).
void publish_if_visible(const session::TrainerIntent& intent);

// A full-width button whose text wraps over as many lines as it needs, at least a thumb high.
// `fill` and `border` colour it; returns true when tapped.
bool wrapped_button(const char* imgui_id, const std::string& text, float width, ImU32 fill,
                    ImU32 border, ImU32 text_colour);

// The height wrapped_button takes for `text` at `width`, and a paragraph's at the window's wrap
// width `width` (for laying a view out to fit the screen before drawing it).
float wrapped_button_height(const std::string& text, float width);
float paragraph_height(const std::string& text, float width);

// A button of a grid: `label` centred, in the body font shrunk to fit `width` when it must, on
// the accent colour when `on`. Returns true when tapped.
bool fit_button(const char* imgui_id, const std::string& label, bool on, float width, float height);

// A toggle chip (selected: accent fill and a tick): its whole label, centred, shrunk to fit
// `width` when it must be. Returns true when tapped.
bool chip(const char* imgui_id, const std::string& label, bool selected, float width);
// The chips drawn this frame, with the share of the body font their label was drawn at (the
// test hook reports them: a name, not an id, and never shrunk past reading).
struct ChipLabel {
  std::string id;
  std::string text;
  float scale = 1.0f;
};
std::vector<ChipLabel>& chip_labels();

// Wrapped paragraph in a colour.
void paragraph(const std::string& text, const ImVec4& colour);

// A heading line in the body font, accent colour.
void heading(const std::string& text);

}  // namespace flagfall::ui
