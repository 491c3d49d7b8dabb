#pragma once

#include <cstdint>
#include <optional>

#include "session/frame_io.h"

// When the page draws: after input until ImGui settles, at the instant the UI asked for (a sheet
// finding its place, a clock's next digit), and never while idle. Idle, the animation-frame loop
// itself stops, so a phone lying by the board between games wakes its processor for nothing:
// input, anything the page hands the app, or the next instant the UI asked for wakes it.
namespace flagfall::platform {

class FramePacer {
 public:
  enum class Frame : std::uint8_t { kNone, kSettle, kAsked, kTick };

  // ImGui needs a few frames after input to settle (press, release, the next screen's layout).
  static constexpr int kFramesToSettle = 4;

  // Input or news from the page: draw the next few frames (and start the loop if it stopped).
  void want_frames();
  // The instants the UI asked to be drawn again at (ui::FrameOutput).
  void set_due(std::optional<session::EpochMillis> redraw_at,
               std::optional<session::EpochMillis> tick_at);
  // What this animation frame draws, if anything; a settling frame is counted as drawn.
  Frame next(session::EpochMillis now);
  // Frames still owed to input, the redraw due now included (the test hook's `settling`).
  int frames_to_settle(session::EpochMillis now) const;
  // Nothing to draw: stops the loop until input, the page, or the next instant asked for.
  void stop_until_due(session::EpochMillis now);
  // Starts the loop again if it stopped (web/bootstrap.js calls it on input).
  void wake();
  bool stopped() const { return stopped_; }
  std::uint64_t stops() const { return stops_; }

 private:
  int frames_to_draw_ = kFramesToSettle;
  std::optional<session::EpochMillis> redraw_at_;
  std::optional<session::EpochMillis> tick_at_;
  bool stopped_ = false;
  std::uint64_t stops_ = 0;
};

}  // namespace flagfall::platform
