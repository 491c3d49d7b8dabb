// The trainer's questions in Spanish (issue 40): with the Spanish catalog installed, every bank
// question (and a fresh variant of each) is made again from the same seed, and its prompt, its
// choices, its timeline, each ruleset's explanation and the bank's own texts (its title, situation,
// notes and a variant's condition) read in Spanish, with no English word left;
// the sentences whose subject may be the TD put the verb in the singular for him.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "../words/catalog_files.h"
#include "chess/position.h"
#include "trainer/bank.h"
#include "trainer/bank_words.h"
#include "trainer/progress.h"
#include "trainer/question.h"
#include "trainer/replay.h"
#include "trainer/share.h"
#include "trainer/trainer.h"
#include "trainer/variants.h"
#include "words/words.h"

namespace flagfall::trainer {
namespace {

// A question's texts: the trainer's, and the bank scenario's own (its title, situation and notes,
// and a variant's template's condition).
std::vector<std::string> texts(const Question& q) {
  std::vector<std::string> out{q.prompt, q.title, q.situation, q.notes, variant_text(q)};
  for (const Choice& c : q.choices) out.push_back(c.answer.text);
  for (const Step& step : q.replay.steps)
    out.insert(out.end(), step.happened.begin(), step.happened.end());
  for (const RulesetAnswer& row : q.comparison) out.push_back(row.explanation);
  return out;
}

struct Spanish {
  Spanish() {
    EXPECT_TRUE(words::app_words().install(words::test::compiled_catalog("es")))
        << words::app_words().problem();
  }
  ~Spanish() { words::app_words() = words::Words(); }
};

TEST(TrainerWordsSpanish, EveryQuestionReadsInSpanish) {
  int questions = 0;
  for (const rules::Scenario& scenario : Bank::builtin().scenarios()) {
    for (const rules::Ruleset* ruleset : rules::all_rulesets()) {
      for (const QuestionKind kind : question_kinds(scenario, *ruleset)) {
        for (const bool variant : {false, true}) {
          const auto make = [&] {
            return variant ? variant_question(scenario, *ruleset, kind, 11)
                           : make_question(scenario, *ruleset, kind, 7);
          };
          const std::optional<Question> english = make();
          if (!english) continue;
          std::vector<std::string> es;
          {
            const Spanish spanish_words;
            const std::optional<Question> spanish = make();
            ASSERT_TRUE(spanish.has_value());
            es = texts(*spanish);
          }
          const std::vector<std::string> en = texts(*english);
          ASSERT_EQ(en.size(), es.size()) << english->card();
          ++questions;
          for (std::size_t i = 0; i < en.size(); ++i) {
            if (en[i].empty()) continue;
            EXPECT_NE(es[i], en[i]) << english->card() << ": the same in Spanish";
            for (const char* word : {"White", "Black", "clock", " the ", "The ", "moves", "claim",
                                     "Play on", "wins", "Draw", "What ", " may "}) {
              EXPECT_EQ(es[i].find(word), std::string::npos)
                  << english->card() << ": '" << word << "' left in " << es[i] << " (" << en[i]
                  << ")";
            }
          }
        }
      }
    }
  }
  EXPECT_GT(questions, 1000);
}

// A bank scenario's text is said in Spanish only for the English its translation was made from: a
// person's case with a bank case's id but words of its own keeps them, in any language.
TEST(TrainerWordsSpanish, ABankTextIsTranslatedOnlyForItsOwnEnglish) {
  const rules::Scenario* bank = Bank::builtin().find("draw-agreement");
  ASSERT_NE(bank, nullptr);
  rules::Scenario mine = *bank;
  mine.title = "Our club's draw offer";
  const Spanish es;
  EXPECT_EQ(said(*bank, ScenarioText::kTitle), "Tablas por acuerdo");
  EXPECT_EQ(said(mine, ScenarioText::kTitle), "Our club's draw offer");
  EXPECT_EQ(said(mine, ScenarioText::kQuestion), said(*bank, ScenarioText::kQuestion));
  EXPECT_EQ(said(mine, ScenarioText::kMoment), "");
}

std::string said(rules::Actor by, rules::EventKind kind, rules::PauseReason reason) {
  rules::ScenarioEvent e;
  e.by = by;
  e.kind = kind;
  e.reason = reason;
  return describe_event(e, chess::Position());
}

TEST(TrainerWordsSpanish, TheDirectorTakesASingularVerbAndASideAPlural) {
  using rules::Actor;
  using rules::EventKind;
  using rules::PauseReason;
  EXPECT_EQ(said(Actor::kTd, EventKind::kPause, PauseReason::kDispute), "The TD stops the clocks");
  EXPECT_EQ(said(Actor::kWhite, EventKind::kResume, PauseReason::kDispute),
            "White restarts the clocks");
  const Spanish es;
  EXPECT_EQ(said(Actor::kTd, EventKind::kPause, PauseReason::kDispute),
            "El director detiene los relojes");
  EXPECT_EQ(said(Actor::kTd, EventKind::kResume, PauseReason::kDispute),
            "El director vuelve a poner en marcha los relojes");
  EXPECT_EQ(said(Actor::kBlack, EventKind::kPause, PauseReason::kDispute),
            "Las negras detienen los relojes para llamar al director");
  EXPECT_EQ(said(Actor::kWhite, EventKind::kResume, PauseReason::kDispute),
            "Las blancas vuelven a poner en marcha los relojes");
}

// A question on show, and an exam's, made in English is made again in Spanish once Spanish is on
// show: the same choices in the same order, the answer given kept; and back in English after.
TEST(TrainerWordsSpanish, TheQuestionOnShowIsMadeAgainWhenTheWordsChange) {
  Trainer trainer;
  ASSERT_TRUE(trainer.next_question(Mode::kPractice, 5));
  const Question english = *trainer.question();
  ASSERT_TRUE(trainer.answer(0).has_value());
  {
    const Spanish es;
    const Question& spanish = *trainer.question();
    EXPECT_NE(spanish.prompt, english.prompt);
    EXPECT_EQ(spanish.prompt.rfind("\xC2\xBF", 0), 0u) << spanish.prompt;  // ¿
    ASSERT_EQ(spanish.choices.size(), english.choices.size());
    for (std::size_t i = 0; i < english.choices.size(); ++i) {
      EXPECT_EQ(spanish.choices[i].answer.key, english.choices[i].answer.key);
      EXPECT_NE(spanish.choices[i].answer.text, english.choices[i].answer.text);
    }
    EXPECT_EQ(trainer.chosen(), std::optional<std::size_t>(0));
    EXPECT_NE(spanish.title, english.title);
    EXPECT_NE(spanish.situation, english.situation);
  }
  EXPECT_EQ(trainer.question()->prompt, english.prompt);
  EXPECT_EQ(trainer.question()->title, english.title);
  EXPECT_EQ(trainer.question()->situation, english.situation);
  EXPECT_EQ(trainer.question()->choices[0].answer.text, english.choices[0].answer.text);

  ASSERT_TRUE(trainer.start_exam(3, 0, 9));
  const std::string exam_prompt = trainer.exam()->question(0).prompt;
  {
    const Spanish es;
    EXPECT_NE(trainer.exam()->question(0).prompt, exam_prompt);
  }
  EXPECT_EQ(trainer.exam()->question(0).prompt, exam_prompt);
}

// What is wrong with a saved progress, a link or a file is said in Spanish, the file's own field
// names as written.
TEST(TrainerWordsSpanish, ProblemsWithSavesLinksAndFilesReadInSpanish) {
  const Spanish es;
  EXPECT_EQ(Progress::from_json("[]").error(), "el progreso guardado debe ser un objeto JSON");
  EXPECT_EQ(
      Progress::from_json(R"({"version":1,"step":3,"cards":[{"card":"a|b|ruling"}]})").error(),
      "tarjeta 0: \"category\" debe ser un texto");
  EXPECT_EQ(Progress::from_json(R"({"version":2})").error(),
            "progreso: \"version\" fuera de rango (1..1)");
  EXPECT_EQ(open_link("#case=", Bank::builtin()).error(),
            "el enlace no tiene nada después de \"=\"");
  EXPECT_EQ(open_link("#set=eyJmb3JtYXQiOiJmbGFnZmFsbC1jbGFzcy1zZXQifQ", Bank::builtin()).error(),
            "la serie: falta \"version\"");
  EXPECT_EQ(
      parse_class_set(R"({"format":"flagfall-class-set","version":1,"title":"T","cases":[7]})",
                      Bank::builtin())
          .error(),
      "el caso 1 de la serie: debe ser el id de un escenario del banco o un objeto de escenario");
  Trainer trainer(Bank::builtin());
  EXPECT_EQ(trainer.restore(R"({"version":1,"selection":{"rulesets":3}})").value_or(""),
            "selección: \"rulesets\" debe ser una lista");
}

}  // namespace
}  // namespace flagfall::trainer
