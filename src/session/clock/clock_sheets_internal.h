#pragma once
// Small helpers the files of clock_sheets.h share (one copy for the unity build).
#include <initializer_list>
#include <utility>

#include "session/clock/clock_sheets.h"
#include "session/clock/live_text.h"

namespace flagfall::session::sheet_words {

// Controls of fixed words: {label, intent} pairs.
inline ClockControls fixed(std::initializer_list<std::pair<const char*, ClockIntent>> pairs) {
  ClockControls out;
  for (const auto& [label, intent] : pairs) out.push_back(control(label, intent));
  return out;
}

}  // namespace flagfall::session::sheet_words
