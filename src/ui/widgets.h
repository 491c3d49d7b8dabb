#pragma once

struct ImFont;

namespace flagfall::ui {

// Text centred on the current line in the given font.
void centered_text(ImFont* font, const char* text);

// A large, thumb-sized button with a title and a one-line description, two thumbs high unless
// `height` says otherwise, centred on its line unless `centred` is false (it then starts at the
// cursor). Returns true when tapped.
bool big_button(const char* title, const char* description, float width, float height = 0,
                bool centred = true);

// Lets a finger drag the current window's content up and down (ImGui only scrolls by wheel);
// a drag past a few pixels cancels the tap on whatever button it started on. `upside_down`: the
// window is drawn turned half round (a sheet for the far player), so a drag moves the other way.
void drag_to_scroll(bool upside_down = false);

}  // namespace flagfall::ui
