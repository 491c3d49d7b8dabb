// A ruling cites the clause it rests on, and the clause that sizes or defines what it applies
// where that is a rule of its own: the swapped set-up's castling rule when a claim against it is
// denied (USCF 11-3a, Scholastic 6a, Sacramento 21) or upheld (FIDE A.5.1.2); when a legal move
// counts as made (USCF 11-15) for a lapsed claim; the definition of mating material beside the
// draw it gives (Scholastic 10c, Sacramento 9); the minute of blitz beside FIDE 7.5.5 (A.3).
#include <gtest/gtest.h>

#include <algorithm>

#include "../support/rule_events.h"

namespace flagfall::rules {
namespace {

using testing_support::rule_events;

using Json = nlohmann::json;

bool cites(const Ruling& ruling, const std::string& rule) {
  return std::any_of(ruling.log.begin(), ruling.log.end(),
                     [&](const LogEntry& line) { return line.rule == rule || line.also == rule; });
}

// King and queen swapped, past move ten: White castles d1-b1 and Black claims.
Ruling claim_against_swapped_castling(const Ruleset& ruleset) {
  return rule_events(
      {{"fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R2KQ2R w KQkq - 0 12"},
       {"time_control", "G/5;d0"}},
      Json::array({{{"t", 1}, {"by", "white"}, {"do", "move"}, {"uci", "d1b1"}},
                   {{"t", 1}, {"by", "white"}, {"do", "press"}},
                   {{"t", 2}, {"by", "black"}, {"do", "claim"}, {"claim", "illegal-move"}}}),
      ruleset);
}

TEST(RulingCitations, TheSwappedSetUpsCastlingRuleDecidesTheClaim) {
  for (const auto& [ruleset, rule] :
       {std::pair{&uscf_2020(), "3a"}, std::pair{&uscf_earlier(), "3a"},
        std::pair{&scholastic_2018(), "6a"}, std::pair{&sacramento_2005(), "21"}}) {
    const Ruling ruling = claim_against_swapped_castling(*ruleset);
    EXPECT_EQ(ruling.reason, Reason::kClaimDenied) << ruleset->id;
    EXPECT_EQ(ruling.rule, rule) << ruleset->id;
    EXPECT_EQ(ruling.log.at(*ruling.decided_by).denial, Denial::kSwappedSetupCastlingLegal);
  }
  // Where castling from a wrong king square is not allowed, the log says so on that rule.
  EXPECT_TRUE(cites(claim_against_swapped_castling(fide_2023()), "FIDE A.5.1.2"));
  EXPECT_TRUE(cites(claim_against_swapped_castling(uscf_summary()), "USCF summary 3"));
}

// setup-clock-corrected-before-black-moved: White's clock was set to six minutes in G/5; after
// White's first move, before Black's, the TD sets it to five. Every rulebook names the case: the
// setting stands only once each side has moved (USCF 11-3 in both wordings, the summary's 3 with
// this very example, Scholastic 6, Sacramento 3), and FIDE lets it be corrected until ten moves
// each (A.5.1.1). The ruling cites that rule and says why it allows the correction (issue 39,
// point 2); before, it cited nothing.
TEST(RulingCitations, AClockCorrectedBeforeEachSideMovedRestsOnTheRuleThatNamesIt) {
  for (const auto& [ruleset, rule] :
       {std::pair{&uscf_2020(), "3"}, std::pair{&uscf_earlier(), "3"},
        std::pair{&uscf_summary(), "3"}, std::pair{&uscf_summary_variation(), "3"},
        std::pair{&scholastic_2018(), "6"}, std::pair{&sacramento_2005(), "3"},
        std::pair{&fide_2023(), "A.5.1.1"}}) {
    const Ruling ruling = rule_events(
        {{"time_control", "G/5;d0"}, {"white_ms", 360'000}, {"black_ms", 300'000}},
        Json::array(
            {{{"t", 1000}, {"by", "white"}, {"do", "move"}, {"uci", "e2e4"}},
             {{"t", 1000}, {"by", "white"}, {"do", "press"}},
             {{"t", 1500}, {"by", "td"}, {"do", "set-time"}, {"side", "white"}, {"ms", 300'000}}}),
        *ruleset);
    EXPECT_EQ(ruling.reason, Reason::kTimeSet) << ruleset->id;
    EXPECT_EQ(ruling.rule, rule) << ruleset->id;
    EXPECT_EQ(ruling.white_ms, 300'000) << ruleset->id;
    ASSERT_TRUE(ruling.decided_by.has_value()) << ruleset->id;
    const LogEntry& set = ruling.log[*ruling.decided_by];
    EXPECT_EQ(set.rule, ruleset->cite_number(rule)) << ruleset->id;
    if (ruleset != &fide_2023()) {
      EXPECT_NE(set.text.find("stands only once each side has completed a move"), std::string::npos)
          << set.text;
    }
  }
}

// The summary's 2a says only that a completed illegal move leaves its maker's time claim standing
// if made before the opponent claims the illegal move. A time claim with no illegal move about
// rests on no clause of the summary but its opening (where it says nothing else, the regular
// rules apply), and the words say so; the claim made first by the player whose own illegal move
// is still open to a claim rests on the clause that decides it, under every US rulebook (issue 39,
// point 3). Before, every time ruling under the summary cited 2a.
TEST(RulingCitations, ATimeClaimRestsOnTheClauseThatDecidesIt) {
  // White's flag is up and White claims Black's: denied.
  const Ruling early =
      rule_events({{"fen", "4k3/8/8/8/8/8/8/R3K3 b - - 0 50"},
                   {"time_control", "G/5;d0"},
                   {"white_ms", 60'000},
                   {"black_ms", 1000}},
                  Json::array({{{"t", 500}, {"by", "white"}, {"do", "claim"}, {"claim", "time"}}}),
                  uscf_summary());
  EXPECT_EQ(early.reason, Reason::kClaimDenied);
  EXPECT_EQ(early.rule, "intro");
  ASSERT_TRUE(early.decided_by.has_value());
  const std::string& denied = early.log[*early.decided_by].text;
  EXPECT_NE(denied.find("(USCF summary intro: the rulebook has no rule of its own on this, and its "
                        "opening keeps the regular rules)"),
            std::string::npos)
      << denied;
  // Black's flag falls and White claims: White wins on the same opening.
  const Ruling flag =
      rule_events({{"fen", "4k3/8/8/8/8/8/8/R3K3 b - - 0 50"},
                   {"time_control", "G/5;d0"},
                   {"white_ms", 60'000},
                   {"black_ms", 1000}},
                  Json::array({{{"t", 1500}, {"by", "white"}, {"do", "claim"}, {"claim", "time"}}}),
                  uscf_summary());
  EXPECT_EQ(flag.reason, Reason::kFlagFall);
  EXPECT_EQ(flag.rule, "intro");
  // simultaneous-time-claim-first: Black completes the illegal rook move a8-b1, White's flag
  // falls, and Black claims on time before White claims the illegal move.
  for (const auto& [ruleset, rule] :
       {std::pair{&uscf_2020(), "7e"}, std::pair{&uscf_earlier(), "7e"},
        std::pair{&uscf_summary(), "2a"}, std::pair{&scholastic_2018(), "10b"},
        std::pair{&sacramento_2005(), "8e"}}) {
    const Ruling first = rule_events(
        {{"fen", "r5k1/8/8/8/8/8/8/R5K1 w - - 0 40"},
         {"time_control", "G/5;d0"},
         {"white_ms", 2000},
         {"black_ms", 60'000}},
        Json::array({{{"t", 1000}, {"by", "white"}, {"do", "move"}, {"uci", "g1f1"}},
                     {{"t", 1000}, {"by", "white"}, {"do", "press"}},
                     {{"t", 2000}, {"by", "black"}, {"do", "move"}, {"uci", "a8b1"}},
                     {{"t", 2000}, {"by", "black"}, {"do", "press"}},
                     {{"t", 4000}, {"by", "black"}, {"do", "claim"}, {"claim", "time"}},
                     {{"t", 4500}, {"by", "white"}, {"do", "claim"}, {"claim", "illegal-move"}}}),
        *ruleset);
    EXPECT_EQ(first.outcome, Outcome::kBlackWins) << ruleset->id;
    EXPECT_EQ(first.rule, rule) << ruleset->id;
  }
}

// White's knight jumps b1-b3 and White presses; Black plays e7-e5 and lets go, then claims.
TEST(RulingCitations, Uscf15ALegalMoveIsMadeWhenTheHandLeavesThePiece) {
  const Ruling ruling = rule_events(
      {{"time_control", "G/5;d0"}},
      Json::array({{{"t", 1000}, {"by", "white"}, {"do", "move"}, {"uci", "b1b3"}},
                   {{"t", 1000}, {"by", "white"}, {"do", "press"}},
                   {{"t", 2000}, {"by", "black"}, {"do", "move"}, {"uci", "e7e5"}},
                   {{"t", 2500}, {"by", "black"}, {"do", "claim"}, {"claim", "illegal-move"}}}),
      uscf_2020());
  EXPECT_EQ(ruling.reason, Reason::kClaimDenied);
  EXPECT_TRUE(cites(ruling, "USCF 11-15"));
}

// Black, with king and two knights against a bare king, claims on time.
TEST(RulingCitations, TheDefinitionOfMatingMaterialStandsBesideTheDraw) {
  const Json setup = {{"fen", "4k3/8/8/8/8/8/8/1n2K1n1 w - - 0 40"},
                      {"time_control", "G/5;d0"},
                      {"white_ms", 500},
                      {"black_ms", 60'000}};
  const Json claim =
      Json::array({{{"t", 1000}, {"by", "black"}, {"do", "claim"}, {"claim", "time"}}});
  const Ruling scholastic = rule_events(setup, claim, scholastic_2018());
  EXPECT_EQ(scholastic.rule, "11a4");
  EXPECT_EQ(scholastic.log.at(*scholastic.decided_by).also, "Scholastic 10c");
  EXPECT_EQ(rule_events(setup, claim, uscf_2020()).outcome, Outcome::kBlackWins);
}

TEST(RulingCitations, FideA3MakesTheIllegalMovesMinuteOne) {
  const Ruling ruling = rule_events(
      {{"time_control", "G/5;d0"}},
      Json::array({{{"t", 1000}, {"by", "white"}, {"do", "move"}, {"uci", "b1b3"}},
                   {{"t", 1000}, {"by", "white"}, {"do", "press"}},
                   {{"t", 1500}, {"by", "black"}, {"do", "claim"}, {"claim", "illegal-move"}}}),
      fide_2023());
  const LogEntry& minute = ruling.log.at(*ruling.decided_by);
  EXPECT_EQ(minute.rule, "FIDE 7.5.5");
  EXPECT_EQ(minute.also, "FIDE A.3");
  EXPECT_NE(minute.text.find("(FIDE 7.5.5; FIDE A.3)"), std::string::npos) << minute.text;
}

}  // namespace
}  // namespace flagfall::rules
