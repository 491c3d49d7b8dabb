// The category the trainer files a game under: what decided it, read from the scenario's events
// and the arbiter's log as data.
#include "rules/scenario_category.h"

#include <set>

#include <gtest/gtest.h>

#include "rules/arbiter.h"
#include "rules/scenario_file.h"

namespace flagfall::rules {
namespace {

std::string category_of_bank_scenario(const std::string& id) {
  const auto scenario = rules::load_scenario_file(std::string(FLAGFALL_SOURCE_DIR) +
                                                  "/assets/scenarios/" + id + ".json");
  EXPECT_TRUE(scenario) << scenario.error();
  const rules::Arbiter arbiter = rules::replay_scenario(*scenario, rules::uscf_2020());
  return std::string(category_of(*scenario, arbiter.log()));
}

TEST(TrainerCategory, FilesAGameUnderWhatDecidedIt) {
  EXPECT_EQ(category_of_bank_scenario("king-adjacent-claim"), "king-adjacent");
  EXPECT_EQ(category_of_bank_scenario("illegal-move-claimed"), "illegal-move");
  EXPECT_EQ(category_of_bank_scenario("simultaneous-flag-and-illegal-claims"),
            "simultaneous-claims");
  EXPECT_EQ(category_of_bank_scenario("promotion-improper-press-restart"), "promotion-pause");
  EXPECT_EQ(category_of_bank_scenario("penalty-knocked-clock"), "penalties");
  EXPECT_EQ(category_of_bank_scenario("flag-fall-claimed"), "flag-fall");
}

}  // namespace
}  // namespace flagfall::rules

namespace flagfall::rules {
namespace {

// Issue 25: a category reaches the screen by its name, never its id.
TEST(TrainerCategory, EveryCategoryHasAName) {
  std::set<std::string_view> names;
  for (const std::string_view id : rules::scenario_categories()) {
    const std::string_view name = category_title(id);
    EXPECT_NE(name, id);
    EXPECT_NE(name, "Other") << id;
    EXPECT_TRUE(names.insert(name).second) << "two categories named " << name;
  }
  EXPECT_EQ(category_title("no-such-category"), "Other");
}

}  // namespace
}  // namespace flagfall::rules
