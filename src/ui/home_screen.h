#pragma once

#include "session/app/home_session.h"

namespace flagfall::ui {

// Every character the home screen's own texts hold (not its About sheet's): a first frame that
// shows only the home screen needs the body font's glyphs for no others. scripts/
// check-font-coverage.py checks home_screen.cpp against it.
inline constexpr char kHomeScreenCharacters[] =
    " ,-.:ABCFGRTabcdefghiklmnoprstuvwyz\xE2\x99\x94\xE2\x99\x9B\xE2\x99\x9E\xE2\x99\x9F";

// Draws the home screen: its two entries call the session's intents (open_clock, open_trainer).
void draw_home_screen(session::HomeSession& home);

}  // namespace flagfall::ui
