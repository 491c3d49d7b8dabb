#pragma once

#include "session/app/home_session.h"
#include "ui/screen.h"

namespace flagfall::ui {

// Draws the home screen: its two entries call the session's intents (open_clock, open_trainer).
void draw_home_screen(session::HomeSession& home);

// The screen a session's switch goes to.
Screen screen_of(session::Destination destination);

}  // namespace flagfall::ui
