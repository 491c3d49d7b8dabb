// The clock's set-up links: a link opened from the page's address, the link for the current
// settings with its QR code, the vibrations, and the landscape layout; a shared case arriving
// during a game, and the picker's choice once one has started.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "../clock_session_support.h"
#include "session/app/home_session.h"
#include "session/clock/clock_session.h"
#include "session/clock/clock_sheets.h"
#include "session/trainer/trainer_session.h"

namespace flagfall::session {
namespace {

using chess::Color;
using testing_support::A;
using testing_support::act;
using testing_support::act_id;
using testing_support::kStart;
using testing_support::session_with;
using testing_support::start;

TEST(ClockSessionLink, ALinkSetsAClockNotStartedWithoutAsking) {
  ClockSession s;
  s.open_setup_link("#clock?ruleset=fide-2023&tc=3%2B2");
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  EXPECT_EQ(s.settings().ruleset, "fide-2023");
  EXPECT_EQ(s.settings().control, "3+2");
  EXPECT_EQ(s.game().setup().time_control, "3+2");
  EXPECT_FALSE(s.arrived_link().setup);
  EXPECT_TRUE(s.take_unsaved_change()) << "the new settings are saved";
}

TEST(ClockSessionLink, AGameInProgressIsReplacedOnlyWhenThePlayersSaySo) {
  ClockSession s = session_with("uscf-2020", "G/5;d0");
  start(s);
  s.open_setup_link("clock?ruleset=scholastic-2018&tc=G/5;d3");
  EXPECT_EQ(s.sheet(), ClockSheet::kConfirmLink);
  ASSERT_TRUE(s.arrived_link().setup);
  EXPECT_EQ(s.arrived_link().setup->control, "G/5;d3");
  EXPECT_EQ(s.settings().ruleset, "uscf-2020") << "nothing changes before the answer";
  EXPECT_TRUE(s.started());
  act(s, A::kCloseSheet);
  EXPECT_EQ(s.sheet(), ClockSheet::kConfirmLink) << "closing the sheet is no answer";
  act(s, A::kLinkKeep);
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  EXPECT_TRUE(s.started());
  EXPECT_EQ(s.settings().ruleset, "uscf-2020");

  s.open_setup_link("clock?ruleset=scholastic-2018&tc=G/5;d3");
  act(s, A::kLinkAccept);
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  EXPECT_FALSE(s.started()) << "a new game";
  EXPECT_EQ(s.settings().ruleset, "scholastic-2018");
  EXPECT_EQ(s.settings().control, "G/5;d3");
}

TEST(ClockSessionLink, ABadLinkNamesTheWrongPartAndChangesNothing) {
  ClockSession s = session_with("uscf-2020", "G/5;d0");
  start(s);
  const std::string saved = s.saved();
  s.open_setup_link("clock?ruleset=uscf-2077&tc=G/5;d0");
  EXPECT_EQ(s.sheet(), ClockSheet::kNotice);
  EXPECT_NE(s.notice().find("\"ruleset\" is wrong"), std::string::npos) << s.notice();
  EXPECT_NE(s.notice().find("uscf-2077"), std::string::npos) << s.notice();
  EXPECT_NE(s.notice().find("unchanged"), std::string::npos) << s.notice();
  act(s, A::kNoticeOk);
  s.open_setup_link("clock?ruleset=uscf-2020&tc=G/0");
  EXPECT_NE(s.notice().find("\"tc\" is wrong"), std::string::npos) << s.notice();
  act(s, A::kNoticeOk);
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  EXPECT_EQ(s.saved(), saved);
  EXPECT_FALSE(s.arrived_link().setup);
}

TEST(ClockSessionLink, OtherAddressesAreNoLinkAtAll) {
  ClockSession s;
  s.take_unsaved_change();
  for (const char* fragment : {"", "#", "#trainer", "#clocks?ruleset=fide-2023"}) {
    s.open_setup_link(fragment);
    EXPECT_EQ(s.sheet(), ClockSheet::kNone) << fragment;
    EXPECT_EQ(s.notice(), "") << fragment;
  }
  EXPECT_FALSE(s.take_unsaved_change());
}

TEST(ClockSessionLink, ALinkWaitsWhileAClaimIsOpen) {
  ClockSession s = session_with("uscf-2020", "G/5;d0");
  start(s);
  s.apply({A::kOpenClaim, Color::White}, kStart + 1'000);
  s.open_setup_link("clock?ruleset=fide-2023");
  EXPECT_EQ(s.sheet(), ClockSheet::kClaim) << "the claim goes on";
  s.apply({A::kNoClaim, Color::White}, kStart + 2'000);
  EXPECT_EQ(s.sheet(), ClockSheet::kConfirmLink) << "asked once the claim is closed";
  EXPECT_EQ(s.arrived_link().setup->control, "3+2") << "FIDE's standard blitz control";
}

TEST(ClockSessionLink, TheSheetShowsTheLinkForTheCurrentSettingsAndItsCode) {
  ClockSession s = session_with("uscf-2020", "G/5;d0");
  s.set_page_address("https://clock.example/flagfall/index.html#old");
  act(s, A::kOpenMenu);
  act(s, A::kLinkSheet);
  EXPECT_EQ(s.sheet(), ClockSheet::kSetupLink);
  EXPECT_EQ(s.setup_link_sheet().text,
            "https://clock.example/flagfall/index.html#clock?ruleset=uscf-2020&tc=G/5;d0");
  ASSERT_TRUE(s.setup_link_sheet().qr);
  const auto expected = qr_matrix(s.setup_link_sheet().text);
  ASSERT_TRUE(expected);
  EXPECT_EQ(s.setup_link_sheet().qr->size, expected->size);
  EXPECT_EQ(s.setup_link_sheet().qr->modules, expected->modules);
  act(s, A::kLinkShare);
  const auto shared = s.take_export();
  ASSERT_TRUE(shared);
  EXPECT_EQ(shared->kind, "share");
  EXPECT_EQ(shared->text, s.setup_link_sheet().text);

  // What the link opens on another phone is this clock.
  ClockSession other;
  other.open_setup_link(s.setup_link_sheet().text.substr(s.setup_link_sheet().text.find('#')));
  EXPECT_EQ(other.settings().ruleset, "uscf-2020");
  EXPECT_EQ(other.settings().control, "G/5;d0");
}

TEST(ClockSessionLink, AFlagAndAClaimVibrateWithTheSoundOnOnly) {
  ClockSession s = session_with("uscf-2020", "3s+0");
  start(s);
  FrameOutput output;
  s.end_frame(kStart + 3'100, output);
  EXPECT_EQ(output.vibrations, std::vector<Vibration>{Vibration::Flag});
  output = {};
  s.apply({A::kOpenClaim, Color::Black}, kStart + 3'200);
  s.end_frame(kStart + 3'300, output);
  EXPECT_EQ(output.vibrations, std::vector<Vibration>{Vibration::Claim});
  output = {};
  s.end_frame(kStart + 3'400, output);
  EXPECT_TRUE(output.vibrations.empty()) << "once";

  ClockSession quiet = session_with("uscf-2020", "3s+0");
  act(quiet, A::kSound);
  start(quiet);
  output = {};
  quiet.end_frame(kStart + 3'100, output);
  quiet.apply({A::kOpenClaim, Color::Black}, kStart + 3'200);
  quiet.end_frame(kStart + 3'300, output);
  EXPECT_TRUE(output.vibrations.empty());
}

TEST(ClockSessionLink, LandscapePutsTheHalvesSideBySideAndMayTurnThem) {
  ClockSession s;
  ClockLayout portrait = clock_layout(s.settings(), 390, 844);
  EXPECT_FALSE(portrait.side_by_side);
  EXPECT_EQ(portrait.first, Color::Black);
  EXPECT_EQ(portrait.first_turn, HalfTurn::kUpsideDown);
  EXPECT_EQ(portrait.second_turn, HalfTurn::kNone);
  EXPECT_TRUE(portrait.sheets_turn);

  ClockLayout landscape = clock_layout(s.settings(), 844, 390);
  EXPECT_TRUE(landscape.side_by_side);
  EXPECT_EQ(landscape.first_turn, HalfTurn::kNone) << "read from the side";
  EXPECT_EQ(landscape.second_turn, HalfTurn::kNone);
  EXPECT_FALSE(landscape.sheets_turn);

  act(s, A::kTurnHalves);
  act(s, A::kSwap);
  landscape = clock_layout(s.settings(), 844, 390);
  EXPECT_EQ(landscape.first, Color::White);
  EXPECT_EQ(landscape.first_turn, HalfTurn::kFromLeft);
  EXPECT_EQ(landscape.second_turn, HalfTurn::kFromRight);
  EXPECT_EQ(clock_layout(s.settings(), 390, 844).first_turn, HalfTurn::kUpsideDown)
      << "portrait keeps its layout";

  // Kept with the settings.
  ClockSession again;
  ASSERT_EQ(again.restore(s.saved()), std::nullopt);
  EXPECT_TRUE(again.settings().turn_halves);
  // A save from before the setting: halves read from the side.
  nlohmann::json old = nlohmann::json::parse(s.saved());
  old["settings"].erase("turn_halves");
  ASSERT_EQ(again.restore(old.dump()), std::nullopt);
  EXPECT_FALSE(again.settings().turn_halves);
  old["settings"]["turn_halves"] = "yes";
  EXPECT_EQ(again.restore(old.dump()), "/settings/turn_halves: must be true or false");
}

}  // namespace
}  // namespace flagfall::session

namespace flagfall::session {
namespace {

using chess::Color;
using namespace testing_support;

// A shared case or class set that arrives while a game is in progress asks first, and says
// whether the clock runs meanwhile; opening it pauses a running clock.
TEST(ClockSessionLink, ACaseLinkMidGameAsksFirstAndSaysTheClockRuns) {
  ClockSession s = session_with("uscf-2020", "G/5;d0");
  start(s);
  s.offer_trainer_link("#case=abc");
  ASSERT_EQ(s.sheet(), ClockSheet::kConfirmLink);
  EXPECT_EQ(link_question(s, kStart + 1'000),
            "A shared case arrived. It opens in the trainer, away from the game in progress. "
            "White's clock is running, and keeps running while you decide.");
  const ClockControls choices = link_choices(s, kStart + 1'000);
  ASSERT_EQ(choices.size(), 2u);
  EXPECT_EQ(choices[0].label, "Pause the clock and open it");
  EXPECT_EQ(choices[1].label, "Keep playing (drop the link)");
  EXPECT_EQ(clock_state(s, kStart + 1'000)["phase"], "running");
  s.apply({A::kHalf, Color::White}, kStart + 1'500);
  EXPECT_EQ(clock_state(s, kStart + 1'600)["running"], "black") << "the players keep pressing";
  EXPECT_TRUE(s.activate("link.accept", kStart + 2'000));
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  EXPECT_EQ(clock_state(s, kStart + 9'000)["phase"], "paused");
  EXPECT_EQ(clock_state(s, kStart + 9'000)["black"]["remaining_ms"], 300'000 - 500);
  EXPECT_EQ(s.take_trainer_link(), "#case=abc");
  EXPECT_EQ(s.take_trainer_link(), std::nullopt) << "handed over once";

  // Paused, it says so; Keep playing drops the link.
  s.offer_trainer_link("#set=xyz");
  EXPECT_EQ(link_question(s, kStart + 10'000),
            "A class set arrived. It opens in the trainer, away from the game in progress. The "
            "clocks are stopped.");
  EXPECT_EQ(link_choices(s, kStart + 10'000)[0].label, "Open it");
  EXPECT_TRUE(s.activate("link.keep", kStart + 11'000));
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  EXPECT_EQ(s.take_trainer_link(), std::nullopt);
  EXPECT_EQ(s.arrived_link().trainer, "");
}

TEST(ClockSessionLink, ACaseLinkWaitsForAClaimAndASetUpLinkSaysTheClockRuns) {
  ClockSession s = session_with("uscf-2020", "G/5;d0");
  start(s);
  s.apply(A::kStop, kStart + 1'000);
  s.offer_trainer_link("#case=abc");
  EXPECT_EQ(s.sheet(), ClockSheet::kClaim) << "the claim goes on";
  s.apply({A::kNoClaim, Color::Black}, kStart + 2'000);
  EXPECT_EQ(s.sheet(), ClockSheet::kConfirmLink);
  act(s, A::kLinkKeep);
  s.open_setup_link("clock?ruleset=fide-2023");
  EXPECT_NE(link_question(s, kStart + 3'000)
                .find("It replaces the game in progress: its times and record are lost. White's "
                      "clock is running, and keeps running while you decide."),
            std::string::npos)
      << link_question(s, kStart + 3'000);
}

// The picker, once a game has started, asks before a choice replaces it.
TEST(ClockSessionLink, ThePickerAsksBeforeReplacingAGameInProgress) {
  ClockSession s = session_with("uscf-2020", "G/5;d0");
  start(s);
  s.apply(A::kPause, kStart + 500);  // the picker opens only while no clock runs
  act(s, A::kOpenPicker);
  act_id(s, "ruleset.fide-2023");
  ASSERT_EQ(s.sheet(), ClockSheet::kConfirmReset);
  EXPECT_EQ(s.settings().ruleset, "uscf-2020") << "nothing replaced yet";
  EXPECT_EQ(reset_question(s),
            "A new game: both clocks go back to FIDE 2023, 3+2. This game is replaced; Undo in "
            "the bar brings it back for 10 seconds.");
  EXPECT_TRUE(s.activate("reset.cancel", kStart + 1'000));
  EXPECT_TRUE(s.started());
  EXPECT_EQ(s.settings().ruleset, "uscf-2020");
  act(s, A::kOpenPicker);
  act_id(s, "preset.3+2");
  ASSERT_EQ(s.sheet(), ClockSheet::kConfirmReset);
  EXPECT_TRUE(s.activate("reset.confirm", kStart + 2'000));
  EXPECT_FALSE(s.started());
  EXPECT_EQ(s.settings().control, "3+2");
}

}  // namespace
}  // namespace flagfall::session
