#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

// The browser's storage as the app uses it (window.flagfall.load/save in web/bootstrap.js), and
// the saved-data file built from it and imported into it (src/session/saved_data.h).
namespace flagfall::platform {

std::optional<std::string> load_from_storage(std::string_view key);
// False when the browser refused (its storage is full, or switched off).
bool save_to_storage(std::string_view key, const std::string& text);

// Everything the app keeps, as one file.
std::string export_saved_data(const std::string& app_version, std::int64_t now);

// Checks `file`; if it is good, keeps all the current data aside (session::kBeforeImportKey),
// writes the file's entries and calls `restore(key, text)` for each one written, so the running
// app takes them. Returns "" or the problem: a bad file changes nothing; a storage that fills up
// half-way leaves what the user had in the kept-aside copy.
std::string import_saved_data(
    std::string_view file, const std::string& app_version, std::int64_t now,
    const std::function<void(std::string_view, const std::string&)>& restore);

}  // namespace flagfall::platform
