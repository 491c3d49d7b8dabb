// The saves in and out of the browser's storage: restored at start, written after each frame
// that changed one (the running game first), and a saved-data file imported all or nothing.
#include "session/app/saves.h"

#include <array>

#include "session/app/app_session.h"
#include "session/app/saved_data.h"
#include "words/words.h"

namespace flagfall::session {
namespace {

std::string_view aside_key(Save save) {
  switch (save) {
    case Save::kGame:
      return kClockKeptAsideKey;
    case Save::kTrainer:
      return kTrainerKeptAsideKey;
    case Save::kCases:
      break;  // My scenarios keep a case they cannot read inside their own save
    case Save::kSettings:
      break;  // a language chosen again replaces settings that could not be read
    case Save::kEvent:
      return kEventKeptAsideKey;
  }
  return {};
}

const char* save_name(Save save) {
  switch (save) {
    case Save::kGame:
      return "the saved clock";
    case Save::kTrainer:
      return "the saved trainer progress";
    case Save::kCases:
      return "some of My scenarios";
    case Save::kSettings:
      return "the saved settings";
    case Save::kEvent:
      return "the saved event";
  }
  return "";
}

// A save's text goes in only once an unreadable save under its key is kept aside.
bool write_one(StorageStatus& status, StorageArea& area, Save save, const std::string& text) {
  if (const auto& aside = status.aside(save)) {
    if (!area.store(aside_key(save), *aside)) return false;
    status.aside_kept(save);
  }
  return area.store(save_key(save), text);
}

}  // namespace

Restored restore_saves(AppSession& app, StorageArea& area) {
  Restored out;
  for (const Save save : kSaves) {
    const auto text = area.load(save_key(save));
    if (!text) continue;
    if (const auto problem = app.restore(save, *text)) {
      out.problems.push_back(std::string(save_name(save)) + " could not be restored: " + *problem);
      const std::string_view aside = aside_key(save);
      if (!aside.empty() && !area.store(aside, *text)) app.storage().hold_aside(save, *text);
      continue;
    }
    out.holds_user_data |= holds_user_data(save_key(save), *text);
  }
  return out;
}

bool write_saves(AppSession& app, StorageArea& area) {
  StorageStatus& status = app.storage();
  if (!status.writes() || status.blocked()) return false;
  bool changed = false;
  for (const std::string_view key : app.take_removals()) {
    area.remove(key);
    changed = true;
  }
  std::array<std::optional<std::string>, kSaves.size()> texts;
  std::array<bool, kSaves.size()> ok{};
  bool any_ok = false;
  bool any_failed = false;
  for (const Save save : kSaves) {
    const auto i = static_cast<std::size_t>(save);
    texts[i] = app.take_save(save);
    if (!texts[i]) continue;
    ok[i] = write_one(status, area, save, *texts[i]);
    any_ok |= ok[i];
    any_failed |= !ok[i];
  }
  if (any_ok && any_failed) {
    for (const Save save : kSaves) {
      const auto i = static_cast<std::size_t>(save);
      if (texts[i] && !ok[i]) ok[i] = write_one(status, area, save, *texts[i]);
    }
  }
  bool holds = false;
  for (const Save save : kSaves) {
    const auto i = static_cast<std::size_t>(save);
    if (!texts[i]) continue;
    app.save_written(save, ok[i]);
    changed |= ok[i];
    if (ok[i]) holds |= holds_user_data(save_key(save), *texts[i]);
  }
  if (changed) app.home().saved_data().sizes_changed();
  return holds;
}

std::string import_saved_data(AppSession& app, StorageArea& area, const SavedData& imported,
                              const SavedData& current) {
  const std::vector<StorageWrite> writes = import_writes(current, imported);
  for (std::size_t failed = 0; failed < writes.size(); ++failed) {
    if (area.store(writes[failed].key, writes[failed].text)) continue;
    if (writes[failed].key == kBeforeImportKey) {
      return words::said(words::Msg::kSavedDataImportNoRoomAside);
    }
    // Put back what went in, twice over: an entry that grows back then finds the room that the
    // ones shrinking back made.
    bool all_back = true;
    for (int pass = 0; pass < 2; ++pass) {
      all_back = true;
      for (std::size_t i = 0; i < failed; ++i) {
        const std::string& key = writes[i].key;
        const auto old = current.entries.find(key);
        if (key == kBeforeImportKey) continue;
        if (old == current.entries.end()) {
          area.remove(key);
        } else {
          all_back &= area.store(key, old->second);
        }
      }
    }
    if (!all_back) {
      return words::format<words::Msg::kSavedDataImportFilledUp>(writes[failed].key,
                                                                 kBeforeImportKey);
    }
    // Everything is as it was: the copy kept aside is the same data again, and takes room.
    if (writes[0].key == kBeforeImportKey) area.remove(kBeforeImportKey);
    return words::format<words::Msg::kSavedDataImportTooFull>(writes[failed].key);
  }
  for (const StorageWrite& write : writes) {
    if (write.key != kBeforeImportKey) app.restore_key(write.key, write.text);
  }
  app.home().saved_data().sizes_changed();
  return "";
}

}  // namespace flagfall::session
