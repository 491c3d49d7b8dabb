// The saves in the browser's storage when its room runs out: the running game comes first, a
// failed save leaves the last good one in place and is said at once, making room on the About
// sheet lets it in, nothing the user made is ever given up for it, and an import goes in whole or
// not at all.
#include "session/app/saves.h"

#include <gtest/gtest.h>

#include <string>

#include "../../support/instants.h"
#include "../../words/catalog_files.h"
#include "fake_storage.h"
#include "session/app/app_session.h"
#include "session/app/saved_data.h"
#include "session/trainer/my_scenarios.h"
#include "trainer/bank.h"
#include "words/words.h"

namespace flagfall::session {
namespace {

using A = ClockAction;

using ::flagfall::testing_support::kStart;
using testing_support::FakeStorage;

const std::string kClock(kClockKey);
const std::string kTrainer(kTrainerKey);
const std::string kCases(kMyScenariosKey);

std::string cases_save(int count) {
  MyScenarios mine;
  rules::Scenario own = *trainer::Bank::builtin().find("king-adjacent-claim");
  for (int i = 0; i < count; ++i) {
    own.id = "my-board-" + std::to_string(i);
    mine.add(own);
  }
  return mine.save();
}

// A game under way on the clock, saved.
void start_and_save(AppSession& app, FakeStorage& storage) {
  app.clock().apply({A::kHalf, chess::Color::Black}, kStart);
  ASSERT_TRUE(in_progress(app.clock()));
  write_saves(app, storage);
  ASSERT_EQ(storage.items.at(kClock), app.clock().saved());
}

void press(AppSession& app, int n) {
  app.clock().apply({A::kHalf, n % 2 ? chess::Color::White : chess::Color::Black},
                    kStart + 1'000 * n);
}

std::vector<std::string> texts(const std::vector<Announcement>& said) {
  std::vector<std::string> out;
  for (const Announcement& a : said) out.push_back(a.text);
  return out;
}

TEST(Saves, AFailedGameSaveLeavesTheLastGoodOneAndIsSaidAtOnceNamingTheGame) {
  AppSession app;
  FakeStorage storage;
  start_and_save(app, storage);
  app.take_announcements();
  const std::string last_good = storage.items.at(kClock);
  storage.fill();

  press(app, 1);
  write_saves(app, storage);
  EXPECT_EQ(storage.items.at(kClock), last_good);  // not emptied, not a part of the new one
  EXPECT_TRUE(app.storage().failing(Save::kGame));
  const std::vector<Announcement> said = app.take_announcements();
  ASSERT_EQ(said.size(), 1u);
  EXPECT_TRUE(said[0].assertive);
  EXPECT_EQ(said[0].text,
            "Not saved: this browser has no room left for Flagfall. This game will not survive a "
            "reload.");
  const auto notice = app.storage_notice();
  ASSERT_TRUE(notice);
  EXPECT_EQ(notice->text, said[0].text);
  EXPECT_EQ(notice->actions[0].intent, AppAction::kMakeRoom);
  // On screen and in the mirror, with the way to make room.
  const auto mirrored = app.mirror(kStart + 1'000).intents();
  EXPECT_EQ(mirrored.back(), "storage.make-room");

  // Said once: the next presses fail quietly while the notice stays.
  press(app, 2);
  write_saves(app, storage);
  EXPECT_TRUE(app.take_announcements().empty());
  EXPECT_TRUE(app.storage_notice());
}

TEST(Saves, MakingRoomOnTheAboutSheetLetsTheGameInWithoutAnotherPress) {
  AppSession app;
  FakeStorage storage;
  storage.items[kCases] = cases_save(3);
  restore_saves(app, storage);
  ASSERT_EQ(app.trainer().mine().cases().size(), 3u);
  start_and_save(app, storage);
  storage.fill();
  press(app, 1);
  write_saves(app, storage);
  ASSERT_TRUE(app.storage().failing(Save::kGame));
  app.take_announcements();

  // The notice's action opens About at its saved data; the cases go, after the question.
  EXPECT_TRUE(app.activate("storage.make-room", kStart + 2'000));
  EXPECT_EQ(app.screen(), Destination::kHome);
  EXPECT_TRUE(app.home().about_open());
  const auto size = [&](const std::string& key) {
    return static_cast<std::int64_t>(storage.items.at(key).size());
  };
  app.home().saved_data().set_sizes({size(kClock), 0, size(kCases), 0, 0, 1'000});
  EXPECT_TRUE(app.activate("saved.delete.cases", kStart + 2'100));
  EXPECT_NE(app.home().saved_data().question().find("Export all saved data first"),
            std::string::npos);
  EXPECT_TRUE(app.activate("saved.delete", kStart + 2'200));
  EXPECT_TRUE(app.trainer().mine().cases().empty());

  // The next pass: the game first (still no room), then the cases shrink, then the game again.
  write_saves(app, storage);
  EXPECT_EQ(storage.items.at(kClock), app.clock().saved());
  EXPECT_EQ(app.clock().game().game_clock().moves(clock::Side::White), 1);
  EXPECT_FALSE(app.storage().failing_any());
  EXPECT_FALSE(app.storage_notice());
  EXPECT_EQ(texts(app.take_announcements()),
            std::vector<std::string>{"Saved again: nothing is at risk."});
}

TEST(Saves, AFailedSaveIsTriedAgainUnchangedOnceThereIsRoom) {
  AppSession app;
  FakeStorage storage;
  start_and_save(app, storage);
  storage.fill();
  press(app, 1);
  app.clock().apply(A::kPause, kStart + 1'500);  // a paused game: nothing more will change
  write_saves(app, storage);
  ASSERT_TRUE(app.storage().failing(Save::kGame));
  storage.remove("another.page");  // room made elsewhere (another page of the site)
  write_saves(app, storage);
  EXPECT_EQ(storage.items.at(kClock), app.clock().saved());
  EXPECT_FALSE(app.storage().failing(Save::kGame));
}

TEST(Saves, TheRunningGameIsWrittenBeforeTheTrainer) {
  AppSession app;
  FakeStorage storage;
  // Every category is chosen at first: one left out, saved, then chosen again.
  const std::string category = app.trainer().trainer().bank().categories().front();
  app.trainer().apply({TrainerAction::kCategory, category_index(category)}, 0);
  start_and_save(app, storage);
  ASSERT_EQ(storage.items.at(kTrainer), app.trainer().saved());
  // One more press and a category back: each save grows, the trainer's by less than the game's.
  const std::size_t game_before = app.clock().saved().size();
  const std::size_t trainer_before = app.trainer().saved().size();
  press(app, 1);
  app.trainer().apply({TrainerAction::kCategory, category_index(category)}, 0);
  const std::size_t game_growth = app.clock().saved().size() - game_before;
  const std::size_t trainer_growth = app.trainer().saved().size() - trainer_before;
  ASSERT_GT(trainer_growth, 0u);
  ASSERT_LE(trainer_growth, game_growth);
  // Room for either, not for both: the game's goes in.
  storage.set_quota(storage.used() + game_growth);
  write_saves(app, storage);
  EXPECT_EQ(storage.items.at(kClock), app.clock().saved());
  EXPECT_FALSE(app.storage().failing(Save::kGame));
  EXPECT_TRUE(app.storage().failing(Save::kTrainer));
  EXPECT_NE(app.storage_notice()->text.find("This result is not kept."), std::string::npos);
}

TEST(Saves, TheGameNeverDisplacesWhatTheUserMadeOrAnotherPagesData) {
  AppSession app;
  FakeStorage storage;
  storage.items[kCases] = cases_save(2);
  storage.items[std::string(kBeforeImportKey)] = "{\"kept\": 1}";
  storage.items[std::string(kTrainerKeptAsideKey)] = "{not json";
  restore_saves(app, storage);
  start_and_save(app, storage);
  write_saves(app, storage);
  storage.fill();
  const auto before = storage.items;
  press(app, 1);
  write_saves(app, storage);
  EXPECT_TRUE(app.storage().failing(Save::kGame));
  EXPECT_EQ(storage.items, before);
}

TEST(Saves, AnUnreadableSaveWithNoRoomToKeepItAsideIsNeverWrittenOver) {
  AppSession app;
  FakeStorage storage;
  storage.items[kClock] = "{not json";
  storage.fill();
  const Restored restored = restore_saves(app, storage);
  ASSERT_EQ(restored.problems.size(), 1u);
  EXPECT_EQ(storage.items.count(std::string(kClockKeptAsideKey)), 0u);  // no room for the copy
  ASSERT_TRUE(app.storage().aside(Save::kGame));

  app.clock().apply({A::kHalf, chess::Color::Black}, kStart);  // a new game starts
  write_saves(app, storage);
  EXPECT_EQ(storage.items.at(kClock), "{not json");
  EXPECT_TRUE(app.storage().failing(Save::kGame));

  storage.remove("another.page");
  write_saves(app, storage);
  EXPECT_EQ(storage.items.at(std::string(kClockKeptAsideKey)), "{not json");
  EXPECT_EQ(storage.items.at(kClock), app.clock().saved());
  EXPECT_FALSE(app.storage().aside(Save::kGame));
}

TEST(Saves, ATabThatOnlyViewsTheGameOrAStorageSwitchedOffWritesNothing) {
  for (const bool blocked : {false, true}) {
    AppSession app;
    FakeStorage storage;
    if (blocked) {
      app.storage().set_blocked();
    } else {
      app.storage().set_role(TabRole::kViewer);
    }
    app.clock().apply({A::kHalf, chess::Color::Black}, kStart);
    EXPECT_FALSE(write_saves(app, storage));
    EXPECT_TRUE(storage.items.empty());
    EXPECT_FALSE(app.storage().failing_any());
  }
}

TEST(Saves, AnImportThatDoesNotFitPutsBackWhatWentInAndChangesNothing) {
  AppSession app;
  FakeStorage storage;
  start_and_save(app, storage);
  const std::string had = storage.items.at(kClock);

  AppSession other;
  other.clock().apply({A::kHalf, chess::Color::Black}, kStart);
  other.clock().apply({A::kHalf, chess::Color::White}, kStart + 1'000);
  other.trainer().apply({TrainerAction::kCategory,
                         category_index(other.trainer().trainer().bank().categories().front())},
                        0);
  SavedData file;
  file.entries[kClock] = other.clock().saved();
  file.entries[kTrainer] = other.trainer().saved();
  SavedData current;
  current.entries[kClock] = had;

  // Room for the copy kept aside and the clock, not for the trainer as well.
  storage.set_quota(storage.used() + write_saved_data(current).size() +
                    std::string(kBeforeImportKey).size() + file.entries[kClock].size() -
                    had.size() + kTrainer.size() + 10);
  const std::string problem = import_saved_data(app, storage, file, current);
  EXPECT_EQ(problem,
            "the browser's storage is too full for flagfall.trainer; make room by deleting saved "
            "data, then import again");
  // The same refusal in Spanish, the key as the browser stores it.
  ASSERT_TRUE(words::app_words().install(words::test::compiled_catalog("es")));
  EXPECT_EQ(import_saved_data(app, storage, file, current),
            "el almacenamiento del navegador está demasiado lleno para flagfall.trainer; haz sitio "
            "borrando datos guardados y vuelve a importar");
  words::app_words() = words::Words();
  EXPECT_EQ(storage.items.at(kClock), had);
  EXPECT_EQ(storage.items.count(kTrainer), 0u);
  EXPECT_EQ(storage.items.count(std::string(kBeforeImportKey)), 0u);
  EXPECT_EQ(app.clock().game().game_clock().moves(clock::Side::White),
            0);  // the running app took nothing of it

  storage.set_quota(1u << 20);
  EXPECT_EQ(import_saved_data(app, storage, file, current), "");
  EXPECT_EQ(storage.items.at(kClock), file.entries[kClock]);
  EXPECT_EQ(storage.items.at(kTrainer), file.entries[kTrainer]);
  EXPECT_EQ(app.clock().game().game_clock().moves(clock::Side::White), 1);
}

}  // namespace
}  // namespace flagfall::session
