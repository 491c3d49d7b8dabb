// How much of each ruleset the scenario bank's rulings cite (rules/rule_coverage.h, the figure
// `flagfall-arbiter coverage` prints), and which rules are not counted because no ruling can rest
// on them.
#include <algorithm>
#include <filesystem>
#include <set>

#include <gtest/gtest.h>

#include "../support/source_root.h"
#include "rules/arbiter.h"
#include "rules/rule_coverage.h"
#include "rules/scenario_file.h"

namespace flagfall::rules {
namespace {

using testing_support::kRoot;

std::vector<Scenario> bank_scenarios() {
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(kRoot + "/assets/scenarios")) {
    files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  std::vector<Scenario> out;
  for (const auto& path : files) {
    auto scenario = load_scenario_file(path.string());
    if (scenario) out.push_back(*scenario);
  }
  return out;
}

const std::vector<RulesetCoverage>& bank_coverage() {
  static const std::vector<RulesetCoverage> coverage = rule_coverage(bank_scenarios());
  return coverage;
}

TEST(RuleCoverage, TheBanksRulingsCiteAtLeastNinetyPercentOfTheRulingRules) {
  int cited = 0;
  int ruling = 0;
  for (const RulesetCoverage& c : bank_coverage()) {
    cited += c.cited();
    ruling += c.ruling_rules();
    // No ruleset is left behind: each at least four rules in five.
    EXPECT_GE(5 * c.cited(), 4 * c.ruling_rules()) << c.ruleset->id;
  }
  EXPECT_GE(10 * cited, 9 * ruling) << cited << " of " << ruling;
}

// The rules no ruling can rest on, typed in the data: the blitz definition, the clock as
// equipment, the scope of the FIDE appendix. Anything else a ruleset states counts.
TEST(RuleCoverage, OnlyTheseRulesAreNotRulingRules) {
  std::set<std::string> not_ruling;
  for (const RulesetCoverage& c : bank_coverage()) {
    for (const CoveredRule& r : c.rules) {
      if (r.use != RuleUse::kRuling) not_ruling.insert(c.ruleset->cite_number(r.number));
    }
  }
  const std::set<std::string> expected = {"USCF 11-intro", "USCF 11-2a",    "USCF 11-6c",
                                          "Scholastic 5a", "Scholastic 9c", "Sacramento 7b",
                                          "FIDE B.3"};
  EXPECT_EQ(not_ruling, expected);
}

// A rule number a ruleset states under several topics counts once, and as a ruling rule when any
// of its entries is one (Scholastic 24 fills gaps, and it is also where repetition claims come
// from).
TEST(RuleCoverage, ANumberCountsOnceAndRulesIfAnyOfItsEntriesDoes) {
  for (const RulesetCoverage& c : bank_coverage()) {
    std::set<std::string_view> numbers;
    for (const CoveredRule& r : c.rules) EXPECT_TRUE(numbers.insert(r.number).second) << r.number;
    for (const Rule& rule : c.ruleset->rules) EXPECT_EQ(numbers.count(rule.number), 1u);
  }
  const RulesetCoverage& scholastic = bank_coverage()[4];
  ASSERT_EQ(scholastic.ruleset, &scholastic_2018());
  const auto gaps = std::find_if(scholastic.rules.begin(), scholastic.rules.end(),
                                 [](const CoveredRule& r) { return r.number == "24"; });
  ASSERT_NE(gaps, scholastic.rules.end());
  EXPECT_EQ(gaps->use, RuleUse::kRuling);
}

// A rule is cited by a scenario only when the scenario is meant for the ruleset: the side-by-side
// answers of rulesets a scenario leaves out are no rulings the bank stands behind.
TEST(RuleCoverage, OnlyScenariosMeantForTheRulesetCount) {
  const auto bank = bank_scenarios();
  for (const RulesetCoverage& c : bank_coverage()) {
    for (const CoveredRule& r : c.rules) {
      for (const std::string& id : r.scenarios) {
        const auto s =
            std::find_if(bank.begin(), bank.end(), [&](const Scenario& x) { return x.id == id; });
        ASSERT_NE(s, bank.end());
        const auto meant = rulesets_for(*s);
        EXPECT_NE(std::find(meant.begin(), meant.end(), c.ruleset), meant.end())
            << id << " under " << c.ruleset->id;
      }
    }
  }
}

// A rule counts only where a ruling or a penalty rests on it: the set-up line names the control
// in force, which rules on nothing (issue 39, point 7). Before, every scenario "cited" USCF 11-1a,
// FIDE B.1 and the summary's opening through that line alone.
TEST(RuleCoverage, TheSetUpLineCoversNoRule) {
  const auto quiet = parse_scenario(R"({"id":"quiet","title":"t","category":"setup","events":[
      {"t":1000,"by":"white","do":"move","uci":"e2e4"},{"t":1000,"by":"white","do":"press"}]})");
  ASSERT_TRUE(quiet) << quiet.error().message();
  for (const RulesetCoverage& c : rule_coverage({*quiet})) {
    for (const CoveredRule& r : c.rules) {
      EXPECT_TRUE(r.scenarios.empty()) << c.ruleset->cite_number(r.number);
    }
  }
  // A penalty rests on its rule, and counts.
  const auto penalty = parse_scenario(R"({"id":"banging","title":"t","category":"penalties",
      "events":[{"t":100,"by":"td","do":"penalty","against":"white","offence":"banging"}]})");
  ASSERT_TRUE(penalty) << penalty.error().message();
  const RulesetCoverage& fide = rule_coverage({*penalty}).back();
  ASSERT_EQ(fide.ruleset, &fide_2023());
  int cited = 0;
  for (const CoveredRule& r : fide.rules) cited += r.scenarios.empty() ? 0 : 1;
  EXPECT_EQ(cited, 1);
}

TEST(RuleCoverage, PercentagesRoundDownToATenth) {
  EXPECT_EQ(percentage(126, 159), "79.2%");
  EXPECT_EQ(percentage(2, 3), "66.6%");
  EXPECT_EQ(percentage(5, 5), "100.0%");
  EXPECT_EQ(percentage(0, 0), "-");
}

}  // namespace
}  // namespace flagfall::rules
