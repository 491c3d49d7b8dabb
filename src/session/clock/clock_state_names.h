#pragma once
// Names the clock screen's save and its test-hook state both write.
#include "clock/clock.h"

namespace flagfall::session::state_names {

inline constexpr const char* kPressFeedbackNames[] = {"off", "click", "buzz", "both"};

inline const char* side_id(clock::Side side) {
  return side == clock::Side::White ? "white" : "black";
}

}  // namespace flagfall::session::state_names
