#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "clock/clock.h"

namespace flagfall::session {

// What a press gives back, when the sound setting is on: a short click, a 15 ms buzz, or both.
enum class PressFeedback : std::uint8_t { kOff, kClick, kBuzz, kBoth };

// The low-time warning's choices: by the control (an eighth of the base time, 10 s to 60 s), a
// fixed threshold, or off.
inline constexpr int kLowTimeAuto = -1;
inline constexpr int kLowTimeOff = 0;
inline constexpr int kLowTimeChoices[] = {kLowTimeAuto, 10, 20, 30, 60, kLowTimeOff};

// The clock screen's choices, kept with the game across reloads.
struct ClockSettings {
  std::string ruleset = "uscf-2020";   // whose rules the arbiter applies
  std::string control = "G/5;d0";      // as the user chose it, in any notation
  std::string black_control = {};      // time odds: Black's own control; "": the same as control
  bool draw_counts_for_black = false;  // Armageddon, the event's own rule
  bool tenths = true;                  // show tenths below 20 seconds
  bool sound = true;
  bool light = false;  // the light, high-contrast theme for bright rooms (the whole app)
  clock::Side far_side = clock::Side::Black;  // drawn upside down at the top (left in landscape)
  bool turn_halves =
      false;  // landscape: each half turned toward its player, not read from the side
  int low_time_s = kLowTimeAuto;  // kLowTimeAuto, kLowTimeOff or seconds
  PressFeedback press_feedback = PressFeedback::kClick;
  // The players' press keys, by the DOM's key code ("ShiftLeft", "PageUp", "KeyA").
  std::string white_key = "ShiftLeft";
  std::string black_key = "ShiftRight";
};

// White's and Black's keys as a preset: the Shift keys, or the pedals' Page Up and Page Down.
using KeyPair = std::array<const char*, 2>;
inline constexpr KeyPair kShiftKeys = {"ShiftLeft", "ShiftRight"};
inline constexpr KeyPair kPedalKeys = {"PageUp", "PageDown"};
bool is_key_preset(const ClockSettings& settings, const KeyPair& keys);
// A key code as a player reads it: "KeyA" -> "A", "ShiftLeft" -> "Left Shift", "PageUp" -> "Page
// Up".
std::string key_label(std::string_view code);
// The keys as a computer's half lists them: "Keys: Space presses · Left Shift White · ...".
std::string keys_hint(const ClockSettings& settings);

// The picker's presets, each control once, as the US Chess rulebook writes them and as FIDE's does
// (picker_presets() takes the ruleset's, after its standard control).
inline constexpr const char* kClockPresets[] = {"G/5;d0", "G/3;inc2", "G/5;d3", "G/1;d0",
                                                "G/10;d0"};
inline constexpr const char* kFidePresets[] = {"5+0", "3+2", "5+3d", "1+0", "10+0"};

// A control kept by name (the picker's "Save as…"), or a preset with odds: White's control,
// Black's own ("" for the same) and Armageddon.
struct NamedControl {
  std::string name;
  std::string control;
  std::string black = {};
  bool draw_counts_for_black = false;
  friend bool operator==(const NamedControl&, const NamedControl&) = default;
};

// The Armageddon preset: White 5:00, Black 4:00, no increment, a draw counts as Black's win.
inline const NamedControl kArmageddonPreset{"Armageddon", "5+0", "4+0", true};
inline constexpr std::size_t kMaxSavedControls = 20;
inline constexpr std::size_t kMaxControlNameLength = 24;

}  // namespace flagfall::session
