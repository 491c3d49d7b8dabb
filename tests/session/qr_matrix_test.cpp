#include "session/qr_matrix.h"

#include <gtest/gtest.h>
#include <qrcodegen.hpp>

#include <algorithm>
#include <cstdlib>
#include <string>

#include "rules/ruleset.h"
#include "session/clock/clock_settings.h"
#include "session/clock/clock_sheets.h"
#include "session/clock/setup_link.h"

namespace flagfall::session {
namespace {

constexpr const char* kQrPage = "https://example.org/flagfall/index.html";

// The 7x7 finder pattern with its corner at (x, y): a dark ring, a light ring, a dark 3x3 core.
bool finder_at(const QrMatrix& m, int x, int y) {
  for (int dy = 0; dy < 7; ++dy) {
    for (int dx = 0; dx < 7; ++dx) {
      const int ring = std::max(std::abs(dx - 3), std::abs(dy - 3));
      if (m.dark(x + dx, y + dy) != (ring != 2)) return false;
    }
  }
  return true;
}

// The format information beside the top-left finder (ISO/IEC 18004 7.9), read and checked
// without the library: 5 data bits (error correction level, mask) protected by a BCH(15,5)
// code and masked with 101010000010010. Returns the level's two bits, or -1 if the code is bad.
int error_correction_bits(const QrMatrix& m) {
  int bits = 0;
  auto bit = [&](int i, int x, int y) { bits |= (m.dark(x, y) ? 1 : 0) << i; };
  for (int i = 0; i <= 5; ++i) bit(i, 8, i);
  bit(6, 8, 7);
  bit(7, 8, 8);
  bit(8, 7, 8);
  for (int i = 9; i < 15; ++i) bit(i, 14 - i, 8);
  bits ^= 0x5412;
  const int data = bits >> 10;
  int remainder = data;
  for (int i = 0; i < 10; ++i) remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537);
  if ((bits & 0x3FF) != (remainder & 0x3FF)) return -1;
  return data >> 3;
}

void expect_same_as_the_library(const std::string& text) {
  const auto matrix = qr_matrix(text);
  ASSERT_TRUE(matrix) << text;
  const qrcodegen::QrCode code =
      qrcodegen::QrCode::encodeText(text.c_str(), qrcodegen::QrCode::Ecc::MEDIUM);
  ASSERT_EQ(matrix->size, code.getSize()) << text;
  ASSERT_EQ(matrix->modules.size(), static_cast<std::size_t>(matrix->size * matrix->size));
  for (int y = 0; y < matrix->size; ++y) {
    for (int x = 0; x < matrix->size; ++x) {
      ASSERT_EQ(matrix->dark(x, y), code.getModule(x, y)) << text << " at " << x << "," << y;
    }
  }
  const int n = matrix->size;
  EXPECT_TRUE(finder_at(*matrix, 0, 0) && finder_at(*matrix, n - 7, 0) &&
              finder_at(*matrix, 0, n - 7))
      << text;
  // Level M (00) or, where it fits in the same size, Q (11) or H (10); never L (01).
  const int level = error_correction_bits(*matrix);
  EXPECT_TRUE(level == 0 || level == 3 || level == 2) << text << ": level bits " << level;
}

TEST(QrMatrix, EverySetupLinkForEveryRulesetAndPresetIsTheLibrarysCode) {
  for (const rules::Ruleset* ruleset : rules::all_rulesets()) {
    for (const std::string& preset : picker_presets(ruleset->id)) {
      const SetupLink link{std::string(ruleset->id), preset};
      const std::string address = setup_link_address(kQrPage, link);
      expect_same_as_the_library(address);
      // What a phone that scans the code opens is the same clock.
      EXPECT_EQ(parse_setup_link(address.substr(address.find('#'))).value(), link);
    }
  }
}

TEST(QrMatrix, ALinkFitsASmallCode) {
  const auto matrix = qr_matrix(setup_link_address(kQrPage, {"uscf-summary-variation", "G/5;d3"}));
  ASSERT_TRUE(matrix);
  EXPECT_LE(matrix->size, 4 * 6 + 17);  // version 6 or less: easy to scan from a printed sheet
}

TEST(QrMatrix, RefusesWhatItCannotEncode) {
  EXPECT_FALSE(qr_matrix(""));
  EXPECT_FALSE(qr_matrix(std::string(kMaxQrText + 1, 'a')));
  EXPECT_FALSE(qr_matrix(std::string("a\0b", 3)));
  expect_same_as_the_library(std::string(kMaxQrText, '~'));
  expect_same_as_the_library("12345678901234567890");  // numeric mode
}

}  // namespace
}  // namespace flagfall::session
