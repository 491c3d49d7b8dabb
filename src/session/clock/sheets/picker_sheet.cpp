// The rules and time-control picker: the presets, Armageddon, the saved controls and what sets a
// control apart, a typed control and Black's own (time odds), and the saved list being edited
// (moved, renamed, deleted): its words, its controls and what they do.
#include "session/clock/sheets/picker_sheet.h"

#include <algorithm>

#include "clock/notation.h"
#include "rules/ruleset.h"
#include "session/clock/clock_session.h"
#include "session/clock/clock_sheets_internal.h"
#include "session/clock/saved_controls.h"

namespace flagfall::session {

using words::Msg;

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

// The notice that refuses `name` because another saved control has it; the list stays as it is.
std::string name_taken_notice(const std::string& name) {
  return words::format<Msg::kClockNoticeNameTaken>(name);
}

// Whether a saved control other than the one at `except` is called `name`.
bool name_taken(const std::vector<NamedControl>& saved, const std::string& name,
                std::size_t except = static_cast<std::size_t>(-1)) {
  for (std::size_t i = 0; i < saved.size(); ++i)
    if (i != except && saved[i].name == name) return true;
  return false;
}

}  // namespace

std::string control_label(std::string_view control, std::string_view black, bool armageddon) {
  std::string label = black.empty() ? std::string(control)
                                    : words::format<Msg::kClockScreenControlOdds>(control, black);
  return armageddon ? words::format<Msg::kClockScreenControlArmageddon>(label) : label;
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
  out.push_back(
      control(Msg::kClockSheetPickerArmageddon, {A::kArmageddon}, is_set(set, kArmageddonPreset)));
  for (std::size_t i = 0; i < s.saved_controls().size(); ++i) {
    const NamedControl& c = s.saved_controls()[i];
    out.push_back(control(c.name, {A::kSaved, {}, static_cast<int>(i)}, is_set(set, c)));
  }
  return out;
}

ClockControls picker_actions(const ClockSession& s) {
  ClockControls out = sheet_words::fixed(
      {{Msg::kClockSheetPickerCustom, A::kAskCustom}, {Msg::kClockSheetPickerBlack, A::kAskBlack}});
  // Save as… for what no choice holds yet (a typed control, odds, a link's).
  const ClockControls choices = picker_choices(s);
  if (std::none_of(choices.begin(), choices.end(), [](const ClockControl& c) { return c.on; }))
    out.push_back(control(Msg::kClockSheetPickerSaveAs, {A::kAskSave}));
  if (!s.saved_controls().empty())
    out.push_back(control(Msg::kClockSheetPickerSaved, {A::kEditSaved}));
  return out;
}

const char* saved_list_hint() {
  return words::text(Msg::kClockSheetPickerSavedHint).data();
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
  return sheet_words::fixed({{Msg::kClockSheetPickerMoveUp, A::kSavedUp},
                             {Msg::kClockSheetPickerMoveDown, A::kSavedDown},
                             {Msg::kClockSheetPickerRename, A::kRenameSaved},
                             {Msg::kClockSheetPickerDelete, A::kDeleteSaved},
                             {Msg::kClockSheetDone, A::kEditSaved}});
}

bool ClockSession::choose_controls(const NamedControl& chosen) {
  auto made = game::LiveGame::make(
      {settings_.ruleset, chosen.control, "", chosen.draw_counts_for_black, chosen.black});
  if (!made) {
    const auto control = clock::parse_time_control(chosen.control);
    notice_ = made.error() + ".";
    if (!control) {
      notice_ =
          words::format<Msg::kClockNoticeNotAControl>(chosen.control, control.error().message());
    }
    return false;
  }
  ClockSettings next = settings_;
  next.control = chosen.control;
  next.black_control = chosen.black;
  next.draw_counts_for_black = chosen.draw_counts_for_black;
  notice_.clear();
  if (ask_before_replacing(next)) return false;
  settings_ = next;
  start_new_game();
  return true;
}

bool ClockSession::choose_control(std::string_view text) {
  return choose_controls({"", std::string(text)});
}

void ClockSession::choose_ruleset(std::string_view id) {
  const rules::Ruleset* ruleset = rules::find_ruleset(id);
  if (ruleset == nullptr || sheet_ != ClockSheet::kPicker) return;
  ClockSettings next = settings_;
  next.ruleset = std::string(id);
  next.control = std::string(ruleset->standard_time_control);
  next.black_control.clear();
  next.draw_counts_for_black = false;
  notice_.clear();
  if (ask_before_replacing(next)) return;
  settings_ = next;
  start_new_game();
}

