#include "json/number_text.h"

#include "json/value.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <limits>
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

// cJSON is compiled from a copy that reads numbers through number_value and keeps their text
// (cmake/cjson.cmake); json::Value reads integers from that text exactly.
TEST(NumberText, CJsonReadsNumbersThroughTheCopy) {
  const auto parsed = json::Value::parse("[0.1, -2.5e3, 18446744073709551616, 12345678901234567]");
  ASSERT_TRUE(parsed);
  EXPECT_EQ(parsed->dump(), "[0.1,-2.5e3,18446744073709551616,12345678901234567]");
  EXPECT_EQ((*parsed)[1], json::Value(-2500));
  EXPECT_FALSE((*parsed)[2].is_number_integer());
  EXPECT_EQ((*parsed)[3].get<std::int64_t>(), 12345678901234567);
  EXPECT_FALSE(json::Value::parse("[1e400]"));  // overflow, as nlohmann refused it
  for (const char* not_json : {"01", "1.", "-", "1e", ".5", "+1", "1.e5", "-01"}) {
    EXPECT_FALSE(json::Value::parse(not_json)) << not_json;
  }
  EXPECT_FALSE(json::Value::parse(std::string("[\"a\x02\"]")));
  EXPECT_EQ(json::Value(std::string("a\x01\x1f")).dump(), "\"a\\u0001\\u001f\"");
}

}  // namespace
}  // namespace flagfall::json
