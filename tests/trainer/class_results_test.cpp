// The coach's class (issue 41, point 2): a class set's hash, and its students' results gathered
// into a table of cases, each case's share right and the most missed, with another set refused
// and a student who sends twice left to the coach.
#include "trainer/class_results.h"

#include <gtest/gtest.h>

namespace flagfall::trainer {
namespace class_results_test {

ClassSet three_cases() {
  return bank_set("Flag rules",
                  {"flag-fall-claimed", "illegal-move-claimed", "king-adjacent-claim"},
                  Bank::builtin());
}

StudentResult student(std::string name, std::vector<bool> right, const ClassSet& set) {
  StudentResult r;
  r.student = std::move(name);
  r.set_hash = set_hash(set);
  r.set_title = set.title;
  for (const bool ok : right) r.answers.push_back({ok ? "right-key" : "wrong-key", ok});
  r.taken_ms = 95'000;
  r.finished_at = 1'764'414'000'000;
  return r;
}

TEST(SetHash, AnyChangeToTheSetIsAnotherSet) {
  const ClassSet set = three_cases();
  ASSERT_EQ(set.cases.size(), 3u);
  const std::string hash = set_hash(set);
  EXPECT_EQ(hash.size(), 16u);
  EXPECT_EQ(hash.find_first_not_of("0123456789abcdef"), std::string::npos) << hash;
  EXPECT_EQ(set_hash(three_cases()), hash) << "the same set, the same hash";
  ClassSet retitled = set;
  retitled.title = "Flag rules, week 2";
  EXPECT_NE(set_hash(retitled), hash);
  ClassSet reordered = set;
  std::swap(reordered.cases[0], reordered.cases[1]);
  EXPECT_NE(set_hash(reordered), hash);
  ClassSet own = set;
  own.cases[2].bank_id.clear();  // the case as the coach's own, written out whole
  own.cases[2].scenario.id = "my-case";
  const std::string own_hash = set_hash(own);
  own.cases[2].scenario.events.pop_back();
  EXPECT_NE(set_hash(own), own_hash) << "an own case changed";
}

TEST(ClassResults, ATableOfStudentsAgainstCasesWithEachCasesShareRight) {
  const ClassSet set = three_cases();
  ClassResults table(set_hash(set), 3);
  using Added = ClassResults::Added;
  EXPECT_EQ(table.add(student("Ana", {true, true, false}, set)), Added::kNew);
  EXPECT_EQ(table.add(student("Ben", {true, false, false}, set)), Added::kNew);
  EXPECT_EQ(table.add(student("Cai", {true, true, true}, set)), Added::kNew);
  ASSERT_EQ(table.students().size(), 3u);
  EXPECT_EQ(table.students()[0].score(), 2u);
  EXPECT_EQ(table.students()[1].score(), 1u);
  EXPECT_EQ(table.students()[2].score(), 3u);
  const auto tally = table.tallies();
  ASSERT_EQ(tally.size(), 3u);
  EXPECT_EQ(tally[0].right, 3u);
  EXPECT_EQ(tally[1].right, 2u);
  EXPECT_EQ(tally[2].right, 1u);
  EXPECT_EQ(tally[2].answered, 3u);
  // The third case missed most, then the second; the first, right for all, is not missed.
  EXPECT_EQ(table.most_missed(), (std::vector<std::size_t>{2, 1}));
}

TEST(ClassResults, TheMostMissedTiedKeepTheSetsOrder) {
  const ClassSet set = three_cases();
  ClassResults table(set_hash(set), 3);
  table.add(student("Ana", {false, true, false}, set));
  table.add(student("Ben", {true, false, false}, set));
  // The third missed by both; the first and second by one each, in the set's order.
  EXPECT_EQ(table.most_missed(), (std::vector<std::size_t>{2, 0, 1}));
}

TEST(ClassResults, AnotherSetOrAnAnswerShortIsRefused) {
  const ClassSet set = three_cases();
  ClassResults table(set_hash(set), 3);
  ClassSet changed = set;
  changed.title = "Flag rules (new)";
  EXPECT_EQ(table.add(student("Ana", {true, true, true}, changed)), ClassResults::Added::kOtherSet);
  EXPECT_EQ(table.add(student("Ana", {true, true}, set)), ClassResults::Added::kWrongShape);
  EXPECT_TRUE(table.students().empty());
}

TEST(ClassResults, TheSameResultTwiceOnceAndTheSameStudentAgainLeftToTheCoach) {
  const ClassSet set = three_cases();
  ClassResults table(set_hash(set), 3);
  using Added = ClassResults::Added;
  ASSERT_EQ(table.add(student("Ana", {false, false, true}, set)), Added::kNew);
  EXPECT_EQ(table.add(student("Ana", {false, false, true}, set)), Added::kSame);
  StudentResult second_try = student("Ana", {true, true, true}, set);
  second_try.finished_at += 600'000;
  EXPECT_EQ(table.add(second_try), Added::kStudentAgain);
  EXPECT_EQ(table.students().size(), 1u) << "nothing changed before the coach decides";
  table.keep_both(second_try);
  ASSERT_EQ(table.students().size(), 2u);
  EXPECT_EQ(table.students()[1].score(), 3u);
  // Replacing leaves one result under the name: the newest.
  StudentResult third_try = student("Ana", {true, false, true}, set);
  third_try.finished_at += 1'200'000;
  EXPECT_EQ(table.add(third_try), Added::kStudentAgain);
  table.replace(third_try);
  ASSERT_EQ(table.students().size(), 1u);
  EXPECT_EQ(table.students()[0], third_try);
  // A result of another set is never put in, whichever the choice.
  table.keep_both(student("Ana", {true, true}, set));
  table.replace(student("Ben", {true, true, true},
                        bank_set("Other", {"flag-fall-claimed"}, Bank::builtin())));
  EXPECT_EQ(table.students().size(), 1u);
}

}  // namespace class_results_test
}  // namespace flagfall::trainer
