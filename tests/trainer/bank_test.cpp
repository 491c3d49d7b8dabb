#include <filesystem>

#include <gtest/gtest.h>

#include "trainer/bank.h"

namespace flagfall::trainer {
namespace {

// A namespace-scope string, not a literal concatenated in place: GCC 12 at -O1 warns
// (-Warray-bounds, a false positive) when it folds a long source path into a temporary.
const std::string kRoot = FLAGFALL_SOURCE_DIR;

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

}  // namespace
}  // namespace flagfall::trainer
