#pragma once
// Small helpers the files of clock_sheets.h share (one copy for the unity build).
#include <initializer_list>
#include <string>
#include <utility>

#include "session/clock/clock_sheets.h"
#include "session/clock/live_text.h"

namespace flagfall::session {
using A = ClockAction;
}  // namespace flagfall::session

namespace flagfall::session::sheet_words {

// Controls of fixed words: {label, action} pairs, each label a message of the catalogs.
inline ClockControls fixed(std::initializer_list<std::pair<words::Msg, ClockAction>> pairs) {
  ClockControls out;
  for (const auto& [label, action] : pairs) out.push_back(control(label, {action}));
  return out;
}

}  // namespace flagfall::session::sheet_words
