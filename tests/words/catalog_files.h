#pragma once

#include <fstream>
#include <sstream>
#include <string>
#include <string_view>

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

}  // namespace flagfall::words::test
