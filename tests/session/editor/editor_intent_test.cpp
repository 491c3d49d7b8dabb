#include "session/editor/editor_intent.h"

#include <algorithm>

#include <gtest/gtest.h>

#include "rules/ruleset.h"
#include "rules/scenario.h"

namespace flagfall::session {
namespace {

using EA = EditorAction;

// Every intent with an id, each side and each argument in range: its id reads back to the same
// intent's id, and ids are never shared between actions.
TEST(EditorIntent, EveryIdReadsBackToItsIntent) {
  std::vector<std::pair<std::string, EditorAction>> seen;
  for (int a = 0; a <= static_cast<int>(EA::kAskStepTime); ++a) {
    for (const std::optional<chess::Color> side :
         {std::optional<chess::Color>(), std::optional(chess::Color::White),
          std::optional(chess::Color::Black)}) {
      for (int arg = 0; arg < 12; ++arg) {
        const EditorIntent intent{static_cast<EditorAction>(a), arg, side};
        const std::string id = intent_id(intent);
        if (id.empty()) continue;
        const std::optional<EditorIntent> back = editor_intent(id);
        ASSERT_TRUE(back) << id;
        EXPECT_EQ(intent_id(*back), id);
        EXPECT_EQ(back->action, intent.action) << id;
        const auto same =
            std::find_if(seen.begin(), seen.end(), [&](const auto& s) { return s.first == id; });
        if (same == seen.end())
          seen.emplace_back(id, intent.action);
        else
          EXPECT_EQ(same->second, intent.action) << id;
      }
    }
  }
  EXPECT_GT(seen.size(), 80u);
}

TEST(EditorIntent, ReadsTheIdsThePageAndTheMirrorUse) {
  EXPECT_EQ(editor_intent("editor.tab.words"), EditorIntent(EA::kTab, 2));
  EXPECT_EQ(editor_intent("editor.press"), EditorIntent(EA::kPress));
  EXPECT_EQ(editor_intent("editor.claim"), EditorIntent(EA::kOpenClaim));
  EXPECT_EQ(editor_intent("editor.claim.illegal-move"),
            EditorIntent(EA::kClaim, static_cast<int>(rules::ClaimKind::kIllegalMove)));
  EXPECT_EQ(editor_intent("editor.promote.knight"), EditorIntent(EA::kPromote, 3));
  EXPECT_EQ(editor_intent("editor.pause.dispute"),
            EditorIntent(EA::kPause, static_cast<int>(rules::PauseReason::kDispute)));
  EXPECT_EQ(editor_intent("editor.penalty.banging"),
            EditorIntent(EA::kPenalty, static_cast<int>(rules::Offence::kBanging)));
  EXPECT_EQ(editor_intent("editor.step.3"), EditorIntent(EA::kSelectStep, 3));
  EXPECT_EQ(editor_intent("editor.step.3.later"), EditorIntent(EA::kStepLater, 3));
  EXPECT_EQ(editor_intent("editor.step.12.time"), EditorIntent(EA::kAskStepTime, 12));
  EXPECT_EQ(editor_intent("editor.clock.black"),
            EditorIntent(EA::kAskClock, 0, chess::Color::Black));
  EXPECT_EQ(editor_intent("editor.side.white"),
            EditorIntent(EA::kSideToMove, 0, chess::Color::White));
  EXPECT_EQ(editor_intent("editor.actor.director"), EditorIntent(EA::kActor, 2));
  EXPECT_EQ(editor_intent("board.paste"), EditorIntent(EA::kAskFen));
  const auto ruleset = editor_intent("editor.ruleset.fide-2023");
  ASSERT_TRUE(ruleset);
  EXPECT_EQ(rules::all_rulesets()[static_cast<std::size_t>(ruleset->arg)]->id, "fide-2023");
  const auto category = editor_intent("editor.category.illegal-move");
  ASSERT_TRUE(category);
  EXPECT_EQ(rules::scenario_categories()[static_cast<std::size_t>(category->arg)], "illegal-move");
}

TEST(EditorIntent, RefusesIdsItDoesNotWrite) {
  for (const char* id : {"",
                         "editor.",
                         "editor.nothing",
                         "editor.step.",
                         "editor.step.x",
                         "editor.step.x.later",
                         "editor.step.3.sooner",
                         "editor.step.-1",
                         "editor.step.4294967297",
                         "editor.claim.",
                         "editor.claim.stalemate",
                         "editor.pause.no-claim",
                         "editor.promote.king",
                         "editor.tab.board",
                         "editor.actor.td",
                         "editor.side.red",
                         "editor.ruleset.no-such",
                         "editor.category.",
                         "board.use",
                         "editor.back"}) {
    EXPECT_EQ(editor_intent(id), std::nullopt) << id;
  }
  // A board tap has no id: the board is drawn, and the mirror says the position in words.
  EXPECT_EQ(intent_id({EA::kSquare, 12}), "");
  EXPECT_EQ(intent_id({EA::kClaim, 9}), "");
}

}  // namespace
}  // namespace flagfall::session
