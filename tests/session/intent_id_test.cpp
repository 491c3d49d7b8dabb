#include "session/intent_id.h"

#include <gtest/gtest.h>

namespace flagfall::session {
namespace {

TEST(IntentId, ReadsTheNumberBetweenPrefixAndSuffix) {
  EXPECT_EQ(index_between("editor.step.3.later", "editor.step.", ".later"), 3u);
  EXPECT_EQ(index_between("trainer.choice.12", "trainer.choice."), 12u);
  EXPECT_EQ(index_between("editor.step.0", "editor.step."), 0u);
}

TEST(IntentId, RefusesOtherShapes) {
  EXPECT_EQ(index_between("editor.step.3.later", "editor.step.", ".earlier"), std::nullopt);
  EXPECT_EQ(index_between("editor.step.3.later", "editor.step."), std::nullopt);
  EXPECT_EQ(index_between("trainer.choice.", "trainer.choice."), std::nullopt);
  EXPECT_EQ(index_between("trainer.choice.-1", "trainer.choice."), std::nullopt);
  EXPECT_EQ(index_between("trainer.choice.1x", "trainer.choice."), std::nullopt);
  EXPECT_EQ(index_between("mine.edit.2", "trainer.choice."), std::nullopt);
  EXPECT_EQ(index_between("", ""), std::nullopt);
  EXPECT_EQ(index_between("trainer.choice.99999999999999999999999", "trainer.choice."),
            std::nullopt);
}

}  // namespace
}  // namespace flagfall::session
