// The trainer session: selection, practice over the whole bank, exams, review and the save.
#include <set>

#include <gtest/gtest.h>

#include "rules/scenario_writer.h"
#include "trainer/trainer.h"

namespace flagfall::trainer {
namespace {

TEST(TrainerSession, PracticeCoversEveryScenarioOfTheSelectionBeforeRepeating) {
  Trainer t;
  const std::size_t bank = Bank::builtin().scenarios().size();
  std::set<std::string> seen;
  for (std::size_t i = 0; i < bank; ++i) {
    ASSERT_TRUE(t.next_question(Mode::kPractice, 100 + i));
    EXPECT_TRUE(seen.insert(t.question()->scenario.id).second) << t.question()->scenario.id;
    // The question's ruleset is one the scenario is meant for.
    EXPECT_TRUE(meant_for(t.question()->scenario, t.question()->ruleset));
  }
  EXPECT_EQ(seen.size(), bank);
}

TEST(TrainerSession, SelectionLimitsRulesetsAndCategories) {
  Trainer t;
  for (const rules::Ruleset* r : rules::all_rulesets()) {
    if (r->id != "uscf-2020") t.toggle_ruleset(r->id);
  }
  for (const std::string& c : Bank::builtin().categories()) {
    if (c != "king-adjacent") t.toggle_category(c);
  }
  EXPECT_EQ(t.selection().rulesets, std::vector<std::string>{"uscf-2020"});
  EXPECT_EQ(t.selection().categories, std::vector<std::string>{"king-adjacent"});
  for (int i = 0; i < 20; ++i) {
    ASSERT_TRUE(t.next_question(Mode::kPractice, i));
    EXPECT_EQ(t.question()->ruleset, "uscf-2020");
    EXPECT_EQ(t.question()->scenario.category, "king-adjacent");
  }
  for (const std::string& card : t.candidate_cards()) {
    EXPECT_EQ(card.find("king-adjacent"), 0u) << card;
    EXPECT_NE(card.find("|uscf-2020|"), std::string::npos) << card;
  }
  t.toggle_category("king-adjacent");
  EXPECT_FALSE(t.next_question(Mode::kPractice, 1));
  EXPECT_EQ(t.question(), nullptr);
}

TEST(TrainerSession, AnsweringScoresOnceAndRecords) {
  Trainer t;
  ASSERT_TRUE(t.next_question(Mode::kPractice, 5));
  const std::size_t right = t.question()->right;
  const std::size_t wrong = (right + 1) % t.question()->choices.size();
  EXPECT_EQ(t.answer(99), std::nullopt);
  EXPECT_EQ(t.answer(wrong), std::optional<bool>(false));
  EXPECT_EQ(t.answer(right), std::nullopt);  // already answered
  EXPECT_EQ(t.progress().answered(), 1);
  EXPECT_EQ(t.progress().right(), 0);
  ASSERT_TRUE(t.next_question(Mode::kPractice, 6));
  EXPECT_EQ(t.answer(t.question()->right), std::optional<bool>(true));
  EXPECT_EQ(t.progress().right(), 1);
}

// A game exported from the live clock (or any scenario file) is asked under its own ruleset, with
// the arbiter's ruling as the right answer, and does not count in the progress.
TEST(TrainerSession, StudyAsksAScenarioFromOutsideTheBankWithoutRecordingIt) {
  const std::string game = R"({"id": "live-game", "title": "A game on the live clock",
    "category": "flag-fall", "rulesets": ["sacramento-2005"],
    "setup": {"fen": "4k3/8/8/8/8/8/8/R3K3 b - - 0 50", "time_control": "G/5;d0",
              "white_ms": 60000, "black_ms": 1000},
    "events": [{"t": 2000, "by": "white", "do": "claim", "claim": "time"}]})";
  Trainer t;
  ASSERT_EQ(t.study(game, 3), std::nullopt);
  EXPECT_EQ(t.mode(), Mode::kStudy);
  const Question& q = *t.question();
  EXPECT_EQ(q.ruleset, "sacramento-2005");
  EXPECT_EQ(q.kind, QuestionKind::kRuling);
  EXPECT_EQ(q.choices[q.right].answer.key, q.asked().answer.key);
  EXPECT_NE(q.asked().rule, "");
  EXPECT_EQ(t.answer(q.right), std::optional<bool>(true));
  EXPECT_EQ(t.progress().answered(), 0);
}

TEST(TrainerSession, StudySaysWhatIsWrongWithABadScenario) {
  Trainer t;
  EXPECT_NE(t.study("{", 1).value_or("").find("cannot be read"), std::string::npos);
  const std::string unknown = R"({"id": "x", "title": "x", "category": "flag-fall",
    "rulesets": ["no-such-rules"], "setup": {"fen": "4k3/8/8/8/8/8/8/4K3 w - - 0 1"}, "events": []})";
  const auto problem = t.study(unknown, 1);
  ASSERT_TRUE(problem);
  EXPECT_NE(problem->find("no-such-rules"), std::string::npos) << *problem;
  EXPECT_EQ(t.question(), nullptr);
}

