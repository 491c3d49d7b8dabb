#include "json/writer.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <nlohmann/json.hpp>

namespace flagfall {
namespace {

TEST(JsonWriter, EscapesStringsAsJsonDoes) {
  JsonWriter out;
  out.value(std::string_view("q\" b\\ n\n t\t r\r b\b f\f \x01 \x1f \xE2\x99\x94 /"));
  const std::string text = out.take();
  EXPECT_EQ(text, "\"q\\\" b\\\\ n\\n t\\t r\\r b\\b f\\f \\u0001 \\u001f \xE2\x99\x94 /\"");
  EXPECT_EQ(nlohmann::json::parse(text),
            std::string("q\" b\\ n\n t\t r\r b\b f\f \x01 \x1f \xE2\x99\x94 /"));
}

TEST(JsonWriter, KeepsANulCharacterEscaped) {
  JsonWriter out;
  out.value(std::string_view("a\0b", 3));
  const std::string text = out.take();
  EXPECT_EQ(text, "\"a\\u0000b\"");
  EXPECT_EQ(nlohmann::json::parse(text), std::string("a\0b", 3));
}

TEST(JsonWriter, NestsWithCommasOnlyBetweenItems) {
  JsonWriter out;
  out.begin_object();
  out.field("a", 1).field("b", "two");
  out.key("list").begin_array().value(true).value(false).null();
  out.begin_object().field("x", std::string("y")).end_object();
  out.begin_array().end_array();
  out.end_array();
  out.key("empty").begin_object().end_object();
  out.field("none", std::optional<int>()).field("some", std::optional<int>(3));
  out.field("no_text", static_cast<const char*>(nullptr));
  out.field("names", std::vector<std::string>{"p", "q"});
  out.end_object();
  const std::string text = out.take();
  EXPECT_EQ(text, R"({"a":1,"b":"two","list":[true,false,null,{"x":"y"},[]],"empty":{},)"
                  R"("none":null,"some":3,"no_text":null,"names":["p","q"]})");
  EXPECT_EQ(nlohmann::json::parse(text),
            (nlohmann::json{{"a", 1},
                            {"b", "two"},
                            {"list", {true, false, nullptr, {{"x", "y"}}, nlohmann::json::array()}},
                            {"empty", nlohmann::json::object()},
                            {"none", nullptr},
                            {"some", 3},
                            {"no_text", nullptr},
                            {"names", {"p", "q"}}}));
}

TEST(JsonWriter, WritesEmptyContainers) {
  JsonWriter out;
  EXPECT_EQ(out.begin_object().end_object().take(), "{}");
  EXPECT_EQ(out.begin_array().end_array().take(), "[]");
  EXPECT_EQ(out.value(std::vector<int>()).take(), "[]");
}

TEST(JsonWriter, WritesIntegersOfEveryWidth) {
  JsonWriter out;
  out.begin_array();
  out.value(0).value(-42).value(std::numeric_limits<long long>::min());
  out.value(std::numeric_limits<std::uint64_t>::max()).value(std::size_t{7});
  out.value(std::int64_t{1764210000123}).value(static_cast<unsigned short>(65535));
  out.end_array();
  const std::string text = out.take();
  EXPECT_EQ(text, "[0,-42,-9223372036854775808,18446744073709551615,7,1764210000123,65535]");
  const nlohmann::json parsed = nlohmann::json::parse(text);
  EXPECT_EQ(parsed[2].get<long long>(), std::numeric_limits<long long>::min());
  EXPECT_EQ(parsed[3].get<std::uint64_t>(), std::numeric_limits<std::uint64_t>::max());
}

TEST(JsonWriter, WritesDoublesToTheNearestThousandth) {
  const std::pair<double, const char*> cases[] = {{0.1, "0.1"},
                                                  {3.0, "3.0"},
                                                  {-2.5, "-2.5"},
                                                  {0.5f, "0.5"},
                                                  {2.0 / 3.0, "0.667"},
                                                  {195.3333f, "195.333"},
                                                  {123456.789, "123456.789"},
                                                  {1e-7, "0.0"},
                                                  {-0.0, "0.0"},
                                                  {-0.0004, "0.0"},
                                                  {-0.0006, "-0.001"},
                                                  {0.9996, "1.0"},
                                                  {100, "100.0"},
                                                  {123456789.125, "123456789.125"}};
  for (const auto& [number, expected] : cases) {
    JsonWriter out;
    const std::string text = out.value(number).take();
    EXPECT_EQ(text, expected) << number;
    const nlohmann::json parsed = nlohmann::json::parse(text);
    EXPECT_TRUE(parsed.is_number_float()) << text;
    EXPECT_NEAR(parsed.get<double>(), number, 0.0005) << text;
  }
}

TEST(JsonWriter, WritesDoublesTooLargeForThousandthsAsNull) {
  JsonWriter out;
  out.begin_array().value(1e12).value(-1e300).value(1e12 - 1).end_array();
  EXPECT_EQ(out.take(), "[null,null,999999999999.0]");
}

TEST(JsonWriter, WritesNonFiniteDoublesAsNull) {
  JsonWriter out;
  out.begin_array();
  out.value(std::numeric_limits<double>::infinity())
      .value(std::numeric_limits<double>::quiet_NaN());
  out.end_array();
  EXPECT_EQ(out.take(), "[null,null]");
}

TEST(JsonWriter, WritesEachByteThatIsNotUtf8AsAReplacementCharacter) {
  // A stray continuation byte, a lead byte cut short, an overlong form, a surrogate and a code
  // point past U+10FFFF; well-formed two-, three- and four-byte characters pass through.
  JsonWriter out;
  out.value(std::string_view(
      "a\x80"
      "b \xC3 \xC0\xAF \xED\xA0\x80 \xF4\x90\x80\x80 \xC3\xA9\xE2\x99\x94\xF0\x9F\x98\x80"));
  const std::string text = out.take();
  EXPECT_EQ(text,
            "\"a\\ufffdb \\ufffd \\ufffd\\ufffd \\ufffd\\ufffd\\ufffd "
            "\\ufffd\\ufffd\\ufffd\\ufffd \xC3\xA9\xE2\x99\x94\xF0\x9F\x98\x80\"");
  EXPECT_FALSE(nlohmann::json::parse(text, nullptr, false).is_discarded());
}

TEST(JsonWriter, TakeLeavesTheWriterEmpty) {
  JsonWriter out;
  out.begin_array().value(1).end_array();
  EXPECT_EQ(out.take(), "[1]");
  out.begin_array().value(2).end_array();
  EXPECT_EQ(out.take(), "[2]");
}

}  // namespace
}  // namespace flagfall
