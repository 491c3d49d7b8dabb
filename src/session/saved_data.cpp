#include "session/saved_data.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "clock/notation.h"
#include "game/live_game.h"
#include "rules/ruleset.h"
#include "trainer/trainer.h"

namespace flagfall::session {
namespace {

using nlohmann::json;

constexpr std::string_view kFormat = "flagfall-saved-data";
constexpr int kClockSaveVersion = 2;
constexpr std::size_t kMaxAppVersionLength = 100;

json parse(std::string_view text) {
  return json::parse(text.begin(), text.end(), nullptr, false);
}

// The clock screen's save, checked as ClockScreen::restore_save (src/ui/clock_screen_state.cpp)
// reads it. When the clock's save moves into the session (issue 11), this calls that reader.
std::optional<std::string> check_clock_save(std::string_view text) {
  const json saved = parse(text);
  if (saved.is_discarded() || !saved.is_object()) return "the saved clock is not readable JSON";
  if (saved.value("format", "") != "flagfall-clock-screen")
    return "the saved clock is from another format";
  const auto version = saved.find("version");
  if (version == saved.end() || !version->is_number_integer() || *version != kClockSaveVersion)
    return "the saved clock is from another version of the app";
  const auto settings = saved.find("settings");
  const auto game = saved.find("game");
  if (settings == saved.end() || !settings->is_object() || game == saved.end())
    return "the saved clock has no settings or no game";
  const json& s = *settings;
  const auto is_string = [&s](const char* key) { return s.contains(key) && s[key].is_string(); };
  if (!is_string("ruleset") || !rules::find_ruleset(s["ruleset"].get<std::string>()))
    return "/settings/ruleset: not a ruleset";
  if (!is_string("control") || !clock::parse_time_control(s["control"].get<std::string>()))
    return "/settings/control: not a time control";
  for (const char* key : {"tenths", "sound"}) {
    if (!s.contains(key) || !s[key].is_boolean())
      return "/settings/" + std::string(key) + ": must be true or false";
  }
  if (!is_string("far_side") || (s["far_side"] != "white" && s["far_side"] != "black"))
    return "/settings/far_side: must be \"white\" or \"black\"";
  const auto loaded = game::LiveGame::load_json(game->dump());
  if (!loaded) return "/game" + loaded.error();
  if (loaded.value().setup().ruleset != s["ruleset"] ||
      loaded.value().setup().time_control != s["control"])
    return "/game: its ruleset or control differs from the settings";
  return std::nullopt;
}

std::optional<std::string> check_entry(std::string_view key, std::string_view text) {
  if (key == kClockKey) return check_clock_save(text);
  if (key == kTrainerKey) {
    trainer::Trainer scratch;
    return scratch.restore(text);
  }
  return std::nullopt;  // kept aside: unreadable by definition, carried as it is
}

}  // namespace

const std::vector<std::string_view>& saved_keys() {
  static const std::vector<std::string_view> keys = {kClockKey, kTrainerKey, kClockKeptAsideKey,
                                                     kTrainerKeptAsideKey};
  return keys;
}

std::string write_saved_data(const SavedData& data) {
  json entries = json::object();
  for (const auto& [key, text] : data.entries) entries[key] = text;
  return json{{"format", kFormat},
              {"version", kSavedDataVersion},
              {"app_version", data.app_version},
              {"exported_at", data.exported_at},
              {"entries", entries}}
      .dump(1);
}

clock::Result<SavedData, std::string> read_saved_data(std::string_view text) {
  using Error = std::string;
  if (text.size() > kMaxSavedDataBytes) {
    return Error("the file is larger than " + std::to_string(kMaxSavedDataBytes >> 20) +
                 " MB, more than Flagfall ever saves");
  }
  const json root = parse(text);
  if (root.is_discarded() || !root.is_object())
    return Error("the file is not JSON: it is not a Flagfall saved-data file");
  if (root.value("format", "") != kFormat)
    return Error("format: this is not a Flagfall saved-data file");
  const auto version = root.find("version");
  if (version == root.end() || !version->is_number_integer() || *version < 1)
    return Error("version: the file has no version");
  if (*version > kSavedDataVersion) {
    return Error("version: the file was written by a newer Flagfall (file version " +
                 version->dump() + "); update the app, then import it");
  }
  SavedData data;
  if (const auto app = root.find("app_version"); app != root.end()) {
    if (!app->is_string() || app->get<std::string>().size() > kMaxAppVersionLength)
      return Error("app_version: must be a short text");
    data.app_version = app->get<std::string>();
  }
  if (const auto at = root.find("exported_at"); at != root.end()) {
    if (!at->is_number_integer() || *at < 0) return Error("exported_at: must be a time in ms");
    data.exported_at = at->get<std::int64_t>();
  }
  const auto entries = root.find("entries");
  if (entries == root.end() || !entries->is_object())
    return Error("entries: the file holds no saved data");
  const auto& keys = saved_keys();
  for (const auto& [key, value] : entries->items()) {
    if (std::find(keys.begin(), keys.end(), key) == keys.end())
      return Error("entries/" + key + ": this is not something Flagfall saves");
    if (!value.is_string()) return Error("entries/" + key + ": must be the saved text");
    const std::string& saved = value.get_ref<const std::string&>();
    if (auto problem = check_entry(key, saved)) return Error("entries/" + key + ": " + *problem);
    data.entries[key] = saved;
  }
  return data;
}

std::vector<StorageWrite> import_writes(const SavedData& current, const SavedData& imported) {
  std::vector<StorageWrite> writes;
  if (!current.entries.empty()) {
    writes.push_back({std::string(kBeforeImportKey), write_saved_data(current)});
  }
  for (const auto& [key, text] : imported.entries) writes.push_back({key, text});
  return writes;
}

bool holds_user_data(std::string_view key, std::string_view text) {
  if (key == kClockKey) {
    const json saved = parse(text);
    if (saved.is_discarded() || !saved.is_object() || !saved.contains("game")) return false;
    const auto game = game::LiveGame::load_json(saved["game"].dump());
    return game && game.value().started();
  }
  if (key == kTrainerKey) {
    trainer::Trainer scratch;
    if (scratch.restore(text)) return false;
    return scratch.progress().step() > 0 || !scratch.progress().exams().empty();
  }
  return false;
}

}  // namespace flagfall::session
