#pragma once

#include "session/app/app_session.h"
#include "session/frame_io.h"

// What web_main.cpp's main loop offers the rest of the platform glue: the app's session, the
// page's time line, and a wake-up when the page hands the app something.
namespace flagfall::platform {

session::AppSession& app_session();
// Milliseconds on the page's time line (window.flagfall.now()).
session::EpochMillis page_now();
// The page changed something the screen shows: draw the frames the UI needs to settle.
void draw_soon();

}  // namespace flagfall::platform
