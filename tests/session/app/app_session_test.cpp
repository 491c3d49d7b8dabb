// The app as a whole: which screen a link, a file or a tap leads to, what one screen hands another,
// and that the mirror's buttons reach only the screen on show.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "../../support/instants.h"
#include "../clock/clock_session_support.h"
#include "session/app/app_session.h"
#include "trainer/bank.h"
#include "trainer/share.h"

namespace flagfall::session {
namespace {

using testing_support::A;
using testing_support::act;

using ::flagfall::testing_support::kStart;

std::string case_fragment() {
  rules::Scenario own = *trainer::Bank::builtin().find("king-adjacent-claim");
  own.id = "my-board-4";
  return trainer::case_link(own)->fragment;
}

void start_game(AppSession& app, EpochMillis at) {
  app.clock().apply({A::kHalf, chess::Color::Black}, at);
  ASSERT_TRUE(in_progress(app.clock()));
}

TEST(AppSession, StartsAtHomeAndFollowsTheHomeScreensChoice) {
  AppSession app;
  EXPECT_EQ(app.screen(), Destination::kHome);
  EXPECT_TRUE(app.activate("home.trainer", kStart));
  EXPECT_EQ(app.screen(), Destination::kHome);  // the switch happens with the frame
  app.after_frame(kStart);
  EXPECT_EQ(app.screen(), Destination::kTrainer);
  EXPECT_STREQ(screen_id(app.screen()), "trainer");
}

TEST(AppSession, ShowsTheBareHomeScreenOnlyWithNoSheetOverItAndNoOtherScreen) {
  AppSession app;
  EXPECT_TRUE(app.shows_bare_home());
  app.home().apply(AppAction::kOpenAbout);
  EXPECT_FALSE(app.shows_bare_home());
  app.home().apply(AppAction::kCloseAbout);
  EXPECT_TRUE(app.shows_bare_home());
  app.home().apply(AppAction::kOpenClock);
  app.after_frame(kStart);
  EXPECT_EQ(app.screen(), Destination::kClock);
  EXPECT_FALSE(app.shows_bare_home());
}

TEST(AppSession, ASetUpLinkOpensTheClockSetToIt) {
  AppSession app;
  app.open_link("#clock?ruleset=uscf-2020&tc=G/5;d0", kStart);
  EXPECT_EQ(app.screen(), Destination::kClock);
  EXPECT_EQ(app.clock().settings().ruleset, "uscf-2020");
  EXPECT_EQ(app.clock().settings().control, "G/5;d0");
}

TEST(AppSession, ACaseLinkOpensTheTrainerAndAnEmptyFragmentNothing) {
  AppSession app;
  app.open_link("#", kStart);
  app.open_link("", kStart);
  EXPECT_EQ(app.screen(), Destination::kHome);
  app.open_link(case_fragment(), kStart);
  EXPECT_EQ(app.screen(), Destination::kTrainer);
  EXPECT_TRUE(app.trainer().studying());
}

TEST(AppSession, AMistypedLinkOpensTheTrainerThatSaysWhatALinkLooksLike) {
  AppSession app;
  app.open_link("#cases=eyJpZCI6ImEifQ", kStart);
  EXPECT_EQ(app.screen(), Destination::kTrainer);
  EXPECT_NE(app.mirror_json(kStart).find("not a Flagfall link"), std::string::npos);
}

TEST(AppSession, ACaseLinkArrivingMidGameAsksOnTheClockFirstThenOpensInTheTrainer) {
  AppSession app;
  app.activate("home.clock", kStart);
  app.after_frame(kStart);
  start_game(app, kStart + 100);
  app.open_link(case_fragment(), kStart + 2000);
  EXPECT_EQ(app.screen(), Destination::kClock);
  EXPECT_FALSE(app.clock().arrived_link().trainer.empty());
  EXPECT_FALSE(app.trainer().studying());
  // The players choose to open it: the clock pauses and the trainer takes the link.
  EXPECT_TRUE(app.activate("link.accept", kStart + 3000));
  app.after_frame(kStart + 3000);
  EXPECT_EQ(app.screen(), Destination::kTrainer);
  EXPECT_TRUE(app.trainer().studying());
  EXPECT_TRUE(in_progress(app.clock()));
}

TEST(AppSession, AReloadMidGameLandsOnTheClockAndHomeLeadsBackToIt) {
  AppSession app;
  start_game(app, kStart);
  app.open_game_in_progress();
  EXPECT_EQ(app.screen(), Destination::kClock);
  EXPECT_TRUE(app.activate("clock.home", kStart + 500));
  app.after_frame(kStart + 500);
  EXPECT_EQ(app.screen(), Destination::kHome);
  app.before_frame(kStart + 600);
  EXPECT_TRUE(app.home().game_in_progress());
  EXPECT_TRUE(app.activate("home.back-to-clock", kStart + 700));
  app.after_frame(kStart + 700);
  EXPECT_EQ(app.screen(), Destination::kClock);
}

TEST(AppSession, NoGameInProgressStaysHomeAfterARestore) {
  AppSession app;
  app.open_game_in_progress();
  EXPECT_EQ(app.screen(), Destination::kHome);
}

TEST(AppSession, AMirrorButtonOfAnotherScreenDoesNothing) {
  AppSession app;
  EXPECT_FALSE(app.activate("clock.home", kStart));
  EXPECT_FALSE(app.activate("no.such.intent", kStart));
  EXPECT_EQ(app.screen(), Destination::kHome);
  const auto mirror = nlohmann::json::parse(app.mirror_json(kStart));
  EXPECT_EQ(mirror["screen"], "home");
  EXPECT_EQ(mirror["keys"], nlohmann::json::array());
}

TEST(AppSession, ASharedFileOpensInTheTrainer) {
  AppSession app;
  app.open_shared_file("{}", kStart);
  EXPECT_EQ(app.screen(), Destination::kTrainer);
}

TEST(AppSession, ABadClockSaveIsKeptAsTheRestoreProblem) {
  AppSession app;
  EXPECT_TRUE(app.restore_problem().empty());
  const auto problem = app.restore_clock("{not json");
  ASSERT_TRUE(problem.has_value());
  EXPECT_EQ(app.restore_problem(), *problem);
  EXPECT_EQ(app.screen(), Destination::kHome);
}

}  // namespace
}  // namespace flagfall::session

