// The question before a case of My scenarios is deleted: its words, its controls, and Delete.
#include "session/trainer/sheets/delete_question.h"

#include <gtest/gtest.h>

#include "rules/scenario.h"

namespace flagfall::session {
namespace {

rules::Scenario a_case(const char* id, const char* title) {
  rules::Scenario s;
  s.id = id;
  s.title = title;
  return s;
}

TEST(DeleteQuestion, AsksByTheCasesTitleAndOffersDeleteAndKeep) {
  const DeleteQuestion q(0, "Board 4");
  EXPECT_EQ(q.question(), "Delete \"Board 4\"? It cannot be undone.");
  const std::vector<TrainerControl> controls = q.controls();
  ASSERT_EQ(controls.size(), 2u);
  EXPECT_EQ(controls[0].label, "Delete");
  EXPECT_EQ(trainer_intents().id(controls[0].intent), "mine.delete.confirm");
  EXPECT_EQ(controls[1].label, "Keep it");
  EXPECT_EQ(trainer_intents().id(controls[1].intent), "mine.delete.cancel");
}

TEST(DeleteQuestion, DeleteRemovesTheCaseAskedAboutAndSaysSo) {
  MyScenarios mine;
  mine.add(a_case("my-a", "A"));
  mine.add(a_case("my-b", "B"));
  EXPECT_EQ(DeleteQuestion(1, "B").remove_from(mine), "\"B\" was deleted.");
  ASSERT_EQ(mine.cases().size(), 1u);
  EXPECT_EQ(mine.cases()[0].id, "my-a");
  EXPECT_EQ(DeleteQuestion(1, "B").remove_from(mine), "") << "no longer there";
  EXPECT_EQ(mine.cases().size(), 1u);
}

}  // namespace
}  // namespace flagfall::session
