// Both flags down. USCF 11-8c, Scholastic 11a3 and Sacramento 10c (and the summary, through the
// regular rules its rule 4 keeps) draw the game when the second flag falls with no win claimed,
// unless a side mates before anyone notices: any claim, a pause or the director at the board
// brings it to light. FIDE's only article on both flags (Guidelines III.3.1) is not for blitz
// (III.2.2); there the arbiter, once at the board, calls the flag that fell first (A.5.5) and it
// decides as any flag does (6.9).
#include <gtest/gtest.h>

#include "../support/rule_events.h"

namespace flagfall::rules {
namespace {

using testing_support::deciding_kind;
using testing_support::rule_events;

// Black (king and rook) to move with 1 s, White (king and rook) with 0.5 s. Black moves at 0.5 s,
// White's flag falls at 1 s, White moves at 1.5 s; Black's flag falls at 2 s. Then `after`.
Ruling both_flags_then(const nlohmann::json& after, const Ruleset& ruleset) {
  const nlohmann::json setup = {{"fen", "1r5k/8/6K1/8/8/8/8/R7 b - - 0 50"},
                                {"time_control", "G/5;d0"},
                                {"white_ms", 500},
                                {"black_ms", 1000}};
  nlohmann::json events =
      nlohmann::json::array({{{"t", 500}, {"by", "black"}, {"do", "move"}, {"uci", "b8b7"}},
                             {{"t", 500}, {"by", "black"}, {"do", "press"}},
                             {{"t", 1500}, {"by", "white"}, {"do", "move"}, {"uci", "a1a2"}},
                             {{"t", 1500}, {"by", "white"}, {"do", "press"}}});
  for (const auto& e : after) events.push_back(e);
  return rule_events(setup, events, ruleset);
}

const Ruleset* const kBothFlagsDraw[] = {&uscf_2020(),       &uscf_earlier(),
                                         &uscf_summary(),    &uscf_summary_variation(),
                                         &scholastic_2018(), &sacramento_2005()};

TEST(BothFlags, Uscf118cAnyClaimBringsTheDrawToLight) {
  for (const char* claim :
       {"repetition", "fifty-moves", "illegal-move", "insufficient-losing-chances", "time"}) {
    const nlohmann::json after =
        nlohmann::json::array({{{"t", 2500}, {"by", "black"}, {"do", "claim"}, {"claim", claim}}});
    for (const Ruleset* r : kBothFlagsDraw) {
      const Ruling ruling = both_flags_then(after, *r);
      EXPECT_EQ(ruling.outcome, Outcome::kDraw) << r->id << " " << claim;
      EXPECT_EQ(ruling.reason, Reason::kBothFlags) << r->id << " " << claim;
      EXPECT_EQ(ruling.rule, r->rule(Topic::kBothFlags)->number) << r->id;
      EXPECT_EQ(ruling.black_ms, 0) << r->id << ": no time added for a denied claim";
    }
  }
}

TEST(BothFlags, Uscf118cADisputePauseOrTheDirectorBringsItToLight) {
  const nlohmann::json pause = nlohmann::json::array(
      {{{"t", 2500}, {"by", "white"}, {"do", "pause"}, {"reason", "dispute"}}});
  const nlohmann::json director = nlohmann::json::array(
      {{{"t", 2500}, {"by", "td"}, {"do", "penalty"}, {"against", "white"}, {"offence", "other"}}});
  for (const Ruleset* r : kBothFlagsDraw) {
    for (const auto& after : {pause, director}) {
      const Ruling ruling = both_flags_then(after, *r);
      EXPECT_EQ(ruling.reason, Reason::kBothFlags) << r->id;
      EXPECT_EQ(deciding_kind(ruling), Happening::kBothFlagsNoticed) << r->id;
    }
  }
}

TEST(BothFlags, Uscf118cAMateOrAResignationBeforeAnyoneNoticesStands) {
  // (A mate: the bank's flag-both-down-then-mate.) A resignation is the player's own act
  // (11-7b) and stands; 8c names no exception for it, and takes nothing back.
  const nlohmann::json resign =
      nlohmann::json::array({{{"t", 2500}, {"by", "black"}, {"do", "resign"}}});
  for (const Ruleset* r : kBothFlagsDraw) {
    const Ruling ruling = both_flags_then(resign, *r);
    EXPECT_EQ(ruling.outcome, Outcome::kWhiteWins) << r->id;
    EXPECT_EQ(ruling.reason, Reason::kResignation) << r->id;
  }
  // Moves and presses alone bring nothing to light: play goes on.
  const nlohmann::json moves =
      nlohmann::json::array({{{"t", 2500}, {"by", "black"}, {"do", "move"}, {"uci", "b7b8"}},
                             {{"t", 2500}, {"by", "black"}, {"do", "press"}}});
  EXPECT_EQ(both_flags_then(moves, uscf_2020()).outcome, Outcome::kPlayOn);
}

TEST(BothFlags, FideA55TheArbiterCallsTheFlagThatFellFirst) {
  // Black claims a repetition that has not happened: the arbiter, at the board, sees White's
  // flag fell first (1 s, Black's at 2 s) and calls it; Black, with a rook, wins on time, and
  // White gets no minute for the denied claim.
  const Ruling ruling = both_flags_then(
      nlohmann::json::array(
          {{{"t", 2500}, {"by", "black"}, {"do", "claim"}, {"claim", "repetition"}}}),
      fide_2023());
  EXPECT_EQ(ruling.outcome, Outcome::kBlackWins);
  EXPECT_EQ(ruling.reason, Reason::kFlagFall);
  EXPECT_EQ(ruling.rule, "6.9");
  EXPECT_EQ(ruling.white_ms, 0);
  bool called = false;
  for (const LogEntry& e : ruling.log) {
    called = called || (e.what == Happening::kArbiterCallsFlag && e.rule == "FIDE A.5.5");
  }
  EXPECT_TRUE(called);
  // White claims on time although his own flag fell first: the arbiter calls White's flag.
  const Ruling late = both_flags_then(
      nlohmann::json::array({{{"t", 2500}, {"by", "white"}, {"do", "claim"}, {"claim", "time"}}}),
      fide_2023());
  EXPECT_EQ(late.outcome, Outcome::kBlackWins);
  // Black claims on time: his claim decides, as before.
  const Ruling claimed = both_flags_then(
      nlohmann::json::array({{{"t", 2500}, {"by", "black"}, {"do", "claim"}, {"claim", "time"}}}),
      fide_2023());
  EXPECT_EQ(claimed.outcome, Outcome::kBlackWins);
  EXPECT_EQ(deciding_kind(claimed), Happening::kFlagFallMateAsked);
  ASSERT_TRUE(claimed.decided_by);
  EXPECT_EQ(claimed.log.at(*claimed.decided_by).mate, chess::Answer::Yes);
}

TEST(BothFlags, FideA55EvenOneFlagIsCalledOnceTheArbiterIsThere) {
  // Only White's flag is down (at 1 s); at 1.2 s White stops the clock for a dispute.
  const nlohmann::json setup = {
      {"fen", "1r5k/8/6K1/8/8/8/8/R7 b - - 0 50"}, {"white_ms", 500}, {"black_ms", 60'000}};
  const nlohmann::json events = nlohmann::json::array(
      {{{"t", 500}, {"by", "black"}, {"do", "move"}, {"uci", "b8b7"}},
       {{"t", 500}, {"by", "black"}, {"do", "press"}},
       {{"t", 1200}, {"by", "white"}, {"do", "pause"}, {"reason", "dispute"}}});
  EXPECT_EQ(rule_events(setup, events, fide_2023()).outcome, Outcome::kBlackWins);
  // The US rulebooks leave a single flag to the players (the director does not call it).
  EXPECT_EQ(rule_events(setup, events, uscf_2020()).outcome, Outcome::kPlayOn);
}

}  // namespace
}  // namespace flagfall::rules
