#pragma once

#include <cstdint>

namespace flagfall::ui {

// What the platform glue knows and the UI reports in the test hook: the UI never asks the platform.
struct PlatformFacts {
  std::uint64_t frames_drawn = 0;
  float viewport_width = 0;   // CSS pixels
  float viewport_height = 0;  // CSS pixels
  float pixel_ratio = 1;      // device pixels per CSS pixel
};

}  // namespace flagfall::ui
