// The home screen's intents.
#include "session/app/home_session.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "../../support/instants.h"
#include "../../support/state_of.h"
#include "session/clock/clock_session.h"
#include "session/trainer/trainer_session.h"

namespace flagfall::session {
namespace {

using A = ClockAction;

TEST(HomeSession, OpensTheClockOrTheTrainerOnce) {
  HomeSession home;
  EXPECT_FALSE(home.take_open().has_value());
  home.apply(AppAction::kOpenClock);
  EXPECT_EQ(home.take_open(), Destination::kClock);
  EXPECT_FALSE(home.take_open().has_value()) << "once";
  home.apply(AppAction::kOpenTrainer);
  EXPECT_EQ(home.take_open(), Destination::kTrainer);
}

using ::flagfall::testing_support::kStart;
using ::flagfall::testing_support::state_of;

TEST(HomeSession, TheAboutSheetShowsTheVersionAndWhetherStorageIsKept) {
  HomeSession home;
  EXPECT_FALSE(home.about_open());
  home.apply(AppAction::kOpenAbout);
  EXPECT_TRUE(home.about_open());
  EXPECT_EQ(home.installation().app_version, "");
  EXPECT_NE(home.storage_text().find("not asked yet"), std::string::npos);
  home.set_app_version("3f5c0e1d2a4b6c7d");
  home.set_storage_persisted(false);
  EXPECT_EQ(home.installation().app_version, "3f5c0e1d2a4b6c7d");
  EXPECT_NE(home.storage_text().find("may clear it"), std::string::npos);
  home.set_storage_persisted(true);
  EXPECT_NE(home.storage_text().find("kept for good"), std::string::npos);
  const nlohmann::json state = state_of(home);
  EXPECT_EQ(state["about_open"], true);
  EXPECT_EQ(state["app_version"], "3f5c0e1d2a4b6c7d");
  EXPECT_EQ(state["storage_persisted"], true);
  home.apply(AppAction::kCloseAbout);
  EXPECT_FALSE(home.about_open());
}

TEST(HomeSession, ExportAndImportAreAskedOfThePageAndTheImportSaysHowItWent) {
  HomeSession home;
  home.apply(AppAction::kOpenAbout);
  EXPECT_FALSE(home.take_page_request());
  home.apply(AppAction::kExport);
  EXPECT_EQ(home.take_page_request(), PageRequest::kExportSavedData);
  EXPECT_FALSE(home.take_page_request()) << "once";
  home.apply(AppAction::kImport);
  EXPECT_EQ(home.take_page_request(), PageRequest::kImportSavedData);

  home.import_finished("entries/flagfall.clock: /settings/ruleset: not a ruleset");
  EXPECT_TRUE(home.import_refused());
  EXPECT_EQ(home.import_message(),
            "Not imported: entries/flagfall.clock: /settings/ruleset: not a ruleset. Nothing was "
            "changed.");
  home.import_finished("");
  EXPECT_FALSE(home.import_refused());
  EXPECT_NE(home.import_message().find("kept aside"), std::string::npos);
  home.apply(AppAction::kCloseAbout);
  home.apply(AppAction::kOpenAbout);
  EXPECT_EQ(home.import_message(), "") << "a sheet opened again starts afresh";
}

TEST(HomeSession, TheUpdateNoticeShowsOnlyWhenNothingWouldBeInterrupted) {
  HomeSession home;
  EXPECT_FALSE(home.update_notice());
  home.apply(AppAction::kApplyUpdate);
  EXPECT_FALSE(home.take_page_request()) << "no update waits";
  home.set_update_ready();
  EXPECT_TRUE(home.update_notice());
  home.set_busy(true);
  EXPECT_FALSE(home.update_notice());
  home.apply(AppAction::kApplyUpdate);
  EXPECT_FALSE(home.take_page_request()) << "not while the players would be interrupted";
  home.set_busy(false);
  home.apply(AppAction::kApplyUpdate);
  EXPECT_EQ(home.take_page_request(), PageRequest::kApplyUpdate);
  EXPECT_EQ(state_of(home)["update_notice"], true);
}

TEST(HomeSession, ARunningClockAnOpenClaimOrAnExamWouldBeInterrupted) {
  ClockSession clock;
  TrainerSession trainer;
  EXPECT_FALSE(would_interrupt(clock, trainer, kStart));
  clock.apply({A::kHalf, chess::Color::Black}, kStart);
  EXPECT_TRUE(would_interrupt(clock, trainer, kStart + 1'000)) << "the clock runs";
  clock.apply(A::kPause, kStart + 2'000);
  EXPECT_FALSE(would_interrupt(clock, trainer, kStart + 3'000)) << "paused: a reload keeps it";
  clock.apply(A::kResume, kStart + 3'000);
  clock.apply({A::kOpenClaim, chess::Color::White}, kStart + 4'000);
  clock.apply(A::kPause, kStart + 4'000);
  EXPECT_TRUE(would_interrupt(clock, trainer, kStart + 5'000)) << "a claim is open";
  clock.apply({A::kNoClaim, chess::Color::White}, kStart + 6'000);
  clock.apply(A::kPause, kStart + 6'000);
  EXPECT_FALSE(would_interrupt(clock, trainer, kStart + 7'000));

  trainer.apply(TrainerAction::kExam, kStart);
  EXPECT_TRUE(would_interrupt(clock, trainer, kStart + 1'000)) << "an exam under way";
  const EpochMillis limit = TrainerSession::kExamQuestions * trainer::Exam::kTimePerQuestionMs;
  EXPECT_FALSE(would_interrupt(clock, trainer, kStart + limit + 1)) << "its time is up";
}

}  // namespace
}  // namespace flagfall::session
