#pragma once
// "More": its controls and the settings' words (menu_sheet.cpp).
#include <string>

#include "session/clock/clock_intent.h"
#include "session/clock/clock_settings.h"

namespace flagfall::session {

class ClockSession;

// "More": every setting and sheet it opens, Close last.
ClockControls menu_controls(const ClockSession& s);
std::string low_time_label(const ClockSession& s);  // "Low time: auto (37.5 s)"
const char* press_feedback_label(PressFeedback feedback);

}  // namespace flagfall::session
