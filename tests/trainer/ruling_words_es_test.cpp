// The words match the ruling in Spanish as well (issue 40): with the Spanish catalog installed,
// every line of every bank scenario's log under every ruleset is rendered again from its data, and
// its Spanish sentence states the same facts as its English one: the sides it names ("blancas",
// "negras"), the rules it cites (numbers are never translated) and nothing else, and the same
// amounts of time, to a tenth of a second with a decimal comma ("58,0 s").
#include <algorithm>
#include <regex>
#include <set>
#include <string>

#include <gtest/gtest.h>

#include "../support/ruling_words.h"
#include "../words/catalog_files.h"
#include "rules/arbiter.h"
#include "rules/ruling.h"
#include "trainer/bank.h"
#include "trainer/replay.h"
#include "words/words.h"

namespace flagfall::trainer {
namespace in_spanish {
namespace {

using testing_words::Amounts;

// The app's words in Spanish while it lives; English again after.
struct InSpanish {
  InSpanish() {
    EXPECT_TRUE(words::app_words().install(words::test::compiled_catalog("es")))
        << words::app_words().problem();
  }
  ~InSpanish() { words::app_words() = words::Words(); }
};

// "un minuto más", "dos minutos", "58,0 s" in milliseconds.
std::int64_t amount_ms_es(const std::string& count, const std::string& seconds) {
  if (!seconds.empty()) {
    std::string dotted = seconds;
    std::replace(dotted.begin(), dotted.end(), ',', '.');
    return static_cast<std::int64_t>(std::stod(dotted) * 1000 + 0.5);
  }
  if (count == "un") return 60'000;
  if (count == "dos") return 120'000;
  return 60'000LL * std::stoll(count);
}

// The time changes a Spanish line states, as changes_in_explanation reads an English one.
Amounts changes_in_line_es(const std::string& text) {
  static const std::string kAmount = R"((?:(un|dos|\d+) minutos?(?: más)?|(\d+(?:,\d)?) s))";
  using testing_words::Pattern;
  static const std::vector<Pattern> kPatterns = {
      {std::regex("(blancas|negras) reciben " + kAmount), 2, 1, +1},
      {std::regex(kAmount + " añadidos? a las (blancas|negras)"), 1, 3, +1},
      {std::regex(kAmount + " quitados? a las (blancas|negras)"), 1, 3, -1},
      {std::regex("les cuesta " + kAmount + " a las (blancas|negras)"), 1, 3, -1},
      {std::regex("quita " + kAmount + " del reloj de las (blancas|negras)"), 1, 3, -1},
      {std::regex("añade " + kAmount + " al reloj de las (blancas|negras)"), 1, 3, +1},
  };
  Amounts out;
  testing_words::add_changes(text, kPatterns, out, amount_ms_es, "blancas");
  return out;
}

// The sides a sentence names, in its language's words.
std::set<std::string> sides_named(const std::string& text, const char* white, const char* black) {
  std::set<std::string> out;
  if (text.find(white) != std::string::npos) out.insert("white");
  if (text.find(black) != std::string::npos) out.insert("black");
  return out;
}

struct Tally {
  int lines = 0;
  int amounts = 0;  // lines that state an amount of time
  int changes = 0;  // lines that change a clock's time
  int sides = 0;    // lines that name a side
  int rules = 0;    // lines that cite a rule
};

void check_line_es(const rules::LogEntry& line, const std::string& es, Tally& tally) {
  SCOPED_TRACE("\"" + line.text + "\" in Spanish: \"" + es + "\"");
  ++tally.lines;
  EXPECT_NE(es, line.text) << "the Spanish is the English";
  // The sides: the same ones as the English names, in Spanish words.
  const std::set<std::string> sides = sides_named(line.text, "White", "Black");
  EXPECT_EQ(sides_named(es, "blancas", "negras"), sides);
  if (!sides.empty()) ++tally.sides;
  // The rules: each one the line rests on is cited, and nothing else is.
  for (const std::string* rule : {&line.rule, &line.also}) {
    if (!rule->empty()) {
      EXPECT_NE(es.find(*rule), std::string::npos) << *rule;
    }
  }
  if (!line.rule.empty()) ++tally.rules;
  static const std::regex kCitation(
      R"((USCF 11-[0-9a-z]+|USCF summary [0-9A-Za-z]+|Scholastic [0-9]+[a-z0-9]*|Sacramento [0-9]+[a-z]*|FIDE [0-9A-Z]+(?:\.[0-9]+)*))");
  for (auto it = std::sregex_iterator(es.begin(), es.end(), kCitation);
       it != std::sregex_iterator(); ++it) {
    const std::string cited = (*it)[1].str();
    EXPECT_TRUE(cited == line.rule || cited == line.also) << cited << " is cited";
  }
  // The amounts: every time shown, with a decimal comma and none with a point, and the changes
  // of time the same as the English states.
  static const std::regex kSecondsEn(R"((\d+\.\d) s\b)");
  static const std::regex kSecondsEs(R"((\d+),(\d) s\b)");
  EXPECT_FALSE(std::regex_search(es, kSecondsEn)) << "an amount with a decimal point";
  std::vector<std::string> en_amounts, es_amounts;
  for (auto it = std::sregex_iterator(line.text.begin(), line.text.end(), kSecondsEn);
       it != std::sregex_iterator(); ++it) {
    en_amounts.push_back((*it)[1].str());
  }
  for (auto it = std::sregex_iterator(es.begin(), es.end(), kSecondsEs);
       it != std::sregex_iterator(); ++it) {
    es_amounts.push_back((*it)[1].str() + "." + (*it)[2].str());
  }
  std::sort(en_amounts.begin(), en_amounts.end());
  std::sort(es_amounts.begin(), es_amounts.end());
  EXPECT_EQ(es_amounts, en_amounts) << "the amounts of time shown";
  const Amounts changes = testing_words::changes_in_explanation(line.text);
  EXPECT_EQ(changes_in_line_es(es), changes) << "the changes of time";
  if (!en_amounts.empty() || changes != Amounts{}) ++tally.amounts;
  if (changes != Amounts{}) ++tally.changes;
}

TEST(TrainerRulingWordsSpanish, EveryLineStatesTheSameSidesRulesAndAmounts) {
  // The rulings, in English (the lines' data and their English sentences).
  std::vector<rules::LogEntry> lines;
  for (const rules::Scenario& s : Bank::builtin().scenarios()) {
    for (const rules::Ruleset* r : rules::all_rulesets()) {
      const rules::Ruling ruling = replay(s, *r).ruling;
      lines.insert(lines.end(), ruling.log.begin(), ruling.log.end());
    }
  }
  Tally tally;
  {
    const InSpanish spanish;
    ASSERT_EQ(words::app_words().language(), "es");
    for (const rules::LogEntry& line : lines) check_line_es(line, rules::render_line(line), tally);
  }
  // English again once the Spanish is gone.
  EXPECT_EQ(rules::render_line(lines.front()), lines.front().text);
  std::printf(
      "Spanish lines checked: %d (%d name a side, %d cite a rule, %d state time, %d change it)\n",
      tally.lines, tally.sides, tally.rules, tally.amounts, tally.changes);
  EXPECT_GT(tally.lines, 5000);
  EXPECT_GT(tally.amounts, 1000);
  EXPECT_GT(tally.changes, 100);
}

// The issue's example: a clock set too high, reduced by the TD, in Spanish.
TEST(TrainerRulingWordsSpanish, TheTdsReductionReadsInSpanish) {
  const rules::Scenario& s = *Bank::builtin().find("setup-clock-set-too-high");
  const rules::Ruling ruling = replay(s, *rules::find_ruleset("uscf-summary")).ruling;
  const InSpanish spanish;
  std::string all;
  for (const rules::LogEntry& line : ruling.log) all += rules::render_line(line) + "\n";
  EXPECT_NE(all.find("El director quita 58,0 s del reloj de las blancas"), std::string::npos)
      << all;
  EXPECT_NE(all.find("(USCF summary 3)"), std::string::npos) << all;
}

// A game's log is said again in the words on show when they change (in the page, English's whole
// catalog arrives after the first frame, perhaps after a saved game was replayed; a language may
// be chosen during a game), and two replays of one game compare equal whatever words each was
// first said in.
TEST(TrainerRulingWordsSpanish, AGamesLogFollowsTheWordsOnShow) {
  const rules::Scenario& s = *Bank::builtin().find("setup-clock-set-too-high");
  const rules::Ruleset& ruleset = *rules::find_ruleset("uscf-summary");
  const rules::Arbiter english = rules::replay_scenario(s, ruleset);
  const std::string said = english.ruling(0).log.back().text;
  std::vector<rules::LogEntry> log_in_spanish;
  {
    const InSpanish spanish;
    const rules::Ruling r = english.ruling(0);
    EXPECT_EQ(r.log.back().text, rules::render_line(r.log.back()));
    EXPECT_NE(r.log.back().text, said);
    EXPECT_NE(r.log.back().text.find("El director"), std::string::npos) << r.log.back().text;
    const rules::Arbiter spanish_replay = rules::replay_scenario(s, ruleset);
    log_in_spanish = spanish_replay.log();
    EXPECT_EQ(english.log(), spanish_replay.log());
  }
  EXPECT_EQ(english.ruling(0).log.back().text, said);
  EXPECT_NE(log_in_spanish.back().text, said);
}

}  // namespace
}  // namespace in_spanish
}  // namespace flagfall::trainer
