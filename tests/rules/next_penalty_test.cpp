// The arbiter answers which step the next penalty takes (the director's panel asks it), and the
// step it then rules is that one; an offence's rule is found through one table of topics.
#include <gtest/gtest.h>

#include "rules/arbiter.h"

namespace flagfall::rules {
namespace {

ScenarioSetup penalty_setup() {
  const auto parsed = parse_scenario(R"({"id": "p", "title": "p", "category": "flag-fall",
    "setup": {"fen": "4k3/8/8/8/8/8/8/R3K3 w - - 0 30", "white_ms": 600000, "black_ms": 600000},
    "events": []})");
  EXPECT_TRUE(parsed) << parsed.error().message();
  return parsed ? parsed->setup : ScenarioSetup{};
}

ScenarioEvent penalty(std::int64_t t, chess::Color against, Offence offence) {
  ScenarioEvent e;
  e.t = t;
  e.by = Actor::kTd;
  e.kind = EventKind::kPenalty;
  e.side = against;
  e.offence = offence;
  return e;
}

TEST(NextPenalty, IsTheStepTheArbiterThenRules) {
  const ScenarioSetup setup = penalty_setup();
  for (const Ruleset* r : all_rulesets()) {
    for (const PenaltyLadder& ladder : r->penalties) {
      Arbiter arbiter(*r, setup);
      std::size_t index = 0;
      for (int nth = 1; nth <= static_cast<int>(ladder.steps.size()) + 1; ++nth) {
        const std::optional<PenaltyStep> next =
            arbiter.next_penalty(ladder.offence, chess::Color::Black);
        EXPECT_EQ(next, ladder.step(nth))
            << r->id << " " << offence_name(ladder.offence) << " " << nth;
        // Penalties against one player leave the other's ladder where it was.
        EXPECT_EQ(arbiter.next_penalty(ladder.offence, chess::Color::White), ladder.step(1));
        if (arbiter.game_over()) break;
        const std::size_t before = arbiter.log().size();
        arbiter.apply(penalty(1000 * nth, chess::Color::Black, ladder.offence), index++);
        ASSERT_GT(arbiter.log().size(), before);
        if (ladder.steps.empty()) continue;
        // The line ruled for the penalty: a warning, a minute, a forfeit or an illegal move.
        const LogEntry& ruled = arbiter.log().back();
        EXPECT_EQ(ruled.count, nth) << r->id << " " << offence_name(ladder.offence);
      }
    }
  }
}

TEST(NextPenalty, NoLadderNoStep) {
  const ScenarioSetup setup = penalty_setup();
  const Arbiter arbiter(uscf_2020(), setup);
  for (const Offence offence :
       {Offence::kTwoHands, Offence::kKnockedClock, Offence::kDisplacedPieces, Offence::kTouchMove,
        Offence::kBanging, Offence::kOther}) {
    if (uscf_2020().ladder(offence) == nullptr) {
      EXPECT_EQ(arbiter.next_penalty(offence, chess::Color::White), std::nullopt);
    }
  }
  PenaltyLadder empty{Offence::kBanging, {}, "22", true};
  EXPECT_EQ(empty.step(1), std::nullopt);
}

TEST(OffenceTopic, EachOffenceAndItsTopicMapBothWays) {
  for (const Offence offence :
       {Offence::kTwoHands, Offence::kKnockedClock, Offence::kDisplacedPieces, Offence::kTouchMove,
        Offence::kBanging}) {
    const Topic topic = offence_topic(offence);
    EXPECT_EQ(topic_offence(topic), offence) << offence_name(offence);
  }
  EXPECT_EQ(offence_topic(Offence::kTwoHands), Topic::kOneHand);
  EXPECT_EQ(offence_topic(Offence::kOther), Topic::kStandardPenalty);
  EXPECT_EQ(topic_offence(Topic::kStandardPenalty), std::nullopt);
  EXPECT_EQ(topic_offence(Topic::kTimeClaim), std::nullopt);
}

}  // namespace
}  // namespace flagfall::rules
