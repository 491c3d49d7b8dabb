#pragma once

#include "session/app/home_session.h"

namespace flagfall::ui {

// The About / storage sheet over the home screen: the version, whether the browser keeps the
// saved data, and the saved data as one file, out and in.
void draw_about_sheet(session::HomeSession& home);

}  // namespace flagfall::ui
