// Every ruleset's words come from the catalogs (docs/words.md): each rule, name and source reads a
// text in English and in Spanish, and the Spanish is a translation, not a forgotten copy.
#include <string>
#include <string_view>

#include <gtest/gtest.h>

#include "../words/catalog_files.h"
#include "rules/ruleset.h"
#include "words/words.h"

namespace flagfall::rules {
namespace {

using words::Msg;

words::Words spanish() {
  words::Words w;
  EXPECT_TRUE(w.install(words::test::compiled_catalog("es"))) << w.problem();
  return w;
}

void expect_translated(const words::Words& english, const words::Words& es, Msg id,
                       const std::string& where) {
  const std::string_view en = english.text(id);
  const std::string_view translated = es.text(id);
  EXPECT_FALSE(en.empty()) << where;
  EXPECT_NE(en, "\xE2\x80\xA6") << where << ": no English";
  EXPECT_FALSE(translated.empty()) << where;
  EXPECT_NE(translated, "\xE2\x80\xA6") << where << ": no Spanish";
  EXPECT_NE(translated, en) << where << ": the Spanish is the English: " << en;
}

TEST(RulesetWords, EveryRuleReadsInEnglishAndInSpanish) {
  const words::Words english;
  const words::Words es = spanish();
  ASSERT_EQ(es.language(), "es");
  int rules = 0;
  for (const Ruleset* r : all_rulesets()) {
    const std::string id(r->id);
    expect_translated(english, es, r->name, id + " name");
    expect_translated(english, es, r->source, id + " source");
    for (const Rule& rule : r->rules) {
      expect_translated(english, es, rule.says, id + " " + std::string(rule.number));
      ++rules;
    }
  }
  EXPECT_GT(rules, 180);
}

// Names are names, the same in every language; so are rule numbers, which are data, not words.
TEST(RulesetWords, TheEnglishIsTheAppsWordsNatively) {
  const Ruleset& fide = fide_2023();
  EXPECT_EQ(words::text(fide.rule(Topic::kDeadPosition)->says),
            "A position where neither player could checkmate by any series of legal moves ends "
            "the game at once as a draw, whatever legal move made it.");
  EXPECT_EQ(fide.rule(Topic::kDeadPosition)->number, "5.2.2");
  EXPECT_EQ(fide.short_name, "FIDE 2023");
}

}  // namespace
}  // namespace flagfall::rules
