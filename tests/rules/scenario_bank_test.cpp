// Every scenario in assets/scenarios under every ruleset it is meant for, against the rulings
// worked out from the rulebooks in tests/rules/expected_rulings.json.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "../support/source_root.h"
#include "rules/arbiter.h"
#include "rules/scenario_file.h"

namespace flagfall::rules {
namespace {

using testing_support::kRoot;

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
      outcomes.insert(std::string(outcome_name(got.outcome)) + " " +
                      std::string(reason_name(got.reason)));
      const std::string where = scenario->id + " under " + std::string(ruleset->id);
      EXPECT_EQ(std::string(outcome_name(got.outcome)), want["outcome"].get<std::string>())
          << where;
      if (want.contains("reason")) {
        EXPECT_EQ(std::string(reason_name(got.reason)), want["reason"].get<std::string>()) << where;
      }
      if (want.contains("white_ms")) {
        EXPECT_EQ(got.white_ms, want["white_ms"].get<std::int64_t>()) << where;
      }
      if (want.contains("black_ms")) {
        EXPECT_EQ(got.black_ms, want["black_ms"].get<std::int64_t>()) << where;
      }
      // The rulings a rulebook leaves to the director's judgement are marked so, and only they.
      EXPECT_EQ(got.directors_call, want.value("directors_call", false)) << where;
    }
    if (outcomes.size() > 1) ++differing;
  }
  EXPECT_GE(differing, 40);
}

}  // namespace
}  // namespace flagfall::rules
