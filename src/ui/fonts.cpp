#include "ui/fonts.h"

#include <imgui.h>

namespace flagfall::ui {
namespace {

constexpr float kBodySize = 20.0f;  // CSS pixels: readable at arm's length on a phone
constexpr float kTitleSize = 36.0f;

// Keep in step with FLAGFALL_FONT_UNICODES in emscripten.cmake.
constexpr ImWchar kGlyphRanges[] = {
    0x0020, 0x00FF,  // Basic Latin, Latin-1
    0x2013, 0x2026,  // dashes, quotes, bullet, ellipsis
    0x2190, 0x2193,  // arrows
    0x2212, 0x2212,  // minus
    0x25B2, 0x25BC,  // triangles
    0x2654, 0x265F,  // chess pieces
    0x2691, 0x2691,  // flag
    0x2713, 0x2717,  // check and cross marks
    0,
};

// Keep in step with FLAGFALL_DIGITS_UNICODES in emscripten.cmake.
constexpr ImWchar kDigitRanges[] = {0x0020, 0x0020, 0x002E, 0x003A, 0};
// Large enough for a phone's clock face; bigger atlases cost memory for little gain.
constexpr float kDigitsRasterSize = 400.0f;
// The board's pieces: a square is at most about 56 CSS pixels wide.
constexpr float kPieceSize = 56.0f;
constexpr ImWchar kPieceRanges[] = {0x2654, 0x265F, 0};

ImFont* g_body = nullptr;
ImFont* g_digits = nullptr;
ImFont* g_title = nullptr;
ImFont* g_pieces = nullptr;

}  // namespace

bool Fonts::load(const char* ttf_path, const char* digits_ttf_path, float pixel_ratio) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  ImFontConfig config;
  config.OversampleH = 1;
  config.PixelSnapH = true;
  g_body = io.Fonts->AddFontFromFileTTF(ttf_path, kBodySize * pixel_ratio, &config, kGlyphRanges);
  g_title = io.Fonts->AddFontFromFileTTF(ttf_path, kTitleSize * pixel_ratio, &config, kGlyphRanges);
  ImFontConfig digits_config;
  digits_config.OversampleH = 1;
  digits_config.OversampleV = 1;
  g_digits = io.Fonts->AddFontFromFileTTF(digits_ttf_path, kDigitsRasterSize, &digits_config,
                                          kDigitRanges);
  g_pieces =
      io.Fonts->AddFontFromFileTTF(ttf_path, kPieceSize * pixel_ratio, &config, kPieceRanges);
  if (g_body == nullptr || g_title == nullptr || g_digits == nullptr || g_pieces == nullptr) {
    io.Fonts->Clear();
    g_body = g_title = g_digits = g_pieces = io.Fonts->AddFontDefault();
    io.FontGlobalScale = 1.0f;
    return false;
  }
  io.FontGlobalScale = 1.0f / pixel_ratio;
  io.FontDefault = g_body;
  return true;
}

ImFont* Fonts::body() {
  return g_body;
}
ImFont* Fonts::title() {
  return g_title;
}
ImFont* Fonts::digits() {
  return g_digits;
}
ImFont* Fonts::pieces() {
  return g_pieces;
}

}  // namespace flagfall::ui
