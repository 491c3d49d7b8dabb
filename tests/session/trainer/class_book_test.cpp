// The coach's classes (issue 41, point 2): a class set shared from this device is a class; three
// students answer it on their own phones and send their results back; the coach opens the links
// and sees the table, each case's share right and the most missed with its rule; the same result
// twice, the same student again, a result for another set and a damaged link; the CSV; and the
// classes saved with My scenarios.
#include <gtest/gtest.h>

#include "../../support/instants.h"
#include "trainer/class_result_json.h"
#include "trainer/share.h"
#include "trainer_session_support.h"

namespace flagfall::session {
namespace class_book_test {

using ::flagfall::session::testing_support::act;
using ::flagfall::session::testing_support::TA;
using ::flagfall::testing_support::kStart;

// The coach's set: five bank cases a pick in the set builder, shared; its link's fragment.
std::string share_a_set(TrainerSession& coach, int picks = 1) {
  coach.set_page_address("https://flagfall.example/");
  act(coach, TA::kMine);
  act(coach, TA::kMineSet);
  for (int i = 0; i < picks; ++i) coach.apply(TA::kSetBankPick, kStart + i);
  act(coach, TA::kShareSet);
  const std::string& link = coach.share_sheet()->link;
  return link.substr(link.find('#'));
}

// A student answers the set (`wrong`: the cases answered wrong) and sends it as `name`: the
// result's link's fragment.
std::string student_sends(const std::string& set_link, const std::string& name,
                          std::vector<std::size_t> wrong) {
  TrainerSession s;
  s.set_page_address("https://flagfall.example/");
  s.open_link(set_link, kStart);
  EXPECT_EQ(s.view(), TrainerView::kExam) << s.notice();
  for (std::size_t i = 0; s.view() == TrainerView::kExam; ++i) {
    const trainer::Exam& exam = *s.trainer().exam();
    const trainer::Question& q = exam.question(exam.current());
    const bool miss = std::find(wrong.begin(), wrong.end(), i) != wrong.end();
    const auto pick = static_cast<std::int32_t>(miss ? (q.right == 0 ? 1 : 0) : q.right);
    s.apply({TA::kChoice, pick}, kStart + 5'000 * static_cast<std::int64_t>(i + 1));
  }
  act(s, TA::kSendResult);
  s.text_entered("student", name, true);
  const std::string& link = s.share_sheet()->link;
  return link.substr(link.find('#'));
}

TEST(ClassBook, ThreeStudentsResultsComeBackToTheCoachsTable) {
  TrainerSession coach;
  const std::string set_link = share_a_set(coach);
  ASSERT_EQ(coach.mine().classes().classes().size(), 1u);
  EXPECT_TRUE(coach.take_unsaved_mine()) << "the class is saved";

  coach.open_link(student_sends(set_link, "Ana", {}), kStart);
  coach.open_link(student_sends(set_link, "Ben", {2}), kStart);
  coach.open_link(student_sends(set_link, "Cai", {2, 4}), kStart);
  ASSERT_EQ(coach.view(), TrainerView::kClasses);
  const CoachClass* c = coach.class_on_show();
  ASSERT_NE(c, nullptr);
  ASSERT_EQ(c->results.students().size(), 3u);
  EXPECT_EQ(coach.mine().classes().notice(), "Cai: 3 of 5 right, added to “Class set”.");
  const auto table = class_table(*c);
  ASSERT_EQ(table.size(), 4u);
  EXPECT_EQ(table[0], (std::vector<std::string>{"Student", "Right", "1", "2", "3", "4", "5"}));
  EXPECT_EQ(table[1][0], "Ana");
  EXPECT_EQ(table[1][1], "5/5");
  EXPECT_EQ(table[3][1], "3/5");
  EXPECT_EQ(table[3][4], "✗");
  EXPECT_EQ(table[3][5], "✓");
  EXPECT_EQ(c->results.most_missed(), (std::vector<std::size_t>{2, 4}));
  const auto lines = class_case_lines(*c);
  ASSERT_EQ(lines.size(), 5u);
  EXPECT_TRUE(lines[2].starts_with("3. ")) << lines[2];
  EXPECT_NE(lines[2].find(": 1 of 3 right (33%)"), std::string::npos) << lines[2];

  // The most missed case's rule opens in the rules browser.
  const trainer::ClassCase& missed = c->cases[2];
  ASSERT_TRUE(coach.apply({TA::kClassRule, 2}, kStart));
  EXPECT_EQ(coach.view(), TrainerView::kRules);
  EXPECT_EQ(coach.rules_ruleset(), missed.ruleset);
  EXPECT_EQ(coach.rules_focus(), missed.rule_number);
  act(coach, TA::kRulesBack);
  EXPECT_EQ(coach.view(), TrainerView::kClasses);

  // The CSV: a header with each case's title, a row a student with each answer.
  ASSERT_TRUE(act(coach, TA::kClassCsv));
  const auto csv = coach.take_export();
  ASSERT_TRUE(csv.has_value());
  EXPECT_EQ(csv->filename, "flagfall-class-class-set.csv");
  EXPECT_TRUE(csv->text.starts_with("Student,Right,Of,Seconds,Finished (UTC),")) << csv->text;
  EXPECT_NE(csv->text.find("\r\nBen,4,5,25,"), std::string::npos) << csv->text;
  EXPECT_EQ(std::count(csv->text.begin(), csv->text.end(), '\n'), 4);

  // The one-page print: the title, the table a row a line (cells between tabs), each case's
  // line, and the most missed with their rules under a heading.
  ASSERT_TRUE(act(coach, TA::kClassPrint));
  const auto print = coach.take_export();
  ASSERT_TRUE(print.has_value());
  EXPECT_EQ(print->kind, "print");
  EXPECT_TRUE(print->text.starts_with("Class set\nStudent\tRight\t1\t2\t3\t4\t5\nAna\t5/5\t✓"))
      << print->text;
  EXPECT_NE(print->text.find("\nCai\t3/5\t✓\t✓\t✗\t✓\t✗\n\n1. "), std::string::npos) << print->text;
  EXPECT_NE(print->text.find("\n" + lines[2] + "\n"), std::string::npos) << print->text;
  const auto missed_lines = class_missed_lines(*c);
  ASSERT_EQ(missed_lines.size(), 2u);
  EXPECT_EQ(missed_lines[0].first, 2u);
  EXPECT_TRUE(print->text.ends_with("\n# Most missed\n" + missed_lines[0].second + "\n" +
                                    missed_lines[1].second))
      << print->text;

  // Saved with My scenarios and read back the same.
  TrainerSession reloaded;
  ASSERT_EQ(reloaded.restore_mine(coach.mine().save()), std::nullopt);
  ASSERT_EQ(reloaded.mine().classes().classes().size(), 1u);
  EXPECT_EQ(reloaded.mine().classes().classes()[0].results.students(), c->results.students());
  EXPECT_EQ(reloaded.mine().classes().classes()[0].cases, c->cases);
}

TEST(ClassBook, TheSameResultTheSameStudentAnotherSetAndADamagedLink) {
  TrainerSession coach;
  const std::string set_link = share_a_set(coach);
  const std::string ana = student_sends(set_link, "Ana", {1});
  coach.open_link(ana, kStart);
  coach.take_unsaved_mine();
  coach.open_link(ana, kStart);
  EXPECT_EQ(coach.mine().classes().notice(), "Ana's result was here already: nothing changed.");
  EXPECT_FALSE(coach.take_unsaved_mine());

  // Ana again, otherwise: asked; Cancel keeps the first, Keep both keeps two, Replace one.
  const std::string again = student_sends(set_link, "Ana", {});
  coach.open_link(again, kStart);
  EXPECT_NE(coach.mine().classes().waiting(), nullptr);
  EXPECT_EQ(coach.mine().classes().notice(),
            "Ana already has a result for this set. Keep both, or replace the first?");
  act(coach, TA::kCancelReplace);
  EXPECT_EQ(coach.class_on_show()->results.students().size(), 1u);
  coach.open_link(again, kStart);
  act(coach, TA::kKeepBoth);
  EXPECT_EQ(coach.class_on_show()->results.students().size(), 2u);
  coach.open_link(student_sends(set_link, "Ana", {0, 1}), kStart);
  act(coach, TA::kReplace);
  ASSERT_EQ(coach.class_on_show()->results.students().size(), 1u);
  EXPECT_EQ(coach.class_on_show()->results.students()[0].score(), 3u);
  EXPECT_TRUE(coach.take_unsaved_mine());

  // A result for a set this device never shared, and a damaged link: refused, nothing changed.
  TrainerSession other_coach;
  const std::string other_set = share_a_set(other_coach, 2);
  coach.open_link(student_sends(other_set, "Dee", {}), kStart);
  EXPECT_TRUE(coach.mine().classes().notice_is_problem());
  EXPECT_NE(coach.mine().classes().notice().find("has not shared"), std::string::npos);
  coach.open_link("#result=eyJmb3JtYXQiOiJmbGFn", kStart);
  EXPECT_TRUE(coach.mine().classes().notice().starts_with("This result was not taken: "))
      << coach.mine().classes().notice();
  EXPECT_EQ(coach.class_on_show()->results.students().size(), 1u);
  EXPECT_FALSE(coach.take_unsaved_mine());
}

TEST(ClassBook, AResultFileGoesToTheClassAndABrokenSavedClassIsKeptAside) {
  TrainerSession coach;
  const std::string set_link = share_a_set(coach);
  const auto ana = trainer::class_result_from_link(student_sends(set_link, "Ana", {}));
  ASSERT_TRUE(ana) << ana.error();
  coach.open_file(trainer::class_result_json(*ana), kStart);
  EXPECT_EQ(coach.view(), TrainerView::kClasses);
  EXPECT_EQ(coach.class_on_show()->results.students().size(), 1u);

  std::string save = coach.mine().save();
  save.replace(save.find("\"set\":\"") + 7, 1, "Z");
  TrainerSession reloaded;
  const auto problem = reloaded.restore_mine(save);
  ASSERT_TRUE(problem.has_value());
  EXPECT_NE(problem->find("/classes/0"), std::string::npos) << *problem;
  EXPECT_TRUE(reloaded.mine().classes().empty());
  EXPECT_EQ(reloaded.mine().kept_aside().size(), 1u) << "the class is kept aside, not lost";
}

TEST(ClassBook, TheCoachChoosesTheRulesetTheWholeSetIsAskedUnder) {
  TrainerSession coach;
  coach.set_page_address("https://flagfall.example/");
  act(coach, TA::kMine);
  act(coach, TA::kMineSet);
  EXPECT_EQ(set_ruleset_label(coach.class_set()), "Asked under: each case's own ruleset");
  // Each case's own, then every ruleset in turn, then each case's own again.
  std::vector<std::string> steps;
  do {
    act(coach, TA::kSetRuleset);
    steps.push_back(coach.class_set().ruleset);
  } while (!coach.class_set().ruleset.empty() && steps.size() < 20);
  EXPECT_EQ(steps.size(), rules::all_rulesets().size() + 1);
  while (coach.class_set().ruleset != "scholastic-2018") act(coach, TA::kSetRuleset);
  EXPECT_EQ(set_ruleset_label(coach.class_set()), "Asked under: Scholastic");
  coach.apply(TA::kSetBankPick, kStart);
  act(coach, TA::kShareSet);
  const std::string& address = coach.share_sheet()->link;
  const std::string link = address.substr(address.find('#'));

  // The student's quiz asks every case meant for Scholastic under it.
  TrainerSession student;
  student.open_link(link, kStart);
  ASSERT_EQ(student.view(), TrainerView::kExam) << student.notice();
  const trainer::Exam& exam = *student.trainer().exam();
  int scholastic = 0;
  for (std::size_t i = 0; i < exam.size(); ++i) {
    const rules::Scenario& s = exam.question(i).scenario;
    if (trainer::meant_for(s, "scholastic-2018")) {
      EXPECT_EQ(exam.question(i).ruleset, "scholastic-2018") << s.id;
      ++scholastic;
    }
  }
  EXPECT_GT(scholastic, 0);
  // The coach's class names the ruleset each case is asked under.
  for (const trainer::ClassCase& k : coach.mine().classes().classes()[0].cases) {
    if (trainer::meant_for(*trainer::Bank::builtin().find(k.bank_id), "scholastic-2018")) {
      EXPECT_EQ(k.ruleset, "scholastic-2018") << k.bank_id;
    }
  }
}

// The coach's set builder, the set asked under Scholastic.
void open_scholastic_set(TrainerSession& coach) {
  coach.set_page_address("https://flagfall.example/");
  act(coach, TA::kMine);
  act(coach, TA::kMineSet);
  while (coach.class_set().ruleset != "scholastic-2018") act(coach, TA::kSetRuleset);
}

TEST(ClassBook, BankCasesByTopicAndTenCasesInOneQrCode) {
  TrainerSession coach;
  open_scholastic_set(coach);
  // Five of a topic, each meant for the set's ruleset; five of another.
  const std::int32_t illegal = category_index("illegal-move");
  ASSERT_GE(illegal, 0);
  ASSERT_TRUE(coach.apply({TA::kSetBankTopic, illegal}, kStart));
  ASSERT_EQ(coach.class_set().bank.size(), 5u);
  ASSERT_TRUE(coach.apply({TA::kSetBankTopic, category_index("flag-fall")}, kStart + 1));
  ASSERT_EQ(coach.class_set().bank.size(), 10u);
  for (std::size_t i = 0; i < 10; ++i) {
    const rules::Scenario* s = coach.trainer().bank().find(coach.class_set().bank[i]);
    ASSERT_NE(s, nullptr);
    EXPECT_EQ(s->category, i < 5 ? "illegal-move" : "flag-fall") << s->id;
    EXPECT_TRUE(trainer::meant_for(*s, "scholastic-2018")) << s->id;
  }
  EXPECT_FALSE(act(coach, {TA::kSetBankTopic, 99})) << "no such topic";
  // The ten in one QR code: a bank case travels as its id.
  act(coach, TA::kShareSet);
  const ShareSheet* sheet = coach.share_sheet();
  ASSERT_NE(sheet, nullptr);
  EXPECT_TRUE(sheet->qr.has_value()) << sheet->link.size() << " characters: " << sheet->qr_note;
  EXPECT_LE(sheet->link.size(), kMaxQrText);
}

TEST(ClassBook, ABankCaseAskedUnderARulesetOfItsOwn) {
  TrainerSession coach;
  open_scholastic_set(coach);
  coach.apply({TA::kSetBankTopic, category_index("illegal-move")}, kStart);
  ASSERT_EQ(coach.class_set().bank.size(), 5u);
  const std::string second = coach.class_set().bank[1];
  ASSERT_TRUE(trainer::meant_for(*coach.trainer().bank().find(second), "fide-2023")) << second;
  // The second case's button steps through the rulesets it is meant for, then back to the set's.
  EXPECT_EQ(set_case_ruleset_label(coach.class_set(), 1), "As the set");
  std::vector<std::string> seen;
  for (int i = 0; i < 8; ++i) {
    ASSERT_TRUE(act(coach, {TA::kSetCaseRuleset, 1}));
    seen.push_back(set_case_ruleset(coach.class_set(), 1));
    if (seen.back().empty()) break;
  }
  EXPECT_EQ(seen.back(), "") << "back to the set's";
  EXPECT_NE(std::find(seen.begin(), seen.end(), "fide-2023"), seen.end());
  while (set_case_ruleset(coach.class_set(), 1) != "fide-2023")
    act(coach, {TA::kSetCaseRuleset, 1});
  EXPECT_EQ(set_case_ruleset_label(coach.class_set(), 1), "FIDE 2023");
  EXPECT_EQ(set_case_ruleset(coach.class_set(), 0), "") << "the others keep the set's";

  // The student's quiz asks it under FIDE, the others under Scholastic; the coach's class says so.
  act(coach, TA::kShareSet);
  const std::string& link = coach.share_sheet()->link;
  TrainerSession student;
  student.open_link(link.substr(link.find('#')), kStart);
  ASSERT_EQ(student.view(), TrainerView::kExam) << student.notice();
  const trainer::Exam& exam = *student.trainer().exam();
  for (std::size_t i = 0; i < 5; ++i) {
    const trainer::Question& q = exam.question(i);
    if (i == 1) {
      EXPECT_EQ(q.ruleset, "fide-2023");
    } else if (trainer::meant_for(q.scenario, "scholastic-2018")) {
      EXPECT_EQ(q.ruleset, "scholastic-2018") << q.scenario.id;
    }
  }
  ASSERT_EQ(coach.mine().classes().classes().size(), 1u);
  EXPECT_EQ(coach.mine().classes().classes()[0].cases[1].ruleset, "fide-2023");

  // Taken out of the set, the case takes its ruleset with it.
  act(coach, TA::kShareBack);
  act(coach, {TA::kSetBankRemove, 1});
  EXPECT_EQ(std::count(coach.class_set().bank.begin(), coach.class_set().bank.end(), second), 0);
  for (std::size_t i = 0; i < 4; ++i) EXPECT_EQ(set_case_ruleset(coach.class_set(), i), "");
  EXPECT_FALSE(act(coach, {TA::kSetCaseRuleset, 9})) << "no such case";
}

}  // namespace class_book_test
}  // namespace flagfall::session