void ClockSession::choose_preset(std::string_view control) {
  if (sheet_ != ClockSheet::kPicker) return;
  if (choose_control(control)) show(ClockSheet::kNone);
}

void ClockSession::choose_armageddon() {
  if (sheet_ == ClockSheet::kPicker && choose_controls(kArmageddonPreset)) show(ClockSheet::kNone);
}

void ClockSession::ask_custom_control() {
  ask_text_ = TextRequest{"control", std::string(words::text(Msg::kClockSheetPickerControlPrompt)),
                          settings_.control};
}

void ClockSession::custom_control(std::string_view text) {
  // Both sides' control; Armageddon stays, so a play-off's own times are typed after its preset.
  if (choose_controls({"", std::string(text), "", settings_.draw_counts_for_black}))
    show(ClockSheet::kNone);
}

void ClockSession::ask_black_control() {
  ask_text_ = TextRequest{"black-control",
                          words::format<Msg::kClockSheetPickerBlackPrompt>(settings_.control),
                          settings_.black_control};
}

void ClockSession::black_control(std::string_view text) {
  NamedControl chosen{"", settings_.control, tidy_control_name(text),
                      settings_.draw_counts_for_black};
  if (chosen.black == chosen.control) chosen.black.clear();
  if (choose_controls(chosen)) show(ClockSheet::kNone);
}

void ClockSession::ask_save_control() {
  ask_text_ =
      TextRequest{"control-name", std::string(words::text(Msg::kClockSheetPickerNamePrompt)),
                  control_label(settings_)};
}

void ClockSession::save_control(std::string_view text) {
  const std::string name = tidy_control_name(text);
  const NamedControl kept{name, settings_.control, settings_.black_control,
                          settings_.draw_counts_for_black};
  if (name.empty()) {
    notice_ = words::text(Msg::kClockNoticeNameNeeded);
  } else if (name_taken(saved_controls_, name)) {
    notice_ = name_taken_notice(name);
    return;
  } else if (saved_controls_.size() >= kMaxSavedControls) {
    notice_ =
        words::plural<Msg::kClockNoticeSavedFull>(static_cast<std::int64_t>(kMaxSavedControls));
  } else {
    saved_controls_.push_back(kept);
  }
  note_change();
}

void ClockSession::choose_saved(std::size_t index) {
  if (sheet_ != ClockSheet::kPicker || index >= saved_controls_.size()) return;
  if (picker_.saved_selected) {
    picker_.saved_selected = index;
  } else if (choose_controls(saved_controls_[index])) {
    show(ClockSheet::kNone);
  }
}

void ClockSession::edit_saved() {
  if (sheet_ != ClockSheet::kPicker) return;
  notice_.clear();
  if (picker_.saved_selected || saved_controls_.empty()) {
    picker_.saved_selected.reset();
  } else {
    picker_.saved_selected = 0;
  }
}

void ClockSession::move_saved(int by) {
  if (!picker_.saved_selected) return;
  const std::size_t from = *picker_.saved_selected;
  const std::size_t to = from + static_cast<std::size_t>(by);
  if (to >= saved_controls_.size()) return;  // the first one up, the last one down
  std::swap(saved_controls_[from], saved_controls_[to]);
  picker_.saved_selected = to;
  note_change();
}

void ClockSession::ask_rename_saved() {
  if (!picker_.saved_selected) return;
  ask_text_ =
      TextRequest{"control-rename", std::string(words::text(Msg::kClockSheetPickerRenamePrompt)),
                  saved_controls_[*picker_.saved_selected].name};
}

void ClockSession::rename_saved(std::string_view text) {
  const std::string name = tidy_control_name(text);
  if (!picker_.saved_selected || name.empty()) return;
  if (name_taken(saved_controls_, name, *picker_.saved_selected)) {
    notice_ = name_taken_notice(name);
    return;
  }
  saved_controls_[*picker_.saved_selected].name = name;
  note_change();
}

void ClockSession::delete_saved() {
  if (!picker_.saved_selected) return;
  saved_controls_.erase(saved_controls_.begin() +
                        static_cast<std::ptrdiff_t>(*picker_.saved_selected));
  picker_.saved_selected = std::min(*picker_.saved_selected, saved_controls_.size() - 1);
  if (saved_controls_.empty()) picker_.saved_selected.reset();
  note_change();
}

}  // namespace flagfall::session
