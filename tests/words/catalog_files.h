#pragma once

#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>

#include "words/words.h"

// The compiled catalogs the build wrote (FLAGFALL_WORDS_DIR), and small edits of them.
namespace flagfall::words::test {

inline std::string compiled_catalog(std::string_view language) {
  std::ifstream file(std::string(FLAGFALL_WORDS_DIR) + "/" + std::string(language) + ".txt",
                     std::ios::binary);
  std::ostringstream bytes;
  bytes << file.rdbuf();
  return bytes.str();
}

// `catalog` with its line `number` (1-based) replaced by `text`.
inline std::string with_line(const std::string& catalog, int number, std::string_view text) {
  std::size_t start = 0;
  for (int line = 1; line < number; ++line) start = catalog.find('\n', start) + 1;
  const std::size_t end = catalog.find('\n', start);
  return catalog.substr(0, start) + std::string(text) + catalog.substr(end);
}

// The line of the message `index` (0-based): after the catalog's six header lines.
constexpr int message_line(int index) {
  return 7 + index;
}

// What `say()` says in English and then with Spanish's catalog put in ("" for Spanish when the
// catalog is refused); the app's words are left as at start.
template <class Say>
std::pair<std::string, std::string> english_and_spanish(Say say) {
  app_words() = Words();
  std::string english = say();
  std::string spanish = app_words().install(compiled_catalog("es")) ? say() : "";
  app_words() = Words();
  return {std::move(english), std::move(spanish)};
}

}  // namespace flagfall::words::test