TEST(TrainerSession, ReviewBringsBackTheQuestionAnsweredWrong) {
  Trainer t;
  ASSERT_TRUE(t.next_question(Mode::kReview, 1));
  const std::string missed = t.question()->card();
  t.answer((t.question()->right + 1) % t.question()->choices.size());
  int until_back = 0;
  for (int n = 1; n <= 5; ++n) {
    ASSERT_TRUE(t.next_question(Mode::kReview, 10 + n));
    if (t.question()->card() == missed) {
      until_back = n;
      break;
    }
    t.answer(t.question()->right);
  }
  EXPECT_GE(until_back, 1);
  EXPECT_LE(until_back, 3);
  EXPECT_EQ(t.due_count(), t.progress().due_count(t.candidate_cards()));
}

TEST(TrainerSession, ExamScoresPassesAtEightyPercentAndRecords) {
  Trainer t;
  ASSERT_TRUE(t.start_exam(5, 1'000, 9));
  const Exam* exam = t.exam();
  ASSERT_NE(exam, nullptr);
  EXPECT_EQ(exam->size(), 5u);
  std::set<std::string> ids;
  for (std::size_t i = 0; i < 5; ++i) ids.insert(exam->question(i).scenario.id);
  EXPECT_EQ(ids.size(), 5u);
  for (std::size_t i = 0; i < 4; ++i)
    EXPECT_EQ(t.answer_exam(exam->question(i).right, 2'000 + i), true);
  EXPECT_FALSE(exam->finished());
  const Question& last = exam->question(4);
  EXPECT_EQ(t.answer_exam((last.right + 1) % last.choices.size(), 3'000), false);
  EXPECT_TRUE(exam->finished());
  EXPECT_EQ(exam->score(), 4);
  EXPECT_TRUE(exam->passed());  // 4/5 = 80%
  ASSERT_EQ(t.progress().exams().size(), 1u);
  EXPECT_TRUE(t.progress().exams()[0].passed);
  EXPECT_EQ(t.progress().answered(), 5);
  EXPECT_EQ(t.answer_exam(0, 3'500), std::nullopt);
}

TEST(TrainerSession, ExamAgainstTheClock) {
  Trainer t;
  ASSERT_TRUE(t.start_exam(5, 0, 3));
  EXPECT_EQ(t.exam()->time_left(0), 5 * Exam::kTimePerQuestionMs);
  EXPECT_EQ(t.answer_exam(t.exam()->question(0).right, 1'000), true);
  EXPECT_FALSE(t.check_exam_time(299'999));
  EXPECT_TRUE(t.check_exam_time(300'000));
  EXPECT_TRUE(t.exam()->finished());
  EXPECT_EQ(t.exam()->score(), 1);
  EXPECT_FALSE(t.exam()->passed());
  EXPECT_EQ(t.answer_exam(0, 300'001), std::nullopt);
  ASSERT_EQ(t.progress().exams().size(), 1u);
  EXPECT_EQ(t.progress().exams()[0].score, 1);
}

TEST(TrainerSession, SaveAndRestore) {
  Trainer t;
  t.toggle_ruleset("fide-2023");
  t.toggle_category("setup");
  ASSERT_TRUE(t.next_question(Mode::kPractice, 1));
  t.answer(t.question()->right);
  const std::string saved = t.save();

  Trainer back;
  EXPECT_EQ(back.restore(saved), std::nullopt);
  EXPECT_EQ(back.save(), saved);
  EXPECT_EQ(back.progress().answered(), 1);

  // A bad save changes nothing and says why.
  const std::string before = back.save();
  for (
      const char* bad :
      {"", "{}", R"({"version":1})",
       R"({"version":1,"selection":{"rulesets":[1],"categories":[]},"progress":{}})",
       R"({"version":1,"selection":{"rulesets":[],"categories":[]},"progress":{"version":1,"step":0,"cards":7}})"}) {
    const auto problem = back.restore(bad);
    ASSERT_TRUE(problem.has_value()) << bad;
    EXPECT_FALSE(problem->empty());
    EXPECT_EQ(back.save(), before);
  }
  back.reset_progress();
  EXPECT_EQ(back.progress().answered(), 0);
}

// The browser's bank arrives after its first frame, and the save is restored before that.
// The bank file as the browser build ships it, with some of the bank's scenarios.
std::string bank_lines(const Bank& from, const std::vector<std::string>& ids) {
  std::string text;
  for (const std::string& id : ids) {
    text += id + ".json\t" + rules::scenario_to_json(*from.find(id)) + "\n";
  }
  return text;
}

TEST(TrainerSession, ASaveRestoredBeforeTheBankArrivesKeepsEveryCategory) {
  Bank later;
  Trainer t(later);
  EXPECT_TRUE(t.selection().categories.empty());
  Trainer chosen;
  chosen.toggle_category("penalties");
  EXPECT_EQ(t.restore(chosen.save()), std::nullopt);
  later =
      Bank::from_lines(bank_lines(Bank::builtin(), {"king-adjacent-claim", "flag-fall-claimed"}));
  t.bank_changed();
  EXPECT_EQ(t.selection().categories, chosen.selection().categories);
}

TEST(TrainerSession, WithNoSaveTheSelectionTakesTheBanksCategoriesWhenItArrives) {
  Bank later;
  Trainer t(later);
  later =
      Bank::from_lines(bank_lines(Bank::builtin(), {"king-adjacent-claim", "flag-fall-claimed"}));
  t.bank_changed();
  EXPECT_EQ(t.selection().categories, later.categories());
  EXPECT_TRUE(t.next_question(Mode::kPractice, 7));
}

}  // namespace
}  // namespace flagfall::trainer
