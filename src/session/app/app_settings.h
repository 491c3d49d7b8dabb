#pragma once

#include <optional>
#include <string>
#include <string_view>

// The player's choices that belong to the whole app, not to the clock's game or the trainer's
// progress: the language (docs/words.md, "Choosing the language"). Saved under kSettingsKey.
namespace flagfall::session {

struct AppSettings {
  // A code of words::kLanguages the player chose; "" until one is: the browser's languages then
  // decide, at every start.
  std::string language;
  friend bool operator==(const AppSettings&, const AppSettings&) = default;
};

std::string write_settings(const AppSettings& settings);
// Reads a saved settings text: outside input, so anything wrong is the problem, naming the field
// ("language: Flagfall does not speak 'fr'"), and `settings` is left as it was.
std::optional<std::string> read_settings(std::string_view text, AppSettings& settings);

// The first of the browser's languages (navigator.languages, apart by commas: "es-MX,es,en") that
// the app speaks, by its primary subtag; English if none is.
std::string_view spoken_language(std::string_view browser_languages);

}  // namespace flagfall::session
