// Classroom mode (issue 41, point 3): the set being built, shown to a class one question at a
// time; nothing of the answer until Reveal (Space, its button, or the class's answer by tap or
// number key), then the ruling and every ruleset; the arrows (and a clicker's Page Up and Down)
// go back and on; the screen reader's buttons do the same; the keys stay ImGui's elsewhere.
#include <gtest/gtest.h>

#include <algorithm>

#include "trainer_session_support.h"

namespace flagfall::session {
namespace classroom_test {

using ::flagfall::session::testing_support::act;
using ::flagfall::session::testing_support::TA;

bool has_button(const TrainerSession& s, const std::string& id) {
  const std::vector<std::string> ids = trainer_mirror(s, 0).intents();
  return std::find(ids.begin(), ids.end(), id) != ids.end();
}

// The coach's set: five bank cases, asked under Scholastic; on the projector.
void show_a_set(TrainerSession& coach) {
  act(coach, TA::kMine);
  act(coach, TA::kMineSet);
  EXPECT_FALSE(act(coach, TA::kClassroom)) << "an empty set shows nothing";
  EXPECT_EQ(coach.view(), TrainerView::kSetBuilder);
  EXPECT_FALSE(has_button(coach, "set.classroom"));
  coach.apply(TA::kSetBankPick, 1'000);
  EXPECT_TRUE(has_button(coach, "set.classroom"));
  while (coach.class_set().ruleset != "scholastic-2018") act(coach, TA::kSetRuleset);
  ASSERT_TRUE(act(coach, TA::kClassroom));
}

TEST(Classroom, OneQuestionAtATimeAndNothingOfTheAnswerUntilReveal) {
  TrainerSession coach;
  show_a_set(coach);
  ASSERT_EQ(coach.view(), TrainerView::kClassroom);
  ASSERT_EQ(coach.classroom_size(), 5u);
  QuestionOnShow shown = coach.on_show();
  ASSERT_NE(shown.question, nullptr);
  EXPECT_TRUE(shown.header.starts_with("Class 1/5 · ")) << shown.header;
  EXPECT_FALSE(shown.reveal);
  EXPECT_FALSE(shown.feedback);
  for (std::size_t i = 0; i < shown.question->choices.size(); ++i)
    EXPECT_EQ(shown.mark(i), ChoiceMark::kNone) << "choice " << i << " is marked before Reveal";
  EXPECT_TRUE(has_button(coach, "classroom.reveal"));
  EXPECT_FALSE(has_button(coach, "classroom.next"));
  EXPECT_TRUE(has_button(coach, "trainer.choice.0"));

  // Space reveals: the right answer marked, the ruling and every ruleset; no verdict (nobody
  // answered); the practice's progress untouched.
  const std::string first = shown.question->scenario.id;
  EXPECT_TRUE(coach.key(Key::kSpace, 2'000));
  shown = coach.on_show();
  EXPECT_TRUE(shown.reveal);
  EXPECT_TRUE(shown.feedback);
  EXPECT_EQ(shown.mark(shown.question->right), ChoiceMark::kRight);
  EXPECT_FALSE(shown.verdict().has_value());
  EXPECT_EQ(shown.question->comparison.size(), 7u) << "all seven rulesets side by side";
  EXPECT_EQ(coach.take_announcements().size(), 1u) << "the ruling said to a screen reader";
  EXPECT_TRUE(coach.trainer().progress().cards().empty())
      << "a class's answers are not the coach's";
  EXPECT_TRUE(has_button(coach, "classroom.next"));
  EXPECT_FALSE(act(coach, TA::kReveal)) << "revealed once";

  // Space again: the next question, hidden again.
  EXPECT_TRUE(coach.key(Key::kSpace, 3'000));
  shown = coach.on_show();
  EXPECT_TRUE(shown.header.starts_with("Class 2/5 · ")) << shown.header;
  EXPECT_FALSE(shown.reveal);

  // The class's answer by its number key: revealed with it, marked right or wrong.
  const std::size_t right = shown.question->right;
  const std::size_t wrong = right == 0 ? 1 : 0;
  EXPECT_TRUE(coach.key(static_cast<Key>(static_cast<int>(Key::kDigit1) + wrong), 4'000));
  shown = coach.on_show();
  EXPECT_TRUE(shown.reveal);
  EXPECT_EQ(shown.verdict(), false);
  EXPECT_EQ(shown.mark(wrong), ChoiceMark::kWrong);
  EXPECT_EQ(shown.mark(right), ChoiceMark::kRight);
  EXPECT_FALSE(act(coach, {TA::kChoice, static_cast<std::int32_t>(right)})) << "answered once";

  // The left arrow: the first question again, hidden; at the first, nothing before it.
  EXPECT_TRUE(coach.key(Key::kLeft, 5'000));
  EXPECT_EQ(coach.on_show().question->scenario.id, first);
  EXPECT_FALSE(coach.on_show().reveal);
  EXPECT_TRUE(coach.key(Key::kLeft, 5'100)) << "the key stays classroom mode's";
  EXPECT_EQ(coach.classroom_at(), 0u);

  // The right arrow to the last; past it, nothing.
  for (int i = 0; i < 6; ++i) EXPECT_TRUE(coach.key(Key::kRight, 6'000 + i));
  EXPECT_EQ(coach.classroom_at(), 4u);
  // A tap on a choice is the class's answer too.
  EXPECT_TRUE(
      act(coach, {TA::kChoice, static_cast<std::int32_t>(coach.on_show().question->right)}));
  EXPECT_EQ(coach.on_show().verdict(), true);
  EXPECT_TRUE(coach.key(Key::kSpace, 7'000)) << "Space at the last, revealed: taken, no change";
  EXPECT_EQ(coach.classroom_at(), 4u);
}

TEST(Classroom, AskedUnderTheSetsRulesetWithItsRuleAndBackToTheBuilder) {
  TrainerSession coach;
  show_a_set(coach);
  for (std::size_t i = 0; i < coach.classroom_size(); ++i) {
    const trainer::Question& q = *coach.on_show().question;
    const bool meant = q.scenario.rulesets.empty() ||
                       std::find(q.scenario.rulesets.begin(), q.scenario.rulesets.end(),
                                 "scholastic-2018") != q.scenario.rulesets.end();
    if (meant) {
      EXPECT_EQ(q.ruleset, "scholastic-2018") << q.scenario.id;
    }
    act(coach, TA::kClassroomNext);
  }
  // A revealed ruling's rule opens in the rules browser, and Back returns to the same question.
  act(coach, TA::kClassroomPrevious);
  const std::size_t at = coach.classroom_at();
  act(coach, TA::kReveal);
  act(coach, {TA::kCompare, ruleset_index("fide-2023")});
  EXPECT_EQ(coach.view(), TrainerView::kRules);
  act(coach, TA::kRulesBack);
  EXPECT_EQ(coach.view(), TrainerView::kClassroom);
  EXPECT_EQ(coach.classroom_at(), at);
  EXPECT_TRUE(coach.on_show().reveal);

  act(coach, TA::kClassroomBack);
  EXPECT_EQ(coach.view(), TrainerView::kSetBuilder);
  EXPECT_FALSE(act(coach, TA::kReveal)) << "Reveal belongs to classroom mode";
}

TEST(Classroom, TheArrowsAndSpaceAreTheKeyboardNavigationsElsewhere) {
  TrainerSession s;
  EXPECT_FALSE(s.key(Key::kLeft, 0));
  EXPECT_FALSE(s.key(Key::kRight, 0));
  act(s, TA::kPractise);
  ASSERT_EQ(s.view(), TrainerView::kQuestion);
  EXPECT_FALSE(s.key(Key::kSpace, 0));
  EXPECT_FALSE(s.key(Key::kRight, 0));
  EXPECT_FALSE(s.on_show().chosen.has_value());
}

}  // namespace classroom_test
}  // namespace flagfall::session
