#include "session/app/saved_data.h"

#include <algorithm>
#include "json/value.h"

#include "game/live_game.h"
#include "session/app/app_settings.h"
#include "session/app/event_book.h"
#include "session/clock/clock_session.h"
#include "session/trainer/my_scenarios.h"
#include "trainer/trainer.h"
#include "words/words.h"

namespace flagfall::session {
namespace {

using words::Msg;

constexpr std::string_view kSavedDataFormat = "flagfall-saved-data";
constexpr std::size_t kMaxAppVersionLength = 100;

// The clock screen's save, checked by the reader that restores it.
std::optional<std::string> check_clock_save(std::string_view text) {
  ClockSession scratch;
  return scratch.restore(text);
}

std::optional<std::string> check_entry(std::string_view key, std::string_view text) {
  if (key == kClockKey) return check_clock_save(text);
  if (key == kTrainerKey) {
    trainer::Trainer scratch;
    return scratch.restore(text);
  }
  if (key == kMyScenariosKey) {
    MyScenarios scratch;
    return scratch.restore(text);
  }
  if (key == kSettingsKey) {
    AppSettings scratch;
    return read_settings(text, scratch);
  }
  if (key == kEventKey) return EventBook().restore(text);
  return std::nullopt;  // kept aside: unreadable by definition, carried as it is
}

}  // namespace

const std::vector<std::string_view>& saved_keys() {
  static const std::vector<std::string_view> keys = {
      kClockKey, kTrainerKey,        kMyScenariosKey,      kSettingsKey,
      kEventKey, kClockKeptAsideKey, kTrainerKeptAsideKey, kEventKeptAsideKey};
  return keys;
}

std::string write_saved_data(const SavedData& data) {
  json::Value entries = json::Value::object();
  for (const auto& [key, text] : data.entries) entries[key] = text;
  return json::Value{{"format", kSavedDataFormat},
                     {"version", kSavedDataVersion},
                     {"app_version", data.app_version},
                     {"exported_at", data.exported_at},
                     {"entries", entries}}
      .dump(1);
}

clock::Result<SavedData, std::string> read_saved_data(std::string_view text) {
  using Error = std::string;
  // The file's fields are named as it writes them ("format", "entries/flagfall.clock"), in every
  // language; the reason after them is the words on show.
  if (text.size() > kMaxSavedDataBytes) {
    return Error(
        words::format<Msg::kSavedRefusedTooLarge>(std::to_string(kMaxSavedDataBytes >> 20)));
  }
  const auto parsed_root = json::Value::parse(text);
  if (!parsed_root || !parsed_root->is_object())
    return Error(words::said(Msg::kSavedRefusedNotJson));
  const json::Value& root = *parsed_root;
  if (root.string_or("format", "") != kSavedDataFormat)
    return Error(words::format<Msg::kSavedRefusedNotSavedData>("format"));
  const auto version = root.find("version");
  if (!version || !version->is_number_integer() || *version < 1)
    return Error(words::format<Msg::kSavedRefusedNoVersion>("version"));
  if (*version > kSavedDataVersion)
    return Error(words::format<Msg::kSavedRefusedNewer>("version", version->dump()));
  SavedData data;
  if (const auto app = root.find("app_version"); app) {
    if (!app->is_string() || app->get<std::string>().size() > kMaxAppVersionLength)
      return Error(words::format<Msg::kSavedRefusedShortText>("app_version"));
    data.app_version = app->get<std::string>();
  }
  if (const auto at = root.find("exported_at"); at) {
    if (!at->is_number_integer() || *at < 0)
      return Error(words::format<Msg::kSavedRefusedTime>("exported_at"));
    data.exported_at = at->get<std::int64_t>();
  }
  const auto entries = root.find("entries");
  if (!entries || !entries->is_object())
    return Error(words::format<Msg::kSavedRefusedNoEntries>("entries"));
  const auto& keys = saved_keys();
  for (const auto& [key, value] : entries->members()) {
    const std::string field = "entries/" + key;
    if (std::find(keys.begin(), keys.end(), key) == keys.end())
      return Error(words::format<Msg::kSavedRefusedUnknownEntry>(field));
    if (!value.is_string()) return Error(words::format<Msg::kSavedRefusedNotText>(field));
    const std::string& saved = value.string();
    if (auto problem = check_entry(key, saved))
      return Error(words::format<Msg::kSavedRefusedEntry>(field, *problem));
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
    const auto saved = json::Value::parse(text);
    if (!saved || !saved->is_object() || !saved->contains("game")) return false;
    const auto game = game::LiveGame::load_json((*saved)["game"].dump());
    return game && game.value().started();
  }
  if (key == kTrainerKey) {
    trainer::Trainer scratch;
    if (scratch.restore(text)) return false;
    return scratch.progress().step() > 0 || !scratch.progress().exams().empty();
  }
  if (key == kMyScenariosKey) {
    MyScenarios scratch;
    if (scratch.restore(text)) return false;
    return !scratch.cases().empty() || !scratch.kept_aside().empty();
  }
  if (key == kEventKey) {
    EventBook scratch;
    return !scratch.restore(text) && !scratch.empty();
  }
  return false;
}

}  // namespace flagfall::session
