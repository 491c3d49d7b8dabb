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
  EXPECT_EQ(stored_kind(kEventKey), StoredKind::kEvent);
  for (const std::string_view aside :
       {kClockKeptAsideKey, kTrainerKeptAsideKey, kEventKeptAsideKey, kBeforeImportKey})
    EXPECT_EQ(stored_kind(aside), StoredKind::kKeptAside);
  EXPECT_EQ(stored_kind("another.page"), StoredKind::kOther);
  // Every key a saved-data file holds is Flagfall's.
  for (const std::string_view key : saved_keys()) EXPECT_NE(stored_kind(key), StoredKind::kOther);
}

// A control as the page or the mirror names it.
bool act(SavedDataSection& saved, std::string_view id) {
  const std::optional<AppIntent> intent = app_intent(id);
  return intent && saved.apply(*intent);
}

TEST(SavedDataSection, ListsEachKindWithItsSizeAndADeleteForTheUsersOwn) {
  SavedDataSection saved;
  EXPECT_TRUE(saved.wants_sizes());
  saved.set_sizes({2'100, 12'000, 0, 0, 0, 0});
  EXPECT_FALSE(saved.wants_sizes());
  auto rows = saved.rows();
  ASSERT_EQ(rows.size(),
            3u);  // no event, nothing kept aside, nothing of another page's: not listed
  EXPECT_EQ(rows[0].label, "Game on the clock, its settings and saved controls");
  EXPECT_EQ(rows[0].size, "2.1 KB");
  EXPECT_FALSE(rows[0].removable);  // the game is never deleted from here
  ASSERT_TRUE(rows[1].removable);
  EXPECT_EQ(intent_id(rows[1].delete_intent()), "saved.delete.trainer");
  EXPECT_FALSE(rows[2].removable);  // no cases: nothing to delete
  saved.set_sizes({2'100, 12'000, 40'000, 5'000, 300, 9'000'000});
  rows = saved.rows();
  ASSERT_EQ(rows.size(), 6u);
  ASSERT_TRUE(rows[2].removable);
  EXPECT_EQ(intent_id(rows[2].delete_intent()), "saved.delete.cases");
  EXPECT_EQ(rows[3].label, "Event results");
  ASSERT_TRUE(rows[3].removable);
  EXPECT_EQ(intent_id(rows[3].delete_intent()), "saved.delete.event");
  ASSERT_TRUE(rows[4].removable);
  EXPECT_EQ(intent_id(rows[4].delete_intent()), "saved.delete.aside");
  EXPECT_EQ(rows[5].size, "9.0 MB");
  EXPECT_FALSE(rows[5].removable);
}

TEST(SavedDataSection, DeletesOnlyAfterTheQuestion) {
  SavedDataSection saved;
  EXPECT_FALSE(act(saved, "saved.delete.game"));
  EXPECT_FALSE(act(saved, "saved.delete.other"));
  EXPECT_TRUE(act(saved, "saved.delete"));  // nothing asked: nothing deleted
  EXPECT_FALSE(saved.take_delete());
  EXPECT_TRUE(act(saved, "saved.delete.cases"));
  EXPECT_EQ(saved.question(),
            "Delete every case in My scenarios for good? Export all saved data first to keep a "
            "copy: what you delete here is gone from this browser.");
  EXPECT_TRUE(act(saved, "saved.keep"));
  EXPECT_FALSE(saved.asking());
  EXPECT_FALSE(saved.take_delete());
  act(saved, "saved.delete.trainer");
  act(saved, "saved.delete");
  EXPECT_EQ(saved.take_delete(), StoredKind::kTrainer);
  EXPECT_FALSE(saved.take_delete());

  Mirror m;
  act(saved, "saved.delete.aside");
  saved.set_sizes({1, 1, 1, 0, 1, 0});
  saved.mirror(m);
  EXPECT_EQ(m.intents(),
            (std::vector<std::string>{"saved.delete.trainer", "saved.delete.cases",
                                      "saved.delete.aside", "saved.delete", "saved.keep"}));
}

}  // namespace
}  // namespace flagfall::session
