#pragma once

#include "session/app/home_session.h"
#include "ui/screen.h"

namespace flagfall::ui {

// Draws the home screen: each control applies its intent (session/app/home_intent.h).
void draw_home_screen(session::HomeSession& home);

// The screen a session's switch goes to.
Screen screen_of(session::Destination destination);

}  // namespace flagfall::ui
