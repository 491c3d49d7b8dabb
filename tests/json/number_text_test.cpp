#include "json/number_text.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <limits>
#include <nlohmann/json.hpp>
#include <random>
#include <string>

namespace flagfall::json {
namespace {

double read(const std::string& text, std::size_t* used = nullptr) {
  char* end = nullptr;
  const double value = number_value(text.c_str(), &end);
  if (used) *used = static_cast<std::size_t>(end - text.c_str());
  return value;
}

TEST(NumberText, ReadsWhatFitsAFastPathExactlyAsStrtodDoes) {
  for (const char* text : {"0", "-0", "1", "-7", "0.1", "3.0", "-2.5", "123456.789", "1e-7", "1E22",
                           "0.000123", "9007199254740991", "4.35e-3", "1e21", "100", "2.5e+3",
                           "1234567890123456789", "0.30000000000000004"}) {
    EXPECT_EQ(read(text), std::strtod(text, nullptr)) << text;
  }
  EXPECT_TRUE(std::signbit(read("-0")));
}

TEST(NumberText, ComesWithinAFewUnitsInTheLastPlaceElsewhere) {
  std::mt19937_64 random(42);
  for (int i = 0; i < 20000; ++i) {
    const std::uint64_t digits = random() >> (random() % 64);
    const int exponent = static_cast<int>(random() % 640) - 320;
    const std::string text = std::to_string(digits) + "e" + std::to_string(exponent);
    const double expected = std::strtod(text.c_str(), nullptr);
    const double got = read(text);
    if (expected == 0 || std::isinf(expected) || std::fpclassify(expected) == FP_SUBNORMAL)
      continue;
    EXPECT_NEAR(got / expected, 1.0, 1e-14) << text;
  }
  // More significant digits than a double holds: the first 19 count.
  EXPECT_NEAR(read("3.14159265358979323846264338327950288"), 3.141592653589793, 1e-15);
  EXPECT_NEAR(read("123456789012345678901234567890"), 1.2345678901234568e29, 1e14);
}

TEST(NumberText, GoesToInfinityOrZeroPastADoublesRange) {
  EXPECT_EQ(read("1e400"), std::numeric_limits<double>::infinity());
  EXPECT_EQ(read("-1e99999999999"), -std::numeric_limits<double>::infinity());
  EXPECT_EQ(read("1e-400"), 0.0);
  EXPECT_EQ(read("0e400"), 0.0);
}

TEST(NumberText, EndsAfterTheNumberAndTakesTheLocalesDecimalPoint) {
  std::size_t used = 0;
  EXPECT_EQ(read("12.5e2", &used), 1250.0);
  EXPECT_EQ(used, 6u);
  EXPECT_EQ(read("-0,25", &used), -0.25);  // nlohmann's lexer writes the locale's point
  EXPECT_EQ(used, 5u);
}

// The lexer is compiled from a copy that calls number_value (cmake/nlohmann_numbers.cmake), and
// its escapes are written without snprintf.
TEST(NumberText, NlohmannReadsNumbersAndEscapesControlCharactersThroughTheCopies) {
  // A number number_value reads a unit in the last place away from strtod: nlohmann gives ours.
  std::mt19937_64 random(7);
  std::string differs;
  while (differs.empty()) {
    const std::string text = std::to_string(random() >> 12) + "e" + std::to_string(random() % 200);
    if (read(text) != std::strtod(text.c_str(), nullptr)) differs = text;
  }
  EXPECT_EQ(nlohmann::json::parse(differs).get<double>(), read(differs)) << differs;
  const nlohmann::json parsed = nlohmann::json::parse("[0.1, -2.5e3, 18446744073709551616]");
  EXPECT_EQ(parsed[0].get<double>(), 0.1);
  EXPECT_EQ(parsed[1].get<double>(), -2500.0);
  EXPECT_EQ(parsed[2].get<double>(), 18446744073709551616.0);
  EXPECT_TRUE(nlohmann::json::parse("[1e400]", nullptr, false).is_discarded());  // overflow
  EXPECT_EQ(nlohmann::json(std::string("a\x01\x1f")).dump(), "\"a\\u0001\\u001f\"");
  EXPECT_EQ(nlohmann::json(std::string("\xF0\x9F\x98\x80")).dump(-1, ' ', true),
            "\"\\ud83d\\ude00\"");
  const auto broken = nlohmann::json::parse(std::string("[\"a\x02\"]"), nullptr, false);
  EXPECT_TRUE(broken.is_discarded());
  try {
    const nlohmann::json read = nlohmann::json::parse(std::string("\"\x1b\""));
    ADD_FAILURE() << "a control character in a string was read: " << read.dump();
  } catch (const nlohmann::json::parse_error& error) {
    EXPECT_NE(std::string(error.what()).find("<U+001B>"), std::string::npos) << error.what();
  }
}

}  // namespace
}  // namespace flagfall::json
