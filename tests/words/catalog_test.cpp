#include "words/catalog.h"

#include <gtest/gtest.h>

#include <optional>
#include <set>
#include <string>

#include "catalog_files.h"

namespace flagfall::words {
namespace {

using test::compiled_catalog;
using test::message_line;
using test::with_line;

constexpr int kHeaderLines = 6;

// The argument numbers a text uses ({1}, {2}...; {{ and }} are braces).
std::set<int> arguments_of(std::string_view text) {
  std::set<int> found;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '{' && i + 1 < text.size() && text[i + 1] == '{') {
      ++i;
    } else if (text[i] == '{') {
      const std::size_t end = text.find('}', i);
      found.insert(std::stoi(std::string(text.substr(i + 1, end - i - 1))));
    }
  }
  return found;
}

// Every argument a message's forms use together, with the counts that reach each form.
std::set<int> message_arguments(const Catalog& catalog, Msg id) {
  std::set<int> all;
  for (const std::int64_t count : {0, 1, 1000000}) {
    const std::set<int> form = arguments_of(catalog.text(id, count));
    all.insert(form.begin(), form.end());
  }
  return all;
}

Catalog read_or_fail(std::string_view compiled) {
  CatalogReading reading = read_catalog(compiled);
  EXPECT_TRUE(reading.catalog.has_value()) << reading.problem;
  return reading.catalog ? std::move(*reading.catalog) : Catalog{};
}

std::string problem_of(std::string_view compiled) {
  const CatalogReading reading = read_catalog(compiled);
  EXPECT_FALSE(reading.catalog.has_value());
  return reading.problem;
}

TEST(Catalog, EveryIdIsInBothCatalogsWithTheSameArguments) {
  const Catalog english = read_or_fail(compiled_catalog("en"));
  const Catalog spanish = read_or_fail(compiled_catalog("es"));
  EXPECT_EQ(english.language(), "en");
  EXPECT_EQ(spanish.language(), "es");
  ASSERT_TRUE(english.complete());
  ASSERT_TRUE(spanish.complete());
  for (int i = 0; i < kMessageCount; ++i) {
    const auto id = static_cast<Msg>(i);
    std::set<int> expected;
    for (int n = 1; n <= argument_count(id); ++n) expected.insert(n);
    EXPECT_EQ(message_arguments(english, id), expected) << "message " << i;
    EXPECT_EQ(message_arguments(spanish, id), expected) << "message " << i;
    EXPECT_FALSE(spanish.text(id).empty()) << "message " << i;
  }
}

TEST(Catalog, TheFirstScreensMessagesLeadAndSayHome) {
  const Catalog english = read_or_fail(compiled_catalog("en"));
  EXPECT_GT(kHomeMessages, 0);
  EXPECT_LT(kHomeMessages, kFirstScreenMessages);
  EXPECT_LT(kFirstScreenMessages, kMessageCount);
  EXPECT_EQ(english.text(Msg::kHomeClock), "Clock");
  EXPECT_EQ(static_cast<int>(Msg::kHomeClock) < kHomeMessages, true);
  // Then the clock screen's own (a reload mid-game opens on it), and not its sheets'.
  EXPECT_EQ(static_cast<int>(Msg::kClockScreenHome), kHomeMessages);
  EXPECT_EQ(static_cast<int>(Msg::kClockScreenStopClaim) < kFirstScreenMessages, true);
  EXPECT_EQ(static_cast<int>(Msg::kClockSheetMenuTitle) >= kFirstScreenMessages, true);
  EXPECT_EQ(static_cast<int>(Msg::kAboutTitle) >= kFirstScreenMessages, true);
}

TEST(Catalog, APluralMessagePicksItsLanguagesForm) {
  const Catalog english = read_or_fail(compiled_catalog("en"));
  const Catalog spanish = read_or_fail(compiled_catalog("es"));
  const Msg kept = Msg::kAboutOfflineKept;
  EXPECT_NE(english.text(kept, 1).find("({1} file, {2})"), std::string_view::npos);
  EXPECT_NE(english.text(kept, 2).find("({1} files, {2})"), std::string_view::npos);
  EXPECT_NE(english.text(kept, 1000000).find("({1} files, {2})"), std::string_view::npos);
  EXPECT_NE(spanish.text(kept, 1).find("({1} archivo, {2})"), std::string_view::npos);
  EXPECT_NE(spanish.text(kept, 21).find("({1} archivos, {2})"), std::string_view::npos);
  EXPECT_NE(spanish.text(kept, 2000000).find("({1} de archivos, {2})"), std::string_view::npos);
  EXPECT_NE(spanish.text(kept, 0).find("({1} archivos, {2})"), std::string_view::npos);
}

