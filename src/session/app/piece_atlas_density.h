#pragma once

namespace flagfall::session {

// The piece set comes as one picture per display density, 80, 128 and 160 device pixels a square
// (src/platform/CMakeLists.txt). A board square is at most about 56 CSS pixels wide, so the
// picture for a device pixel ratio is the smallest that is drawn at most slightly enlarged: 1x up
// to a ratio of 1.25 (70 device pixels a square), 2x up to 2.25 (126), 3x above.
constexpr int piece_atlas_density(float pixel_ratio) {
  if (pixel_ratio <= 1.25f) return 1;
  if (pixel_ratio <= 2.25f) return 2;
  return 3;
}

}  // namespace flagfall::session
