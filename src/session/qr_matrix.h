#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace flagfall::session {

// A QR code as a square of modules, row by row, for a screen to draw (or a page to print):
// dark modules on a light ground, with a light margin of kQuietZone modules all round, which
// scanners need. Made by Debian's qrcodegen, its C library (libqrcodegen natively, its source
// package in the browser), error correction level M or better: a code on a board survives a
// smudge.
struct QrMatrix {
  static constexpr int kQuietZone = 4;
  int size = 0;                       // modules per side, without the quiet zone
  std::vector<std::uint8_t> modules;  // size * size, 1 = dark
  bool dark(int x, int y) const { return modules[static_cast<std::size_t>(y * size + x)] != 0; }
};

// Longest text made into a code: far more than any set-up link, enough for a shared case made in
// the editor (a few hundred bytes of JSON, a third more in base64), still a code a phone's camera
// reads off another phone's screen (version 32 at level M: 145 modules, about 2 CSS pixels each
// on a phone), and always within what a version-40 code holds at level M, so the encoder is
// never asked for what it cannot do.
inline constexpr std::size_t kMaxQrText = 1500;

// The code for `text` (its bytes, as UTF-8); nullopt when it is empty, longer than kMaxQrText or
// holds a NUL byte.
std::optional<QrMatrix> qr_matrix(std::string_view text);

}  // namespace flagfall::session
