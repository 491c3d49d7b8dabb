#include "game/director.h"

#include <gtest/gtest.h>

#include <map>

#include "../support/every_ruleset.h"
#include "../support/started_game.h"
#include "game/half_controls.h"

namespace flagfall::game {
namespace {

using chess::Color;
using rules::Offence;
using rules::PenaltyStep;

const PenaltyOffer* offer_for(const DirectorOffer& offer, Offence offence) {
  for (const PenaltyOffer& p : offer.penalties) {
    if (p.offence == offence) return &p;
  }
  return nullptr;
}

class DirectorEveryRuleset : public ::testing::TestWithParam<std::string> {
 protected:
  const rules::Ruleset& ruleset() const { return *rules::find_ruleset(GetParam()); }
};

// Each offence shows the ladder's next step against the chosen player, with its rule; the n-th
// penalty takes the n-th step and the last one from then on.
TEST_P(DirectorEveryRuleset, EachLadderShowsItsNextStep) {
  LiveGame game = started_game(GetParam(), "3+0");
  const rules::Ruleset& r = ruleset();
  DirectorOffer offer = director_offer(game, Color::Black, kStart);
  ASSERT_EQ(offer.penalties.size(), r.penalties.size());
  for (std::size_t i = 0; i < r.penalties.size(); ++i) {
    const rules::PenaltyLadder& ladder = r.penalties[i];
    EXPECT_EQ(offer.penalties[i].offence, ladder.offence);
    EXPECT_EQ(offer.penalties[i].rule, r.cite_number(ladder.rule));
    EXPECT_EQ(offer.penalties[i].rule.rfind(std::string(r.cite_prefix), 0), 0u)
        << offer.penalties[i].rule;
    if (ladder.steps.empty()) {
      EXPECT_FALSE(offer.penalties[i].next);
    } else {
      EXPECT_EQ(offer.penalties[i].next, ladder.steps.front());
    }
  }
  const rules::PenaltyLadder* displaced = r.ladder(Offence::kDisplacedPieces);
  ASSERT_NE(displaced, nullptr);
  for (std::size_t n = 1; n <= displaced->steps.size() + 1; ++n) {
    ASSERT_EQ(game.record(kStart + static_cast<Millis>(n) * 100,
                          penalty_entries(Color::Black, Offence::kDisplacedPieces)),
              "");
    offer = director_offer(game, Color::Black, kStart + 1'000);
    const std::size_t step = std::min(n + 1, displaced->steps.size()) - 1;
    EXPECT_EQ(offer_for(offer, Offence::kDisplacedPieces)->next, displaced->steps[step]) << n;
    // Against White the ladder has not started.
    EXPECT_EQ(
        offer_for(director_offer(game, Color::White, kStart + 1'000), Offence::kDisplacedPieces)
            ->next,
        displaced->steps.front());
    if (game.over()) break;
  }
}

// The first two steps for displaced pieces, as each rulebook has them: a minute to the opponent
// (US Chess 11-9 and the summaries), or a warning first (Scholastic 13, Sacramento 12, FIDE 12.9).
TEST(DirectorTest, DisplacedPiecesByRuleset) {
  const std::map<std::string, std::vector<PenaltyStep>> first_two = {
      {"uscf-2020", {PenaltyStep::kMinuteToOpponent, PenaltyStep::kMinuteToOpponent}},
      {"uscf-earlier", {PenaltyStep::kMinuteToOpponent, PenaltyStep::kMinuteToOpponent}},
      {"uscf-summary", {PenaltyStep::kMinuteToOpponent, PenaltyStep::kMinuteToOpponent}},
      {"uscf-summary-variation", {PenaltyStep::kMinuteToOpponent, PenaltyStep::kMinuteToOpponent}},
      {"scholastic-2018", {PenaltyStep::kWarning, PenaltyStep::kMinuteToOpponent}},
      {"sacramento-2005", {PenaltyStep::kWarning, PenaltyStep::kMinuteToOpponent}},
      {"fide-2023", {PenaltyStep::kWarning, PenaltyStep::kMinuteToOpponent}},
  };
  for (const auto& [id, steps] : first_two) {
    LiveGame game = started_game(id, "3+0");
    EXPECT_EQ(
        offer_for(director_offer(game, Color::Black, kStart), Offence::kDisplacedPieces)->next,
        steps[0])
        << id;
    ASSERT_EQ(game.record(kStart + 100, penalty_entries(Color::Black, Offence::kDisplacedPieces)),
              "");
    EXPECT_EQ(offer_for(director_offer(game, Color::Black, kStart + 200), Offence::kDisplacedPieces)
                  ->next,
              steps[1])
        << id;
  }
}

TEST_P(DirectorEveryRuleset, StopWhileRunningRestartWhenStoppedNothingWhenOver) {
  LiveGame game = started_game(GetParam(), "3+0");
  EXPECT_EQ(director_offer(game, Color::White, kStart + 100).stop, DirectorStop::kStop);
  ASSERT_EQ(game.record(kStart + 100, td_pause_entries()), "");
  EXPECT_EQ(director_offer(game, Color::White, kStart + 200).stop, DirectorStop::kRestart);
  ASSERT_EQ(game.record(kStart + 300,
                        {Entry::of(make_event(rules::Actor::kWhite, rules::EventKind::kResign))}),
            "");
  EXPECT_EQ(director_offer(game, Color::White, kStart + 400).stop, DirectorStop::kNone);
}

TEST(DirectorTest, ExcessTimeAboveTheControlsOwnMayBeReducedToIt) {
  LiveGame game = started_game("uscf-summary", "G/5;d0");
  EXPECT_TRUE(director_offer(game, Color::White, kStart).excess.empty());
  ASSERT_EQ(game.record(kStart + 100, set_time_entries(Color::White, 480'000)), "");
  const DirectorOffer offer = director_offer(game, Color::White, kStart + 200);
  ASSERT_EQ(offer.excess.size(), 1u);
  EXPECT_EQ(offer.excess[0].side, Color::White);
  EXPECT_EQ(offer.excess[0].to, 300'000);
  ASSERT_EQ(game.record(kStart + 300, set_time_entries(Color::White, offer.excess[0].to)), "");
  EXPECT_EQ(game.game_clock().remaining(clock::Side::White, game.game_time(kStart + 300)), 300'000);
  // Only for a control of plain periods.
  LiveGame hourglass = started_game("uscf-summary", "HG/3");
  ASSERT_EQ(hourglass.record(kStart + 100, set_time_entries(Color::White, 480'000)), "");
  EXPECT_TRUE(director_offer(hourglass, Color::White, kStart + 200).excess.empty());
}

INSTANTIATE_TEST_SUITE_P(Rulesets, DirectorEveryRuleset,
                         ::testing::ValuesIn(testing_support::every_ruleset_id()),
                         testing_support::ruleset_test_name);

TEST(DirectorTest, ReadsATypedTime) {
  EXPECT_EQ(parse_clock_time("4:30"), 270'000);
  EXPECT_EQ(parse_clock_time(" 4 : 30 "), 270'000);
  EXPECT_EQ(parse_clock_time("1:02:03"), 3'723'000);
  EXPECT_EQ(parse_clock_time("90"), 90'000);
  EXPECT_EQ(parse_clock_time("0:07.5"), 7'500);
  EXPECT_EQ(parse_clock_time("0:07.1234"), 7'123);
  EXPECT_EQ(parse_clock_time("24:00:00"), 86'400'000);
  EXPECT_EQ(parse_clock_time("24:00:01"), std::nullopt) << "more than a day";
  EXPECT_EQ(parse_clock_time(""), std::nullopt);
  EXPECT_EQ(parse_clock_time(":"), std::nullopt);
  EXPECT_EQ(parse_clock_time("1:2:3:4"), std::nullopt);
  EXPECT_EQ(parse_clock_time("4.5.6"), std::nullopt);
  EXPECT_EQ(parse_clock_time("4:3a"), std::nullopt);
  EXPECT_EQ(parse_clock_time("-1:00"), std::nullopt);
  EXPECT_EQ(parse_clock_time("99999999999999999999"), std::nullopt);
}

TEST(DirectorTest, WhatTheDirectorRecords) {
  const auto penalty = penalty_entries(Color::White, Offence::kTwoHands);
  ASSERT_EQ(penalty.size(), 1u);
  EXPECT_EQ(penalty[0].event->kind, rules::EventKind::kPenalty);
  EXPECT_EQ(penalty[0].event->by, rules::Actor::kTd);
  EXPECT_EQ(penalty[0].event->side, Color::White);
  EXPECT_EQ(penalty[0].event->offence, Offence::kTwoHands);
  const auto set = set_time_entries(Color::Black, 270'000);
  ASSERT_EQ(set.size(), 1u);
  EXPECT_EQ(set[0].event->kind, rules::EventKind::kSetTime);
  EXPECT_EQ(set[0].event->side, Color::Black);
  EXPECT_EQ(set[0].event->ms, 270'000);
}

}  // namespace
}  // namespace flagfall::game
