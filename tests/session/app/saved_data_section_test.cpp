// The About sheet's saved data: each kind with its size, and the user's own deleted kind by kind
// after a question that says to export first.
#include "session/app/saved_data_section.h"

#include <gtest/gtest.h>

#include "session/app/saved_data.h"

namespace flagfall::session {
namespace {

TEST(SavedDataSection, SaysSizesInKilobytesNeverZeroForSomething) {
  EXPECT_EQ(size_in_words(0), "nothing");
  EXPECT_EQ(size_in_words(1), "0.1 KB");
  EXPECT_EQ(size_in_words(1'234), "1.3 KB");
  EXPECT_EQ(size_in_words(9'950), "10 KB");
  EXPECT_EQ(size_in_words(123'456), "124 KB");
  EXPECT_EQ(size_in_words(5'242'880), "5.2 MB");
}

TEST(SavedDataSection, SortsEveryKeyIntoItsKind) {
  EXPECT_EQ(stored_kind(kClockKey), StoredKind::kGame);
  EXPECT_EQ(stored_kind(kTrainerKey), StoredKind::kTrainer);
  EXPECT_EQ(stored_kind(kMyScenariosKey), StoredKind::kCases);
  for (const std::string_view aside : {kClockKeptAsideKey, kTrainerKeptAsideKey, kBeforeImportKey})
    EXPECT_EQ(stored_kind(aside), StoredKind::kKeptAside);
  EXPECT_EQ(stored_kind("another.page"), StoredKind::kOther);
  // Every key a saved-data file holds is Flagfall's.
  for (const std::string_view key : saved_keys()) EXPECT_NE(stored_kind(key), StoredKind::kOther);
}

TEST(SavedDataSection, ListsEachKindWithItsSizeAndADeleteForTheUsersOwn) {
  SavedDataSection saved;
  EXPECT_TRUE(saved.wants_sizes());
  saved.set_sizes({2'100, 12'000, 0, 0, 0});
  EXPECT_FALSE(saved.wants_sizes());
  auto rows = saved.rows();
  ASSERT_EQ(rows.size(), 3u);  // nothing kept aside, nothing of another page's: not listed
  EXPECT_STREQ(rows[0].label, "Game on the clock, its settings and saved controls");
  EXPECT_EQ(rows[0].size, "2.1 KB");
  EXPECT_EQ(rows[0].remove, nullptr);  // the game is never deleted from here
  EXPECT_STREQ(rows[1].remove, "saved.delete.trainer");
  EXPECT_EQ(rows[2].remove, nullptr);  // no cases: nothing to delete
  saved.set_sizes({2'100, 12'000, 40'000, 300, 9'000'000});
  rows = saved.rows();
  ASSERT_EQ(rows.size(), 5u);
  EXPECT_STREQ(rows[2].remove, "saved.delete.cases");
  EXPECT_STREQ(rows[3].remove, "saved.delete.aside");
  EXPECT_EQ(rows[4].size, "9.0 MB");
  EXPECT_EQ(rows[4].remove, nullptr);
}

TEST(SavedDataSection, DeletesOnlyAfterTheQuestion) {
  SavedDataSection saved;
  EXPECT_FALSE(saved.activate("saved.delete.game"));
  EXPECT_FALSE(saved.activate("saved.delete.other"));
  EXPECT_TRUE(saved.activate("saved.delete"));  // nothing asked: nothing deleted
  EXPECT_FALSE(saved.take_delete());
  EXPECT_TRUE(saved.activate("saved.delete.cases"));
  EXPECT_EQ(saved.question(),
            "Delete every case in My scenarios for good? Export all saved data first to keep a "
            "copy: what you delete here is gone from this browser.");
  EXPECT_TRUE(saved.activate("saved.keep"));
  EXPECT_FALSE(saved.asking());
  EXPECT_FALSE(saved.take_delete());
  saved.activate("saved.delete.trainer");
  saved.activate("saved.delete");
  EXPECT_EQ(saved.take_delete(), StoredKind::kTrainer);
  EXPECT_FALSE(saved.take_delete());

  Mirror m;
  saved.activate("saved.delete.aside");
  saved.set_sizes({1, 1, 1, 1, 0});
  saved.mirror(m);
  EXPECT_EQ(m.intents(),
            (std::vector<std::string>{"saved.delete.trainer", "saved.delete.cases",
                                      "saved.delete.aside", "saved.delete", "saved.keep"}));
}

}  // namespace
}  // namespace flagfall::session
