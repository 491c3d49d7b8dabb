#include "ui/fonts.h"

#include <imgui.h>

namespace flagfall::ui {
namespace {

constexpr float kBodySize = 20.0f;  // CSS pixels: readable at arm's length on a phone
constexpr float kTitleSize = 36.0f;

// Keep in step with FLAGFALL_FONT_UNICODES in emscripten.cmake.
constexpr ImWchar kGlyphRanges[] = {
    0x0020, 0x007E,  // Basic Latin
    0x00B7, 0x00B7,  // middle dot
    0x00BD, 0x00BD,  // one half
    0x2013, 0x2014,  // dashes
    0x2018, 0x201D,  // quotes
    0x2022, 0x2022,  // bullet
    0x2026, 0x2026,  // ellipsis
    0x2190, 0x2193,  // arrows
    0x2212, 0x2212,  // minus
    0x25B6, 0x25B6,  // play triangle
    0x2654, 0x265F,  // chess pieces
    0x2691, 0x2691,  // flag
    0x2713, 0x2713,  // check mark
    0x2717, 0x2717,  // cross mark
    0,
};

// Keep in step with FLAGFALL_DIGITS_UNICODES in emscripten.cmake.
constexpr ImWchar kDigitRanges[] = {0x0020, 0x0020, 0x002E, 0x003A, 0};
// Large enough for a phone's clock face; bigger atlases cost memory for little gain.
constexpr float kDigitsRasterSize = 400.0f;

ImFont* g_body = nullptr;
ImFont* g_title = nullptr;
// The digits' own atlas (ImGui draws each font from its own atlas's texture).
ImFontAtlas g_digits_atlas;
ImFont* g_digits = nullptr;
FontFile g_digits_file;
AtlasUpload g_upload = nullptr;

ImFont* add_font(ImFontAtlas& atlas, FontFile file, float size, ImFontConfig config,
                 const ImWchar* ranges) {
  config.FontDataOwnedByAtlas = false;  // the bytes are the caller's, not ImGui's to free
  // ImGui takes a non-const pointer but only reads the font.
  return atlas.AddFontFromMemoryTTF(const_cast<unsigned char*>(file.data),
                                    static_cast<int>(file.size), size, &config, ranges);
}

}  // namespace

bool Fonts::load(FontFile ui, FontFile digits, float pixel_ratio, AtlasUpload upload) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  // The atlas as tall as its glyphs need, not rounded up to a power of two (WebGL2 takes any
  // size): at a pixel ratio of 3 that halves what the first frame converts and uploads.
  io.Fonts->Flags |= ImFontAtlasFlags_NoPowerOfTwoHeight;
  ImFontConfig config;
  config.OversampleH = 1;
  config.PixelSnapH = true;
  g_body = add_font(*io.Fonts, ui, kBodySize * pixel_ratio, config, kGlyphRanges);
  g_title = add_font(*io.Fonts, ui, kTitleSize * pixel_ratio, config, kGlyphRanges);
  g_digits_file = digits;
  g_upload = upload;
  // The fonts are compiled in, so this fails only for a broken build. There is no fallback:
  // ImGui's own font is left out of the page (cmake/debian_sources.cmake).
  if (g_body == nullptr || g_title == nullptr || digits.data == nullptr) {
    return false;
  }
  io.FontGlobalScale = 1.0f / pixel_ratio;
  io.FontDefault = g_body;
  return true;
}

void Fonts::prepare_digits() {
  static bool tried = false;
  if (tried || g_upload == nullptr) return;
  tried = true;
  g_digits_atlas.Flags |= ImFontAtlasFlags_NoPowerOfTwoHeight;
  ImFontConfig config;
  config.OversampleH = 1;
  config.OversampleV = 1;
  ImFont* font = add_font(g_digits_atlas, g_digits_file, kDigitsRasterSize, config, kDigitRanges);
  unsigned char* pixels = nullptr;
  int width = 0, height = 0;
  g_digits_atlas.GetTexDataAsRGBA32(&pixels, &width, &height);
  if (font == nullptr || pixels == nullptr) return;
  g_digits_atlas.SetTexID(g_upload(pixels, width, height));
  g_digits_atlas.ClearTexData();  // the texture holds them now
  g_digits = font;
}

bool Fonts::digits_prepared() {
  return g_digits != nullptr;
}

ImFont* Fonts::body() {
  return g_body;
}
ImFont* Fonts::title() {
  return g_title;
}
ImFont* Fonts::digits() {
  prepare_digits();
  // Only a broken build has no digits: the clock then shows its times in the title font.
  return g_digits != nullptr ? g_digits : g_title;
}
ImFont* Fonts::pieces() {
  // No font of its own: a board is never on the first screen, and by the time one is the piece
  // set's picture has long arrived; before it (or without it) the body font's chess glyphs are
  // drawn enlarged. A font of its own would add a sixth to what the first frame rasterises.
  return g_body;
}

}  // namespace flagfall::ui
