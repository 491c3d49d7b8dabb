#pragma once

struct ImFont;

namespace flagfall::ui {

// The UI's fonts, rasterised at the device pixel ratio so text is crisp on a phone.
class Fonts {
 public:
  // Loads the subsetted DejaVu Sans at `ttf_path`; returns false if it could not be read.
  static bool load(const char* ttf_path, const char* digits_ttf_path, float pixel_ratio);
  static ImFont* body();
  static ImFont* title();
  // Bold digits for the clock faces, rasterised large: draw them at any size.
  static ImFont* digits();
  // The chess piece glyphs (U+2654-265F), rasterised large for the trainer's board.
  static ImFont* pieces();
};

}  // namespace flagfall::ui
