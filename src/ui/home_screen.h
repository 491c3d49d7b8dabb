#pragma once

#include "ui/screen.h"

namespace flagfall::ui {

// Draws the home screen; returns the screen to show next.
Screen draw_home_screen();

}  // namespace flagfall::ui
