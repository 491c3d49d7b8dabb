#include "json/value.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <vector>

namespace flagfall::json {
namespace {

// nlohmann/json, which the app read and wrote JSON with before, as the reference.
bool nlohmann_accepts(const std::string& text) {
  return !nlohmann::json::parse(text, nullptr, false).is_discarded();
}
std::string nlohmann_dump(const std::string& text, int indent) {
  return nlohmann::json::parse(text).dump(indent, ' ', false,
                                          nlohmann::json::error_handler_t::replace);
}

TEST(JsonValue, AcceptsWhatNlohmannAccepts) {
  const std::vector<std::string> texts = {"",
                                          " ",
                                          "{}",
                                          "[]",
                                          "null",
                                          "true",
                                          "false",
                                          "nul",
                                          "tru",
                                          "1",
                                          "-1",
                                          "-",
                                          "01",
                                          "-01",
                                          "1.",
                                          "1.5",
                                          ".5",
                                          "1e5",
                                          "1E+5",
                                          "1e",
                                          "1e-",
                                          "-0",
                                          "0.0e0",
                                          "+1",
                                          "1 2",
                                          "[1,]",
                                          "[,1]",
                                          "{,}",
                                          "{\"a\":1,}",
                                          "{\"a\":1",
                                          "{\"a\" 1}",
                                          "{\"a\":}",
                                          "{1:1}",
                                          "\"\\u00e9\"",
                                          "\"\\ud800\"",
                                          "\"\\udc00\"",
                                          "\"\\ud83d\\ude00\"",
                                          "\"\\x\"",
                                          "\"\\under\"",
                                          "\"a\tb\"",
                                          "\"a\x01\"",
                                          "\x01[]",
                                          "[]\x01",
                                          "\xEF\xBB\xBF[]",
                                          "[\xEF\xBB\xBF]",
                                          "\"\xC3\xA9\"",
                                          "\"\xC3\"",
                                          "\"\xED\xA0\x80\"",
                                          "\"\xF4\x90\x80\x80\"",
                                          "[1]\n",
                                          "\t[\r\n1 ]",
                                          std::string("[1]\0", 4),
                                          std::string("\"a\0b\"", 5),
                                          "[\"a\",{\"b\":[true,false,null]}]",
                                          "{\"a\":1,\"a\":2}",
                                          "18446744073709551615",
                                          "18446744073709551616",
                                          "-9223372036854775808",
                                          "-9223372036854775809",
                                          "1" + std::string(400, '0'),
                                          "[1e400]",
                                          "\"\x7f\""};
  for (const std::string& text : texts) {
    EXPECT_EQ(Value::parse(text).has_value(), nlohmann_accepts(text)) << text;
  }
}

TEST(JsonValue, WritesAsNlohmannWrites) {
  const std::vector<std::string> texts = {"{}",
                                          "[]",
                                          "{\"b\":1,\"a\":[1,2,{\"c\":null}],\"e\":{},\"d\":[]}",
                                          "\"q\\\"b\\\\s/\\b\\f\\n\\r\\t\\u0001\\u001f\x7f\"",
                                          "[-5,0,18446744073709551615,-0]",
                                          "{\"a\":1,\"a\":2}",
                                          "[true,false,null,\"\xC3\xA9\"]",
                                          "{\"z\":{\"y\":{\"x\":[[]]}}}",
                                          "[\"a\\u0000b\"]"};
  for (const std::string& text : texts) {
    for (int indent : {-1, 0, 1, 2}) {
      EXPECT_EQ(Value::parse(text)->dump(indent), nlohmann_dump(text, indent)) << text;
    }
  }
}

TEST(JsonValue, ReplacesBadUtf8AsNlohmannDoes) {
  for (const std::string& text : {std::string("a\xC3"),
                                  std::string("\xC3"
                                              "A"),
                                  std::string("\x80x"),
                                  std::string("\xE2\x82"
                                              "A\xFF"),
                                  std::string("\xED\xA0\x80"), std::string("\xF0\x9F\x98")}) {
    EXPECT_EQ(Value(text).dump(),
              nlohmann::json(text).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace))
        << text;
  }
}

TEST(JsonValue, ReadsNumbersAsNlohmannReads) {
  const auto read = [](const char* text) { return *Value::parse(text); };
  EXPECT_TRUE(read("5").is_number_unsigned());
  EXPECT_TRUE(read("-5").is_number_integer());
  EXPECT_FALSE(read("-5").is_number_unsigned());
  EXPECT_EQ(read("-5").get<std::int64_t>(), -5);
  EXPECT_FALSE(read("5.0").is_number_integer());
  EXPECT_TRUE(read("5.0").is_number());
  EXPECT_EQ(read("18446744073709551615").get<std::uint64_t>(), 18446744073709551615u);
  EXPECT_FALSE(read("18446744073709551616").is_number_integer());
  EXPECT_EQ(read("5.0"), Value(5));
  EXPECT_EQ(read("1.5").dump(), "1.5");
  EXPECT_EQ(read("{\"v\":1}")["v"], 1);
  EXPECT_NE(read("{\"v\":\"1\"}")["v"], 1);
}

TEST(JsonValue, BuildsObjects) {
  Value made = Value::object({{"b", 2}, {"a", "x"}, {"c", Value::array()}});
  made["c"].push_back(true);
  made["d"]["e"] = std::string("f");
  EXPECT_EQ(made.dump(), "{\"a\":\"x\",\"b\":2,\"c\":[true],\"d\":{\"e\":\"f\"}}");
  EXPECT_EQ(made.string_or("a", "-"), "x");
  EXPECT_EQ(made.string_or("b", "-"), "-");
  EXPECT_EQ(Value(std::vector<std::string>{"a", "b"}).dump(), "[\"a\",\"b\"]");
}

TEST(JsonValue, ScansWhereATextStops) {
  EXPECT_EQ(Value::scan("").byte, 1u);
  EXPECT_TRUE(Value::scan("").at_end);
  const auto object = Value::scan("{\"format\": 1");
  EXPECT_EQ(object.byte, 13u);
  EXPECT_EQ(object.column, 13u);
  EXPECT_EQ(object.inside, '{');
  EXPECT_TRUE(object.at_end);
  EXPECT_TRUE(Value::scan("[[[]]]").valid);
  EXPECT_EQ(Value::scan("[[[]]]").deepest, 3u);
}

// Every text the repository holds for its readers (the scenario bank, the fuzzers' start corpora
// and kept crash inputs, JSON or not), each with its last byte cut off and with bytes changed at
// random: accepted or refused as nlohmann/json did, and read as the same document.
TEST(JsonValue, ReadsTheRepositorysInputsAsNlohmannDid) {
  std::size_t compared = 0;
  std::mt19937 random(11);
  for (const char* folder : {"assets/scenarios", "tests/fuzz/seeds", "tests/fuzz/regressions"}) {
    for (const auto& entry : std::filesystem::recursive_directory_iterator(folder)) {
      if (!entry.is_regular_file()) continue;
      std::ifstream file(entry.path(), std::ios::binary);
      const std::string whole((std::istreambuf_iterator<char>(file)), {});
      std::vector<std::string> texts = {whole,
                                        whole.substr(0, whole.empty() ? 0 : whole.size() - 1)};
      // And the text with a byte or two changed to one that matters to a JSON reader.
      static const std::string kBytes(
          "{}[],:\"\\/0159-+.eEtfnu \t\n\x01\x7f\x80\xbf\xc3\xed\xf4\xff", 35);
      for (int i = 0; i < 40 && !whole.empty(); ++i) {
        std::string changed = whole;
        for (int k = 0; k <= i % 2; ++k) {
          changed[random() % changed.size()] = kBytes[random() % kBytes.size()];
        }
        texts.push_back(changed);
      }
      for (const std::string& text : texts) {
        const auto ours = Value::parse(text);
        const auto theirs = nlohmann::json::parse(text, nullptr, false);
        ASSERT_EQ(ours.has_value(), !theirs.is_discarded()) << entry.path() << "\n" << text;
        // The same document (a float is written back as it was read: "60e00", not "60.0").
        if (ours) {
          EXPECT_EQ(nlohmann::json::parse(ours->dump()), theirs) << entry.path();
        }
        ++compared;
      }
    }
  }
  EXPECT_GT(compared, 9000u);
}

}  // namespace
}  // namespace flagfall::json
