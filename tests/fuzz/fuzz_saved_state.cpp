// Fuzzes the readers of what the app saves in the browser and reads back after a reload: the live
// game (src/game), the clock screen's save around it (src/session), the trainer's progress
// (src/trainer), My scenarios (src/session), and the saved-data file that carries everything to
// another phone (src/session), and the results sent back: a game's to the director (src/game)
// and a class set's to the coach (src/trainer). A save is
// untrusted input: a bad one is refused with a reason, never a crash; a good one saves back to what
// loads the same. The first byte picks the reader: bit 5 a class set's result (the coach's),
// else bit 4 a board's result, else bit 3 My
// scenarios, else bit 2 the saved-data file, else bit 1 the clock screen's save, else bit 0
// progress, else the live game.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "../support/state_of.h"
#include "cpu_budget.h"
#include "game/board_result_json.h"
#include "game/live_game.h"
#include "session/app/saved_data.h"
#include "session/clock/clock_session.h"
#include "session/trainer/my_scenarios.h"
#include "trainer/class_result_json.h"
#include "trainer/progress.h"

namespace {

void require(bool condition) {
  if (!condition) __builtin_trap();
}

void live_game(std::string_view text) {
  auto loaded = flagfall::game::LiveGame::load_json(text);
  if (!loaded) {
    require(!loaded.error().empty());
    return;
  }
  const flagfall::game::LiveGame& game = loaded.value();
  const std::string saved = game.save_json();
  auto again = flagfall::game::LiveGame::load_json(saved);
  require(static_cast<bool>(again));
  require(again.value().save_json() == saved);
  (void)game.scenario_json();
  (void)game.ruling(game.wall_time(game.entries().empty() ? 0 : game.entries().back().t));
}

void clock_session(std::string_view text) {
  flagfall::session::ClockSession session;
  const auto problem = session.restore(text);
  if (problem) {
    require(!problem->empty());
    require(session.sheet() == flagfall::session::ClockSheet::kNotice);
    return;
  }
  const std::string saved = session.saved();
  flagfall::session::ClockSession again;
  require(!again.restore(saved));
  require(again.saved() == saved);
  // The test hook's state of any save that loads is JSON that reads back.
  (void)flagfall::testing_support::state_of(session, session.game().wall_time(0));
}

void progress(std::string_view text) {
  auto loaded = flagfall::trainer::Progress::from_json(text);
  if (!loaded) {
    require(!loaded.error().empty());
    return;
  }
  const std::string saved = loaded.value().to_json();
  auto again = flagfall::trainer::Progress::from_json(saved);
  require(static_cast<bool>(again));
  require(again.value().to_json() == saved);
}

void saved_data(std::string_view text) {
  using namespace flagfall::session;
  auto loaded = read_saved_data(text);
  if (!loaded) {
    require(!loaded.error().empty());
    return;
  }
  const SavedData& data = loaded.value();
  const std::string written = write_saved_data(data);
  auto again = read_saved_data(written);
  require(static_cast<bool>(again));
  require(again.value() == data);
  // An import over the same data keeps it aside first, as the file that just read back whole.
  const auto writes = import_writes(data, data);
  require(writes.size() == data.entries.size() + (data.entries.empty() ? 0 : 1));
  if (!data.entries.empty()) {
    require(writes.front().key == kBeforeImportKey && writes.front().text == written);
  }
  for (const auto& [key, entry] : data.entries) (void)holds_user_data(key, entry);
}

// My scenarios: whatever it could not read is kept aside, and what it saves restores whole.
void my_scenarios(std::string_view text) {
  flagfall::session::MyScenarios store;
  if (const auto problem = store.restore(text)) require(!problem->empty());
  const std::string saved = store.save();
  flagfall::session::MyScenarios again;
  require(!again.restore(saved));
  require(again.save() == saved);
  require(again.cases().size() == store.cases().size());
}

// A game's result for the director: one that reads writes back to the same result, and its game
// is one that loads.
void board_result(std::string_view text) {
  auto read = flagfall::game::parse_board_result(text);
  if (!read) {
    require(!read.error().empty());
    return;
  }
  const std::string written = flagfall::game::board_result_json(read.value());
  auto again = flagfall::game::parse_board_result(written);
  require(static_cast<bool>(again));
  require(again.value() == read.value());
  require(static_cast<bool>(flagfall::game::LiveGame::load_json(read.value().record)));
}

// A class set's result for the coach: one that reads writes back to the same text and result.
void class_result(std::string_view text) {
  auto read = flagfall::trainer::parse_class_result(text);
  if (!read) {
    require(!read.error().empty());
    return;
  }
  const std::string written = flagfall::trainer::class_result_json(read.value());
  auto again = flagfall::trainer::parse_class_result(written);
  require(static_cast<bool>(again));
  require(again.value() == read.value());
  require(flagfall::trainer::class_result_json(again.value()) == written);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const flagfall::fuzz::CpuBudget budget;
  if (size == 0) return 0;
  const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  if (data[0] & 32) {
    class_result(text);
  } else if (data[0] & 16) {
    board_result(text);
  } else if (data[0] & 8) {
    my_scenarios(text);
  } else if (data[0] & 4) {
    saved_data(text);
  } else if (data[0] & 2) {
    clock_session(text);
  } else if (data[0] & 1) {
    progress(text);
  } else {
    live_game(text);
  }
  return 0;
}
