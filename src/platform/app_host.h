#pragma once

#include "session/app/app_session.h"

// The running app, owned by web_main.cpp, for the page's calls that live in other files of the
// platform glue (offline_bridge.cpp).
namespace flagfall::platform {

session::AppSession& app_session();
// What the page reported changes the screen on show: draw the next few frames.
void redraw_soon();

}  // namespace flagfall::platform
