#include "words/words.h"

#include <gtest/gtest.h>

#include "catalog_files.h"

namespace flagfall::words {
namespace {

using test::compiled_catalog;
using test::message_line;
using test::with_line;

constexpr std::string_view kNotYetHere = "\xE2\x80\xA6";

// English as the page compiles it in: the first screen's messages only.
Words first_screen_english() {
  std::string part =
      with_line(compiled_catalog("en"), 6, "holds " + std::to_string(kFirstScreenMessages));
  std::size_t end = 0;
  for (int line = 0; line < message_line(kFirstScreenMessages) - 1; ++line) {
    end = part.find('\n', end) + 1;
  }
  CatalogReading reading = read_catalog(part.substr(0, end));
  EXPECT_TRUE(reading.catalog) << reading.problem;
  return Words(std::move(*reading.catalog));
}

TEST(FillArguments, EachNumberTakesItsArgument) {
  EXPECT_EQ(fill_arguments("{1} of {2}", {"3", "5"}), "3 of 5");
  EXPECT_EQ(fill_arguments("{2} before {1}", {"first", "second"}), "second before first");
  EXPECT_EQ(fill_arguments("{1}{1}", {"ab"}), "abab");
  EXPECT_EQ(fill_arguments("{{1}} is written {1}", {"x"}), "{1} is written x");
}

TEST(FillArguments, WhatIsNotAnArgumentStaysAsWritten) {
  EXPECT_EQ(fill_arguments("{3} {0} {} {x} { }", {"a", "b"}), "{3} {0} {} {x} { }");
  EXPECT_EQ(fill_arguments("a lone { and }", {}), "a lone { and }");
  EXPECT_EQ(fill_arguments("{1", {"a"}), "{1");
  EXPECT_EQ(fill_arguments("{12}", {"a"}), "{12}");
  EXPECT_EQ(fill_arguments("", {"a"}), "");
}

TEST(Words, EnglishIsCompiledInWhole) {
  const Words words;
  EXPECT_TRUE(words.complete());
  EXPECT_EQ(words.language(), "en");
  EXPECT_EQ(words.problem(), "");
  EXPECT_EQ(words.text(Msg::kHomeClock), "Clock");
  EXPECT_EQ(words.text(Msg::kAboutTitle), "About Flagfall");
}

TEST(Words, TheAppsWordsFormatAndPlural) {
  EXPECT_EQ(text(Msg::kHomeTrainer), "Trainer");
  EXPECT_EQ(format<Msg::kAboutVersion>("1a2b"), "Version: 1a2b");
  EXPECT_EQ(plural<Msg::kAboutOfflineKept>(1, "4 KB"),
            "Kept on this device for offline use: the app, its piece set and its scenarios (1 "
            "file, 4 KB).");
  EXPECT_EQ(plural<Msg::kAboutOfflineKept>(14, std::string("1.3 MB")),
            "Kept on this device for offline use: the app, its piece set and its scenarios (14 "
            "files, 1.3 MB).");
}

TEST(Words, SpanishIsShownOverEnglish) {
  Words words;
  ASSERT_TRUE(words.install(compiled_catalog("es"))) << words.problem();
  EXPECT_EQ(words.language(), "es");
  EXPECT_EQ(words.text(Msg::kHomeClock), "Reloj");
  EXPECT_EQ(words.format(Msg::kAboutOfflineKept, {"1000000", "2,0 MB"}, 1000000),
            "Guardada en este dispositivo para usar sin conexión: la app, sus piezas y sus "
            "escenarios (1000000 de archivos, 2,0 MB).");
  EXPECT_EQ(words.format(Msg::kSizeMegabytesTenths, {"1", "3"}), "1,3 MB");
}

TEST(Words, ATranslationMayReorderItsArguments) {
  const int line = message_line(static_cast<int>(Msg::kSizeKilobytesTenths));
  Words words;
  ASSERT_TRUE(words.install(with_line(compiled_catalog("es"), line, "{2} décimas sobre {1} KB")))
      << words.problem();
  EXPECT_EQ(words.format(Msg::kSizeKilobytesTenths, {"12", "5"}), "5 décimas sobre 12 KB");
}

TEST(Words, ACorruptCatalogLeavesTheAppInEnglishWithItsProblem) {
  Words words;
  const int line = message_line(static_cast<int>(Msg::kHomeClock));
  EXPECT_FALSE(words.install(with_line(compiled_catalog("es"), line, "Rel\\oj")));
  EXPECT_EQ(words.problem(),
            "line " + std::to_string(line) +
                ", column 4: an unknown escape (only \\\\, \\n and \\t are known)");
  EXPECT_EQ(words.language(), "en");
  EXPECT_EQ(words.text(Msg::kHomeClock), "Clock");
  EXPECT_TRUE(words.complete());
}

TEST(Words, ATruncatedCatalogLeavesTheChosenLanguageAsItWas) {
  Words words;
  ASSERT_TRUE(words.install(compiled_catalog("es")));
  const std::string english = compiled_catalog("en");
  EXPECT_FALSE(words.install(english.substr(0, english.size() / 2)));
  EXPECT_NE(words.problem().find("the file is cut short"), std::string::npos) << words.problem();
  EXPECT_EQ(words.text(Msg::kHomeClock), "Reloj");
}

TEST(Words, OnlyAWholeCatalogIsPutIn) {
  Words words = first_screen_english();
  std::string part = with_line(compiled_catalog("es"), 6, "holds 1");
  part = part.substr(0, part.find('\n', part.find("holds 1")) + 1) + "Hay una versión nueva\n";
  EXPECT_FALSE(words.install(part));
  EXPECT_EQ(words.problem(), "it does not hold every message");
  EXPECT_EQ(words.language(), "en");
}

TEST(Words, BeforeEnglishsCatalogArrivesTheRestReadsAnEllipsis) {
  Words words = first_screen_english();
  EXPECT_FALSE(words.complete());
  EXPECT_EQ(words.text(Msg::kHomeAbout), "About and storage");
  EXPECT_EQ(words.text(Msg::kAboutTitle), kNotYetHere);
  EXPECT_EQ(words.format(Msg::kAboutVersion, {"x"}), kNotYetHere);
  ASSERT_TRUE(words.install(compiled_catalog("en")));
  EXPECT_TRUE(words.complete());
  EXPECT_EQ(words.text(Msg::kAboutTitle), "About Flagfall");
}

TEST(Words, SpanishOverAPartOfEnglishIsWhole) {
  Words words = first_screen_english();
  ASSERT_TRUE(words.install(compiled_catalog("es")));
  EXPECT_TRUE(words.complete());
  EXPECT_EQ(words.text(Msg::kAboutTitle), "Acerca de Flagfall");
}

TEST(Words, AChosenLanguagesFirstScreenIsCompiledIn) {
  Words words = first_screen_english();
  ASSERT_TRUE(words.show("es")) << words.problem();
  EXPECT_EQ(words.language(), "es");
  EXPECT_EQ(words.text(Msg::kHomeClock), "Reloj");
  EXPECT_FALSE(words.complete());
  // Beyond the first screen, English's words until Spanish's catalog arrives.
  EXPECT_EQ(words.text(Msg::kAboutTitle), kNotYetHere);
  ASSERT_TRUE(words.install(compiled_catalog("en")));
  EXPECT_EQ(words.language(), "es");
  EXPECT_EQ(words.text(Msg::kAboutTitle), "About Flagfall");
  EXPECT_FALSE(words.complete());
  ASSERT_TRUE(words.install(compiled_catalog("es")));
  EXPECT_TRUE(words.complete());
  EXPECT_EQ(words.text(Msg::kAboutTitle), "Acerca de Flagfall");
}

TEST(Words, EnglishAndBackKeepsTheCatalogThatArrived) {
  Words words;
  ASSERT_TRUE(words.install(compiled_catalog("es")));
  const auto before = words.version();
  ASSERT_TRUE(words.show("en"));
  EXPECT_NE(words.version(), before);
  EXPECT_EQ(words.language(), "en");
  EXPECT_EQ(words.text(Msg::kAboutTitle), "About Flagfall");
  ASSERT_TRUE(words.show("es"));
  EXPECT_TRUE(words.complete());
  EXPECT_EQ(words.text(Msg::kAboutTitle), "Acerca de Flagfall");
}

TEST(Words, ALanguageTheAppDoesNotSpeakChangesNothing) {
  Words words;
  const auto before = words.version();
  EXPECT_FALSE(words.show("fr"));
  EXPECT_FALSE(words.show(""));
  EXPECT_EQ(words.language(), "en");
  EXPECT_EQ(words.version(), before);
}

TEST(Words, EveryLanguageHasItsOwnName) {
  ASSERT_EQ(kLanguages.size(), 2u);
  EXPECT_EQ(kLanguages[0].code, "en");
  EXPECT_EQ(kLanguages[0].name, "English");
  EXPECT_EQ(kLanguages[1].code, "es");
  EXPECT_EQ(kLanguages[1].name, "Español");
}

}  // namespace
}  // namespace flagfall::words