namespace flagfall::session {
namespace {

using testing_support::A;
using testing_support::act;

// What the page did with a link or a file is said on the screen that handed it over, and aloud.
TEST(AppSession, EveryLinkSharedAndFileDownloadedIsSaid) {
  AppSession app;
  app.set_page_address("https://flagfall.example/");
  ASSERT_TRUE(app.activate("home.clock", kStart));
  app.after_frame(kStart);
  ASSERT_EQ(app.screen(), Destination::kClock);
  ClockSession& clock = app.clock();
  act(clock, A::kLinkSheet);
  ASSERT_TRUE(app.activate("link.share", kStart + 100));
  ASSERT_TRUE(app.take_clock_export());
  EXPECT_EQ(clock.export_said(), "");
  app.share_done("copied");
  EXPECT_EQ(clock.export_said(), "Link copied.");
  EXPECT_EQ(app.take_announcements(), (std::vector<Announcement>{{"Link copied.", false}}));
  EXPECT_NE(app.mirror_json(kStart + 200).find("Link copied."), std::string::npos);
  app.share_done("exploded");
  EXPECT_EQ(clock.export_said(), "Link copied.") << "a word the page never sends changes nothing";
  EXPECT_TRUE(app.take_announcements().empty());

  // A download from the record: its file's name.
  act(clock, A::kCloseSheet);
  act(clock, A::kMenuRecord);
  EXPECT_EQ(clock.export_said(), "") << "said on the sheet that asked";
  ASSERT_TRUE(app.activate("record.export", kStart + 300));
  const auto file = app.take_clock_export();
  ASSERT_TRUE(file);
  app.share_done("saved", file->filename);
  EXPECT_EQ(clock.export_said(), "Downloaded flagfall-game.json.");
  EXPECT_EQ(app.take_announcements(),
            (std::vector<Announcement>{{"Downloaded flagfall-game.json.", false}}));
  app.share_done("not-saved", "flagfall-game.pgn");
  EXPECT_EQ(clock.export_said(), "Not saved: this browser would not download flagfall-game.pgn.");

  // The saved-data file from About, on Home.
  act(clock, A::kCloseSheet);
  ASSERT_TRUE(app.activate("clock.home", kStart + 400));
  app.after_frame(kStart + 400);
  ASSERT_EQ(app.screen(), Destination::kHome);
  app.take_announcements();
  app.share_done("saved", "flagfall-saved-data-2026-11-28.json");
  EXPECT_EQ(app.home().export_message(), "Downloaded flagfall-saved-data-2026-11-28.json.");
  EXPECT_EQ(app.take_announcements().size(), 1u);
}

}  // namespace
}  // namespace flagfall::session
