// The players' keys (issue 26 point 6): any two keys as White's and Black's presses, chosen by
// pressing them ("press White's key, then Black's") or as a preset: the Shift keys, or Page Up and
// Page Down (what Bluetooth page turners and foot pedals send). A key press is timed by its own
// event, as a tap is; the keys are kept with the settings.
#include "session/clock/clock_session.h"
#include "session/clock/clock_sheets_internal.h"

namespace flagfall::session {

using chess::Color;

std::string key_label(std::string_view code) {
  for (const std::string_view prefix : {"Key", "Digit"}) {
    if (code.size() > prefix.size() && code.starts_with(prefix))
      return std::string(code.substr(prefix.size()));
  }
  // "ShiftLeft" -> "Left Shift", "PageUp" -> "Page Up".
  std::string side;
  for (const std::string_view end : {"Left", "Right"}) {
    if (code.size() > end.size() && code.substr(code.size() - end.size()) == end) {
      side = std::string(end) + " ";
      code.remove_suffix(end.size());
    }
  }
  std::string words;
  for (const char c : code) {
    if (c >= 'A' && c <= 'Z' && !words.empty()) words += ' ';
    words += c;
  }
  return side + words;
}

std::string keys_hint(const ClockSettings& settings) {
  return "Keys: Space presses \xC2\xB7 " + key_label(settings.white_key) + " White \xC2\xB7 " +
         key_label(settings.black_key) +
         " Black \xC2\xB7 C stop / claim \xC2\xB7 P pause \xC2\xB7 T times \xC2\xB7 Esc closes";
}

bool is_key_preset(const ClockSettings& settings, const KeyPair& keys) {
  return settings.white_key == keys[0] && settings.black_key == keys[1];
}

void ClockSession::open_keys() {
  keys_.choosing = 0;
  notice_.clear();
  show(ClockSheet::kKeys);
}

void ClockSession::choose_keys() {
  keys_.choosing = 1;
  notice_.clear();
  announce("Press White's key.");
}

void ClockSession::use_keys(const KeyPair& keys) {
  keys_.choosing = 0;
  notice_.clear();
  settings_.white_key = keys[0];
  settings_.black_key = keys[1];
  note_change();
}

bool ClockSession::player_key(std::string_view code, EpochMillis at, int us) {
  intent_at_ = at;
  if (sheet_ == ClockSheet::kKeys && keys_.choosing > 0) {
    if (code == "Escape") {
      keys_.choosing = 0;
    } else if (keys_.choosing == 1) {
      keys_.chosen_white = code;
      keys_.choosing = 2;
      announce("White: " + key_label(code) + ". Press Black's key.");
    } else if (code == keys_.chosen_white) {
      notice_ = "That is White's key: press another for Black.";
      announce(notice_);
    } else {
      use_keys({keys_.chosen_white.c_str(), std::string(code).c_str()});
      announce("Black: " + key_label(code) + ".");
    }
    return true;
  }
  if (sheet_ != ClockSheet::kNone) return false;
  if (code == settings_.white_key || code == settings_.black_key) {
    apply({ClockAction::kHalf, code == settings_.white_key ? Color::White : Color::Black}, at, us);
    return true;
  }
  return false;
}

std::vector<std::string> ClockSession::keys_past_mirror() const {
  if (sheet_ == ClockSheet::kKeys && keys_.choosing > 0) return {"*"};
  if (sheet_ != ClockSheet::kNone) return {};
  const auto mirror_uses = [](std::string_view code) {
    for (const std::string_view own : {"Tab", "Enter", "NumpadEnter", "Space", "Arrow", "Shift",
                                       "Control", "Alt", "Meta", "Escape"}) {
      if (code.starts_with(own)) return true;
    }
    return false;
  };
  std::vector<std::string> out;
  for (const std::string& code : {settings_.white_key, settings_.black_key}) {
    if (!mirror_uses(code)) out.push_back(code);
  }
  return out;
}

std::string keys_text(const ClockSession& s) {
  switch (s.choosing_keys()) {
    case 1:
      return "Press White's key.";
    case 2:
      return "Press Black's key.";
    default:
      return "White's key: " + key_label(s.settings().white_key) +
             " \xC2\xB7 Black's key: " + key_label(s.settings().black_key) + ".";
  }
}

ClockControls keys_controls(const ClockSession& s) {
  const ClockSettings& settings = s.settings();
  return {
      control("Shift keys", {A::kShiftKeys}, is_key_preset(settings, kShiftKeys)),
      control("Pedals: Page Up / Page Down", {A::kPedalKeys}, is_key_preset(settings, kPedalKeys)),
      control(s.choosing_keys() > 0 ? "Choosing\xE2\x80\xA6" : "Choose keys\xE2\x80\xA6",
              {A::kChooseKeys}, s.choosing_keys() > 0),
      control("Done", {A::kCloseSheet})};
}

}  // namespace flagfall::session
