// The browser build's small vsnprintf (src/platform/small_format.h) against the C library's.
#include "platform/small_format.h"

#include <climits>
#include <cstdint>
#include <cstdio>
#include <string>

#include <gtest/gtest.h>

#pragma GCC diagnostic ignored "-Wformat-nonliteral"
#pragma GCC diagnostic ignored "-Wformat-security"

namespace flagfall::platform {
namespace {

int small(char* out, std::size_t size, const char* format, ...) {
  std::va_list args;
  va_start(args, format);
  const int length = small_vsnprintf(out, size, format, args);
  va_end(args);
  return length;
}

template <typename... Args>
void expect_as_the_library(const char* format, Args... args) {
  char expected[256];
  char got[256];
  const int expected_length = std::snprintf(expected, sizeof expected, format, args...);
  const int got_length = small(got, sizeof got, format, args...);
  EXPECT_EQ(std::string(got), std::string(expected)) << "format \"" << format << '"';
  EXPECT_EQ(got_length, expected_length) << "format \"" << format << '"';
}

TEST(SmallFormat, TextAsTheLibraryHasIt) {
  expect_as_the_library("plain text");
  expect_as_the_library("100%% sure");
  expect_as_the_library("%s/%s_%08X", "Root", "##content", 0x1234abcdu);  // ImGui's child names
  expect_as_the_library("[%10s|%-10s|%.2s]", "right", "left", "cut");
  expect_as_the_library("[%.*s|%*s|%*s]", 3, "abcdef", 5, "x", -5, "y");
  expect_as_the_library("[%c|%3c|%-3c]", 'A', 'b', 'c');
  expect_as_the_library("%s: %s", "", "empty before");
}

TEST(SmallFormat, IntegersAsTheLibraryHasThem) {
  expect_as_the_library("%d %d %d %d %i", 0, -1, INT_MIN, INT_MAX, 42);
  expect_as_the_library("[%5d|%-5d|%05d|%+d|% d|%+d]", 42, 42, -42, 7, 7, -7);
  expect_as_the_library("[%.3d|%8.3d|%.0d|%08.3d]", 5, -5, 0, 5);
  expect_as_the_library("%u %x %X %o", UINT_MAX, 255u, 0xBEEFu, 8u);
  expect_as_the_library("[%#x|%#X|%#x|%#o|%#o|%#.3o]", 255u, 255u, 0u, 8u, 0u, 8u);
  expect_as_the_library("%ld %lu %lld %llu", LONG_MIN, ULONG_MAX, LLONG_MIN, ULLONG_MAX);
  expect_as_the_library("%zu %zx %jd", SIZE_MAX, std::size_t{4096}, INTMAX_MIN);
  expect_as_the_library("%hd %hu %hhd %hhu", 70000, 70000, 300, 300);
  int local = 0;
  expect_as_the_library("%p", static_cast<void*>(&local));
}

TEST(SmallFormat, FixedPointAsTheLibraryHasItAwayFromHalves) {
  expect_as_the_library("%f %f %f", 3.14159, -2.5, 0.0);
  expect_as_the_library("[%.2f|%8.3f|%-8.1f|%08.2f|%+.1f]", 2.675, -1.25, 9.96, -3.5, 1.0);
  expect_as_the_library("%.0f %.1f %.9f", 1234.56, 1e10, 0.123456789);
  expect_as_the_library("%f", -0.0);
  // An exact half rounds away from zero here, to even in the C library.
  char out[32];
  small(out, sizeof out, "%.0f %.1f", 0.5, 0.25);
  EXPECT_STREQ(out, "1 0.3");
}

TEST(SmallFormat, CutsWhatDoesNotFitAndCountsIt) {
  char out[5] = {'x', 'x', 'x', 'x', 'x'};
  EXPECT_EQ(small(out, sizeof out, "%s-%d", "abcdef", 12), 9);
  EXPECT_STREQ(out, "abcd");
  char untouched = 'u';
  EXPECT_EQ(small(&untouched, 0, "%d", 123456), 6);
  EXPECT_EQ(untouched, 'u');
  int written = 0;
  EXPECT_EQ(small(out, sizeof out, "ab%ncd", &written), 4);
  EXPECT_EQ(written, 2);
  // A format that ends in the middle of a conversion stops there.
  EXPECT_EQ(small(out, sizeof out, "ab%-5"), 2);
  EXPECT_STREQ(out, "ab");
}

}  // namespace
}  // namespace flagfall::platform
