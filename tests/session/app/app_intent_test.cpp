#include "session/app/app_intent.h"

#include <gtest/gtest.h>

#include "session/app/saved_data_section.h"

namespace flagfall::session {
namespace {

// Every intent with an id, each argument in range: its id reads back to the same intent.
TEST(AppIntent, EveryIdReadsBackToItsIntent) {
  int ids = 0;
  for (int a = 0; a <= static_cast<int>(AppAction::kStorageOk); ++a) {
    for (int arg = 0; arg < kStoredKinds + 2; ++arg) {
      const AppIntent intent{static_cast<AppAction>(a), arg};
      const std::string id = intent_id(intent);
      if (id.empty()) continue;
      ++ids;
      const std::optional<AppIntent> back = app_intent(id);
      ASSERT_TRUE(back) << id;
      EXPECT_EQ(intent_id(*back), id);
      EXPECT_EQ(back->action, intent.action) << id;
    }
  }
  EXPECT_GT(ids, 15);
}

TEST(AppIntent, ReadsTheIdsThePageAndTheMirrorUse) {
  EXPECT_EQ(app_intent("home.clock"), AppIntent(AppAction::kOpenClock));
  EXPECT_EQ(app_intent("home.update"), AppIntent(AppAction::kApplyUpdate));
  EXPECT_EQ(app_intent("saved.delete"), AppIntent(AppAction::kDelete));
  EXPECT_EQ(app_intent("saved.delete.cases"),
            AppIntent(AppAction::kAskDelete, static_cast<int>(StoredKind::kCases)));
  EXPECT_EQ(app_intent("storage.take-over"), AppIntent(AppAction::kTakeOver));
  EXPECT_TRUE(is_storage_action(AppAction::kStorageOk));
  EXPECT_FALSE(is_storage_action(AppAction::kKeep));
  for (const char* id : {"", "home.", "home.elsewhere", "saved.delete.", "saved.delete.nothing",
                         "saved.", "saved.2", "storage.", "clock.white"}) {
    EXPECT_EQ(app_intent(id), std::nullopt) << id;
  }
}

}  // namespace
}  // namespace flagfall::session
