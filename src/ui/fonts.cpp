#include "ui/fonts.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <cstring>

namespace flagfall::ui {
namespace {

constexpr float kBodySize = 20.0f;  // CSS pixels: readable at arm's length on a phone
constexpr float kTitleSize = 36.0f;

// Keep in step with FLAGFALL_FONT_UNICODES in emscripten.cmake.
constexpr ImWchar kGlyphRanges[] = {
    0x0020, 0x007E,  // Basic Latin
    0x00A1, 0x00A1,  // inverted exclamation mark (Spanish)
    0x00AA, 0x00AB,  // feminine ordinal, left guillemet (Spanish)
    0x00B7, 0x00B7,  // middle dot
    0x00BA, 0x00BB,  // masculine ordinal, right guillemet (Spanish)
    0x00BD, 0x00BD,  // one half
    0x00BF, 0x00BF,  // inverted question mark (Spanish)
    0x00C1, 0x00C1,  // Spanish capitals with accents: Á
    0x00C9, 0x00C9,  // É
    0x00CD, 0x00CD,  // Í
    0x00D1, 0x00D1,  // Ñ
    0x00D3, 0x00D3,  // Ó
    0x00DA, 0x00DA,  // Ú
    0x00DC, 0x00DC,  // Ü
    0x00E1, 0x00E1,  // and small: á
    0x00E9, 0x00E9,  // é
    0x00ED, 0x00ED,  // í
    0x00F1, 0x00F1,  // ñ
    0x00F3, 0x00F3,  // ó
    0x00FA, 0x00FA,  // ú
    0x00FC, 0x00FC,  // ü
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

// A font in an atlas of its own, made when first asked for, or when the app is idle: ImGui draws
// each font from its own atlas's texture.
struct OwnAtlas {
  ImFontAtlas atlas;
  ImFont* font = nullptr;
  bool tried = false;
  ImTextureID texture = nullptr;
};

ImFont* g_body = nullptr;
bool g_body_partial = false;
ImVector<ImWchar> g_body_ranges;
ImFont* g_first_titles = nullptr;
ImVector<ImWchar> g_first_title_ranges;
OwnAtlas g_title;   // every title glyph: a third of the fonts' pixels at a phone's pixel ratio
OwnAtlas g_digits;  // the clock's digits, rasterised large: half of them
FontFile g_ui_file;
FontFile g_digits_file;
float g_pixel_ratio = 1.0f;
AtlasUpload g_upload = nullptr;

ImFont* add_font(ImFontAtlas& atlas, FontFile file, float size, ImFontConfig config,
                 const ImWchar* ranges) {
  config.FontDataOwnedByAtlas = false;  // the bytes are the caller's, not ImGui's to free
  // ImGui takes a non-const pointer but only reads the font.
  return atlas.AddFontFromMemoryTTF(const_cast<unsigned char*>(file.data),
                                    static_cast<int>(file.size), size, &config, ranges);
}

// Rasterises `own`'s one font and hands its pixels to the GPU, unless that was tried before.
void make(OwnAtlas& own, FontFile file, float size, ImFontConfig config, const ImWchar* ranges) {
  if (own.tried || g_upload == nullptr) return;
  own.tried = true;
  own.atlas.Flags |= ImFontAtlasFlags_NoPowerOfTwoHeight;
  ImFont* font = add_font(own.atlas, file, size, config, ranges);
  unsigned char* pixels = nullptr;
  int width = 0, height = 0;
  own.atlas.GetTexDataAsRGBA32(&pixels, &width, &height);
  if (font == nullptr || pixels == nullptr) return;
  own.texture = g_upload(pixels, width, height, own.texture);
  own.atlas.SetTexID(own.texture);
  own.atlas.ClearTexData();  // the texture holds them now
  own.font = font;
}

// One range per character of `utf8`, each once (ImGui's range builder walks all 65,536
// characters: 4 ms at 4x CPU). ImGui reads them when it builds the atlas, so they are kept.
void ranges_of(const char* utf8, ImVector<ImWchar>& ranges) {
  ranges.clear();
  const char* end = utf8 + std::strlen(utf8);
  for (const char* at = utf8; at < end;) {
    unsigned int character = 0;
    at += ImTextCharFromUtf8(&character, at, end);
    const auto glyph = static_cast<ImWchar>(character);
    if (ranges.contains(glyph)) continue;
    ranges.push_back(glyph);
    ranges.push_back(glyph);
  }
  ranges.push_back(0);
}

ImFontConfig ui_config() {
  ImFontConfig config;
  config.OversampleH = 1;
  config.PixelSnapH = true;
  return config;
}

void make_title() {
  make(g_title, g_ui_file, kTitleSize * g_pixel_ratio, ui_config(), kGlyphRanges);
}

void make_digits() {
  ImFontConfig config;
  config.OversampleH = 1;
  config.OversampleV = 1;
  make(g_digits, g_digits_file, kDigitsRasterSize, config, kDigitRanges);
}

}  // namespace

bool Fonts::load(FontFile ui, FontFile digits, float pixel_ratio, AtlasUpload upload,
                 const char* first_titles, const char* only_characters) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  // The atlas as tall as its glyphs need, not rounded up to a power of two (WebGL2 takes any
  // size): at a pixel ratio of 3 that halves what the first frame converts and uploads.
  io.Fonts->Flags |= ImFontAtlasFlags_NoPowerOfTwoHeight;
  g_body_partial = only_characters != nullptr;
  if (g_body_partial) ranges_of(only_characters, g_body_ranges);
  g_body = add_font(*io.Fonts, ui, kBodySize * pixel_ratio, ui_config(),
                    g_body_partial ? g_body_ranges.Data : kGlyphRanges);
  ranges_of(first_titles, g_first_title_ranges);
  g_first_titles =
      add_font(*io.Fonts, ui, kTitleSize * pixel_ratio, ui_config(), g_first_title_ranges.Data);
  g_ui_file = ui;
  g_digits_file = digits;
  g_upload = upload;
  // The titles are made again at a new pixel ratio (the digits are drawn from one large size).
  if (pixel_ratio != g_pixel_ratio || g_title.font == nullptr) {
    g_title.atlas.Clear();
    g_title.font = nullptr;
    g_title.tried = false;
  }
  g_pixel_ratio = pixel_ratio;
  // The fonts are compiled in, so this fails only for a broken build. There is no fallback:
  // ImGui's own font is left out of the page (cmake/debian_sources.cmake).
  if (g_body == nullptr || g_first_titles == nullptr || digits.data == nullptr) {
    return false;
  }
  io.FontGlobalScale = 1.0f / pixel_ratio;
  io.FontDefault = g_body;
  return true;
}

bool Fonts::prepare_one() {
  if (!g_title.tried) {
    make_title();
    return true;
  }
  if (!g_digits.tried) {
    make_digits();
    return true;
  }
  return false;
}

bool Fonts::body_is_partial() {
  return g_body_partial;
}
ImFont* Fonts::body() {
  return g_body;
}
ImFont* Fonts::title() {
  make_title();
  // Only a broken build has no title font: titles are then drawn in the body's.
  return g_title.font != nullptr ? g_title.font : g_body;
}
ImFont* Fonts::title_for(const char* text) {
  if (g_title.font != nullptr) return g_title.font;
  for (const char* c = text; *c != '\0'; ++c) {
    // Bytes past ASCII are part of a character the first screen's titles do not have.
    const auto byte = static_cast<unsigned char>(*c);
    if (byte >= 0x80 || g_first_titles->FindGlyphNoFallback(byte) == nullptr) return title();
  }
  return g_first_titles;
}
ImFont* Fonts::digits() {
  make_digits();
  // Only a broken build has no digits: the clock then shows its times in the title font.
  return g_digits.font != nullptr ? g_digits.font : title();
}
ImFont* Fonts::pieces() {
  // No font of its own: a board is never on the first screen, and by the time one is the piece
  // set's picture has long arrived; before it (or without it) the body font's chess glyphs are
  // drawn enlarged. A font of its own would add to what the first frame rasterises.
  return g_body;
}

}  // namespace flagfall::ui
