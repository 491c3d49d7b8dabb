#pragma once
// The rules and time-control picker and the saved controls' list (picker_sheet.cpp).
#include <string>
#include <string_view>
#include <vector>

#include <cstddef>
#include <optional>
#include "session/clock/clock_intent.h"
#include "session/clock/clock_settings.h"

namespace flagfall::session {

class ClockSession;

// The picker's own state: the saved list is being edited, this one selected.
struct PickerState {
  std::optional<std::size_t> saved_selected;
};

// The picker (picker_sheet.cpp): the presets, Armageddon and the saved controls (each on
// when it is what is set), then Custom…, Black's own control…, Save as… (a control not kept yet)
// and Saved… (when any is). The saved list being edited: each with its control (the selected one
// on), then Move up, Move down, Rename…, Delete and Done.
// "5+0 / Black 4+0 · Armageddon": White's control, Black's own, Armageddon.
std::string control_label(std::string_view control, std::string_view black, bool armageddon);
inline std::string control_label(const ClockSettings& s) {
  return control_label(s.control, s.black_control, s.draw_counts_for_black);
}
// The bar's short form, "5+0/4+0" (the halves show the rest).
inline std::string bar_control_label(const ClockSettings& s) {
  return s.black_control.empty() ? s.control : s.control + "/" + s.black_control;
}
// The presets for a ruleset: its standard control, then kClockPresets written as its rulebook
// writes controls (US Chess's "G/3;inc2", FIDE's "3+2"), each control once.
std::vector<std::string> picker_presets(std::string_view ruleset_id);
ClockControls picker_choices(const ClockSession& s);
ClockControls picker_actions(const ClockSession& s);
const char* saved_list_hint();
ClockControls saved_list(const ClockSession& s);
ClockControls saved_list_actions();

}  // namespace flagfall::session
