// The trainer in Spanish (issue 40): with the Spanish catalog installed, the trainer's mirror (the
// words the drawn views show, as a screen reader hears them) says in Spanish every part it says in
// English on the menu, the selection, a question and its feedback, an exam and its result,
// progress, the rules browser, My scenarios and the class set builder, the bank's own texts among
// them, and keeps no English word but names and the board's men.
#include <regex>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "../../words/catalog_files.h"
#include "session/mirror.h"
#include "session/trainer/trainer_session.h"
#include "trainer_session_support.h"
#include "words/words.h"

namespace flagfall::session {
namespace {

using testing_support::act;
using testing_support::TA;

std::vector<std::string> texts(const TrainerSession& s) {
  std::vector<std::string> out;
  const Mirror mirror = trainer_mirror(s, 0);
  for (const MirrorPart& part : mirror.parts()) {
    out.push_back(part.text);
    for (const std::string& item : part.items) out.push_back(item);
    for (const auto& row : part.rows) out.insert(out.end(), row.begin(), row.end());
  }
  return out;
}

bool has_letter(const std::string& text) {
  for (const char c : text)
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) return true;
  return false;
}

// What the mirror still says in English: the board's men.
std::vector<std::string> not_moved(const TrainerSession& s) {
  std::vector<std::string> out;
  const QuestionOnShow shown = s.on_show();
  if (shown.question == nullptr) return out;
  const trainer::Question& q = *shown.question;
  for (const trainer::Step& step : q.replay.steps) {
    out.push_back(pieces_in_words(step.asked.position));
    out.push_back(pieces_in_words(step.ruled.position));
  }
  return out;
}

void expect_spanish(const TrainerSession& s, const std::string& where) {
  const std::vector<std::string> english = texts(s);
  ASSERT_TRUE(words::app_words().install(words::test::compiled_catalog("es")))
      << words::app_words().problem();
  const std::vector<std::string> spanish = texts(s);
  const std::vector<std::string> kept = not_moved(s);
  words::app_words() = words::Words();
  ASSERT_EQ(english.size(), spanish.size()) << where;
  const auto is_name = [](const std::string& text) {
    for (const rules::Ruleset* r : rules::all_rulesets())
      if (text.rfind(std::string(r->short_name), 0) == 0) return true;
    return text.rfind("USCF", 0) == 0 || text.rfind("FIDE", 0) == 0;
  };
  for (std::size_t i = 0; i < english.size(); ++i) {
    // "no" is Spanish as well as English: a table's cell (Differs: no).
    if (!has_letter(english[i]) || is_name(english[i]) || english[i] == "no") continue;
    bool kept_whole = false;
    std::string said = spanish[i];
    for (const std::string& k : kept) {
      if (k.empty()) continue;
      kept_whole = kept_whole || k == english[i];
      for (std::size_t at; (at = said.find(k)) != std::string::npos;) said.erase(at, k.size());
    }
    if (kept_whole) continue;
    EXPECT_NE(spanish[i], english[i]) << where << ": the same in Spanish: " << english[i];
    EXPECT_EQ(spanish[i].find("\xE2\x80\xA6\xE2\x80\xA6"), std::string::npos) << where;
    for (const char* word :
         {"White", "Black",    "clock",    "claim", "the",      "The",    "rule",     "Rule",
          "Menu",  "Back",     "Draw",     "wins",  "Question", "answer", "scenario", "scenarios",
          "case",  "Practice", "Practise", "Exam",  "Progress", "of"}) {
      const std::regex whole("(^|[^A-Za-z])" + std::string(word) + "([^A-Za-z]|$)");
      EXPECT_FALSE(std::regex_search(said, whole))
          << where << ": '" << word << "' left in " << spanish[i] << " (" << english[i] << ")";
    }
  }
}

TEST(TrainerWordsSpanish, EveryViewReadsInSpanish) {
  TrainerSession s;
  expect_spanish(s, "the menu");
  act(s, TA::kSelection);
  expect_spanish(s, "the selection");
  act(s, TA::kSelectionBack);
  act(s, TA::kPractise);
  ASSERT_NE(s.on_show().question, nullptr);
  expect_spanish(s, "a question");
  act(s, {TA::kChoice, 0});
  expect_spanish(s, "its feedback");
  act(s, TA::kMenu);
  act(s, TA::kProgress);
  expect_spanish(s, "progress");
  act(s, TA::kProgressBack);
  act(s, TA::kRules);
  expect_spanish(s, "the rules");
  act(s, TA::kRulesBack);
  act(s, TA::kMine);
  expect_spanish(s, "My scenarios");
  act(s, TA::kMineSet);
  expect_spanish(s, "the class set");
  act(s, TA::kSetBankPick);
  expect_spanish(s, "the class set with bank cases");
  act(s, TA::kSetBack);
  act(s, TA::kMineBack);
  act(s, TA::kExam);
  ASSERT_EQ(s.view(), TrainerView::kExam);
  expect_spanish(s, "an exam's question");
  for (int i = 0; i < 5 && s.view() == TrainerView::kExam; ++i) act(s, {TA::kChoice, 0});
  ASSERT_EQ(s.view(), TrainerView::kExamResult);
  expect_spanish(s, "an exam's result");
}

// A save that could not be read is restored at start-up, before the page has the catalog of the
// words on show: its notice is said again in the words that arrive.
TEST(TrainerWordsSpanish, ASaveThatCouldNotBeReadIsSaidAgainInTheWordsThatArrive) {
  TrainerSession s;
  ASSERT_TRUE(s.restore(R"({"version":1,"selection":{"rulesets":[],"categories":[]},)"
                        R"("progress":{"version":1,"step":"x"}})")
                  .has_value());
  EXPECT_EQ(s.notice(),
            "Your saved progress could not be read (progress: \"step\" must be a whole number); "
            "it was kept aside.");
  ASSERT_TRUE(words::app_words().install(words::test::compiled_catalog("es")));
  EXPECT_EQ(s.notice(),
            "Tu progreso guardado no se pudo leer (progreso: \"step\" debe ser un número "
            "entero); se ha conservado aparte.");
  words::app_words() = words::Words();
  TrainerSession mine;
  ASSERT_TRUE(mine.restore_mine("[]").has_value());
  ASSERT_TRUE(words::app_words().install(words::test::compiled_catalog("es")));
  EXPECT_EQ(mine.notice(),
            "Algunos de Mis escenarios no se pudieron leer (no es una copia guardada de Mis "
            "escenarios).");
  words::app_words() = words::Words();
}

}  // namespace
}  // namespace flagfall::session
