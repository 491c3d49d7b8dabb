// Fuzzes the reader of compiled word catalogs (src/words/catalog.h), which the page fetches: a
// catalog is untrusted input, refused with its line named, never a crash; one that is read gives
// every message it holds as a text ending with a NUL, in every plural form, and fills arguments
// into it. The first byte picks what the rest is: 0, a whole catalog; else the message lines of a
// catalog whose header fits this program (so the fuzzer reaches them whatever the messages are);
// 2, the keyed texts (the scenario bank's) of a catalog holding no message, each looked up.
// Putting the catalog into the app's words must leave text for every message.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "cpu_budget.h"
#include "words/words.h"

namespace {

using namespace flagfall::words;

void require(bool condition) {
  if (!condition) __builtin_trap();
}

std::size_t line_count(std::string_view body) {
  std::size_t lines = 0;
  for (const char c : body) lines += c == '\n';
  return lines;
}

std::string fitting_header(std::string_view body) {
  // As many messages as there are lines, so the end of the input is the end of the file.
  const std::size_t lines = line_count(body);
  char signature[16];
  std::snprintf(signature, sizeof signature, "%08x", static_cast<unsigned>(kMessagesSignature));
  return "flagfall-words 1\nlanguage es\nplural es\nmessages " + std::to_string(kMessageCount) +
         "\nsignature " + signature + "\nholds " +
         std::to_string(lines < std::size_t{kMessageCount} ? lines : std::size_t{kMessageCount}) +
         "\n";
}

void check_catalog(std::string_view compiled) {
  const CatalogReading reading = read_catalog(compiled);
  if (!reading.catalog) {
    require(reading.problem.rfind("line ", 0) == 0);
    return;
  }
  require(reading.problem.empty());
  const Catalog& catalog = *reading.catalog;
  for (int i = 0; i < catalog.holds(); ++i) {
    for (const std::int64_t count : {0, 1, 2, 1000000}) {
      const std::string_view text = catalog.text(static_cast<Msg>(i), count);
      require(!text.empty() && text.data()[text.size()] == '\0');
      (void)fill_arguments(text, {"a", "bb", "{1}"});
    }
  }
  // Each keyed line's own key and hash, as written, finds its text when the catalog was read.
  const std::size_t keyed = compiled.find("\nkeyed ");
  std::string_view rest = keyed == std::string_view::npos ? "" : compiled.substr(keyed + 1);
  if (!rest.empty()) rest.remove_prefix(std::min(rest.size(), rest.find('\n') + 1));
  while (!rest.empty()) {
    const std::size_t end = rest.find('\n');
    const std::string_view line = rest.substr(0, end);
    rest.remove_prefix(end == std::string_view::npos ? rest.size() : end + 1);
    const std::size_t tab = line.find('\t');
    if (tab == std::string_view::npos || line.size() < tab + 10 || line[tab + 9] != '\t') continue;
    const std::uint32_t hash = static_cast<std::uint32_t>(
        std::strtoul(std::string(line.substr(tab + 1, 8)).c_str(), nullptr, 16));
    const auto found = catalog.keyed(line.substr(0, tab), hash);
    require(found.has_value() && !found->empty() && found->data()[found->size()] == '\0');
  }
  require(!catalog.keyed("", 0).has_value());
  Words words;
  const bool installed = words.install(compiled);
  require(installed == catalog.complete());
  for (int i = 0; i < kMessageCount; ++i) require(!words.text(static_cast<Msg>(i)).empty());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const flagfall::fuzz::CpuBudget budget;
  if (size == 0) return 0;
  const std::string_view rest(reinterpret_cast<const char*>(data) + 1, size - 1);
  if (data[0] == 0) {
    check_catalog(rest);
  } else if (data[0] == 2) {
    std::string header = fitting_header("");
    check_catalog(header + "keyed " + std::to_string(line_count(rest)) + "\n" + std::string(rest));
  } else {
    check_catalog(fitting_header(rest) + std::string(rest));
  }
  (void)fill_arguments(rest, {"x", "y"});
  return 0;
}
