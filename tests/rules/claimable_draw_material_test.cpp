// US Chess 11-7c: a rook, a queen, a pawn or two minor pieces are mating material "provided it
// isn't a position where one could claim a draw under rule 8". Rule 8 in the 2020 wording keeps
// the regular rules' claims (repetition, fifty moves), so in such a position a flag or an illegal
// move gives the claimant a draw, not a win (8d). The earlier wording has the same proviso, but its
// rule 8 has no such claims, so it never takes material away. No other rulebook has it.
#include <gtest/gtest.h>

#include "../support/rule_events.h"

namespace flagfall::rules {
namespace {

using testing_support::deciding_kind;
using testing_support::rule_events;

using Json = nlohmann::json;

Json proviso_step(std::int64_t t, const char* by, const char* what, const char* key = nullptr,
                  const char* value = nullptr) {
  Json e = {{"t", t}, {"by", by}, {"do", what}};
  if (key != nullptr) e[key] = value;
  return e;
}

// The knights go out and back twice, the start position stands for the third time with White to
// move (8 s), and White's flag falls at 14 s; Black claims at 15 s.
Ruling flag_in_a_repeated_position(const Ruleset& ruleset) {
  const char* moves[] = {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"};
  Json events = Json::array();
  for (int i = 0; i < 8; ++i) {
    const char* by = i % 2 == 0 ? "white" : "black";
    events.push_back(proviso_step(1000 * (i + 1), by, "move", "uci", moves[i]));
    events.push_back(proviso_step(1000 * (i + 1), by, "press"));
  }
  events.push_back(proviso_step(15'000, "black", "claim", "claim", "time"));
  return rule_events({{"time_control", "G/5;d0"}, {"white_ms", 10'000}, {"black_ms", 60'000}},
                     events, ruleset);
}

TEST(ClaimableDrawMaterial, Uscf7cNoMatingMaterialWhereARepetitionCouldBeClaimed) {
  const Ruling ruling = flag_in_a_repeated_position(uscf_2020());
  EXPECT_EQ(ruling.outcome, Outcome::kDraw);
  EXPECT_EQ(ruling.reason, Reason::kFlagFallInsufficientMaterial);
  EXPECT_EQ(ruling.rule, "7c");
  const LogEntry& line = ruling.log.at(*ruling.decided_by);
  EXPECT_EQ(line.what, Happening::kFlagFallDrawClaimableDraw);
  EXPECT_EQ(line.claim, ClaimKind::kRepetition);
  EXPECT_EQ(line.also, "USCF 11-8");
}

TEST(ClaimableDrawMaterial, OnlyTheUscf2020WordingTakesTheMaterialAway) {
  for (const Ruleset* r : all_rulesets()) {
    if (r == &uscf_2020()) continue;
    const Ruling ruling = flag_in_a_repeated_position(*r);
    EXPECT_EQ(ruling.outcome, Outcome::kBlackWins) << r->id;
  }
}

// White's rook move completes fifty moves each; `then` follows.
Ruling after_fifty_moves(const Ruleset& ruleset, const Json& then, std::int64_t black_ms) {
  Json events = Json::array(
      {proviso_step(1000, "white", "move", "uci", "a1a2"), proviso_step(1000, "white", "press")});
  for (const Json& e : then) events.push_back(e);
  return rule_events({{"fen", "8/8/4k3/8/8/4K3/8/R7 w - - 99 80"},
                      {"time_control", "G/5;d0"},
                      {"white_ms", 60'000},
                      {"black_ms", black_ms}},
                     events, ruleset);
}

TEST(ClaimableDrawMaterial, Uscf7cNoMatingMaterialWhereFiftyMovesCouldBeClaimed) {
  // Black's flag falls at 3 s; White claims at 4 s with his rook.
  const Json claim = Json::array({proviso_step(4000, "white", "claim", "claim", "time")});
  const Ruling ruling = after_fifty_moves(uscf_2020(), claim, 2000);
  EXPECT_EQ(ruling.outcome, Outcome::kDraw);
  EXPECT_EQ(ruling.log.at(*ruling.decided_by).claim, ClaimKind::kFiftyMoves);
  EXPECT_EQ(after_fifty_moves(uscf_earlier(), claim, 2000).outcome, Outcome::kWhiteWins);
  EXPECT_EQ(after_fifty_moves(scholastic_2018(), claim, 2000).outcome, Outcome::kWhiteWins);
}

// 7d asks for mating material "as defined in rule 7c": the proviso holds for an illegal move too.
TEST(ClaimableDrawMaterial, Uscf7dTheProvisoHoldsForAnIllegalMoveClaim) {
  const Json illegal = Json::array({proviso_step(2000, "black", "move", "uci", "e6e8"),
                                    proviso_step(2000, "black", "press"),
                                    proviso_step(3000, "white", "claim", "claim", "illegal-move")});
  const Ruling ruling = after_fifty_moves(uscf_2020(), illegal, 60'000);
  EXPECT_EQ(ruling.outcome, Outcome::kDraw);
  EXPECT_EQ(ruling.reason, Reason::kIllegalMoveInsufficientMaterial);
  EXPECT_EQ(deciding_kind(ruling), Happening::kIllegalMoveClaimClaimableDraw);
  EXPECT_EQ(ruling.rule, "7c");
  EXPECT_EQ(after_fifty_moves(uscf_earlier(), illegal, 60'000).outcome, Outcome::kWhiteWins);
}

}  // namespace
}  // namespace flagfall::rules
