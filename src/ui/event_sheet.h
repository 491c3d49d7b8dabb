#pragma once

#include "session/app/home_session.h"

namespace flagfall::ui {

// The director's event over the home screen (session/app/event_book.h): what the last result
// did, then the table of boards (each a button to its record), or a board's record, or the
// question before clearing; the exports and Close.
void draw_event_sheet(session::HomeSession& home);

}  // namespace flagfall::ui
