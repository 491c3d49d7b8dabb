#pragma once

#include "ui/screen.h"

namespace flagfall::ui {

// A screen that is not built yet, clearly marked so. Returns the screen to show next.
Screen draw_placeholder_screen(Screen self, const char* title, const char* message);

}  // namespace flagfall::ui
