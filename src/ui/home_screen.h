#pragma once

#include "session/app/home_session.h"

namespace flagfall::ui {

// Draws the home screen: its two entries call the session's intents (open_clock, open_trainer).
void draw_home_screen(session::HomeSession& home);

}  // namespace flagfall::ui
