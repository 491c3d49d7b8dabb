#pragma once

struct ImFont;
struct ImVec2;

namespace flagfall::ui {

// Text centred on the current line in the given font; wrapped, left-aligned, when wider.
void centered_text(ImFont* font, const char* text);

// A large, thumb-sized button with a title and a one-line description, two thumbs high unless
// `height` says otherwise, centred on its line unless `centred` is false (it then starts at the
// cursor). Returns true when tapped.
bool big_button(const char* title, const char* description, float width, float height = 0,
                bool centred = true);

// A button `size` big whose label is drawn smaller (down to 60%) when it is wider than the
// button (a saved control's name, a key's name on a phone on its side, a longer language), and on
// two lines when even that is too wide. A label that still does not fit is noted
// (tap_targets().cut_labels()). A height of 0 is the label's own.
bool fitted_button(const char* label, ImVec2 size);

// Lets a finger drag the current window's content up and down (ImGui only scrolls by wheel);
// a drag past a few pixels cancels the tap on whatever button it started on. `upside_down`: the
// window is drawn turned half round (a sheet for the far player), so a drag moves the other way.
void drag_to_scroll(bool upside_down = false);

}  // namespace flagfall::ui
