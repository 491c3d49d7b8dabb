#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include <imgui.h>
#include <nlohmann/json.hpp>

#include "clock/clock.h"
#include "clock/display.h"
#include "ui/clock_settings.h"
#include "ui/frame_io.h"
#include "ui/screen.h"

namespace flagfall::ui {

// The two-player clock: two large halves (the far one upside down), a slim control bar, a
// time-control picker and a menu. It turns taps into clock events timed by the input's own
// timestamp; every timing decision is the clock engine's.
class ClockScreen {
 public:
  ClockScreen();

  Screen draw(const FrameInput& input, FrameOutput& output);
  nlohmann::json state(EpochMillis now) const;

  // What survives a reload: the settings and the clock's event log.
  std::string saved() const;
  // Restores saved(); on bad input keeps the current clock and returns what was wrong.
  std::optional<std::string> restore(std::string_view text);
  // True once after every change that must be saved.
  bool take_unsaved_change();

  void text_entered(std::string_view id, std::string_view text, bool confirmed);

 private:
  enum class Popup { None, Picker, Menu, ConfirmReset };

  clock::DisplayFormat display_format() const;
  void reset_clock();
  bool choose_control(std::string_view text);
  void on_half_tapped(clock::Side side, EpochMillis t, FrameOutput& output);
  void note_clock_change() { unsaved_change_ = true; }

  void draw_half(clock::Side side, ImVec2 top_left, ImVec2 size, bool upside_down,
                 const FrameInput& input, FrameOutput& output);
  Screen draw_control_bar(ImVec2 top_left, ImVec2 size, const FrameInput& input);
  void draw_popups(const FrameInput& input, FrameOutput& output);

  ClockSettings settings_;
  clock::Clock clock_;
  Popup popup_ = Popup::None;
  std::string notice_;
  std::array<bool, 2> flag_announced_{};
  bool unsaved_change_ = false;
};

}  // namespace flagfall::ui