TEST(Catalog, ATextEndsWithANul) {
  const Catalog english = read_or_fail(compiled_catalog("en"));
  const std::string_view clock = english.text(Msg::kHomeClock);
  EXPECT_EQ(clock.data()[clock.size()], '\0');
}

TEST(Catalog, OnlyTheFirstMessagesOfAPart) {
  std::string part = compiled_catalog("en");
  part = with_line(part, kHeaderLines, "holds 3");
  std::size_t end = 0;
  for (int line = 0; line < kHeaderLines + 3; ++line) end = part.find('\n', end) + 1;
  const Catalog first = read_or_fail(part.substr(0, end));
  EXPECT_EQ(first.holds(), 3);
  EXPECT_FALSE(first.complete());
  EXPECT_TRUE(first.has(static_cast<Msg>(2)));
  EXPECT_FALSE(first.has(static_cast<Msg>(3)));
}

TEST(Catalog, ATruncatedCatalogIsRefusedWithItsPlace) {
  const std::string whole = compiled_catalog("es");
  // Cut inside message 10's line: that line has no end.
  const int line = message_line(9);
  std::size_t start = 0;
  for (int l = 1; l < line; ++l) start = whole.find('\n', start) + 1;
  EXPECT_EQ(
      problem_of(whole.substr(0, start + 4)),
      "line " + std::to_string(line) + ": the file is cut short: its last line has no line end");
  // Cut after a whole line: the next message is missing.
  EXPECT_EQ(problem_of(whole.substr(0, start)),
            "line " + std::to_string(line) + ": the file ends before its last message");
  EXPECT_EQ(problem_of(""), "line 1: the file ends before its last message");
  EXPECT_EQ(problem_of(whole.substr(0, 20)),
            "line 2: the file is cut short: its last line has no line end");
}

TEST(Catalog, ACorruptCatalogIsRefusedWithItsPlace) {
  const std::string whole = compiled_catalog("es");
  const int line = message_line(4);
  const std::string at = "line " + std::to_string(line);
  EXPECT_EQ(problem_of(with_line(whole, line, "Re\\qloj")),
            at + ", column 3: an unknown escape (only \\\\, \\n and \\t are known)");
  EXPECT_EQ(problem_of(with_line(whole, line, "Rel\xC3")), at + ", column 4: not UTF-8");
  EXPECT_EQ(problem_of(with_line(whole, line, "Re\x01loj")),
            at + ", column 3: a control character");
  EXPECT_EQ(problem_of(with_line(whole, line, "")), at + ", column 1: an empty text");
  EXPECT_EQ(problem_of(with_line(whole, line, "Reloj\t")), at + ", column 7: an empty text");
  EXPECT_EQ(problem_of(with_line(whole, line, "Reloj\\")),
            at + ", column 6: an unknown escape (only \\\\, \\n and \\t are known)");
  EXPECT_EQ(problem_of(with_line(whole, line, "Reloj\tReloj")),
            at + ": not as many forms as its message has");
  const int plural = message_line(static_cast<int>(Msg::kAboutOfflineKept));
  EXPECT_EQ(problem_of(with_line(whole, plural, "uno\totro")),
            "line " + std::to_string(plural) + ": not as many forms as its message has");
  EXPECT_TRUE(
      read_catalog(with_line(whole, plural, "uno\tmill\xC3\xB3n\totro")).catalog.has_value());
  const int keyed = message_line(kMessageCount);  // "keyed 512", then the bank's texts
  const int texts = static_cast<int>(read_or_fail(whole).keyed_count());
  EXPECT_EQ(problem_of(whole + "more\n"),
            "line " + std::to_string(keyed + texts + 1) + ": more lines than the texts it holds");
}

