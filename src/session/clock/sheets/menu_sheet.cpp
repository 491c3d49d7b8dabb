// "More": the settings kept with the clock's settings (sides, sound, tenths, the light theme, the
// landscape halves' turn, the low-time warning, the press feedback) and the sheets it opens.
#include "session/clock/sheets/menu_sheet.h"

#include <algorithm>

#include "clock/display.h"
#include "session/clock/clock_session.h"
#include "session/clock/clock_sheets_internal.h"
#include "session/clock/live_text.h"

namespace flagfall::session {

using chess::Color;
using sheet_words::fixed;

ClockControls menu_controls(const ClockSession& s) {
  const ClockSettings& settings = s.settings();
  ClockControls out = fixed({{"Game record", A::kMenuRecord},
                             {"Set-up link and QR code", A::kLinkSheet},
                             {"Swap sides", A::kSwap}});
  const auto toggle = [&out](bool on, const char* on_label, const char* off_label,
                             ClockAction intent) {
    out.push_back(control(on ? on_label : off_label, intent, on));
  };
  toggle(settings.sound, "Sound: on", "Sound: off", A::kSound);
  toggle(settings.tenths, "Tenths under 20 s: on", "Tenths under 20 s: off", A::kTenths);
  toggle(settings.light, "Light theme: on", "Light theme: off", A::kLight);
  toggle(settings.turn_halves, "Landscape: halves turned", "Landscape: side view", A::kTurnHalves);
  out.push_back(control(low_time_label(s), {A::kLowTime}, settings.low_time_s != kLowTimeOff));
  out.push_back(control(press_feedback_label(settings.press_feedback), {A::kPressFeedback},
                        settings.press_feedback != PressFeedback::kOff));
  // The players' keys, low in the menu: their sheet opens above the tap that opened it.
  out.push_back(control("Keys: " + key_label(settings.white_key) + " / " +
                            key_label(settings.black_key) + "\xE2\x80\xA6",
                        {A::kKeys}));
  // The director's panel, once the game has started: held for a second, or pressed twice.
  if (s.started()) out.push_back(control("Director's panel (hold 1 s)", {A::kDirector}));
  out.push_back(control("New game\xE2\x80\xA6", {A::kAskNewGame}));
  out.push_back(control("Close", {A::kMenuClose}));
  return out;
}

std::string low_time_label(const ClockSession& s) {
  const int setting = s.settings().low_time_s;
  if (setting == kLowTimeOff) return "Low time: off";
  const clock::Millis ms = s.low_time_threshold();
  std::string at = std::to_string(ms / 1000);
  if (ms % 1000 != 0) at += "." + std::to_string(ms % 1000 / 100);
  at += " s";
  return "Low time: " + (setting == kLowTimeAuto ? "auto (" + at + ")" : "under " + at);
}

const char* press_feedback_label(PressFeedback feedback) {
  switch (feedback) {
    case PressFeedback::kOff:
      return "Press feedback: off";
    case PressFeedback::kClick:
      return "Press feedback: click";
    case PressFeedback::kBuzz:
      return "Press feedback: buzz";
    case PressFeedback::kBoth:
      return "Press feedback: both";
  }
  return "";
}

void ClockSession::swap_sides() {
  settings_.far_side = clock::other(settings_.far_side);
  note_change();
}

void ClockSession::toggle_sound() {
  settings_.sound = !settings_.sound;
  note_change();
}

void ClockSession::toggle_light() {
  settings_.light = !settings_.light;
  note_change();
}

void ClockSession::toggle_tenths() {
  settings_.tenths = !settings_.tenths;
  note_change();
}

void ClockSession::toggle_turn_halves() {
  settings_.turn_halves = !settings_.turn_halves;
  note_change();
}

void ClockSession::cycle_low_time() {
  const auto* at =
      std::find(std::begin(kLowTimeChoices), std::end(kLowTimeChoices), settings_.low_time_s);
  settings_.low_time_s = (at == std::end(kLowTimeChoices) || at + 1 == std::end(kLowTimeChoices))
                             ? kLowTimeChoices[0]
                             : *(at + 1);
  note_change();
}

void ClockSession::cycle_press_feedback() {
  settings_.press_feedback =
      static_cast<PressFeedback>((static_cast<int>(settings_.press_feedback) + 1) % 4);
  note_change();
}

}  // namespace flagfall::session
