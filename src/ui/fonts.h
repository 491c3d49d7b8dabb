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
// draws it with, freeing the one it replaces (if not null): the platform's to do (the UI makes
// no GL calls).
using AtlasUpload = ImTextureID (*)(const unsigned char* rgba, int width, int height,
                                    ImTextureID replaced);

// The UI's fonts, rasterised at the device pixel ratio so text is crisp on a phone.
class Fonts {
 public:
  // Loads the subsetted DejaVu Sans (`ui`) for the body into ImGui's atlas, with the title size
  // of the first screen's titles' characters only (`first_titles`, UTF-8), and keeps it and the
  // bold digits (`digits`) for the titles' and the digits' own atlases, made when first needed or
  // by prepare_one(); `upload` makes their textures. With `only_characters` (UTF-8), the body
  // holds just those: a first frame that draws nothing else does not wait for the rest. Returns
  // false if a font could not be read.
  static bool load(FontFile ui, FontFile digits, float pixel_ratio, AtlasUpload upload,
                   const char* first_titles, const char* only_characters = nullptr);
  // True when the body was loaded with only some characters: the platform loads it whole before
  // the next frame, which may draw any.
  static bool body_is_partial();
  static ImFont* body();
  // The titles' font; its atlas is made (rasterised and uploaded) the first time it is asked for.
  static ImFont* title();
  // The titles' font for `text`: until the titles' atlas is made, the first screen's titles are
  // drawn from glyphs made with the body's, so the first frame does not wait for it.
  static ImFont* title_for(const char* text);
  // Bold digits for the clock faces, rasterised large: draw them at any size. Their atlas is half
  // of all the fonts' pixels at a phone's pixel ratio, and only the clock draws them, so it is made
  // the first time they are asked for, or by prepare_one().
  static ImFont* digits();
  // Makes one of the atlases still to be made (the titles', then the digits'): the platform
  // calls it while the app is idle after its first frame, so the first screen is not kept
  // waiting for them, nor a later screen. True when it made one (the screen may draw with it: the
  // titles' own glyphs replace those made with the body's); false once none is left.
  static bool prepare_one();
  // The chess piece glyphs (U+2654-265F), rasterised large for the trainer's board.
  static ImFont* pieces();
};

}  // namespace flagfall::ui
