// Every scenario in assets/scenarios under every ruleset it is meant for, against the rulings
// worked out from the rulebooks in tests/rules/expected_rulings.json.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "rules/arbiter.h"
#include "rules/scenario_file.h"

namespace flagfall::rules {
namespace {

const std::string kRoot = FLAGFALL_SOURCE_DIR;

// A scenario and a ruleset whose expected ruling (written from the rulebook) the arbiter does not
// give yet. RulingsMatchTheRulebooks skips these pairs so the suite stays green until the fix
// lands; SkipListsNameBankCases prints the ones the arbiter has come to agree with.
struct AwaitingFix {
  const char* scenario;
  const char* ruleset;
};

// TEMPORARY, until issue 16's fixes (another helper's work) are merged; then the lead removes it.
const std::vector<AwaitingFix> kAwaitingIssue16 = {
    // 16.1: both flags down draws when the second flag falls (USCF 11-8c, Scholastic 11a3,
    // Sacramento 10c), whatever claim brings the director; the arbiter finds it only on a time
    // claim and denies the repetition claim.
    {"flag-both-down-then-repetition-claim", "uscf-2020"},
    {"flag-both-down-then-repetition-claim", "uscf-earlier"},
    {"flag-both-down-then-repetition-claim", "scholastic-2018"},
    {"flag-both-down-then-repetition-claim", "sacramento-2005"},
    // 16.2: a forced win is more than a forced mate. Rd8+ skewers king and rook and wins the rook,
    // so Scholastic 11c1 and Sacramento 10f deny the claim; the arbiter finds no forced mate and
    // draws.
    {"draw-claim-identical-rooks-skewer", "scholastic-2018"},
    {"draw-claim-identical-rooks-skewer", "sacramento-2005"},
    // 16.4: FIDE never lets a king set up on d1 castle (3.8.2, A.5.1.2); the arbiter allows it
    // within the first ten moves.
    {"setup-swapped-king-castles-early", "fide-2023"},
};

// TEMPORARY: rulings where the arbiter differs from the rulebook that are not among issue 16's
// points (found while the bank grew to 120; described in the helper's report).
const std::vector<AwaitingFix> kArbiterDiffersFromRulebook = {
    // Scholastic 11c3 and Sacramento 10h let the king-and-pawn blockade be claimed as a draw
    // without saying by whom (Scholastic 17: either player may appeal); the arbiter accepts the
    // claim only from the defending king's side.
    {"draw-claim-pawn-blockade-by-pawn-side", "scholastic-2018"},
    {"draw-claim-pawn-blockade-by-pawn-side", "sacramento-2005"},
};

bool awaiting_fix(const std::string& scenario, std::string_view ruleset) {
  for (const auto* list : {&kAwaitingIssue16, &kArbiterDiffersFromRulebook}) {
    for (const AwaitingFix& a : *list) {
      if (scenario == a.scenario && ruleset == a.ruleset) return true;
    }
  }
  return false;
}

nlohmann::json expected_rulings() {
  std::ifstream in(kRoot + "/tests/rules/expected_rulings.json");
  std::stringstream text;
  text << in.rdbuf();
  return nlohmann::json::parse(text.str());
}

std::vector<std::filesystem::path> scenario_files() {
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(kRoot + "/assets/scenarios")) {
    if (entry.path().extension() == ".json") files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

TEST(ScenarioBank, HasEnoughScenariosPerCategory) {
  std::map<std::string, int> per_category;
  for (const auto& path : scenario_files()) {
    const auto scenario = load_scenario_file(path.string());
    ASSERT_TRUE(scenario) << scenario.error();
    EXPECT_EQ(path.stem().string(), scenario->id);
    ++per_category[scenario->category];
  }
  EXPECT_GE(scenario_files().size(), 120u);
  for (std::string_view category : scenario_categories())
    EXPECT_GE(per_category[std::string(category)], 8) << category;
}

TEST(ScenarioBank, EveryMeantRulesetHasAnExpectedRuling) {
  const nlohmann::json expected = expected_rulings();
  for (const auto& path : scenario_files()) {
    const auto scenario = load_scenario_file(path.string());
    ASSERT_TRUE(scenario) << scenario.error();
    ASSERT_TRUE(expected.contains(scenario->id)) << scenario->id;
    std::set<std::string> meant;
    for (const Ruleset* r : rulesets_for(*scenario)) meant.insert(std::string(r->id));
    std::set<std::string> listed;
    for (const auto& [id, value] : expected[scenario->id].items()) listed.insert(id);
    EXPECT_EQ(meant, listed) << scenario->id;
  }
}

TEST(ScenarioBank, RulingsMatchTheRulebooks) {
  const nlohmann::json expected = expected_rulings();
  int differing = 0;
  for (const auto& path : scenario_files()) {
    const auto scenario = load_scenario_file(path.string());
    ASSERT_TRUE(scenario) << scenario.error();
    std::set<std::string> outcomes;
    for (const Ruleset* ruleset : rulesets_for(*scenario)) {
      const nlohmann::json& want = expected[scenario->id][std::string(ruleset->id)];
      const Ruling got = adjudicate(*scenario, *ruleset);
      outcomes.insert(std::string(outcome_name(got.outcome)) + " " + got.reason);
      if (awaiting_fix(scenario->id, ruleset->id)) continue;
      const std::string where = scenario->id + " under " + std::string(ruleset->id);
      EXPECT_EQ(std::string(outcome_name(got.outcome)), want["outcome"].get<std::string>())
          << where;
      if (want.contains("reason")) {
        EXPECT_EQ(got.reason, want["reason"].get<std::string>()) << where;
      }
      if (want.contains("white_ms")) {
        EXPECT_EQ(got.white_ms, want["white_ms"].get<std::int64_t>()) << where;
      }
      if (want.contains("black_ms")) {
        EXPECT_EQ(got.black_ms, want["black_ms"].get<std::int64_t>()) << where;
      }
    }
    if (outcomes.size() > 1) ++differing;
  }
  EXPECT_GE(differing, 40);
}

// Every entry of the lists above names a bank scenario, a ruleset it is meant for and an
// expectation the arbiter contradicts; an entry the arbiter now agrees with is printed, to be
// taken off the list.
TEST(ScenarioBank, SkipListsNameBankCases) {
  const nlohmann::json expected = expected_rulings();
  for (const auto* list : {&kAwaitingIssue16, &kArbiterDiffersFromRulebook}) {
    for (const AwaitingFix& a : *list) {
      const std::string where = std::string(a.scenario) + " under " + a.ruleset;
      const auto scenario = load_scenario_file(kRoot + "/assets/scenarios/" + a.scenario + ".json");
      ASSERT_TRUE(scenario) << where;
      const Ruleset* ruleset = find_ruleset(a.ruleset);
      ASSERT_NE(ruleset, nullptr) << where;
      const auto meant = rulesets_for(*scenario);
      EXPECT_NE(std::find(meant.begin(), meant.end(), ruleset), meant.end()) << where;
      ASSERT_TRUE(expected[a.scenario].contains(a.ruleset)) << where;
      const nlohmann::json& want = expected[a.scenario][a.ruleset];
      const Ruling got = adjudicate(*scenario, *ruleset);
      bool agrees = std::string(outcome_name(got.outcome)) == want["outcome"].get<std::string>();
      if (want.contains("reason")) agrees = agrees && got.reason == want["reason"];
      if (want.contains("white_ms")) agrees = agrees && got.white_ms == want["white_ms"];
      if (want.contains("black_ms")) agrees = agrees && got.black_ms == want["black_ms"];
      if (agrees)
        std::printf("[ skip list ] %s: the arbiter now agrees; remove it\n", where.c_str());
    }
  }
}

}  // namespace
}  // namespace flagfall::rules
