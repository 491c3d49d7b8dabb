// The clock for the ear and the keyboard: live announcements (never the seconds), keys timed by
// their own events, intents by id, and the mirror of the clock screen.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "../../support/text_checks.h"
#include "clock_session_support.h"
#include "session/clock/clock_session.h"

namespace flagfall::session {
namespace {

using testing_support::A;
using testing_support::act;
using testing_support::act_id;
using testing_support::frame_at;
using testing_support::kStart;
using testing_support::session_with;
using testing_support::start;

using ::flagfall::testing_support::has;

TEST(ClockAccess, SpacePressesForTheRunningSideTimedByTheKeyEvent) {
  ClockSession s = session_with("uscf-2020", "1+0");
  EXPECT_TRUE(s.key(Key::kSpace, kStart));  // starts White's clock, as Black's press would
  ASSERT_TRUE(s.started());
  EXPECT_EQ(s.half_view(chess::Color::White, kStart + 1).running, true);
  EXPECT_TRUE(s.key(Key::kSpace, kStart + 1'234));  // White presses
  EXPECT_EQ(s.remaining(chess::Color::White, kStart + 5'000), 60'000 - 1'234);
  EXPECT_TRUE(s.half_view(chess::Color::Black, kStart + 5'000).running);
  EXPECT_TRUE(s.player_key("ShiftLeft", kStart + 6'000)) << "White's key: not White's turn";
  EXPECT_TRUE(s.half_view(chess::Color::Black, kStart + 6'001).running);
  EXPECT_TRUE(s.player_key("ShiftRight", kStart + 6'500));
  EXPECT_EQ(s.remaining(chess::Color::Black, kStart + 9'000), 60'000 - (6'500 - 1'234));
  EXPECT_TRUE(s.half_view(chess::Color::White, kStart + 9'000).running);
}

TEST(ClockAccess, PPausesAndResumesAndEachIsAnnouncedOnce) {
  ClockSession s = session_with("uscf-2020", "1+0");
  start(s);
  EXPECT_TRUE(s.key(Key::kP, kStart + 2'000));
  EXPECT_EQ(s.bar_view(kStart + 2'001), BarView::kResume);
  EXPECT_EQ(frame_at(s, kStart + 2'001), (std::vector<Announcement>{{"Clocks paused.", false}}));
  EXPECT_TRUE(s.key(Key::kP, kStart + 4'000));
  EXPECT_EQ(s.bar_view(kStart + 4'001), BarView::kPause);
  EXPECT_EQ(frame_at(s, kStart + 4'001), (std::vector<Announcement>{{"Clocks running.", false}}));
  EXPECT_EQ(s.remaining(chess::Color::White, kStart + 5'000), 60'000 - 3'000);
}

TEST(ClockAccess, AFlagFallIsAnnouncedOnceAssertivelyAndNeverTheSeconds) {
  ClockSession s = session_with("uscf-2020", "1+0");
  start(s);
  for (EpochMillis t = kStart + 1'000; t < kStart + 60'000; t += 1'000) {
    const std::vector<Announcement> said = frame_at(s, t);
    if (t == kStart + 51'000) {
      // Under the low-time threshold (10 s for a minute's control), said once.
      EXPECT_EQ(said, (std::vector<Announcement>{{"White: low time, under 10 seconds.", true}}));
      continue;
    }
    EXPECT_TRUE(said.empty()) << "nothing said while time merely passes, at " << t;
  }
  const std::vector<Announcement> said = frame_at(s, kStart + 60'100);
  ASSERT_EQ(said.size(), 1u);
  EXPECT_EQ(said[0].text, "White's flag fell.");
  EXPECT_TRUE(said[0].assertive);
  EXPECT_TRUE(frame_at(s, kStart + 61'000).empty()) << "once";
  EXPECT_TRUE(s.key(Key::kSpace, kStart + 61'000)) << "the running clock (White's) is pressed";
  const std::vector<Announcement> both = frame_at(s, kStart + 125'000);
  ASSERT_FALSE(both.empty());
  EXPECT_EQ(both[0].text, "Black's flag fell.");
  bool both_said = false;
  for (const Announcement& a : both) both_said |= a.text == "Both flags down.";
  EXPECT_TRUE(both_said);
}

TEST(ClockAccess, SayTheTimesOnRequest) {
  ClockSession s = session_with("uscf-2020", "1+0");
  start(s);
  EXPECT_TRUE(s.activate("clock.say-times", kStart + 10'000));
  const std::vector<Announcement> said = s.take_announcements();
  ASSERT_EQ(said.size(), 1u);
  EXPECT_EQ(said[0].text, "White 0:50, running. Black 1:00.");
  EXPECT_FALSE(said[0].assertive);
  EXPECT_TRUE(s.key(Key::kT, kStart + 10'000));
  EXPECT_EQ(s.take_announcements().size(), 1u);
}

TEST(ClockAccess, AStopAClaimAndItsRulingAreAnnouncedAndEscapeGoesAStepBack) {
  ClockSession s = session_with("uscf-2020", "1+0");
  start(s);
  EXPECT_TRUE(s.key(Key::kC, kStart + 2'000)) << "C is Stop / Claim";
  EXPECT_EQ(s.sheet(), ClockSheet::kClaim);
  std::vector<Announcement> said = s.take_announcements();
  ASSERT_EQ(said.size(), 1u);
  EXPECT_EQ(said[0].text,
            "Clocks stopped for a claim: White 0:58, Black 1:00. Each player may claim, or say No "
            "claim to restart the clock.");
  EXPECT_TRUE(said[0].assertive);
  EXPECT_FALSE(s.key(Key::kSpace, kStart + 2'100)) << "the sheet keeps Space for its controls";
  EXPECT_TRUE(s.key(Key::kEscape, kStart + 2'200));
  EXPECT_EQ(s.sheet(), ClockSheet::kClaim) << "at the first step a player says No claim";
  EXPECT_TRUE(s.activate("claim.result.black", kStart + 2'300));
  EXPECT_EQ(s.claim()->step, ClaimStep::kResult);
  EXPECT_TRUE(s.key(Key::kEscape, kStart + 2'400));
  EXPECT_EQ(s.claim()->step, ClaimStep::kChoose) << "Escape goes a step back";
  EXPECT_TRUE(s.activate("claim.none.black", kStart + 3'000));
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  said = s.take_announcements();
  ASSERT_EQ(said.size(), 1u);
  EXPECT_EQ(said[0].text,
            "No claim: the clock runs again. The stop charged no one; the rules allow no such stop "
            "(USCF 11-6).");

  // White's flag falls (a second later than it would have: the stop charged no one); Black claims
  // it from the mirror's buttons.
  frame_at(s, kStart + 61'500);
  EXPECT_TRUE(s.activate("clock.stop", kStart + 62'000));
  const Mirror sheet = clock_mirror(s, kStart + 62'000);
  const std::vector<std::string> intents = sheet.intents();
  ASSERT_NE(std::find(intents.begin(), intents.end(), "claim.time.black"), intents.end());
  EXPECT_EQ(std::find(intents.begin(), intents.end(), "claim.time.white"), intents.end());
  EXPECT_TRUE(s.activate("claim.time.black", kStart + 62'000));
  if (s.sheet() == ClockSheet::kClaim) {
    EXPECT_TRUE(s.activate("claim.confirm", kStart + 62'000));
  }
  EXPECT_EQ(s.sheet(), ClockSheet::kRuling);
  said = s.take_announcements();
  bool ruling_said = false;
  for (const Announcement& a : said)
    ruling_said |= has(a.text, "Ruling: Black wins") && has(a.text, "Rule ");
  EXPECT_TRUE(ruling_said);
  const std::vector<Announcement> later = frame_at(s, kStart + 62'100);
  EXPECT_TRUE(later.empty()) << "the game's end was said with the ruling: "
                             << (later.empty() ? "" : later.front().text);
  EXPECT_TRUE(has(clock_mirror(s, kStart + 62'100).all_text(), "Ruling: Black wins"));
}

TEST(ClockAccess, TheMirrorHasNoTimesSoItHoldsStillWhileAClockRuns) {
  ClockSession s = session_with("uscf-2020", "1+0");
  start(s);
  const nlohmann::json a = nlohmann::json::parse(clock_mirror(s, kStart + 1'000).to_json().dump());
  const nlohmann::json b = nlohmann::json::parse(clock_mirror(s, kStart + 9'000).to_json().dump());
  EXPECT_EQ(a, b);
  const Mirror m = clock_mirror(s, kStart + 1'000);
  for (const std::string& intent : m.intents()) {
    ClockSession copy = s;
    EXPECT_TRUE(copy.activate(intent, kStart + 1'000)) << intent;
  }
  EXPECT_TRUE(s.activate("clock.home", kStart));
  EXPECT_TRUE(s.take_leave());
  EXPECT_FALSE(s.take_leave());
  EXPECT_FALSE(s.activate("clock.nowhere", kStart));
}

TEST(ClockAccess, TheLightThemeIsKeptWithTheSettingsAndOlderSavesHaveNone) {
  ClockSession s = session_with("uscf-2020", "1+0");
  act(s, A::kOpenMenu);
  EXPECT_TRUE(s.activate("menu.light", kStart));
  EXPECT_TRUE(s.settings().light);
  nlohmann::json saved = nlohmann::json::parse(s.saved());
  ClockSession again;
  EXPECT_EQ(again.restore(saved.dump()), std::nullopt);
  EXPECT_TRUE(again.settings().light);

  saved["settings"].erase("light");  // a save from before the light theme
  ClockSession older;
  EXPECT_EQ(older.restore(saved.dump()), std::nullopt);
  EXPECT_FALSE(older.settings().light);

  saved["settings"]["light"] = "yes";
  ClockSession bad;
  EXPECT_EQ(bad.restore(saved.dump()), "/settings/light: must be true or false");
  EXPECT_FALSE(bad.settings().light);
}

TEST(ClockAccess, ThePickerAndMenuByTheirIntents) {
  ClockSession s;
  EXPECT_TRUE(s.activate("clock.control", kStart));
  EXPECT_EQ(s.sheet(), ClockSheet::kPicker);
  std::vector<std::string> offered = clock_mirror(s, kStart).intents();
  // Each control once, written as the ruleset's rulebook writes it.
  EXPECT_NE(std::find(offered.begin(), offered.end(), "preset.G/3;inc2"), offered.end());
  EXPECT_EQ(std::find(offered.begin(), offered.end(), "preset.3+2"), offered.end());
  EXPECT_TRUE(s.activate("ruleset.fide-2023", kStart));
  EXPECT_EQ(s.settings().ruleset, "fide-2023");
  offered = clock_mirror(s, kStart).intents();
  EXPECT_NE(std::find(offered.begin(), offered.end(), "preset.1+0"), offered.end());
  EXPECT_TRUE(s.activate("preset.1+0", kStart));
  EXPECT_EQ(s.settings().control, "1+0");
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  EXPECT_TRUE(s.key(Key::kT, kStart) && !s.take_announcements().empty());
  EXPECT_TRUE(s.activate("clock.more", kStart));
  EXPECT_FALSE(s.key(Key::kSpace, kStart)) << "Space is the menu's (ImGui's keyboard navigation)";
  EXPECT_TRUE(s.key(Key::kEscape, kStart));
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  EXPECT_FALSE(s.key(Key::kEscape, kStart)) << "no sheet to close";
}

}  // namespace
}  // namespace flagfall::session
