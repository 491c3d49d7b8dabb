// Touch move: after touching one piece and moving another, the opponent may restart the player's
// clock to make him move the piece touched. USCF 11-10 and Scholastic 1 add that a penalty may be
// assessed; Sacramento 12 makes the restart and the touched piece moved the whole remedy, with no
// warning ladder (its ladder is for knocking pieces over).
#include <gtest/gtest.h>

#include "../support/rule_events.h"

namespace flagfall::rules {
namespace {

using testing_support::rule_events;

Ruling touch_move_then_penalty(const Ruleset& ruleset) {
  const nlohmann::json events =
      nlohmann::json::array({{{"t", 500}, {"by", "white"}, {"do", "touch"}, {"square", "g1"}},
                             {{"t", 1000}, {"by", "white"}, {"do", "move"}, {"uci", "e2e4"}},
                             {{"t", 1000}, {"by", "white"}, {"do", "press"}},
                             {{"t", 1500}, {"by", "black"}, {"do", "press"}},
                             {{"t", 2000},
                              {"by", "td"},
                              {"do", "penalty"},
                              {"against", "white"},
                              {"offence", "touch-move"}}});
  return rule_events({{"white_ms", 60'000}, {"black_ms", 60'000}}, events, ruleset);
}

TEST(TouchMove, Sacramento12TheRestartIsTheRemedyAndThereIsNoPenalty) {
  EXPECT_EQ(sacramento_2005().ladder(Offence::kTouchMove), nullptr);
  const Ruling ruling = touch_move_then_penalty(sacramento_2005());
  EXPECT_EQ(ruling.reason, Reason::kInProgress);
  EXPECT_EQ(ruling.black_ms, 59'500);
  const LogEntry& remedy = ruling.log.back();
  EXPECT_EQ(remedy.what, Happening::kNoPenaltyTouchMoveRemedy);
  EXPECT_EQ(remedy.rule, "Sacramento 12");
  bool restarted = false;
  for (const LogEntry& e : ruling.log) {
    restarted =
        restarted || (e.what == Happening::kRestartsForTouchMove && e.rule == "Sacramento 12");
  }
  EXPECT_TRUE(restarted);
}

TEST(TouchMove, Uscf1110AndScholastic1MayAddThePenalty) {
  for (const Ruleset* r : {&uscf_2020(), &scholastic_2018()}) {
    const Ruling ruling = touch_move_then_penalty(*r);
    EXPECT_EQ(ruling.reason, Reason::kPenalty) << r->id;
    EXPECT_EQ(ruling.black_ms, 119'500) << r->id;
  }
}

}  // namespace
}  // namespace flagfall::rules
