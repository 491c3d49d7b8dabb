// The picker's controls: a ruleset, a preset, a typed control, Black's own control (time odds),
// the Armageddon preset, and the controls saved by name with their list (moved, renamed,
// deleted) and their part of the clock's save.
#include <nlohmann/json.hpp>

#include "clock/notation.h"
#include "session/clock/clock_session.h"
#include "session/clock/clock_sheets.h"
#include "session/clock/saved_controls.h"

namespace flagfall::session {
namespace {

// A typed name without the spaces around it, cut to kMaxControlNameLength bytes (never inside a
// UTF-8 character).
std::string tidy_control_name(std::string_view text) {
  const auto first = text.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  text = text.substr(first, text.find_last_not_of(" \t\r\n") - first + 1);
  std::size_t cut = std::min(text.size(), kMaxControlNameLength);
  while (cut < text.size() && cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80)
    --cut;
  return std::string(text.substr(0, cut));
}

// The notice that refuses `name` because another saved control has it; the list stays as it is.
std::string name_taken_notice(const std::string& name) {
  return "\"" + name + "\" is taken by another saved control: choose another name.";
}

// Whether a saved control other than the one at `except` is called `name`.
bool name_taken(const std::vector<NamedControl>& saved, const std::string& name,
                std::size_t except = static_cast<std::size_t>(-1)) {
  for (std::size_t i = 0; i < saved.size(); ++i)
    if (i != except && saved[i].name == name) return true;
  return false;
}

}  // namespace

bool ClockSession::choose_controls(const NamedControl& chosen) {
  auto made = game::LiveGame::make(
      {settings_.ruleset, chosen.control, "", chosen.draw_counts_for_black, chosen.black});
  if (!made) {
    const auto control = clock::parse_time_control(chosen.control);
    notice_ = made.error() + ".";
    if (!control) {
      notice_ = "\"" + chosen.control;
      notice_ += "\" is not a time control (" + control.error().message() + ").";
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
  ask_text_ =
      TextRequest{"control", "Time control, for example G/5;d3, 3+2, 40/90,SD/30;d5 or 300+2",
                  settings_.control};
}

void ClockSession::custom_control(std::string_view text) {
  // Both sides' control; Armageddon stays, so a play-off's own times are typed after its preset.
  if (choose_controls({"", std::string(text), "", settings_.draw_counts_for_black}))
    show(ClockSheet::kNone);
}

void ClockSession::ask_black_control() {
  ask_text_ = TextRequest{"black-control",
                          "Black's own control (time odds), for example 4+0 or G/4;d2; empty: "
                          "the same as White's " +
                              settings_.control,
                          settings_.black_control};
}

void ClockSession::black_control(std::string_view text) {
  NamedControl chosen{"", settings_.control, tidy_control_name(text),
                      settings_.draw_counts_for_black};
  if (chosen.black == chosen.control) chosen.black.clear();
  if (choose_controls(chosen)) show(ClockSheet::kNone);
}

void ClockSession::ask_save_control() {
  ask_text_ = TextRequest{"control-name", "A name for this control, for example Club night",
                          control_label(settings_)};
}

void ClockSession::save_control(std::string_view text) {
  const std::string name = tidy_control_name(text);
  const NamedControl kept{name, settings_.control, settings_.black_control,
                          settings_.draw_counts_for_black};
  if (name.empty()) {
    notice_ = "A saved control needs a name.";
  } else if (name_taken(saved_controls_, name)) {
    notice_ = name_taken_notice(name);
    return;
  } else if (saved_controls_.size() >= kMaxSavedControls) {
    static_assert(kMaxSavedControls == 20, "the notice says 20");
    notice_ = "20 controls are saved already: delete one first (Saved\xE2\x80\xA6).";
  } else {
    saved_controls_.push_back(kept);
  }
  note_change();
}

void ClockSession::choose_saved(std::size_t index) {
  if (sheet_ != ClockSheet::kPicker || index >= saved_controls_.size()) return;
  if (saved_selected_) {
    saved_selected_ = index;
  } else if (choose_controls(saved_controls_[index])) {
    show(ClockSheet::kNone);
  }
}

void ClockSession::edit_saved() {
  if (sheet_ != ClockSheet::kPicker) return;
  notice_.clear();
  if (saved_selected_ || saved_controls_.empty()) {
    saved_selected_.reset();
  } else {
    saved_selected_ = 0;
  }
}

void ClockSession::move_saved(int by) {
  if (!saved_selected_) return;
  const std::size_t from = *saved_selected_;
  const std::size_t to = from + static_cast<std::size_t>(by);
  if (to >= saved_controls_.size()) return;  // the first one up, the last one down
  std::swap(saved_controls_[from], saved_controls_[to]);
  saved_selected_ = to;
  note_change();
}

void ClockSession::ask_rename_saved() {
  if (!saved_selected_) return;
  ask_text_ = TextRequest{"control-rename", "A new name for this control",
                          saved_controls_[*saved_selected_].name};
}

void ClockSession::rename_saved(std::string_view text) {
  const std::string name = tidy_control_name(text);
  if (!saved_selected_ || name.empty()) return;
  if (name_taken(saved_controls_, name, *saved_selected_)) {
    notice_ = name_taken_notice(name);
    return;
  }
  saved_controls_[*saved_selected_].name = name;
  note_change();
}

void ClockSession::delete_saved() {
  if (!saved_selected_) return;
  saved_controls_.erase(saved_controls_.begin() + static_cast<std::ptrdiff_t>(*saved_selected_));
  saved_selected_ = std::min(*saved_selected_, saved_controls_.size() - 1);
  if (saved_controls_.empty()) saved_selected_.reset();
  note_change();
}

std::vector<std::string> saved_control_entry(const NamedControl& c) {
  std::vector<std::string> entry = {c.name, c.control};
  if (!c.black.empty() || c.draw_counts_for_black) entry.push_back(c.black);
  if (c.draw_counts_for_black) entry.push_back("black");
  return entry;
}

nlohmann::json saved_controls_json(const std::vector<NamedControl>& controls) {
  nlohmann::json list = nlohmann::json::array();
  for (const NamedControl& c : controls) list.push_back(saved_control_entry(c));
  return list;
}

std::optional<std::string> read_saved_controls(const nlohmann::json& list,
                                               std::vector<NamedControl>& out) {
  if (!list.is_array() || list.size() > kMaxSavedControls)
    return "/saved_controls: must be a list of at most " + std::to_string(kMaxSavedControls);
  std::vector<NamedControl> read(list.size());
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string at = "/saved_controls/" + std::to_string(i);
    const nlohmann::json& e = list[i];
    std::string fields[4];
    if (!e.is_array() || e.size() < 2 || e.size() > 4)
      return at +
             ": must be [name, control], then Black's own control and \"black\" for "
             "Armageddon";
    for (std::size_t f = 0; f < e.size(); ++f) {
      if (!e[f].is_string()) return at + "/" + std::to_string(f) + ": must be a text";
      fields[f] = e[f].get<std::string>();
    }
    NamedControl& c = read[i];
    c = {fields[0], fields[1], fields[2], fields[3] == "black"};
    if (c.name.empty() || c.name != tidy_control_name(c.name))
      return at + "/0: a name of 1 to " + std::to_string(kMaxControlNameLength) + " characters";
    if (c.control.empty()) return at + "/1: no control";
    if (e.size() == 4 && !c.draw_counts_for_black) return at + "/3: can only be \"black\"";
    // The controls as the clock takes them (both read, one clock for the two).
    game::GameSetup setup;
    setup.time_control = c.control;
    setup.black_time_control = c.black;
    if (auto made = game::LiveGame::make(setup); !made) return at + ": " + made.error();
  }
  out = std::move(read);
  return std::nullopt;
}

}  // namespace flagfall::session
