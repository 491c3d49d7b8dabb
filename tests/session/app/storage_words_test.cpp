// The storage notice's words (issue 40): every notice, button and announcement reads as before in
// English and otherwise in Spanish, and what is said before the words are whole waits for them.
#include <algorithm>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "../../words/catalog_files.h"
#include "session/app/storage_status.h"
#include "words/words.h"

namespace flagfall::session {
namespace storage_words_test {

// Everything the storage says, one line each: each notice with its buttons, then what was
// announced, as a walk through every state shows them.
std::vector<std::string> everything_said() {
  std::vector<std::string> lines;
  const auto notice = [&](const StorageStatus& status, bool on_clock) {
    const auto n = status.notice(on_clock);
    if (!n) return;
    lines.push_back(n->text);
    for (const AppControl& action : n->actions) lines.push_back("[" + action.label + "]");
  };
  StorageStatus status;
  status.written(Save::kCases, false, false);
  notice(status, false);
  status.written(Save::kGame, false, false);
  notice(status, false);
  status.written(Save::kGame, false, true);
  status.written(Save::kTrainer, false, false);
  status.written(Save::kSettings, false, false);
  notice(status, false);
  for (const Save save : kSaves) status.written(save, true, false);
  status.set_role(TabRole::kViewer);
  notice(status, true);
  status.set_role(TabRole::kWriter);
  status.set_role(TabRole::kTakenOver);
  notice(status, false);
  for (const Announcement& said : status.take_announcements()) lines.push_back(said.text);
  StorageStatus blocked;
  blocked.set_blocked();
  notice(blocked, true);
  for (const Announcement& said : blocked.take_announcements()) lines.push_back(said.text);
  return lines;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string all;
  for (const std::string& line : lines) all += line + "\n";
  return all;
}

TEST(StorageWords, EnglishReadsAsBefore) {
  words::app_words() = words::Words();
  EXPECT_EQ(joined(everything_said()),
            "Not saved: this browser has no room left for Flagfall. This case is not saved.\n"
            "[Make room]\n"
            "Not saved: this browser has no room left for Flagfall. The clock's settings are not "
            "saved. This case is not saved.\n"
            "[Make room]\n"
            "Not saved: this browser has no room left for Flagfall. This game will not survive a "
            "reload. This case is not saved. This result is not kept. The language chosen is not "
            "kept.\n"
            "[Make room]\n"
            "Flagfall is open in another tab, which runs the game. This tab only shows it: it "
            "neither presses nor saves.\n"
            "[Take over here]\n"
            "[Home]\n"
            "Another tab took the game over. This tab only shows it now: it neither presses nor "
            "saves.\n"
            "[Take over here]\n"
            "Not saved: this browser has no room left for Flagfall. This case is not saved.\n"
            "Not saved: this browser has no room left for Flagfall. The clock's settings are not "
            "saved. This case is not saved.\n"
            "Not saved: this browser has no room left for Flagfall. This game will not survive a "
            "reload. This case is not saved.\n"
            "Not saved: this browser has no room left for Flagfall. This game will not survive a "
            "reload. This case is not saved. This result is not kept.\n"
            "Not saved: this browser has no room left for Flagfall. This game will not survive a "
            "reload. This case is not saved. This result is not kept. The language chosen is not "
            "kept.\n"
            "Not saved: this browser has no room left for Flagfall. This case is not saved. This "
            "result is not kept. The language chosen is not kept.\n"
            "Not saved: this browser has no room left for Flagfall. This case is not saved. The "
            "language chosen is not kept.\n"
            "Not saved: this browser has no room left for Flagfall. The language chosen is not "
            "kept.\n"
            "Saved again: nothing is at risk.\n"
            "Flagfall is open in another tab, which runs the game. This tab only shows it: it "
            "neither presses nor saves.\n"
            "This tab runs the game now, and saves it.\n"
            "Another tab took the game over. This tab only shows it now: it neither presses nor "
            "saves.\n"
            "Nothing will be kept in this browser: it does not let Flagfall store data (site data "
            "is off, or a private window). Allow site data for this site to keep games, cases and "
            "results.\n"
            "[OK]\n"
            "Nothing will be kept in this browser: it does not let Flagfall store data (site data "
            "is off, or a private window). Allow site data for this site to keep games, cases and "
            "results.\n");
}

TEST(StorageWords, EverythingIsSaidInSpanish) {
  const auto [english, spanish] =
      words::test::english_and_spanish([] { return joined(everything_said()); });
  ASSERT_FALSE(spanish.empty());
  EXPECT_NE(spanish.find("Sin guardar: este navegador ya no tiene espacio para Flagfall. Esta "
                         "partida se perderá si recargas. Este caso no se guarda."),
            std::string::npos)
      << spanish;
  EXPECT_NE(spanish.find("[Jugar aquí]\n[Inicio]\n"), std::string::npos) << spanish;
  EXPECT_NE(spanish.find("Guardado de nuevo: nada corre peligro.\n"), std::string::npos);
  EXPECT_EQ(std::count(english.begin(), english.end(), '\n'),
            std::count(spanish.begin(), spanish.end(), '\n'));
  std::size_t line_start = 0;
  for (std::size_t end; (end = spanish.find('\n', line_start)) != std::string::npos;
       line_start = end + 1) {
    const std::string line = spanish.substr(line_start, end - line_start);
    EXPECT_EQ(english.find(line + "\n"), std::string::npos) << "English: " << line;
  }
  for (const char* word : {" the ", "saved", "kept", "tab", "room", "game", "browser", "Take"})
    EXPECT_EQ(spanish.find(word), std::string::npos) << "'" << word << "' in " << spanish;
}

// In the page the words arrive after the first frame: a storage blocked from the start is said
// once they are whole, in them, not as "…".
TEST(StorageWords, WhatIsSaidWaitsForTheWords) {
  std::string part = words::test::with_line(words::test::compiled_catalog("en"), 6,
                                            "holds " + std::to_string(words::kFirstScreenMessages));
  std::size_t end = 0;
  for (int line = 0; line < words::test::message_line(words::kFirstScreenMessages) - 1; ++line)
    end = part.find('\n', end) + 1;
  auto reading = words::read_catalog(part.substr(0, end));
  ASSERT_TRUE(reading.catalog) << reading.problem;
  words::app_words() = words::Words(std::move(*reading.catalog));
  StorageStatus status;
  status.set_blocked();
  EXPECT_TRUE(status.take_announcements().empty());
  ASSERT_TRUE(words::app_words().install(words::test::compiled_catalog("en")));
  const auto said = status.take_announcements();
  ASSERT_EQ(said.size(), 1u);
  EXPECT_EQ(said[0].text.rfind("Nothing will be kept in this browser", 0), 0u);
  EXPECT_TRUE(status.take_announcements().empty());
  words::app_words() = words::Words();
}

}  // namespace storage_words_test
}  // namespace flagfall::session
