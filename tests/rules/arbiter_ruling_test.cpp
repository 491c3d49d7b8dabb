// What the arbiter says a player may do (Arbiter::may) when a king was put next to the other king:
// the opponent may claim that illegal move; the player who put it there is not offered a claim on
// the opponent's failure to notice where the rulebook makes that claim lose him the game (USCF
// 11-7d, summary 2b, Scholastic 24). Such a claim, once made, is still ruled.
#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "../support/every_ruleset.h"
#include "rules/arbiter.h"

namespace flagfall::rules {
namespace {

using chess::Color;

// White Ke4 and Rh1, Black Kd6 and Ra1: e4-e5 puts White's king next to Black's.
ScenarioSetup king_setup() {
  ScenarioSetup setup;
  setup.fen = "8/8/3k4/8/4K3/8/8/r6R w - - 0 40";
  setup.time_control = "G/5;d0";
  setup.white_ms = 60'000;
  setup.black_ms = 60'000;
  return setup;
}

ScenarioEvent move(std::int64_t t, Actor by, chess::Square from, chess::Square to) {
  ScenarioEvent e;
  e.t = t;
  e.by = by;
  e.kind = EventKind::kMove;
  e.move = chess::Move(from, to);
  return e;
}

ScenarioEvent press(std::int64_t t, Actor by) {
  ScenarioEvent e;
  e.t = t;
  e.by = by;
  e.kind = EventKind::kPress;
  return e;
}

ScenarioEvent illegal_move_claim(std::int64_t t, Actor by) {
  ScenarioEvent e;
  e.t = t;
  e.by = by;
  e.kind = EventKind::kClaim;
  e.claim = ClaimKind::kIllegalMove;
  return e;
}

ScenarioEvent time_claim(std::int64_t t, Actor by) {
  ScenarioEvent e = illegal_move_claim(t, by);
  e.claim = ClaimKind::kTime;
  return e;
}

// Events applied instant by instant, as adjudicate() and the live clock do.
Arbiter replayed(const Ruleset& ruleset, const std::vector<ScenarioEvent>& events,
                 const ScenarioSetup& setup = king_setup()) {
  Arbiter arbiter(ruleset, setup);
  std::size_t i = 0;
  while (i < events.size()) {
    std::vector<ScenarioEvent> instant;
    std::size_t j = i;
    while (j < events.size() && events[j].t == events[i].t) instant.push_back(events[j++]);
    arbiter.apply_instant(instant, i);
    i = j;
  }
  return arbiter;
}

// White puts his king next to Black's and presses.
std::vector<ScenarioEvent> king_move() {
  return {move(1'000, Actor::kWhite, chess::E4, chess::E5), press(1'000, Actor::kWhite)};
}

// ... and Black, not noticing, moves his rook (leaving his king in check) and presses.
std::vector<ScenarioEvent> unnoticed() {
  std::vector<ScenarioEvent> events = king_move();
  events.push_back(move(2'000, Actor::kBlack, chess::A1, chess::A2));
  events.push_back(press(2'000, Actor::kBlack));
  return events;
}

bool offers(const std::vector<Permission>& may, Permission p) {
  return std::find(may.begin(), may.end(), p) != may.end();
}

class KingNextToKing : public ::testing::TestWithParam<std::string> {
 protected:
  const Ruleset& ruleset() const { return *find_ruleset(GetParam()); }
};

// Whether the rulebook lets the player who put his king next to the other king claim, once the
// opponent has moved without noticing: USCF 11-7d, summary 2b and Scholastic 24 (through 11-7d)
// make that claim lose; Sacramento and FIDE say nothing of it, and the arbiter judges the claim
// like any other there. So it does under the summary's Variation: 2b makes a claim for a win
// lose, and there an illegal move wins nothing.
bool mover_may_claim(const std::string& id) {
  static const std::map<std::string, bool> table = {
      {"uscf-2020", false},       {"uscf-earlier", false},
      {"uscf-summary", false},    {"uscf-summary-variation", true},
      {"scholastic-2018", false}, {"sacramento-2005", true},
      {"fide-2023", true},
  };
  return table.at(id);
}

// White, who put his king next to Black's, claims on Black's failure to notice: he loses where
// the ruleset says the mover's claim loses, and is otherwise ruled like any claim.
void expect_whites_mover_claim_ruled(const Ruleset& ruleset, const Ruling& ruling) {
  if (ruleset.king_adjacent_mover_claim == KingAdjacentMoverClaim::kMoverLoses) {
    EXPECT_EQ(ruling.outcome, Outcome::kBlackWins);
    EXPECT_EQ(ruling.reason, Reason::kKingAdjacentClaim);
  } else {
    EXPECT_NE(ruling.outcome, Outcome::kBlackWins);
    EXPECT_NE(ruling.reason, Reason::kClaimDenied);
  }
}

TEST_P(KingNextToKing, TheOpponentMayClaimTheKingMoveAndTheMoverMayNot) {
  const Arbiter arbiter = replayed(ruleset(), king_move());
  const std::vector<Permission> black = arbiter.may(Color::Black, 1'500);
  const std::vector<Permission> white = arbiter.may(Color::White, 1'500);
  EXPECT_TRUE(offers(black, Permission::kClaimIllegalMove));
  EXPECT_EQ(offers(black, Permission::kTakeKing), ruleset().king_capture_claims);
  EXPECT_FALSE(offers(white, Permission::kClaimIllegalMove));
  EXPECT_FALSE(offers(white, Permission::kTakeKing));

  // And Black's claim is upheld: a win, or a minute where the illegal move does not lose.
  std::vector<ScenarioEvent> events = king_move();
  events.push_back(illegal_move_claim(1'500, Actor::kBlack));
  const Ruling ruling = replayed(ruleset(), events).ruling(1'500);
  if (ruleset().illegal_move_effect == IllegalMoveEffect::kLosesOnClaim) {
    EXPECT_EQ(ruling.outcome, Outcome::kBlackWins);
    EXPECT_EQ(ruling.reason, Reason::kIllegalMove);
  } else {
    EXPECT_EQ(ruling.outcome, Outcome::kPlayOn);
    EXPECT_EQ(ruling.reason, Reason::kIllegalMovePenalty);
  }
}

TEST_P(KingNextToKing, TheMoverIsNotOfferedAClaimOnTheOpponentsFailureToNotice) {
  const Arbiter arbiter = replayed(ruleset(), unnoticed());
  const std::vector<Permission> white = arbiter.may(Color::White, 2'500);
  const std::vector<Permission> black = arbiter.may(Color::Black, 2'500);
  // Black moved without claiming: White's king move stands, Black has nothing to claim.
  EXPECT_FALSE(offers(black, Permission::kClaimIllegalMove));
  EXPECT_FALSE(offers(black, Permission::kTakeKing));
  const bool may_claim = mover_may_claim(GetParam());
  EXPECT_EQ(offers(white, Permission::kClaimIllegalMove), may_claim);
  EXPECT_EQ(offers(white, Permission::kTakeKing), may_claim && ruleset().king_capture_claims);
}

TEST_P(KingNextToKing, WhatTheMoverIsOfferedAgreesWithTheRulingOnHisClaim) {
  const bool offered = offers(replayed(ruleset(), unnoticed()).may(Color::White, 2'500),
                              Permission::kClaimIllegalMove);
  std::vector<ScenarioEvent> events = unnoticed();
  events.push_back(illegal_move_claim(3'000, Actor::kWhite));
  const Ruling ruling = replayed(ruleset(), events).ruling(3'000);
  // A claim the arbiter would rule against the claimant is no right of his.
  const bool loses = ruling.outcome == Outcome::kBlackWins || ruling.reason == Reason::kClaimDenied;
  EXPECT_EQ(offered, !loses) << reason_name(ruling.reason);
}

// The arbiter's log says the same as may(): who may claim each completed illegal move.
TEST_P(KingNextToKing, TheLogSaysWhoMayClaim) {
  const Ruling ruling = replayed(ruleset(), unnoticed()).ruling(2'500);
  const auto entry = [&](const std::string& start) {
    for (const LogEntry& e : ruling.log) {
      if (e.text.rfind(start, 0) == 0) return e.text;
    }
    return std::string();
  };
  const std::string king_press = entry("White presses after the illegal move e4e5");
  const std::string rook_press = entry("Black presses after the illegal move a1a2");
  EXPECT_NE(king_press.find("Black may claim it."), std::string::npos) << king_press;
  ASSERT_FALSE(rook_press.empty());
  if (mover_may_claim(GetParam())) {
    EXPECT_NE(rook_press.find("White may claim it."), std::string::npos) << rook_press;
  } else {
    EXPECT_EQ(rook_press.find("may claim"), std::string::npos) << rook_press;
    const std::string rule = ruleset().cite(Topic::kKingAdjacentMoverClaims);
    ASSERT_FALSE(rule.empty());
    EXPECT_NE(rook_press.find("would lose (" + rule + ")"), std::string::npos) << rook_press;
  }
}

// The claim is still ruled when a player makes it: the mover who claims loses (as the bank's
// king-adjacent-mover-claims scenario shows), by stopping the clock or by taking the king.
TEST_P(KingNextToKing, TheMoversClaimIsStillRuled) {
  for (const bool take_king : {false, true}) {
    if (take_king && !ruleset().king_capture_claims) continue;
    SCOPED_TRACE(take_king ? "takes the king" : "stops the clock and claims");
    std::vector<ScenarioEvent> events = unnoticed();
    events.push_back(take_king ? move(3'000, Actor::kWhite, chess::E5, chess::D6)
                               : illegal_move_claim(3'000, Actor::kWhite));
    const Ruling ruling = replayed(ruleset(), events).ruling(3'000);
    expect_whites_mover_claim_ruled(ruleset(), ruling);
  }
}

// Once the kings no longer stand side by side, the claim is not about a failure to notice the
// check: Black's king jumps two squares away, and White may claim that like any illegal move.
TEST_P(KingNextToKing, TheMoverMayClaimAnotherIllegalMoveOnceTheKingsPart) {
  std::vector<ScenarioEvent> events = king_move();
  events.push_back(move(2'000, Actor::kBlack, chess::D6, chess::B6));
  events.push_back(press(2'000, Actor::kBlack));
  const Arbiter arbiter = replayed(ruleset(), events);
  EXPECT_TRUE(offers(arbiter.may(Color::White, 2'500), Permission::kClaimIllegalMove));
  events.push_back(illegal_move_claim(2'500, Actor::kWhite));
  const Ruling ruling = replayed(ruleset(), events).ruling(2'500);
  EXPECT_NE(ruling.reason, Reason::kKingAdjacentClaim);
  EXPECT_NE(ruling.reason, Reason::kClaimDenied);
  EXPECT_NE(ruling.outcome, Outcome::kBlackWins);
}

// White puts his king next to Black's; Black, not noticing, steps his own king to another square
// still next to White's (d6-e6, itself a king-next-to-king move) and presses. White put his king
// next to the other king and the kings have stood side by side ever since, so his claim on
// Black's failure to notice loses (USCF 11-7d, summary 2b, Scholastic 24), though Black's king
// moved last.
TEST_P(KingNextToKing, TheFirstMoverStaysAMoverWhenTheOtherKingStepsAlongside) {
  std::vector<ScenarioEvent> events = king_move();
  events.push_back(move(2'000, Actor::kBlack, chess::D6, chess::E6));
  events.push_back(press(2'000, Actor::kBlack));
  const bool may_claim = mover_may_claim(GetParam());
  EXPECT_EQ(
      offers(replayed(ruleset(), events).may(Color::White, 2'500), Permission::kClaimIllegalMove),
      may_claim);
  events.push_back(illegal_move_claim(3'000, Actor::kWhite));
  const Ruling ruling = replayed(ruleset(), events).ruling(3'000);
  expect_whites_mover_claim_ruled(ruleset(), ruling);
}

// ... and Black, who stepped his king alongside White's, is a mover as well: when White in turn
// moves his rook without noticing, Black's claim on that loses him the game where 11-7d applies.
TEST_P(KingNextToKing, TheSecondKingToStepAlongsideIsAMoverToo) {
  std::vector<ScenarioEvent> events = king_move();
  events.push_back(move(2'000, Actor::kBlack, chess::D6, chess::E6));
  events.push_back(press(2'000, Actor::kBlack));
  events.push_back(move(3'000, Actor::kWhite, chess::H1, chess::H2));
  events.push_back(press(3'000, Actor::kWhite));
  EXPECT_EQ(
      offers(replayed(ruleset(), events).may(Color::Black, 3'500), Permission::kClaimIllegalMove),
      mover_may_claim(GetParam()));
  events.push_back(illegal_move_claim(4'000, Actor::kBlack));
  const Ruling ruling = replayed(ruleset(), events).ruling(4'000);
  if (ruleset().king_adjacent_mover_claim == KingAdjacentMoverClaim::kMoverLoses) {
    EXPECT_EQ(ruling.outcome, Outcome::kWhiteWins);
    EXPECT_EQ(ruling.reason, Reason::kKingAdjacentClaim);
  } else {
    EXPECT_NE(ruling.outcome, Outcome::kWhiteWins);
    EXPECT_NE(ruling.reason, Reason::kClaimDenied);
  }
}

// White puts his king next to Black's with two seconds left and Black, not noticing, moves his
// rook; White's flag then falls. At one instant Black claims on time and White claims Black's
// failure to notice. The simultaneous-claims rule (11-7e, summary 2a, Scholastic 10b) gives the
// win to the claimant of an illegal move; but White's claim is the king-next-to-king mover's,
// which 11-7d (summary 2b, Scholastic 24) makes lose: Black wins, citing that rule, in either
// order of the claims. Elsewhere the rulesets' own simultaneous-claims rules stand.
TEST_P(KingNextToKing, TheMoversClaimLosesAgainstASimultaneousTimeClaimToo) {
  ScenarioSetup setup = king_setup();
  setup.white_ms = 2'000;
  for (const bool time_claim_first : {true, false}) {
    SCOPED_TRACE(time_claim_first ? "time claim listed first" : "illegal-move claim listed first");
    std::vector<ScenarioEvent> events = king_move();
    events.push_back(move(1'500, Actor::kBlack, chess::A1, chess::A2));
    events.push_back(press(1'500, Actor::kBlack));
    // White's clock ran from 1'500 with 1'000 left: his flag is down at 3'000.
    if (time_claim_first) events.push_back(time_claim(3'000, Actor::kBlack));
    events.push_back(illegal_move_claim(3'000, Actor::kWhite));
    if (!time_claim_first) events.push_back(time_claim(3'000, Actor::kBlack));
    const Ruling ruling = replayed(ruleset(), events, setup).ruling(3'000);
    if (ruleset().king_adjacent_mover_claim == KingAdjacentMoverClaim::kMoverLoses) {
      EXPECT_EQ(ruling.outcome, Outcome::kBlackWins);
      EXPECT_EQ(ruling.reason, Reason::kKingAdjacentClaim);
      EXPECT_EQ(ruleset().cite_number(ruling.rule),
                ruleset().cite(Topic::kKingAdjacentMoverClaims));
    } else if (ruleset().simultaneous_claims_illegal_mover_loses) {
      EXPECT_EQ(ruling.outcome, Outcome::kWhiteWins);
      EXPECT_EQ(ruling.reason, Reason::kSimultaneousClaims);
    } else {
      EXPECT_NE(ruling.reason, Reason::kKingAdjacentClaim);
    }
  }
}

// The summary's Variation: an illegal move does not lose, the opponent gets a minute instead. 2b
// makes the mover's claim lose when it claims a win, which no illegal move gives here, so the
// mover's claim is judged like any other: Black's move is taken back and White gets the minute.
// The log says why, citing 2b. (Whether 2b's purpose should withhold the minute the book does not
// say: an open case, docs/rules.md, and no scenario of the bank expects a ruling on it.)
TEST(KingNextToKingUnderTheVariation, TheMoversClaimIsJudgedLikeAnyOther) {
  std::vector<ScenarioEvent> events = unnoticed();
  events.push_back(illegal_move_claim(3'000, Actor::kWhite));
  const Ruling ruling = replayed(uscf_summary_variation(), events).ruling(3'000);
  EXPECT_EQ(ruling.outcome, Outcome::kPlayOn);
  EXPECT_EQ(ruling.reason, Reason::kIllegalMovePenalty);
  // White's clock ran 0-1000 and 2000-3000 of his 60 s; the minute comes on top.
  EXPECT_EQ(ruling.white_ms, 118'000);
  bool cites_2b = false;
  for (const LogEntry& e : ruling.log) {
    if (e.text.find("(USCF summary 2b)") != std::string::npos) cites_2b = true;
  }
  EXPECT_TRUE(cites_2b);
}

INSTANTIATE_TEST_SUITE_P(EveryRuleset, KingNextToKing,
                         ::testing::ValuesIn(testing_support::every_ruleset_id()),
                         testing_support::ruleset_test_name);

}  // namespace
}  // namespace flagfall::rules
