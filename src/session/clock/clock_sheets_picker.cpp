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

Controls picker_choices(const ClockSession& s) {
  const ClockSettings& set = s.settings();
  const bool plain = set.black_control.empty() && !set.draw_counts_for_black;
  Controls out;
  for (const std::string& preset : picker_presets(set.ruleset))
    out.push_back(control(preset, "preset." + preset, plain && same_control(set.control, preset)));
  out.push_back(
      control(kArmageddonPreset.name, "picker.armageddon", is_set(set, kArmageddonPreset)));
  for (std::size_t i = 0; i < s.saved_controls().size(); ++i) {
    const NamedControl& c = s.saved_controls()[i];
    out.push_back(control(c.name, "saved." + std::to_string(i), is_set(set, c)));
  }
  return out;
}

Controls picker_actions(const ClockSession& s) {
  Controls out = sheet_words::fixed({{"Custom\xE2\x80\xA6", "picker.custom"},
                                     {"Black's own control\xE2\x80\xA6", "picker.black"}});
  // Save as… for what no choice holds yet (a typed control, odds, a link's).
  const Controls choices = picker_choices(s);
  if (std::none_of(choices.begin(), choices.end(), [](const Control& c) { return c.on; }))
    out.push_back(control("Save as\xE2\x80\xA6", "picker.save"));
  if (!s.saved_controls().empty()) out.push_back(control("Saved\xE2\x80\xA6", "picker.saved"));
  return out;
}

const char* saved_list_hint() {
  return "Saved controls: tap one, then move, rename or delete it.";
}

Controls saved_list(const ClockSession& s) {
  Controls out;
  for (std::size_t i = 0; i < s.saved_controls().size(); ++i) {
    const NamedControl& c = s.saved_controls()[i];
    out.push_back(
        control(c.name + ": " + control_label(c.control, c.black, c.draw_counts_for_black),
                "saved." + std::to_string(i), s.saved_selected() == i));
  }
  return out;
}

Controls saved_list_actions() {
  return sheet_words::fixed({{"Move up", "saved.up"},
                             {"Move down", "saved.down"},
                             {"Rename\xE2\x80\xA6", "saved.rename"},
                             {"Delete", "saved.delete"},
                             {"Done", "picker.saved"}});
}

}  // namespace flagfall::session
