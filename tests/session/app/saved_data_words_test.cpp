// Why a saved-data file is refused, in the words on show (issue 40): the English reads as before,
// and in Spanish each reason is Spanish around the file's own field names.
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "../../words/catalog_files.h"
#include "session/app/saved_data.h"
#include "words/words.h"

namespace flagfall::session {
namespace saved_data_words_test {

using nlohmann::json;

// A bad file of every kind, each with the reason it is refused for in English.
struct BadFile {
  std::string text;
  std::string english;
};

std::vector<BadFile> bad_files() {
  const auto file = [](const json& fields) {
    json f = {{"format", "flagfall-saved-data"}, {"version", 1}, {"entries", json::object()}};
    f.update(fields);
    return f.dump();
  };
  return {
      {std::string(kMaxSavedDataBytes + 1, ' '),
       "the file is larger than 16 MB, more than Flagfall ever saves"},
      {"", "the file is not JSON: it is not a Flagfall saved-data file"},
      {R"({"format":"flagfall-clock-screen"})", "format: this is not a Flagfall saved-data file"},
      {R"({"format":"flagfall-saved-data"})", "version: the file has no version"},
      {file({{"version", 2}}),
       "version: the file was written by a newer Flagfall (file version 2); update the app, then "
       "import it"},
      {file({{"app_version", 12}}), "app_version: must be a short text"},
      {file({{"exported_at", -1}}), "exported_at: must be a time in ms"},
      {R"({"format":"flagfall-saved-data","version":1})", "entries: the file holds no saved data"},
      {file({{"entries", {{"flagfall.preferences", "{}"}}}}),
       "entries/flagfall.preferences: this is not something Flagfall saves"},
      {file({{"entries", {{"flagfall.clock", json::object()}}}}),
       "entries/flagfall.clock: must be the saved text"},
      {file({{"entries", {{"flagfall.trainer", R"({"version":9})"}}}}),
       "entries/flagfall.trainer: the saved trainer has an unknown version"},
  };
}

std::string refused(const std::string& text) {
  const auto read = read_saved_data(text);
  return read ? "" : read.error();
}

TEST(SavedDataWords, EnglishReadsAsBefore) {
  words::app_words() = words::Words();
  for (const BadFile& bad : bad_files()) EXPECT_EQ(refused(bad.text), bad.english);
}

TEST(SavedDataWords, EveryReasonIsSaidInSpanish) {
  for (const BadFile& bad : bad_files()) {
    const auto [english, spanish] =
        words::test::english_and_spanish([&] { return refused(bad.text); });
    EXPECT_EQ(english, bad.english);
    ASSERT_FALSE(spanish.empty()) << bad.english;
    EXPECT_NE(spanish, english);
    // The field at fault is named as the file has it.
    const auto colon = english.find(": ");
    if (english.rfind("the file", 0) != 0) {
      EXPECT_EQ(spanish.substr(0, colon + 2), english.substr(0, colon + 2)) << spanish;
    }
    for (const char* word : {"the ", "file ", "must", "saved", "not ", "this", "newer", "holds"})
      EXPECT_EQ(spanish.find(word), std::string::npos) << "'" << word << "' in " << spanish;
  }
  const auto [english, spanish] =
      words::test::english_and_spanish([&] { return refused(bad_files()[4].text); });
  EXPECT_EQ(spanish,
            "version: el archivo lo escribió un Flagfall más nuevo (versión 2 del archivo); "
            "actualiza la app y luego impórtalo");
}

}  // namespace saved_data_words_test
}  // namespace flagfall::session
