#pragma once

#include <optional>
#include <string>

#include "session/clock/clock_intent.h"
#include "session/clock/clock_settings.h"

namespace flagfall::session {

// "New game…", or a picker choice once a game has started (drawn by
// src/ui/clock/sheets/confirm_reset.cpp, listed by the mirror): asks before the game's times and
// record are lost, and holds the picker's choice until then.
class ConfirmResetSheet {
 public:
  explicit ConfirmResetSheet(std::optional<ClockSettings> next = std::nullopt)
      : next_(std::move(next)) {}
  static const char* title() { return "Reset the clock?"; }
  // What the reset does, from the settings in force.
  std::string question(const ClockSettings& current) const;
  static ClockControls controls();  // Reset, Cancel
  // "Reset": the settings the new game starts with.
  ClockSettings confirmed(const ClockSettings& current) const { return next_.value_or(current); }

 private:
  std::optional<ClockSettings> next_;  // the picker's choice, if it asked
};

}  // namespace flagfall::session
