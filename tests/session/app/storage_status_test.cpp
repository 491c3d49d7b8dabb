// What the player is told about the browser's storage: a failed save at once and once, naming what
// is at risk; the storage switched off, once, until read; a tab that only views the game.
#include "session/app/storage_status.h"

#include <gtest/gtest.h>

namespace flagfall::session {
namespace {

TEST(StorageStatus, NamesWhatIsAtRiskForEachSaveThatFails) {
  StorageStatus status;
  EXPECT_FALSE(status.notice(false));
  status.written(Save::kCases, false, false);
  EXPECT_EQ(status.notice(false)->text,
            "Not saved: this browser has no room left for Flagfall. This case is not saved.");
  status.written(Save::kTrainer, false, false);
  status.written(Save::kGame, false, true);
  EXPECT_EQ(status.notice(false)->text,
            "Not saved: this browser has no room left for Flagfall. This game will not survive a "
            "reload. This case is not saved. This result is not kept.");
  // A clock with no game under way risks only its settings.
  status.written(Save::kGame, false, false);
  EXPECT_NE(status.notice(false)->text.find("The clock's settings are not saved."),
            std::string::npos);
  // Said, assertively, each time what is at risk changed; the notice offers to make room.
  const auto said = status.take_announcements();
  ASSERT_EQ(said.size(), 4u);
  EXPECT_TRUE(said[0].assertive);
  EXPECT_EQ(said[3].text, status.notice(false)->text);
  // The same again is not said again.
  status.written(Save::kGame, false, false);
  status.written(Save::kCases, false, false);
  EXPECT_TRUE(status.take_announcements().empty());
  EXPECT_EQ(status.notice(false)->actions, (AppControls{{"Make room", AppAction::kMakeRoom}}));
}

TEST(StorageStatus, AFailedSaveIsTriedAgainAndItsReturnSaid) {
  StorageStatus status;
  status.written(Save::kGame, false, true);
  EXPECT_TRUE(status.take_retry(Save::kGame));
  EXPECT_FALSE(status.take_retry(Save::kGame));
  status.take_announcements();
  status.written(Save::kGame, true, true);
  EXPECT_FALSE(status.failing_any());
  EXPECT_FALSE(status.take_retry(Save::kGame));
  const auto said = status.take_announcements();
  ASSERT_EQ(said.size(), 1u);
  EXPECT_EQ(said[0].text, "Saved again: nothing is at risk.");
  EXPECT_FALSE(said[0].assertive);
}

TEST(StorageStatus, AStorageSwitchedOffIsSaidOnceUntilRead) {
  StorageStatus status;
  status.set_blocked();
  status.set_blocked();
  const auto said = status.take_announcements();
  ASSERT_EQ(said.size(), 1u);
  EXPECT_EQ(said[0].text.rfind("Nothing will be kept in this browser", 0), 0u);
  ASSERT_TRUE(status.notice(true));
  EXPECT_EQ(status.notice(true)->text, said[0].text);
  EXPECT_EQ(status.notice(true)->actions[0].intent, AppAction::kStorageOk);
  // Its failures are not said again as failures.
  status.written(Save::kGame, false, true);
  EXPECT_TRUE(status.take_announcements().empty());
  EXPECT_EQ(status.notice(false)->text, said[0].text);
  status.dismiss();
  EXPECT_FALSE(status.notice(false));
  EXPECT_FALSE(status.notice(true));
}

TEST(StorageStatus, AViewerTabSaysWhyAndOffersToTakeTheGameOver) {
  StorageStatus status;
  status.set_role(TabRole::kPending);
  EXPECT_FALSE(status.writes());
  EXPECT_FALSE(status.notice(false));  // nothing to say while the page asks
  status.set_role(TabRole::kViewer);
  EXPECT_TRUE(status.viewer());
  EXPECT_EQ(status.notice(false)->text,
            "Flagfall is open in another tab, which runs the game. This tab only shows it: it "
            "neither presses nor saves.");
  EXPECT_EQ(status.notice(false)->actions, (AppControls{{"Take over here", AppAction::kTakeOver}}));
  EXPECT_EQ(status.notice(true)->actions, (AppControls{{"Take over here", AppAction::kTakeOver},
                                                       {"Home", AppAction::kStorageHome}}));
  status.set_role(TabRole::kWriter);
  status.set_role(TabRole::kTakenOver);
  EXPECT_EQ(status.notice(false)->text,
            "Another tab took the game over. This tab only shows it now: it neither presses nor "
            "saves.");
  const auto said = status.take_announcements();
  ASSERT_EQ(said.size(), 3u);
  EXPECT_EQ(said[1].text, "This tab runs the game now, and saves it.");
  EXPECT_EQ(said[2].text, status.notice(false)->text);
}

}  // namespace
}  // namespace flagfall::session
