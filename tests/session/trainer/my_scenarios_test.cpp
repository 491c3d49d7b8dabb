// My scenarios: add, ask before replacing, keep both, delete, and a save that survives damage.
#include "session/trainer/my_scenarios.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "rules/scenario_writer.h"
#include "trainer/bank.h"

namespace flagfall::session {
namespace {

rules::Scenario case_named(const std::string& id, const std::string& title) {
  rules::Scenario s = *trainer::Bank::builtin().find("king-adjacent-claim");
  s.id = id;
  s.title = title;
  return s;
}

TEST(MyScenarios, AddsListsAndDeletes) {
  MyScenarios store;
  EXPECT_EQ(store.add(case_named("a", "First")), MyScenarios::Added::kAdded);
  EXPECT_EQ(store.add(case_named("b", "Second")), MyScenarios::Added::kAdded);
  EXPECT_TRUE(store.take_unsaved_change());
  EXPECT_FALSE(store.take_unsaved_change());
  ASSERT_EQ(store.cases().size(), 2u);
  EXPECT_EQ(store.cases()[1].title, "Second");
  EXPECT_TRUE(store.remove("a"));
  EXPECT_FALSE(store.remove("a"));
  EXPECT_TRUE(store.take_unsaved_change());
  ASSERT_EQ(store.cases().size(), 1u);
  EXPECT_EQ(store.find("b")->title, "Second");
  EXPECT_EQ(store.find("a"), nullptr);
}

TEST(MyScenarios, ATakenIdAsksBeforeReplacingAndNothingChangesUntilAnswered) {
  MyScenarios store;
  store.add(case_named("board-4", "Saturday, board 4"));
  (void)store.take_unsaved_change();
  EXPECT_EQ(store.add(case_named("board-4", "From a link")), MyScenarios::Added::kAsksToReplace);
  EXPECT_EQ(store.replace_question(), "Replace \"Saturday, board 4\" (board-4) in My scenarios?");
  EXPECT_EQ(store.find("board-4")->title, "Saturday, board 4") << "not replaced yet";
  EXPECT_FALSE(store.take_unsaved_change());

  store.cancel_replace();
  EXPECT_FALSE(store.replace_question());
  EXPECT_EQ(store.find("board-4")->title, "Saturday, board 4");

  store.add(case_named("board-4", "From a link"));
  store.keep_both();
  ASSERT_EQ(store.cases().size(), 2u);
  EXPECT_EQ(store.find("board-4")->title, "Saturday, board 4");
  EXPECT_EQ(store.find("board-4-2")->title, "From a link");

  store.add(case_named("board-4", "Corrected"));
  store.confirm_replace();
  EXPECT_EQ(store.cases().size(), 2u);
  EXPECT_EQ(store.find("board-4")->title, "Corrected");
  EXPECT_TRUE(store.take_unsaved_change());
}

TEST(MyScenarios, TheSaveRestoresEveryCaseAsItWas) {
  MyScenarios store;
  store.add(case_named("a", "First"));
  rules::Scenario templated = *trainer::Bank::builtin().find("king-adjacent-bishop-claimant");
  store.add(templated);
  MyScenarios again;
  EXPECT_EQ(again.restore(store.save()), std::nullopt);
  ASSERT_EQ(again.cases().size(), 2u);
  for (std::size_t i = 0; i < 2; ++i) {
    EXPECT_EQ(rules::scenario_to_json(again.cases()[i]), rules::scenario_to_json(store.cases()[i]));
  }
  EXPECT_EQ(again.save(), store.save());
}

TEST(MyScenarios, ACorruptCaseIsKeptAsideNamedAndTheOthersRestored) {
  MyScenarios store;
  store.add(case_named("a", "First"));
  store.add(case_named("b", "Second"));
  store.add(case_named("c", "Third"));
  nlohmann::json saved = nlohmann::json::parse(store.save());
  saved["cases"][1]["events"][0]["t"] = -5;
  MyScenarios again;
  EXPECT_EQ(again.restore(saved.dump()),
            "case 2 (\"b\"): event 0: \"t\" out of range (0..1099511627776); kept aside, the "
            "others restored");
  ASSERT_EQ(again.cases().size(), 2u);
  EXPECT_EQ(again.cases()[0].id, "a");
  EXPECT_EQ(again.cases()[1].id, "c");
  ASSERT_EQ(again.kept_aside().size(), 1u);
  EXPECT_NE(again.kept_aside()[0].find("\"Second\""), std::string::npos);
  EXPECT_TRUE(again.take_unsaved_change());
  // The case kept aside survives the next save and reload.
  MyScenarios third;
  EXPECT_EQ(third.restore(again.save()), std::nullopt);
  EXPECT_EQ(third.cases().size(), 2u);
  EXPECT_EQ(third.kept_aside(), again.kept_aside());
}

TEST(MyScenarios, ASaveThatIsNotOneLeavesTheStoreAndKeepsTheTextAside) {
  MyScenarios store;
  store.add(case_named("a", "First"));
  EXPECT_EQ(store.restore("{\"format\":\"flagfall-my-scenarios\",\"cases\""), "not readable JSON");
  EXPECT_EQ(store.cases().size(), 1u);
  ASSERT_EQ(store.kept_aside().size(), 1u);
  EXPECT_EQ(store.restore("{\"format\":\"flagfall-live-game\"}"), "not a save of My scenarios");
  EXPECT_EQ(store.restore(R"({"format":"flagfall-my-scenarios","version":9,"cases":[]})"),
            "saved by another version of the app");
  EXPECT_EQ(store.cases().size(), 1u);
  EXPECT_EQ(store.kept_aside().size(), 3u);
  nlohmann::json twice = nlohmann::json::parse(store.save());
  twice["cases"].push_back(twice["cases"][0]);
  MyScenarios again;
  EXPECT_EQ(again.restore(twice.dump()),
            "case 2 (\"a\"): the id is used twice; kept aside, the others restored");
}

}  // namespace
}  // namespace flagfall::session
