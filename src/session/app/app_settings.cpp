#include "session/app/app_settings.h"

#include "json/value.h"

#include "words/msg.h"

namespace flagfall::session {
namespace {

constexpr int kSettingsVersion = 1;

bool spoken(std::string_view code) {
  for (const words::Language& language : words::kLanguages) {
    if (language.code == code) return true;
  }
  return false;
}

char lower(char c) {
  return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

}  // namespace

std::string write_settings(const AppSettings& settings) {
  return json::Value{{"version", kSettingsVersion}, {"language", settings.language}}.dump();
}

std::optional<std::string> read_settings(std::string_view text, AppSettings& settings) {
  const auto parsed_root = json::Value::parse(text);
  if (!parsed_root || !parsed_root->is_object()) return "the settings are not a JSON object";
  const json::Value& root = *parsed_root;
  const auto version = root.find("version");
  if (!version || !version->is_number_integer() || *version < 1)
    return "version: the settings have no version";
  if (*version > kSettingsVersion) return "version: saved by a newer Flagfall";
  AppSettings read;
  if (const auto language = root.find("language"); language) {
    if (!language->is_string()) return "language: must be a language's code";
    read.language = language->get<std::string>();
    if (!read.language.empty() && !spoken(read.language))
      return "language: Flagfall does not speak '" + read.language.substr(0, 16) + "'";
  }
  settings = std::move(read);
  return std::nullopt;
}

std::string_view spoken_language(std::string_view browser_languages) {
  while (!browser_languages.empty()) {
    const std::size_t comma = browser_languages.find(',');
    std::string_view tag = browser_languages.substr(0, comma);
    browser_languages = comma == std::string_view::npos ? "" : browser_languages.substr(comma + 1);
    while (!tag.empty() && tag.front() == ' ') tag.remove_prefix(1);
    std::string primary;
    for (const char c : tag.substr(0, tag.find_first_of("-_"))) primary += lower(c);
    for (const words::Language& language : words::kLanguages) {
      if (language.code == primary) return language.code;
    }
  }
  return words::kLanguages[0].code;
}

}  // namespace flagfall::session
