// The share sheet as a model: its controls follow what it can share, and what the page did with
// the link is said in its words.
#include "session/trainer/sheets/share_sheet.h"

#include <gtest/gtest.h>

namespace flagfall::session {
namespace {

TEST(ShareSheetModel, OffersTheLinkAndTheFileWhenItHasThem) {
  ShareSheet sheet;
  sheet.title = "Board 4";
  EXPECT_TRUE(sheet.controls().empty());
  EXPECT_FALSE(sheet.share_link());
  EXPECT_FALSE(sheet.download());
  sheet.link = "https://flagfall.example/#case=abc";
  sheet.file_name = "board-4.json";
  sheet.file_text = "{}";
  const std::vector<TrainerControl> controls = sheet.controls();
  ASSERT_EQ(controls.size(), 2u);
  EXPECT_EQ(controls[0].label, "Share or copy the link");
  EXPECT_EQ(trainer_intents().id(controls[0].intent), "share.link");
  EXPECT_EQ(controls[1].label, "Download board-4.json");
  EXPECT_EQ(trainer_intents().id(controls[1].intent), "share.file");
  const auto download = sheet.download();
  ASSERT_TRUE(download);
  EXPECT_EQ(download->kind, "download");
  EXPECT_EQ(download->text, "{}");
}

TEST(ShareSheetModel, SharingAgainForgetsWhatThePageSaidLastTime) {
  ShareSheet sheet;
  sheet.title = "Board 4";
  sheet.link = "https://flagfall.example/#case=abc";
  EXPECT_EQ(sheet.link_shared("copied"), "Link copied.");
  EXPECT_EQ(sheet.outcome, "Link copied.");
  EXPECT_EQ(sheet.link_shared("nonsense"), "");
  EXPECT_EQ(sheet.outcome, "Link copied.") << "a word it has not changes nothing";
  const auto request = sheet.share_link();
  ASSERT_TRUE(request);
  EXPECT_EQ(request->kind, "share");
  EXPECT_EQ(request->text, sheet.link);
  EXPECT_EQ(sheet.outcome, "");
}

}  // namespace
}  // namespace flagfall::session
