#include "session/intent_id.h"

#include <gtest/gtest.h>

namespace flagfall::session {
namespace {

// A number inside an id: the row's text before it, its `after` behind it.
constexpr IdRow kStepRows[] = {{"step.", 1, IdArg::kIndex}, {"step.", 2, IdArg::kIndex, ".later"}};

TEST(IntentId, ReadsTheNumberBetweenARowsTextAndWhatFollowsIt) {
  EXPECT_EQ(read_id(kStepRows, "step.3.later")->row->action, 2);
  EXPECT_EQ(read_id(kStepRows, "step.3.later")->index, 3u);
  EXPECT_EQ(read_id(kStepRows, "step.12")->row->action, 1);
  EXPECT_EQ(read_id(kStepRows, "step.12")->index, 12u);
  EXPECT_EQ(read_id(kStepRows, "step.0")->index, 0u);
  EXPECT_EQ(write_id(kStepRows[1], std::nullopt, 3), "step.3.later");
}

TEST(IntentId, RefusesOtherShapes) {
  for (const char* id : {"step.3.earlier", "step.", "step..later", "step.-1", "step.1x",
                         "step.x.later", "mine.2", "", "step.99999999999999999999999"}) {
    EXPECT_EQ(read_id(kStepRows, id), std::nullopt) << id;
  }
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
