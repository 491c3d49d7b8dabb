#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace flagfall::session {

class AppSession;
struct SavedData;

// The browser's storage as the saves use it, one text per key (the platform's is localStorage).
// A store keeps the whole text or, when it fails (no room, storage off), leaves the key as it was:
// never a part of the text, never the key emptied.
class StorageArea {
 public:
  virtual std::optional<std::string> load(std::string_view key) = 0;
  virtual bool store(std::string_view key, const std::string& text) = 0;
  virtual void remove(std::string_view key) = 0;

 protected:
  ~StorageArea() = default;
};

struct Restored {
  bool holds_user_data = false;       // a save holds what a player would miss
  std::vector<std::string> problems;  // "the saved clock could not be restored: ..."
};

// At start: restores the clock, the trainer's progress and My scenarios. A save that cannot be
// restored is kept aside under its ".unreadable" key; if even that finds no room, its key is held
// (never written over) until the copy goes in (StorageStatus::hold_aside).
Restored restore_saves(AppSession& app, StorageArea& area);

// After a frame: writes every save that changed, or failed before, the running game first, and
// tells the app each outcome (StorageStatus::written). A failed write leaves the last good save
// in place. When a later write in the same pass succeeds (a deletion made room), the failed ones
// are tried once more. Nothing is written by a tab that only views the game, or when the storage
// is off. Returns whether a written save holds what a player would miss.
bool write_saves(AppSession& app, StorageArea& area);

// Imports a saved-data file (already read) all or nothing: first everything current is kept aside
// (kBeforeImportKey), then the file's entries go in; if one does not fit, the entries already
// written are put back as they were (the ones that shrink first, so they make room for the rest)
// and "" is not returned. On success the app restores each entry written. Returns "" or the
// problem.
std::string import_saved_data(AppSession& app, StorageArea& area, const SavedData& imported,
                              const SavedData& current);

}  // namespace flagfall::session