// The scenario bank's texts, by key, each for the English whose FNV-1a it carries.
TEST(Catalog, AKeyedTextIsFoundOnlyForTheEnglishItTranslates) {
  const Catalog spanish = read_or_fail(compiled_catalog("es"));
  EXPECT_GT(spanish.keyed_count(), 400u);
  const std::string_view key = "bank.draw-agreement.title";
  const std::optional<std::string_view> found = spanish.keyed(key, fnv1a("Draw by agreement"));
  ASSERT_TRUE(found.has_value());
  EXPECT_EQ(*found, "Tablas por acuerdo");
  EXPECT_EQ(found->data()[found->size()], '\0');
  EXPECT_FALSE(spanish.keyed(key, fnv1a("Draw by agreement!")).has_value());
  EXPECT_FALSE(spanish.keyed("bank.no-such-case.title", fnv1a("Draw by agreement")).has_value());
  EXPECT_FALSE(spanish.keyed("", 0).has_value());
  EXPECT_EQ(read_or_fail(compiled_catalog("en")).keyed_count(), 0u);
  EXPECT_EQ(fnv1a(""), 0x811C9DC5u);
  EXPECT_EQ(fnv1a("a"), 0xE40C292Cu);
}

TEST(Catalog, ACorruptKeyedTextIsRefusedWithItsPlace) {
  const std::string whole = compiled_catalog("es");
  const int keyed = message_line(kMessageCount);
  const auto at = [](int line) { return "line " + std::to_string(line); };
  EXPECT_EQ(problem_of(with_line(whole, keyed, "keyed 99999")),
            at(keyed) + ": more keyed texts than a catalog may hold");
  EXPECT_EQ(problem_of(with_line(whole, keyed, "keyed x")), at(keyed) + ": not a number");
  const int first = keyed + 1;
  EXPECT_EQ(problem_of(with_line(whole, first, "bank.a.title")),
            at(first) + ": not a keyed text (its key, a tab, 8 hex digits, a tab, its text)");
  EXPECT_EQ(problem_of(with_line(whole, first, "bank.A.title\t00000000\tx")),
            at(first) + ", column 6: a key may hold only a-z, 0-9, '.', '-' and '_'");
  EXPECT_EQ(problem_of(with_line(whole, first, "bank.a.title\t0000000g\tx")),
            at(first) + ", column 14: not 8 hex digits");
  EXPECT_EQ(problem_of(with_line(whole, first, "bank.a.title\t00000000\tx\\q")),
            at(first) + ", column 24: an unknown escape (only \\\\, \\n and \\t are known)");
  EXPECT_EQ(problem_of(with_line(whole, first, "bank.a.title\t00000000\tx\ty")),
            at(first) + ": a keyed text has one form");
  EXPECT_EQ(problem_of(with_line(whole, first + 1, "bank.a.title\t00000000\tx")),
            at(first + 1) + ": a key not after the one before it");
  EXPECT_TRUE(read_catalog(with_line(whole, first, "bank.a.title\t00000000\tx")).catalog);
}

TEST(Catalog, AHeaderThatDoesNotFitIsRefused) {
  const std::string whole = compiled_catalog("es");
  EXPECT_EQ(problem_of(with_line(whole, 1, "flagfall-words 2")),
            "line 1: an unknown format version");
  EXPECT_EQ(problem_of(with_line(whole, 1, "PK\x03\x04")), "line 1: not the header line due here");
  EXPECT_EQ(problem_of(with_line(whole, 2, "language ")), "line 2: not a language tag");
  EXPECT_EQ(problem_of(with_line(whole, 3, "plural xx")), "line 3: an unknown plural rule");
  EXPECT_EQ(problem_of(with_line(whole, 4, "messages 7")),
            "line 4: made for another version of the app's messages");
  EXPECT_EQ(problem_of(with_line(whole, 4, "messages 12x")), "line 4: not a number");
  EXPECT_EQ(problem_of(with_line(whole, 4, "messages 123456789")), "line 4: not a number");
  EXPECT_EQ(problem_of(with_line(whole, 5, "signature 0badcafe")),
            "line 5: made for another version of the app's messages");
  EXPECT_EQ(problem_of(with_line(whole, 6, "holds 99999")),
            "line 6: holds more messages than there are");
}

}  // namespace
}  // namespace flagfall::words
