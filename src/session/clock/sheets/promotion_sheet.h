#pragma once
// The promotion sheet's words and choices (promotion_sheet.cpp).
#include <string>

#include "session/clock/clock_intent.h"

namespace flagfall::session {

class ClockSession;

// The promotion piece.
std::string promotion_title(const ClockSession& s);  // "White promotes"
const char* promotion_prompt();
ClockControls promotion_choices();

}  // namespace flagfall::session
