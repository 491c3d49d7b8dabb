// The words match the ruling (issue 25, point 2): over every bank scenario under every ruleset
// (each question's side-by-side rows cover all seven) and a sample of fresh variants,
// - the amounts of time in an answer's words add up to the ruling's time changes, side by side;
// - the rule shown is a clause the ruling rests on: its number is the one cited, its paraphrase
//   is that number's clause on the topic of the deciding ruling, and the words cite it;
// - no internal id (a move's reason code, an offence, a category, a scenario's id) reaches the
//   words a user reads.
#include <fstream>
#include <regex>
#include <set>

#include <gtest/gtest.h>

#include "../support/ruling_words.h"
#include "../support/source_root.h"
#include "chess/move_check.h"
#include "rules/ruling.h"
#include "trainer/bank.h"
#include "trainer/question.h"
#include "trainer/replay.h"
#include "trainer/variants.h"
#include "words/words.h"

namespace flagfall::trainer {
namespace {

using testing_words::Amounts;
using testing_words::changes_in_answer;
using testing_words::changes_in_explanation;
using testing_words::clause_topics;
using testing_words::internal_ids;
using testing_words::leaked_id;

// The line a ruling rests on, found as a reader would: the deciding line, else the last line
// that cites a rule, the set-up's aside (the control in force decides no ruling).
const rules::LogEntry* rests_on(const rules::Ruling& ruling) {
  if (ruling.decided_by) return &ruling.log[*ruling.decided_by];
  for (std::size_t i = ruling.log.size(); i-- > 0;) {
    const rules::LogEntry& line = ruling.log[i];
    if (!line.rule.empty() && line.what != rules::Happening::kSetUp &&
        line.what != rules::Happening::kControlOutsideLimits)
      return &line;
  }
  return nullptr;
}

struct Tally {
  std::set<std::string> pairs;   // scenario|ruleset rows checked for a ruling
  int amounts = 0;               // rows whose answer changed time
  int rules = 0;                 // rows whose rule was checked
  std::set<std::string> silent;  // scenario|ruleset rows shown with no rule
};

// The table "Rulings that rest on no rule" of docs/rules-audit.md, as scenario|ruleset pairs: the
// rulings on the bank whose rulebook says nothing that decides them (issue 39, point 2).
std::set<std::string> documented_silent_rulings() {
  std::ifstream in(testing_support::kRoot + "/docs/rules-audit.md");
  std::set<std::string> out;
  std::string line;
  bool in_table = false;
  const auto backticked = [](const std::string& cell) {
    std::vector<std::string> words;
    for (std::size_t at = cell.find('`'); at != std::string::npos;) {
      const std::size_t close = cell.find('`', at + 1);
      if (close == std::string::npos) break;
      words.push_back(cell.substr(at + 1, close - at - 1));
      at = cell.find('`', close + 1);
    }
    return words;
  };
  while (std::getline(in, line)) {
    if (line.rfind("## ", 0) == 0) in_table = line == "## Rulings that rest on no rule";
    if (!in_table || line.rfind("| `", 0) != 0) continue;
    const std::size_t second = line.find('|', 1);
    const std::size_t third = line.find('|', second + 1);
    for (const std::string& ruleset : backticked(line.substr(1, second - 1))) {
      for (const std::string& id : backticked(line.substr(second + 1, third - second - 1)))
        out.insert(id + "|" + ruleset);
    }
  }
  return out;
}

void check_row(const rules::Scenario& s, const RulesetAnswer& row, Tally& tally) {
  const rules::Ruleset& ruleset = *rules::find_ruleset(row.ruleset);
  SCOPED_TRACE(s.id + " under " + row.ruleset);
  const Verdict v = rule_on(s, ruleset);
  // The amounts in the words.
  if (v.ruling.outcome == rules::Outcome::kPlayOn) {
    const Amounts want{v.adjustments.white_ms, v.adjustments.black_ms};
    EXPECT_EQ(changes_in_answer(row.answer.text), want) << row.answer.text;
    if (v.adjustments.any()) {
      ++tally.amounts;
      EXPECT_EQ(changes_in_explanation(row.explanation), want) << row.explanation;
    }
  }
  // The rule shown.
  const rules::LogEntry* line = rests_on(v.ruling);
  if (row.rule.empty()) {
    // Only where the ruling rests on no rule, and only where the rulebook says nothing that
    // decides the case: the rulings docs/rules-audit.md lists.
    EXPECT_TRUE(line == nullptr || line->rule.empty())
        << "no rule shown, though the ruling rests on: " << line->text;
    static const std::set<std::string> documented = documented_silent_rulings();
    EXPECT_TRUE(documented.count(s.id + "|" + row.ruleset))
        << "a ruling with no rule that docs/rules-audit.md does not list as one the rulebook is "
           "silent on: "
        << row.explanation;
    tally.silent.insert(s.id + "|" + row.ruleset);
    return;
  }
  ++tally.rules;
  EXPECT_EQ(row.rule, ruleset.cite_number(row.rule_number));
  std::set<rules::Topic> shown;  // the topics of the clauses with that number and paraphrase
  for (const rules::Rule& r : ruleset.rules) {
    if (r.number == row.rule_number && words::text(r.says) == row.rule_says) shown.insert(r.topic);
  }
  ASSERT_FALSE(shown.empty()) << row.rule
                              << " shown with a paraphrase not its own: " << row.rule_says;
  ASSERT_NE(line, nullptr) << row.rule << " shown, though no ruling rests on a rule";
  const std::optional<std::set<rules::Topic>> topics = clause_topics(*line);
  ASSERT_TRUE(topics.has_value())
      << "no clause is known for the ruling \"" << line->text
      << "\": add its kind to clause_topics() in tests/support/ruling_words.h";
  EXPECT_TRUE(
      std::any_of(shown.begin(), shown.end(), [&](rules::Topic t) { return topics->count(t) > 0; }))
      << row.rule << " is shown as \"" << row.rule_says << "\", not the clause \"" << line->text
      << "\" rests on";
  EXPECT_NE(row.explanation.find(row.rule), std::string::npos)
      << "the words do not cite the rule shown, " << row.rule << ": " << row.explanation;
}

void check_texts(const Question& q, const std::vector<std::string>& ids) {
  std::vector<std::string> texts = {q.situation,         q.prompt,
                                    variant_text(q),     q.scenario.title,
                                    q.scenario.question, q.scenario.notes};
  for (const Choice& c : q.choices) texts.push_back(c.answer.text);
  for (const RulesetAnswer& r : q.comparison) {
    texts.insert(texts.end(), {r.name, r.answer.text, r.rule, r.rule_says, r.explanation});
  }
  for (const Step& step : q.replay.steps) {
    texts.insert(texts.end(), step.happened.begin(), step.happened.end());
    texts.insert(texts.end(), step.rulings.begin(), step.rulings.end());
    for (const Scene* scene : {&step.asked, &step.ruled}) {
      if (scene->last_move && !scene->last_move->illegal.empty())
        texts.push_back(illegal_move_words(scene->last_move->illegal));
    }
  }
  for (const std::string& text : texts) {
    const std::optional<std::string> id = leaked_id(text, ids);
    EXPECT_FALSE(id.has_value()) << q.card() << ": \"" << id.value_or("") << "\" in: " << text;
  }
}

void check_scenario(const rules::Scenario& s, const std::vector<std::string>& ids, Tally& tally) {
  for (const rules::Ruleset* r : rules::rulesets_for(s)) {
    for (const QuestionKind kind : question_kinds(s, *r)) {
      const std::optional<Question> q = make_question(s, *r, kind, 3);
      ASSERT_TRUE(q.has_value());
      check_texts(*q, ids);
      if (kind != QuestionKind::kRuling) continue;
      for (const RulesetAnswer& row : q->comparison) {
        if (tally.pairs.insert(s.id + "|" + row.ruleset).second) check_row(s, row, tally);
      }
    }
  }
}

TEST(TrainerRulingWords, EveryRulingsWordsMatchItUnderEveryRuleset) {
  const Bank& bank = Bank::builtin();
  const std::vector<std::string> ids = internal_ids(bank);
  Tally tally;
  for (const rules::Scenario& s : bank.scenarios()) check_scenario(s, ids, tally);
  std::printf("ruling words: %zu scenario-ruleset pairs, %d with time changes, %d rules shown\n",
              tally.pairs.size(), tally.amounts, tally.rules);
  // Every scenario under every ruleset, except where no ruleset asks for a ruling.
  EXPECT_GE(tally.pairs.size(), bank.scenarios().size() * rules::all_rulesets().size() - 7);
  // The list of rulings with no rule has no row that no ruling needs.
  EXPECT_EQ(tally.silent, documented_silent_rulings());
}

// Every line a learner can see, in the timeline (each step's rulings are the log's lines, in
// order) and in the log, matches what it reports (issue 39, point 1): the side it names is the one
// that acted; every rule its words cite is one the line rests on, and each it rests on is cited;
// the clause is one a ruling of its kind may rest on; every amount of time it states is the
// line's own (the time set, the time left or taken, their difference, or the minute of blitz).
void check_line(const rules::LogEntry& line, std::size_t at, const std::string& where) {
  SCOPED_TRACE(where + ", line " + std::to_string(at) + ": " + line.text);
  using H = rules::Happening;
  const bool sideless = line.by == rules::Actor::kTd || line.what == H::kSetUp ||
                        line.what == H::kControlOutsideLimits ||
                        line.what == H::kFivefoldRepetition || line.what == H::kSeventyFiveMoves ||
                        line.what == H::kFivefoldRepetitionUnclaimed ||
                        line.what == H::kSeventyFiveMovesUnclaimed;
  if (!sideless) {
    // The side that acted, or for a stalemate the side stalemated.
    const rules::Actor named =
        line.what != H::kStalemates
            ? line.by
            : (line.by == rules::Actor::kWhite ? rules::Actor::kBlack : rules::Actor::kWhite);
    EXPECT_NE(line.text.find(named == rules::Actor::kWhite ? "White" : "Black"), std::string::npos)
        << "the line does not name the side it is about";
  }
  for (const std::string* rule : {&line.rule, &line.also}) {
    if (!rule->empty()) {
      EXPECT_NE(line.text.find(*rule), std::string::npos) << *rule;
    }
  }
  static const std::regex kCitation(
      R"((USCF 11-[0-9a-z]+|USCF summary [0-9A-Za-z]+|Scholastic [0-9]+[a-z0-9]*|Sacramento [0-9]+[a-z]*|FIDE [0-9A-Z]+(?:\.[0-9]+)*))");
  for (auto it = std::sregex_iterator(line.text.begin(), line.text.end(), kCitation);
       it != std::sregex_iterator(); ++it) {
    const std::string cited = (*it)[1].str();
    EXPECT_TRUE(cited == line.rule || cited == line.also)
        << cited << " is cited, but the line rests on \"" << line.rule << "\" and \"" << line.also
        << "\"";
  }
  if (line.topic) {
    const std::optional<std::set<rules::Topic>> topics = clause_topics(line);
    if (topics) {
      EXPECT_TRUE(topics->count(*line.topic)) << "cited for a topic not its kind's";
    }
  }
  static const std::regex kSeconds(R"((\d+\.\d) s\b)");
  const std::set<std::int64_t> own = {line.ms, line.ms2, std::abs(line.ms - line.ms2), 60'000};
  for (auto it = std::sregex_iterator(line.text.begin(), line.text.end(), kSeconds);
       it != std::sregex_iterator(); ++it) {
    const auto ms = static_cast<std::int64_t>(std::stod((*it)[1].str()) * 1000 + 0.5);
    EXPECT_TRUE(own.count(ms) > 0 || std::any_of(own.begin(), own.end(),
                                                 [&](std::int64_t v) {
                                                   return v / 100 ==
                                                          ms / 100;  // shown to a tenth of a second
                                                 }))
        << (*it)[0].str() << " is none of the line's own amounts (" << line.ms << ", " << line.ms2
        << " ms)";
  }
}

TEST(TrainerRulingWords, EveryLineOfTheLogAndTimelineMatchesWhatItReports) {
  int lines = 0;
  for (const rules::Scenario& s : Bank::builtin().scenarios()) {
    for (const rules::Ruleset* r : rules::all_rulesets()) {
      const Replay shown = replay(s, *r);
      const rules::Ruling& ruling = shown.ruling;
      std::vector<std::string> timeline;
      for (const Step& step : shown.steps)
        timeline.insert(timeline.end(), step.rulings.begin(), step.rulings.end());
      std::vector<std::string> logged;
      for (const rules::LogEntry& line : ruling.log) logged.push_back(line.text);
      EXPECT_EQ(timeline, logged) << s.id << " under " << r->id;
      for (std::size_t i = 0; i < ruling.log.size(); ++i, ++lines)
        check_line(ruling.log[i], i, s.id + " under " + std::string(r->id));
    }
  }
  std::printf("log and timeline lines checked: %d\n", lines);
  EXPECT_GT(lines, 5000);
}

TEST(TrainerRulingWords, FreshVariantsWordsMatchTheirRulings) {
  const Bank& bank = Bank::builtin();
  const std::vector<std::string> ids = internal_ids(bank);
  Tally tally;
  int made = 0;
  for (const rules::Scenario& s : bank.scenarios()) {
    if (!s.variant_template) continue;
    const VariantIntent intent = intent_of(s);
    Rng rng(0x5eed + s.id.size());
    for (int attempt = 0; attempt < 30; ++attempt) {
      std::optional<rules::Scenario> v = generate_variant(s, *s.variant_template, intent, rng);
      if (!v) continue;
      ++made;
      check_scenario(*v, ids, tally);
      break;
    }
  }
  std::printf("ruling words in variants: %d variants, %zu scenario-ruleset pairs\n", made,
              tally.pairs.size());
  EXPECT_GE(made, 30);
}

// The issue's three examples.
TEST(TrainerRulingWords, TheIssuesExamplesSayWhatTheRulingIs) {
  const Bank& bank = Bank::builtin();
  const auto asked = [&](std::string_view id, std::string_view ruleset) {
    const std::optional<Question> q =
        make_question(*bank.find(id), *rules::find_ruleset(ruleset), QuestionKind::kRuling, 1);
    EXPECT_TRUE(q.has_value()) << id;
    return q->asked();
  };
  // Two illegal moves under the Variation: a minute each, two in all.
  const RulesetAnswer twice = asked("illegal-move-second-offence", "uscf-summary-variation");
  EXPECT_EQ(twice.answer.text, "Play on; two minutes to Black");
  EXPECT_NE(twice.explanation.find("In all: two minutes to Black."), std::string::npos)
      << twice.explanation;
  // A clock set too high under the summary: the exception that lets the TD reduce excess time.
  const RulesetAnswer reduced = asked("setup-clock-set-too-high", "uscf-summary");
  EXPECT_EQ(reduced.answer.text, "Play on; 58 s off White");
  EXPECT_EQ(reduced.rule, "USCF summary 3");
  EXPECT_NE(reduced.rule_says.find("reduce"), std::string::npos) << reduced.rule_says;
  EXPECT_NE(reduced.explanation.find("takes 58.0 s off White's clock"), std::string::npos)
      << reduced.explanation;
}

}  // namespace
}  // namespace flagfall::trainer
