// The picker's words and controls (clock_sheets.h): the presets, Armageddon, the saved controls
// and what sets a control apart, and the saved list being edited.
#include "session/clock/clock_sheets.h"

#include <algorithm>

#include "clock/notation.h"
#include "rules/ruleset.h"
#include "session/clock/clock_sheets_internal.h"

namespace flagfall::session {
namespace {

bool is_set(const ClockSettings& s, const NamedControl& c) {
  return s.control == c.control && s.black_control == c.black &&
         s.draw_counts_for_black == c.draw_counts_for_black;
}

// Whether two written controls are the same control ("G/3;inc2" and "3+2" are).
bool same_control(std::string_view a, std::string_view b) {
  const auto first = clock::parse_time_control(a);
  const auto second = clock::parse_time_control(b);
  return first && second && *first == *second;
}

}  // namespace

std::string control_label(std::string_view control, std::string_view black, bool armageddon) {
  std::string label(control);
  if (!black.empty()) label.append(" / Black ").append(black);
  if (armageddon) label += " \xC2\xB7 Armageddon";
  return label;
}

std::vector<std::string> picker_presets(std::string_view ruleset_id) {
  const rules::Ruleset* ruleset = rules::find_ruleset(ruleset_id);
  const std::string standard(ruleset ? ruleset->standard_time_control : kClockPresets[0]);
  const bool us_chess = standard.find("G/") != std::string::npos;
  std::vector<std::string> out = {standard};
  for (const char* preset : us_chess ? kClockPresets : kFidePresets) {
    if (std::none_of(out.begin(), out.end(),
                     [&](const std::string& c) { return same_control(c, preset); }))
      out.emplace_back(preset);
  }
  return out;
}

ClockControls picker_choices(const ClockSession& s) {
  const ClockSettings& set = s.settings();
  const bool plain = set.black_control.empty() && !set.draw_counts_for_black;
  ClockControls out;
  for (const std::string& preset : picker_presets(set.ruleset)) {
    const auto index = std::find(all_presets().begin(), all_presets().end(), preset);
    out.push_back(control(preset, {A::kPreset, {}, static_cast<int>(index - all_presets().begin())},
                          plain && same_control(set.control, preset)));
  }
  out.push_back(control(kArmageddonPreset.name, {A::kArmageddon}, is_set(set, kArmageddonPreset)));
  for (std::size_t i = 0; i < s.saved_controls().size(); ++i) {
    const NamedControl& c = s.saved_controls()[i];
    out.push_back(control(c.name, {A::kSaved, {}, static_cast<int>(i)}, is_set(set, c)));
  }
  return out;
}

ClockControls picker_actions(const ClockSession& s) {
  ClockControls out = sheet_words::fixed(
      {{"Custom\xE2\x80\xA6", A::kAskCustom}, {"Black's own control\xE2\x80\xA6", A::kAskBlack}});
  // Save as… for what no choice holds yet (a typed control, odds, a link's).
  const ClockControls choices = picker_choices(s);
  if (std::none_of(choices.begin(), choices.end(), [](const ClockControl& c) { return c.on; }))
    out.push_back(control("Save as\xE2\x80\xA6", {A::kAskSave}));
  if (!s.saved_controls().empty()) out.push_back(control("Saved\xE2\x80\xA6", {A::kEditSaved}));
  return out;
}

const char* saved_list_hint() {
  return "Saved controls: tap one, then move, rename or delete it.";
}

ClockControls saved_list(const ClockSession& s) {
  ClockControls out;
  for (std::size_t i = 0; i < s.saved_controls().size(); ++i) {
    const NamedControl& c = s.saved_controls()[i];
    out.push_back(
        control(c.name + ": " + control_label(c.control, c.black, c.draw_counts_for_black),
                {A::kSaved, {}, static_cast<int>(i)}, s.saved_selected() == i));
  }
  return out;
}

ClockControls saved_list_actions() {
  return sheet_words::fixed({{"Move up", A::kSavedUp},
                             {"Move down", A::kSavedDown},
                             {"Rename\xE2\x80\xA6", A::kRenameSaved},
                             {"Delete", A::kDeleteSaved},
                             {"Done", A::kEditSaved}});
}

}  // namespace flagfall::session
