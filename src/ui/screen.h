#pragma once

namespace flagfall::ui {

enum class Screen { Home, Clock, Trainer };

// Stable id used in the test hook's state JSON.
const char* screen_id(Screen screen);

}  // namespace flagfall::ui
