#pragma once

#include <string>

#include "session/app/home_session.h"

namespace flagfall::ui {

// Every character the home screen's own texts hold (not its About sheet's), in the words on show
// (UTF-8): a first frame that shows only the home screen needs the body font's glyphs for no
// others. They are Home's messages (the first words::kHomeMessages; the clock screen's follow), the
// app's name and the pieces around the tagline.
std::string home_screen_characters();
// The home screen's titles' characters (the name, Clock, Trainer): the first frame draws them at
// the title size without waiting for the titles' whole font.
std::string home_screen_titles();

// Draws the home screen: its two entries call the session's intents (open_clock, open_trainer).
void draw_home_screen(session::HomeSession& home);

}  // namespace flagfall::ui
