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
using words::Msg;

ClockControls menu_controls(const ClockSession& s) {
  const ClockSettings& settings = s.settings();
  ClockControls out = fixed({{Msg::kClockSheetMenuRecord, A::kMenuRecord},
                             {Msg::kClockSheetMenuLink, A::kLinkSheet},
                             {Msg::kClockSheetMenuSwap, A::kSwap}});
  const auto toggle = [&out](bool on, Msg on_label, Msg off_label, ClockAction intent) {
    out.push_back(control(on ? on_label : off_label, intent, on));
  };
  toggle(settings.sound, Msg::kClockSheetMenuSoundOn, Msg::kClockSheetMenuSoundOff, A::kSound);
  toggle(settings.tenths, Msg::kClockSheetMenuTenthsOn, Msg::kClockSheetMenuTenthsOff, A::kTenths);
  toggle(settings.light, Msg::kClockSheetMenuLightOn, Msg::kClockSheetMenuLightOff, A::kLight);
  toggle(settings.turn_halves, Msg::kClockSheetMenuHalvesTurned, Msg::kClockSheetMenuSideView,
         A::kTurnHalves);
  out.push_back(control(low_time_label(s), {A::kLowTime}, settings.low_time_s != kLowTimeOff));
  out.push_back(control(press_feedback_label(settings.press_feedback), {A::kPressFeedback},
                        settings.press_feedback != PressFeedback::kOff));
  // The players' keys, low in the menu: their sheet opens above the tap that opened it.
  out.push_back(control(words::format<Msg::kClockSheetMenuKeys>(key_label(settings.white_key),
                                                                key_label(settings.black_key)),
                        {A::kKeys}));
  // The language switch, named in the language it turns the app to (as on Home).
  out.push_back(
      control(std::string(words::kLanguages[words::next_language()].name), {A::kLanguage}));
  // The director's panel, once the game has started: held for a second, or pressed twice.
  if (s.started()) out.push_back(control(Msg::kClockSheetMenuDirector, {A::kDirector}));
  out.push_back(control(Msg::kClockSheetMenuNewGame, {A::kAskNewGame}));
  out.push_back(control(Msg::kClockSheetClose, {A::kMenuClose}));
  return out;
}

std::string low_time_label(const ClockSession& s) {
  const int setting = s.settings().low_time_s;
  if (setting == kLowTimeOff) return std::string(words::text(Msg::kClockSheetMenuLowTimeOff));
  const clock::Millis ms = s.low_time_threshold();
  const std::string at = ms % 1000 != 0
                             ? words::format<Msg::kRulingSeconds>(std::to_string(ms / 1000),
                                                                  std::to_string(ms % 1000 / 100))
                             : words::format<Msg::kClockSeconds>(std::to_string(ms / 1000));
  return setting == kLowTimeAuto ? words::format<Msg::kClockSheetMenuLowTimeAuto>(at)
                                 : words::format<Msg::kClockSheetMenuLowTimeUnder>(at);
}

const char* press_feedback_label(PressFeedback feedback) {
  switch (feedback) {
    case PressFeedback::kOff:
      return words::text(Msg::kClockSheetMenuFeedbackOff).data();
    case PressFeedback::kClick:
      return words::text(Msg::kClockSheetMenuFeedbackClick).data();
    case PressFeedback::kBuzz:
      return words::text(Msg::kClockSheetMenuFeedbackBuzz).data();
    case PressFeedback::kBoth:
      return words::text(Msg::kClockSheetMenuFeedbackBoth).data();
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
