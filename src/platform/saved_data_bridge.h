#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "session/app/app_session.h"
#include "session/app/saved_data_section.h"
#include "session/app/saves.h"

// The browser's storage as the app uses it (window.flagfall.load/save/remove in web/bootstrap.js),
// and the saved-data file built from it and imported into it (src/session/app/saved_data.h).
namespace flagfall::platform {

// localStorage. A store that fails (no room, storage off) leaves the key as it was: setItem
// keeps the whole text or throws.
class LocalStorage final : public session::StorageArea {
 public:
  std::optional<std::string> load(std::string_view key) override;
  bool store(std::string_view key, const std::string& text) override;
  void remove(std::string_view key) override;
};
LocalStorage& local_storage();

// What the storage holds for this site by kind (session::StoredKind), in characters of key and
// text, as the browser counts its room.
std::array<std::int64_t, session::kStoredKinds> measure_storage();

// Everything the app keeps, as one file.
std::string export_saved_data(const std::string& app_version, std::int64_t now);

// Checks `file`; if it is good, imports it all or nothing (session::import_saved_data) and the
// running app takes it. Returns "" or the problem.
std::string import_saved_data(session::AppSession& app, std::string_view file,
                              const std::string& app_version, std::int64_t now);

}  // namespace flagfall::platform
