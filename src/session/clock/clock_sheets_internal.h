#pragma once
// Small helpers the files of clock_sheets.h share (one copy for the unity build).
#include <initializer_list>
#include <string>
#include <utility>

#include "session/clock/clock_sheets.h"
#include "session/clock/live_text.h"

namespace flagfall::session::sheet_words {

// "director.set." + "white".
inline std::string with_side(const char* prefix, chess::Color side) {
  return std::string(prefix) + color_id(side);
}

// Controls of fixed words: {label, intent} pairs.
inline Controls fixed(std::initializer_list<std::pair<const char*, const char*>> pairs) {
  Controls out;
  for (const auto& [label, intent] : pairs) out.push_back(control(label, intent));
  return out;
}

}  // namespace flagfall::session::sheet_words
