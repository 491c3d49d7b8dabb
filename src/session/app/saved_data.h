#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "clock/result.h"

namespace flagfall::session {

// What the app keeps in the browser's storage, by key.
inline constexpr std::string_view kClockKey = "flagfall.clock";      // the clock's game
inline constexpr std::string_view kTrainerKey = "flagfall.trainer";  // the trainer's progress
// The cases the user made or kept (session/my_scenarios.h); a case it cannot read stays inside.
inline constexpr std::string_view kMyScenariosKey = "flagfall.my-scenarios";
// The app's own settings (session/app/app_settings.h): the language chosen.
inline constexpr std::string_view kSettingsKey = "flagfall.settings";
// The director's event (session/app/event_book.h): the results the boards sent.
inline constexpr std::string_view kEventKey = "flagfall.event";
// A save that could not be restored is kept aside under these keys, never lost.
inline constexpr std::string_view kClockKeptAsideKey = "flagfall.clock.unreadable";
inline constexpr std::string_view kTrainerKeptAsideKey = "flagfall.trainer.unreadable";
inline constexpr std::string_view kEventKeptAsideKey = "flagfall.event.unreadable";
// What the last import replaced: all the saved data as it was, as a file that imports back.
// This device's undo, so it is not itself exported.
inline constexpr std::string_view kBeforeImportKey = "flagfall.before-import";

// The keys a saved-data file may hold, in the order it lists them.
const std::vector<std::string_view>& saved_keys();

// Everything the app saved, as one file a player can keep, move to another phone and import
// (docs/offline.md): each key with its stored text, exactly as stored.
struct SavedData {
  std::string app_version;       // the build that wrote the file; "" when unknown
  std::int64_t exported_at = 0;  // epoch milliseconds; 0 when unknown
  std::map<std::string, std::string> entries;
  friend bool operator==(const SavedData&, const SavedData&) = default;
};

inline constexpr int kSavedDataVersion = 1;
inline constexpr std::size_t kMaxSavedDataBytes = 16u << 20;

std::string write_saved_data(const SavedData& data);

// Reads a saved-data file. Untrusted: the file's shape, its version, and every entry with the
// reader the app restores it with. The error names the first problem and where it is
// ("entries/flagfall.trainer: ...").
clock::Result<SavedData, std::string> read_saved_data(std::string_view text);

// One change to the browser's storage.
struct StorageWrite {
  std::string key;
  std::string text;
  friend bool operator==(const StorageWrite&, const StorageWrite&) = default;
};

// How to import `imported` over `current` (what the storage holds now, read with saved_keys()):
// first all of `current` kept aside under kBeforeImportKey (when there is any), then every entry
// of the file. Keys the file does not hold stay as they are.
std::vector<StorageWrite> import_writes(const SavedData& current, const SavedData& imported);

// Whether a stored entry holds something a player would miss if the browser cleared it: a clock
// game that has started, trainer progress with an answer or an exam, or a case of My
// scenarios. The page asks for
// persistent storage once one does. Bad text holds nothing.
bool holds_user_data(std::string_view key, std::string_view text);

}  // namespace flagfall::session
