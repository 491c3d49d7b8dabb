#pragma once

#include <cstddef>

#include <imgui.h>

namespace flagfall::ui {

// A TrueType font's bytes, kept by the caller for as long as the fonts are in use.
struct FontFile {
  const unsigned char* data = nullptr;
  std::size_t size = 0;
};

// Hands an atlas's pixels (RGBA, 8 bits a channel) to the GPU and returns the texture ImGui
// draws it with: the platform's to do (the UI makes no GL calls).
using AtlasUpload = ImTextureID (*)(const unsigned char* rgba, int width, int height);

// The UI's fonts, rasterised at the device pixel ratio so text is crisp on a phone.
class Fonts {
 public:
  // Loads the subsetted DejaVu Sans (`ui`) for the body and titles into ImGui's atlas, and keeps
  // its bold digits (`digits`) for their own atlas, made when first needed (digits()); `upload`
  // makes that atlas's texture. Returns false if a font could not be read.
  static bool load(FontFile ui, FontFile digits, float pixel_ratio, AtlasUpload upload);
  static ImFont* body();
  static ImFont* title();
  // Bold digits for the clock faces, rasterised large: draw them at any size. Their atlas is half
  // of all the fonts' pixels at a phone's pixel ratio, and only the clock draws them, so it is made
  // (rasterised and uploaded) the first time they are asked for, or by prepare_digits().
  static ImFont* digits();
  // Makes the digits' atlas now, unless it is made: the platform calls it once the app is idle
  // after its first frame, so the first screen is not kept waiting for it, nor the clock later.
  static void prepare_digits();
  static bool digits_prepared();
  // The chess piece glyphs (U+2654-265F), rasterised large for the trainer's board.
  static ImFont* pieces();
};

}  // namespace flagfall::ui
