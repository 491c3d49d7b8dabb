#include "session/app/saved_data.h"
#include "session/app/event_book.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "../../support/instants.h"
#include "game/live_game.h"
#include "session/app/app_settings.h"
#include "session/trainer/my_scenarios.h"
#include "trainer/trainer.h"

namespace flagfall::session {
namespace {

using nlohmann::json;

using ::flagfall::testing_support::kStart;

// The clock screen's save (src/session/clock_session_state.cpp) around `game`.
std::string clock_save(const game::LiveGame& game, const std::string& far_side = "black") {
  return json{{"format", "flagfall-clock-screen"},
              {"version", 2},
              {"settings",
               {{"ruleset", game.setup().ruleset},
                {"control", game.setup().time_control},
                {"tenths", true},
                {"sound", false},
                {"far_side", far_side}}},
              {"game", json::parse(game.save_json())}}
      .dump();
}

game::LiveGame new_game() {
  return game::LiveGame::make({"fide-2023", "3+2", ""}).value();
}

game::LiveGame started_game() {
  game::LiveGame game = new_game();
  EXPECT_EQ(game.start(kStart), "");
  EXPECT_EQ(game.press(chess::Color::White, kStart + 1'500), "");
  return game;
}

std::string trainer_with_an_answer() {
  trainer::Trainer trainer;
  EXPECT_TRUE(trainer.next_question(trainer::Mode::kPractice, 7));
  EXPECT_TRUE(trainer.answer(0).has_value());
  return trainer.save();
}

std::string my_scenarios_with_a_case() {
  MyScenarios mine;
  rules::Scenario own = *trainer::Bank::builtin().find("king-adjacent-claim");
  own.id = "my-board-4";
  mine.add(own);
  return mine.save();
}

SavedData everything() {
  SavedData data;
  data.app_version = "0123456789abcdef";
  data.exported_at = kStart;
  data.entries[std::string(kClockKey)] = clock_save(started_game());
  data.entries[std::string(kTrainerKey)] = trainer_with_an_answer();
  data.entries[std::string(kMyScenariosKey)] = my_scenarios_with_a_case();
  data.entries[std::string(kSettingsKey)] = write_settings({"es"});
  data.entries[std::string(kClockKeptAsideKey)] = "{\"format\": \"flagfall-clock-screen\", \"vers";
  data.entries[std::string(kTrainerKeptAsideKey)] = "not even JSON \xE2\x9C\x93";
  data.entries[std::string(kEventKey)] = EventBook().save();
  data.entries[std::string(kEventKeptAsideKey)] = "{\"format\": \"flagfall-event\"";
  return data;
}

std::string problem_with(const std::string& text) {
  const auto read = read_saved_data(text);
  return read ? "" : read.error();
}

std::string file_with(const json& entries) {
  return json{{"format", "flagfall-saved-data"}, {"version", 1}, {"entries", entries}}.dump();
}

TEST(SavedData, WritesAndReadsBackEveryKeyExactlyAsStored) {
  const SavedData data = everything();
  const std::string file = write_saved_data(data);
  const auto read = read_saved_data(file);
  ASSERT_TRUE(read) << read.error();
  EXPECT_EQ(read.value(), data);
  const json parsed = json::parse(file);
  EXPECT_EQ(parsed["format"], "flagfall-saved-data");
  EXPECT_EQ(parsed["version"], kSavedDataVersion);
  EXPECT_EQ(parsed["entries"].size(), saved_keys().size());
}

TEST(SavedData, AnEmptyExportIsAFileToo) {
  const auto read = read_saved_data(write_saved_data({}));
  ASSERT_TRUE(read) << read.error();
  EXPECT_TRUE(read.value().entries.empty());
}

TEST(SavedData, RefusesWhatIsNotASavedDataFile) {
  EXPECT_NE(problem_with("").find("not JSON"), std::string::npos);
  EXPECT_NE(problem_with("[1,2]").find("not JSON"), std::string::npos);
  EXPECT_NE(problem_with("{\"format\":\"flagfall-clock-screen\"}").find("format:"),
            std::string::npos);
  EXPECT_NE(problem_with("{\"format\":\"flagfall-saved-data\"}").find("version:"),
            std::string::npos);
  EXPECT_NE(problem_with("{\"format\":\"flagfall-saved-data\",\"version\":1}").find("entries:"),
            std::string::npos);
  EXPECT_NE(problem_with(std::string(kMaxSavedDataBytes + 1, ' ')).find("larger"),
            std::string::npos);
}

TEST(SavedData, AFileFromANewerAppSaysSo) {
  const std::string problem =
      problem_with(json{{"format", "flagfall-saved-data"}, {"version", 2}, {"entries", {}}}.dump());
  EXPECT_NE(problem.find("newer Flagfall (file version 2)"), std::string::npos) << problem;
}

TEST(SavedData, ChecksTheDescriptionFields) {
  json file = json::parse(write_saved_data({}));
  file["app_version"] = 12;
  EXPECT_EQ(problem_with(file.dump()).rfind("app_version:", 0), 0u);
  file["app_version"] = "x";
  file["exported_at"] = -1;
  EXPECT_EQ(problem_with(file.dump()).rfind("exported_at:", 0), 0u);
}

TEST(SavedData, NamesTheEntryAndItsFirstProblem) {
  EXPECT_EQ(problem_with(file_with({{"flagfall.preferences", "{}"}})),
            "entries/flagfall.preferences: this is not something Flagfall saves");
  EXPECT_EQ(problem_with(file_with({{"flagfall.settings", R"({"version": 1, "language": "fr"})"}})),
            "entries/flagfall.settings: language: Flagfall does not speak 'fr'");
  EXPECT_EQ(problem_with(file_with({{"flagfall.clock", json::object()}})),
            "entries/flagfall.clock: must be the saved text");
  json bad_ruleset = json::parse(clock_save(new_game()));
  bad_ruleset["settings"]["ruleset"] = "uscf-2030";
  EXPECT_EQ(problem_with(file_with({{"flagfall.clock", bad_ruleset.dump()}})),
            "entries/flagfall.clock: /settings/ruleset: not a ruleset");
  EXPECT_EQ(problem_with(file_with({{"flagfall.clock", clock_save(new_game(), "red")}})),
            "entries/flagfall.clock: /settings/far_side: must be \"white\" or \"black\"");
  json bad_game = json::parse(clock_save(started_game()));
  bad_game["game"]["entries"] = "many";
  EXPECT_EQ(problem_with(file_with({{"flagfall.clock", bad_game.dump()}}))
                .rfind("entries/flagfall.clock: /game", 0),
            0u);
  const std::string trainer = problem_with(file_with({{"flagfall.trainer", "{\"version\":9}"}}));
  EXPECT_EQ(trainer, "entries/flagfall.trainer: the saved trainer has an unknown version");
  // A good entry before a bad one does not make the file acceptable.
  EXPECT_NE(problem_with(file_with(
                {{"flagfall.clock", clock_save(new_game())}, {"flagfall.trainer", "[]"}})),
            "");
}

TEST(SavedData, KeptAsideEntriesTravelAsTheyAre) {
  const auto read =
      read_saved_data(file_with({{"flagfall.clock.unreadable", "{\"format\": \"flagf"}}));
  ASSERT_TRUE(read) << read.error();
  EXPECT_EQ(read.value().entries.at("flagfall.clock.unreadable"), "{\"format\": \"flagf");
}

TEST(SavedData, AnImportKeepsWhatItReplacesAsideFirst) {
  SavedData current = everything();
  SavedData imported;
  imported.entries[std::string(kClockKey)] = clock_save(new_game(), "white");
  const std::vector<StorageWrite> writes = import_writes(current, imported);
  ASSERT_EQ(writes.size(), 2u);
  EXPECT_EQ(writes[0].key, kBeforeImportKey);
  EXPECT_EQ(writes[1], (StorageWrite{std::string(kClockKey), imported.entries.begin()->second}));
  // What was replaced imports back whole.
  const auto before = read_saved_data(writes[0].text);
  ASSERT_TRUE(before) << before.error();
  EXPECT_EQ(before.value(), current);
}

TEST(SavedData, AnImportOnAFreshDeviceKeepsNothingAside) {
  const std::vector<StorageWrite> writes = import_writes({}, everything());
  ASSERT_EQ(writes.size(), saved_keys().size());
  for (const StorageWrite& write : writes) EXPECT_NE(write.key, kBeforeImportKey);
}

TEST(SavedData, AStartedGameOrAnAnswerIsWorthKeeping) {
  EXPECT_FALSE(holds_user_data(kClockKey, clock_save(new_game())));
  EXPECT_TRUE(holds_user_data(kClockKey, clock_save(started_game())));
  EXPECT_FALSE(holds_user_data(kTrainerKey, trainer::Trainer().save()));
  EXPECT_TRUE(holds_user_data(kTrainerKey, trainer_with_an_answer()));
  EXPECT_FALSE(holds_user_data(kClockKey, "{\"game\": 3}"));
  EXPECT_FALSE(holds_user_data(kTrainerKey, "garbage"));
  EXPECT_FALSE(holds_user_data(kClockKeptAsideKey, clock_save(started_game())));
  EXPECT_TRUE(holds_user_data(kMyScenariosKey, my_scenarios_with_a_case()));
  EXPECT_FALSE(holds_user_data(kMyScenariosKey, MyScenarios().save()));
  EXPECT_FALSE(holds_user_data(kMyScenariosKey, "[]"));
}

TEST(SavedData, MyScenariosAreCheckedByTheirOwnReader) {
  EXPECT_EQ(problem_with(file_with({{"flagfall.my-scenarios", R"({"format":"x"})"}})),
            "entries/flagfall.my-scenarios: not a save of My scenarios");
  EXPECT_EQ(problem_with(file_with({{"flagfall.my-scenarios", my_scenarios_with_a_case()}})), "");
}

}  // namespace
}  // namespace flagfall::session
