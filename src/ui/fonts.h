#pragma once

#include <cstddef>

struct ImFont;

namespace flagfall::ui {

// A TrueType font's bytes, kept by the caller for as long as the fonts are in use.
struct FontFile {
  const unsigned char* data = nullptr;
  std::size_t size = 0;
};

// The UI's fonts, rasterised at the device pixel ratio so text is crisp on a phone.
class Fonts {
 public:
  // Loads the subsetted DejaVu Sans (`ui`) and its bold digits (`digits`); returns false if either
  // could not be read.
  static bool load(FontFile ui, FontFile digits, float pixel_ratio);
  static ImFont* body();
  static ImFont* title();
  // Bold digits for the clock faces, rasterised large: draw them at any size.
  static ImFont* digits();
  // The chess piece glyphs (U+2654-265F), rasterised large for the trainer's board.
  static ImFont* pieces();
};

}  // namespace flagfall::ui
