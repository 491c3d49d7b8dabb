// Fuzzes the reader of compiled word catalogs (src/words/catalog.h), which the page fetches: a
// catalog is untrusted input, refused with its line named, never a crash; one that is read gives
// every message it holds as a text ending with a NUL, in every plural form, and fills arguments
// into it. The first byte picks what the rest is: 0, a whole catalog; else the message lines of a
// catalog whose header fits this program (so the fuzzer reaches them whatever the messages are).
// Putting the catalog into the app's words must leave text for every message.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

#include "cpu_budget.h"
#include "words/words.h"

namespace {

using namespace flagfall::words;

void require(bool condition) {
  if (!condition) __builtin_trap();
}

std::string fitting_header(std::string_view body) {
  // As many messages as there are lines, so the end of the input is the end of the file.
  std::size_t lines = 0;
  for (const char c : body) lines += c == '\n';
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
  } else {
    check_catalog(fitting_header(rest) + std::string(rest));
  }
  (void)fill_arguments(rest, {"x", "y"});
  return 0;
}
