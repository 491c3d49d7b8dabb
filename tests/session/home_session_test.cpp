// The home screen's intents.
#include "session/home_session.h"

#include <gtest/gtest.h>

namespace flagfall::session {
namespace {

TEST(HomeSession, OpensTheClockOrTheTrainerOnce) {
  HomeSession home;
  EXPECT_FALSE(home.take_open().has_value());
  home.open_clock();
  EXPECT_EQ(home.take_open(), Destination::kClock);
  EXPECT_FALSE(home.take_open().has_value()) << "once";
  home.open_trainer();
  EXPECT_EQ(home.take_open(), Destination::kTrainer);
}

}  // namespace
}  // namespace flagfall::session
