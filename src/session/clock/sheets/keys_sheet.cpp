// The players' keys (issue 26 point 6): any two keys as White's and Black's presses, chosen by
// pressing them ("press White's key, then Black's") or as a preset: the Shift keys, or Page Up and
// Page Down (what Bluetooth page turners and foot pedals send). A key press is timed by its own
// event, as a tap is; the keys are kept with the settings.
#include <optional>
#include <utility>

#include "session/clock/clock_session.h"
#include "session/clock/clock_sheets_internal.h"

namespace flagfall::session {

using chess::Color;
using words::Msg;

std::string key_label(std::string_view code) {
  for (const std::string_view prefix : {"Key", "Digit"}) {
    if (code.size() > prefix.size() && code.starts_with(prefix))
      return std::string(code.substr(prefix.size()));
  }
  // "ShiftLeft" -> "Left Shift", "PageUp" -> "Page Up": the key's own name stays the browser's.
  std::optional<Msg> side;
  for (const auto& [end, message] :
       {std::pair<std::string_view, Msg>{"Left", Msg::kClockScreenKeyLeft},
        {"Right", Msg::kClockScreenKeyRight}}) {
    if (code.size() > end.size() && code.substr(code.size() - end.size()) == end) {
      side = message;
      code.remove_suffix(end.size());
    }
  }
  std::string name;
  for (const char c : code) {
    if (c >= 'A' && c <= 'Z' && !name.empty()) name += ' ';
    name += c;
  }
  return side ? words::app_words().format(*side, {name}) : name;
}

std::string keys_hint(const ClockSettings& settings) {
  return words::format<Msg::kClockScreenKeysHint>(key_label(settings.white_key),
                                                  key_label(settings.black_key));
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
  announce(std::string(words::text(Msg::kClockSheetKeysPressWhite)));
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
      announce(words::format<Msg::kClockSheetKeysWhiteChosen>(key_label(code)));
    } else if (code == keys_.chosen_white) {
      notice_ = words::text(Msg::kClockSheetKeysSameKey);
      announce(notice_);
    } else {
      use_keys({keys_.chosen_white.c_str(), std::string(code).c_str()});
      announce(words::format<Msg::kClockSheetKeysBlackChosen>(key_label(code)));
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
      return std::string(words::text(Msg::kClockSheetKeysPressWhite));
    case 2:
      return std::string(words::text(Msg::kClockSheetKeysPressBlack));
    default:
      return words::format<Msg::kClockSheetKeysChosen>(key_label(s.settings().white_key),
                                                       key_label(s.settings().black_key));
  }
}

ClockControls keys_controls(const ClockSession& s) {
  const ClockSettings& settings = s.settings();
  return {control(Msg::kClockSheetKeysShift, {A::kShiftKeys}, is_key_preset(settings, kShiftKeys)),
          control(Msg::kClockSheetKeysPedals, {A::kPedalKeys}, is_key_preset(settings, kPedalKeys)),
          control(s.choosing_keys() > 0 ? Msg::kClockSheetKeysChoosing : Msg::kClockSheetKeysChoose,
                  {A::kChooseKeys}, s.choosing_keys() > 0),
          control(Msg::kClockSheetDone, {A::kCloseSheet})};
}

}  // namespace flagfall::session
