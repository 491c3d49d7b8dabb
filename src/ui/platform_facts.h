#pragma once

#include <cstdint>

namespace flagfall::ui {

// What the platform glue knows and the UI reports in the test hook: the UI never asks the platform.
struct PlatformFacts {
  std::uint64_t frames_drawn = 0;
  std::uint64_t tick_frames = 0;      // of those, drawn only for a running clock's digits
  std::uint64_t frames_rendered = 0;  // of those, rendered to the canvas (platform/frame_picture.h)
  float viewport_width = 0;           // CSS pixels
  float viewport_height = 0;          // CSS pixels
  float pixel_ratio = 1;              // device pixels per CSS pixel
  // Input as it reached the app, so a test can tell a lost tap from a press the app refused.
  int frames_to_settle = 0;         // frames the app still draws for input it was given
  std::uint64_t pointer_downs = 0;  // presses the platform received
  std::uint64_t clicks = 0;         // presses ImGui took as a click
  float last_click_x = -1;          // CSS pixels
  float last_click_y = -1;
  bool pointer_shown = false;  // ImGui has a pointer on screen (a mouse; a finger while it is down)
  // The animation-frame loop stopped while idle (platform/frame_pacer.h), and how often it has.
  bool loop_stopped = false;
  std::uint64_t loop_stops = 0;
};

}  // namespace flagfall::ui
