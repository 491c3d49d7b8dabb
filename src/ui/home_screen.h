#pragma once

#include "session/app/home_session.h"

namespace flagfall::ui {

// Draws the home screen: each control applies its intent (session/app/home_intent.h).
void draw_home_screen(session::HomeSession& home);

}  // namespace flagfall::ui
