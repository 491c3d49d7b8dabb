#pragma once
// The promotion sheet's words and choices (promotion_sheet.cpp).
#include <string>

#include <optional>
#include "chess/color.h"
#include "session/clock/clock_intent.h"

namespace flagfall::session {

class ClockSession;

// Whose piece the promotion sheet puts down, and who stopped the clock for it.
struct PromotionState {
  chess::Color promoter = chess::Color::White;
  std::optional<chess::Color> resume_by;
};

// The promotion piece.
std::string promotion_title(const ClockSession& s);  // "White promotes"
const char* promotion_prompt();
ClockControls promotion_choices();

}  // namespace flagfall::session
