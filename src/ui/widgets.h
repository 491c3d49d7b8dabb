#pragma once

struct ImFont;

namespace flagfall::ui {

// Text centred on the current line in the given font.
void centered_text(ImFont* font, const char* text);

// A large, centred, thumb-sized button with a title and a one-line description, two thumbs high
// unless `height` says otherwise. Returns true when tapped.
bool big_button(const char* title, const char* description, float width, float height = 0);

}  // namespace flagfall::ui
