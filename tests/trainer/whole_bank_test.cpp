// The whole bank through the trainer's own session, as a learner meets it: under each ruleset
// alone, practice asks every scenario meant for it (on the bank's own position), the arbiter's
// answer is among the choices, and answering it is scored right. (The browser runs this for one
// scenario per category; here it covers every scenario and every ruleset it is meant for.)
#include <set>

#include <gtest/gtest.h>

#include "trainer/replay.h"
#include "trainer/trainer.h"

namespace flagfall::trainer {
namespace {

TEST(TrainerWholeBank, EveryScenarioIsAskedUnderEveryRulesetItIsMeantForAndItsRightAnswerScores) {
  const Bank& bank = Bank::builtin();
  ASSERT_TRUE(bank.problems().empty()) << bank.problems().front();
  int asked_in_all = 0;
  for (const rules::Ruleset* ruleset : rules::all_rulesets()) {
    SCOPED_TRACE(std::string(ruleset->id));
    Trainer t(bank);
    t.set_variants(false);
    for (const rules::Ruleset* other : rules::all_rulesets()) {
      if (other != ruleset) t.toggle_ruleset(other->id);
    }
    ASSERT_EQ(t.selection().rulesets, std::vector<std::string>{std::string(ruleset->id)});
    // Every scenario meant for it, except where the rulebook leaves the outcome to the director
    // and there is no moment to ask about either (question_kinds: nothing to ask).
    std::set<std::string> meant;
    for (const rules::Scenario& s : bank.scenarios()) {
      if (meant_for(s, ruleset->id) && !question_kinds(s, *ruleset).empty()) meant.insert(s.id);
    }
    std::set<std::string> asked;
    for (std::size_t n = 0; n < meant.size(); ++n) {
      ASSERT_TRUE(t.next_question(Mode::kPractice, 1000 + n));
      const Question& q = *t.question();
      SCOPED_TRACE(q.card());
      EXPECT_EQ(q.ruleset, ruleset->id);
      EXPECT_FALSE(q.fresh.has_value()) << "the bank's own position";
      EXPECT_TRUE(asked.insert(q.scenario.id).second) << "asked twice before the deck ran out";
      // Exactly one choice is right, and it is the arbiter's answer under the asked ruleset.
      int right = 0;
      for (const Choice& c : q.choices) right += c.right ? 1 : 0;
      EXPECT_EQ(right, 1);
      ASSERT_LT(q.right, q.choices.size());
      EXPECT_TRUE(q.choices[q.right].right);
      EXPECT_EQ(q.choices[q.right].answer.key, q.asked().answer.key);
      if (q.kind == QuestionKind::kRuling) {
        const Verdict v = rule_on(q.scenario, *ruleset);
        EXPECT_EQ(q.choices[q.right].answer.key,
                  ruling_answer(v.ruling.outcome, v.adjustments).key);
      }
      // Answering it is scored right.
      const int right_before = t.progress().right();
      EXPECT_EQ(t.answer(q.right), std::optional<bool>(true));
      EXPECT_EQ(t.chosen(), std::optional<std::size_t>(q.right));
      EXPECT_EQ(t.progress().right(), right_before + 1);
    }
    EXPECT_EQ(asked, meant) << "every scenario meant for the ruleset was asked";
    asked_in_all += static_cast<int>(asked.size());
  }
  EXPECT_GE(asked_in_all, 600);  // 786 scenario-ruleset pairs as the bank stands
}

}  // namespace
}  // namespace flagfall::trainer
