// The app's words: English compiled in, catalogs put in, arguments filled (words/words.h).
#include "words/words.h"

#include "words/embedded_words.h"

namespace flagfall::words {
namespace {

// What a message reads while no catalog holds it yet.
constexpr std::string_view kNotYetHere = "\xE2\x80\xA6";

}  // namespace

Words::Words() {
  const EmbeddedCatalog& english = kEmbeddedCatalogs[0];
  CatalogReading reading = read_catalog({english.text, english.size});
  if (reading.catalog) {
    english_ = std::move(*reading.catalog);
  } else {
    problem_ = "the English compiled in: " + reading.problem;  // only a broken build
  }
}

bool Words::install(std::string_view compiled) {
  CatalogReading reading = read_catalog(compiled);
  if (reading.catalog && !reading.catalog->complete()) {
    reading = {std::nullopt, "it does not hold every message"};
  }
  if (!reading.catalog) {
    problem_ = std::move(reading.problem);
    return false;
  }
  if (reading.catalog->language() == english_.language()) {
    english_ = std::move(*reading.catalog);
  } else {
    chosen_ = std::move(*reading.catalog);
    show_chosen_ = true;
  }
  version_ = next_version();
  return true;
}

bool Words::show(std::string_view language) {
  if (language == this->language()) return true;
  if (language == english_.language()) {
    show_chosen_ = false;
  } else if (chosen_ && chosen_->language() == language) {
    show_chosen_ = true;
  } else {
    const EmbeddedCatalog* embedded = nullptr;
    for (std::size_t i = 1; i < kEmbeddedCatalogCount; ++i) {
      if (kEmbeddedCatalogs[i].language == language) embedded = &kEmbeddedCatalogs[i];
    }
    if (embedded == nullptr) return false;
    CatalogReading reading = read_catalog({embedded->text, embedded->size});
    if (!reading.catalog) {
      problem_ = "the " + std::string(language) + " compiled in: " + reading.problem;
      return false;  // only a broken build
    }
    chosen_ = std::move(*reading.catalog);
    show_chosen_ = true;
  }
  version_ = next_version();
  return true;
}

std::uint32_t Words::next_version() {
  static std::uint32_t last = 0;
  return ++last;
}

std::string_view Words::translated(std::string_view key, std::string_view english) const {
  if (showing_english()) return english;
  return chosen_->keyed(key, fnv1a(english)).value_or(english);
}

std::string_view Words::text(Msg id, std::int64_t count) const {
  if (!showing_english() && chosen_->has(id)) return chosen_->text(id, count);
  if (english_.has(id)) return english_.text(id, count);
  return kNotYetHere;
}

std::string Words::format(Msg id, std::initializer_list<std::string_view> arguments,
                          std::int64_t count) const {
  return fill_arguments(text(id, count), arguments);
}

Words& app_words() {
  static Words words;
  return words;
}

std::size_t next_language() {
  const std::string_view on_show = app_words().language();
  for (std::size_t i = 0; i < kLanguages.size(); ++i) {
    if (kLanguages[i].code == on_show) return (i + 1) % kLanguages.size();
  }
  return 0;
}

std::string fill_arguments(std::string_view pattern,
                           std::initializer_list<std::string_view> arguments) {
  std::string out;
  out.reserve(pattern.size() + 16 * arguments.size());
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    const char c = pattern[i];
    const char after = i + 1 < pattern.size() ? pattern[i + 1] : '\0';
    if ((c == '{' || c == '}') && after == c) {
      out += c;
      ++i;
      continue;
    }
    if (c == '{') {
      // {n} or {nn}, n from 1.
      std::size_t end = i + 1;
      std::size_t number = 0;
      while (end < pattern.size() && end < i + 3 && pattern[end] >= '0' && pattern[end] <= '9') {
        number = number * 10 + (pattern[end] - '0');
        ++end;
      }
      if (end > i + 1 && end < pattern.size() && pattern[end] == '}' && number >= 1 &&
          number <= arguments.size()) {
        out.append(arguments.begin()[number - 1]);
        i = end;
        continue;
      }
    }
    out += c;
  }
  return out;
}

}  // namespace flagfall::words
