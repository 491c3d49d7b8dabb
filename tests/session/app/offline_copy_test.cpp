// The offline copy as the page reports it, and its words on Home, in About and in the mirror.
#include "session/app/offline_copy.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cmath>
#include <string>

#include "../../support/instants.h"
#include "../../support/state_of.h"
#include "session/app/app_session.h"
#include "session/app/home_session.h"
#include "session/mirror.h"

namespace flagfall::session {
namespace {

using ::flagfall::testing_support::kStart;
using ::flagfall::testing_support::state_of;

TEST(OfflineCopy, ThePagesNumbersAreCheckedBeforeTheyAreBelieved) {
  const OfflineCopy ready = offline_copy_from(4, 14, 1363149);
  EXPECT_EQ(ready.state, OfflineState::kReady);
  EXPECT_EQ(ready.files, 14);
  EXPECT_EQ(ready.bytes, 1363149);
  for (const int bad : {-1, 6, 99}) {
    EXPECT_EQ(offline_copy_from(bad, 1, 1).state, OfflineState::kUnknown) << bad;
  }
  const OfflineCopy nonsense = offline_copy_from(5, -3, std::nan(""));
  EXPECT_EQ(nonsense.state, OfflineState::kFailed);
  EXPECT_EQ(nonsense.files, 0);
  EXPECT_EQ(nonsense.bytes, 0);
  EXPECT_EQ(offline_copy_from(4, 1, -5).bytes, 0);
  EXPECT_EQ(offline_copy_from(4, 1, 1e300).bytes, 0);
}

TEST(OfflineCopy, HomeSaysInOneShortLineWhereTheCopyStands) {
  EXPECT_EQ(offline_line(OfflineState::kUnknown), "") << "nothing before the page knows";
  EXPECT_EQ(offline_line(OfflineState::kReady), "Ready to use offline");
  EXPECT_EQ(offline_line(OfflineState::kSaving), "Saving for offline use\xE2\x80\xA6");
  EXPECT_EQ(offline_line(OfflineState::kUpdating),
            "Saving the new version for offline use\xE2\x80\xA6");
  for (const OfflineState state : {OfflineState::kUnsupported, OfflineState::kFailed}) {
    const std::string line(offline_line(state));
    EXPECT_NE(line.find("offline"), std::string::npos) << line;
    EXPECT_LE(line.size(), 40u) << line;
  }
}

TEST(OfflineCopy, AboutSaysWhatIsKeptAndItsSize) {
  EXPECT_EQ(offline_text({}), "");
  EXPECT_EQ(offline_text(offline_copy_from(4, 14, 1363149)),
            "Kept on this device for offline use: the app, its piece set and its scenarios (14 "
            "files, 1.3 MB).");
  const std::string updating = offline_text(offline_copy_from(3, 14, 1363149));
  EXPECT_NE(updating.find("(14 files, 1.3 MB)"), std::string::npos) << updating;
  EXPECT_NE(updating.find("new version"), std::string::npos) << updating;
  EXPECT_NE(offline_text(offline_copy_from(1, 0, 0)).find("https"), std::string::npos);
  EXPECT_NE(offline_text(offline_copy_from(5, 0, 0)).find("tries again"), std::string::npos);
  EXPECT_NE(offline_text(offline_copy_from(2, 0, 0)).find("Being saved"), std::string::npos);
}

TEST(OfflineCopy, SizesReadAsPeopleReadThem) {
  EXPECT_EQ(size_text(0), "0 KB");
  EXPECT_EQ(size_text(1000), "1 KB");
  EXPECT_EQ(size_text(820 * 1024), "820 KB");
  EXPECT_EQ(size_text(1024 * 1024 - 513), "1023 KB");
  EXPECT_EQ(size_text(1024 * 1024 - 512), "1.0 MB") << "never 1024 KB";
  EXPECT_EQ(size_text(1363149), "1.3 MB");
  EXPECT_EQ(size_text(std::int64_t{25} * 1024 * 1024), "25.0 MB");
}

TEST(OfflineCopy, TheHomeSessionHoldsItForTheTestHookAndTheMirror) {
  HomeSession home;
  nlohmann::json state = state_of(home);
  EXPECT_EQ(state["offline"], "unknown");
  EXPECT_EQ(state["offline_line"], "");
  EXPECT_EQ(home_mirror(home).all_text().find("offline"), std::string::npos);

  home.set_offline(offline_copy_from(4, 14, 1363149));
  state = state_of(home);
  EXPECT_EQ(state["offline"], "ready");
  EXPECT_EQ(state["offline_line"], "Ready to use offline");
  EXPECT_EQ(state["offline_text"], offline_text(home.installation().offline));
  EXPECT_NE(home_mirror(home).all_text().find("Ready to use offline"), std::string::npos);
  EXPECT_EQ(home.take_offline_news(), "") << "already ready when the page started: nothing new";
}

TEST(OfflineCopy, TheEndOfSavingIsSaidOnceOnHomeOnly) {
  AppSession app;
  app.home().set_offline(offline_copy_from(2, 0, 0));
  EXPECT_TRUE(app.take_announcements().empty()) << "saving is shown, not said";
  app.home().set_offline(offline_copy_from(4, 14, 1363149));
  const std::vector<Announcement> said = app.take_announcements();
  ASSERT_EQ(said.size(), 1u);
  EXPECT_EQ(said[0].text, "Ready to use offline");
  EXPECT_FALSE(said[0].assertive);
  EXPECT_TRUE(app.take_announcements().empty()) << "once";

  // A new version saved while the players are on the clock: nothing is said over the game.
  app.home().set_offline(offline_copy_from(3, 14, 1363149));
  app.activate("home.clock", kStart);
  app.after_frame(kStart);
  ASSERT_EQ(app.screen(), Destination::kClock);
  app.home().set_offline(offline_copy_from(4, 14, 1363150));
  EXPECT_TRUE(app.take_announcements().empty());

  // A first copy that could not be saved is said too.
  AppSession other;
  other.home().set_offline(offline_copy_from(2, 0, 0));
  other.home().set_offline(offline_copy_from(5, 0, 0));
  ASSERT_EQ(other.take_announcements().size(), 1u);
}

}  // namespace
}  // namespace flagfall::session
