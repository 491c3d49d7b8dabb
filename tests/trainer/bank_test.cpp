#include <filesystem>

#include <gtest/gtest.h>

#include "../support/source_root.h"
#include "trainer/bank.h"

namespace flagfall::trainer {
namespace {

// A namespace-scope string, not a literal concatenated in place: GCC 12 at -O1 warns
// (-Warray-bounds, a false positive) when it folds a long source path into a temporary.
using testing_support::kRoot;

TEST(TrainerBank, ShipsEveryScenarioFile) {
  std::size_t files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(kRoot + "/assets/scenarios")) {
    if (entry.path().extension() == ".json") ++files;
  }
  const Bank& bank = Bank::builtin();
  EXPECT_TRUE(bank.problems().empty()) << bank.problems().front();
  EXPECT_EQ(bank.scenarios().size(), files);
  EXPECT_EQ(builtin_bank_files().size(), files);
  EXPECT_NE(bank.find("king-adjacent-claim"), nullptr);
  EXPECT_EQ(bank.categories().size(), 9u);
}

TEST(TrainerBank, BadFilesAreReportedNotFatal) {
  const Bank bank =
      Bank::from_files({{"a.json", "{"},
                        {"b.json", "[]"},
                        {"c.json", R"({"id":"x","title":"t","category":"setup","events":[]})"},
                        {"d.json", R"({"id":"x","title":"t","category":"setup","events":[]})"}});
  EXPECT_EQ(bank.scenarios().size(), 1u);
  ASSERT_EQ(bank.problems().size(), 3u);
  EXPECT_EQ(bank.problems()[0], "a.json: malformed JSON");
  EXPECT_NE(bank.problems()[2].find("used twice"), std::string::npos);
}

TEST(TrainerBank, TheBrowsersFileHoldsOneScenarioALine) {
  const std::string king = R"({"id":"k","title":"t","category":"king-adjacent","events":[]})";
  const std::string setup = R"({"id":"s","title":"t","category":"setup","events":[]})";
  const Bank bank = Bank::from_lines("k.json\t" + king + "\n\ns.json\t" + setup + "\n");
  ASSERT_EQ(bank.scenarios().size(), 2u);
  EXPECT_EQ(bank.scenarios()[0].id, "k");
  EXPECT_EQ(bank.scenarios()[1].category, "setup");
  EXPECT_TRUE(bank.problems().empty());
}

TEST(TrainerBank, ALineWithoutATabOrABadScenarioIsReportedByWhere) {
  const std::string ok = R"({"id":"k","title":"t","category":"king-adjacent","events":[]})";
  const Bank bank = Bank::from_lines("no tab here\nbad.json\t{\nk.json\t" + ok);
  EXPECT_EQ(bank.scenarios().size(), 1u);
  ASSERT_EQ(bank.problems().size(), 2u);
  EXPECT_EQ(bank.problems()[0], "line 1: no tab between the file name and its text");
  EXPECT_EQ(bank.problems()[1], "bad.json: malformed JSON");
  EXPECT_TRUE(Bank::from_lines("").empty());
}

TEST(TrainerBank, TheNativeBuildsBankIsCompiledInSoNothingIsInstalledOverIt) {
  const std::size_t before = Bank::builtin().scenarios().size();
  EXPECT_FALSE(Bank::install_builtin("x.json\t{}"));
  EXPECT_EQ(Bank::builtin().scenarios().size(), before);
}

TEST(TrainerBank, AScenarioIsMeantForRulesetsByTheirTypedId) {
  rules::Scenario any;
  EXPECT_TRUE(meant_for(any, rules::RulesetId::kFide2023));
  EXPECT_TRUE(meant_for(any, "fide-2023"));
  EXPECT_TRUE(meant_for(any, "no-such-ruleset"));
  EXPECT_EQ(first_ruleset_id(any), "uscf-2020");
  rules::Scenario fide_only;
  fide_only.rulesets = {"fide-2023", "sacramento-2005"};
  for (const rules::Ruleset* r : rules::all_rulesets()) {
    const bool meant =
        r->key == rules::RulesetId::kFide2023 || r->key == rules::RulesetId::kSacramento2005;
    EXPECT_EQ(meant_for(fide_only, r->key), meant) << r->id;
    EXPECT_EQ(meant_for(fide_only, r->id), meant) << r->id;
  }
  EXPECT_FALSE(meant_for(fide_only, "no-such-ruleset"));
  EXPECT_EQ(first_ruleset_id(fide_only), "fide-2023");
}

}  // namespace
}  // namespace flagfall::trainer
