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

constexpr IdRow kRows[] = {
    {"half.", 1, IdArg::kSide},           {"half.home", 2, IdArg::kNone},
    {"claim.time", 3, IdArg::kMaybeSide}, {"saved.", 4, IdArg::kIndex},
    {"preset.", 5, IdArg::kName},         {"material.", 6, IdArg::kSideName},
};

TEST(IntentId, ReadsEachKindOfRow) {
  EXPECT_EQ(read_id(kRows, "half.black")->row->action, 1);
  EXPECT_EQ(read_id(kRows, "half.black")->side, chess::Color::Black);
  EXPECT_EQ(read_id(kRows, "half.home")->row->action, 2) << "exact text wins over an argument";
  EXPECT_EQ(read_id(kRows, "claim.time")->side, std::nullopt);
  EXPECT_EQ(read_id(kRows, "claim.time.white")->side, chess::Color::White);
  EXPECT_EQ(read_id(kRows, "saved.7")->index, 7u);
  EXPECT_EQ(read_id(kRows, "preset.3+2")->name, "3+2");
  const auto material = read_id(kRows, "material.white.two-knights");
  ASSERT_TRUE(material);
  EXPECT_EQ(material->side, chess::Color::White);
  EXPECT_EQ(material->name, "two-knights");
  for (const char* id : {"half.", "half.red", "claim.timex", "claim.time.", "saved.x", "preset.",
                         "material.white", "material.white.", "other"})
    EXPECT_FALSE(read_id(kRows, id)) << id;
}

TEST(IntentId, WritesWhatItReads) {
  EXPECT_EQ(write_id(kRows[0], chess::Color::White), "half.white");
  EXPECT_EQ(write_id(kRows[2], std::nullopt), "claim.time");
  EXPECT_EQ(write_id(kRows[2], chess::Color::Black), "claim.time.black");
  EXPECT_EQ(write_id(kRows[3], std::nullopt, 12), "saved.12");
  EXPECT_EQ(write_id(kRows[4], std::nullopt, 0, "G/3;inc2"), "preset.G/3;inc2");
  EXPECT_EQ(write_id(kRows[5], chess::Color::Black, 0, "king"), "material.black.king");
  EXPECT_EQ(row_of(kRows, 4), &kRows[3]);
  EXPECT_EQ(row_of(kRows, 9), nullptr);
}

}  // namespace
}  // namespace flagfall::session
