// Where a rulebook leaves the outcome to the director's judgement, the ruling says so in its data
// (LogEntry::directors_call, Ruling::directors_call) and in its words: Sacramento 10j and 11 (a
// draw claim in a position the rules do not list), a penalty whose size the rulebook does not
// set (Scholastic 22, Sacramento 22, FIDE 12.9), a repeat offence the rulebook leaves to the TD
// (US Chess 11-17), a forced win the search cannot settle (Sacramento 9). Rulings that apply a
// rule are never marked.
#include <gtest/gtest.h>

#include "../support/rule_events.h"

namespace flagfall::rules {
namespace {

using testing_support::deciding_kind;
using testing_support::rule_events;

using Json = nlohmann::json;

Ruling director_case(const char* fen, const Json& events, const Ruleset& ruleset) {
  return rule_events(
      {{"fen", fen}, {"time_control", "G/5;d0"}, {"white_ms", 60'000}, {"black_ms", 60'000}},
      events, ruleset);
}

Json claim_by(const char* side, const char* claim) {
  return Json::array({{{"t", 1000}, {"by", side}, {"do", "claim"}, {"claim", claim}}});
}

Json penalty_against(const char* side, const char* offence, int times = 1) {
  Json events = Json::array();
  for (int i = 0; i < times; ++i) {
    events.push_back({{"t", 1000 + i},
                      {"by", "td"},
                      {"do", "penalty"},
                      {"against", side},
                      {"offence", offence}});
  }
  return events;
}

constexpr const char* kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// Sacramento 10j: a position the rules do not list is drawn only if the director upholds the
// claim under 11 (two minutes to convince him). Queen against bishop: no forced win within the
// three moves the arbiter looks, so it is his call, and the clock stays stopped.
TEST(DirectorsCall, Sacramento10jAnUnlistedPositionIsTheDirectorsJudgement) {
  const Ruling ruling =
      director_case("8/4k3/8/3b4/8/8/3Q4/4K3 b - - 0 60",
                    claim_by("black", "insufficient-losing-chances"), sacramento_2005());
  EXPECT_EQ(ruling.outcome, Outcome::kPlayOn);
  EXPECT_EQ(ruling.reason, Reason::kClaimReferred);
  EXPECT_EQ(ruling.rule, "10j");
  EXPECT_TRUE(ruling.directors_call);
  const LogEntry& line = ruling.log.at(*ruling.decided_by);
  EXPECT_EQ(line.what, Happening::kLosingChancesToDirector);
  EXPECT_EQ(line.also, "Sacramento 11");
  EXPECT_NE(line.text.find("director's call"), std::string::npos) << line.text;
  EXPECT_EQ(ruling.white_ms, 60'000);  // no penalty until the director rejects the claim (11b)
}

// Sacramento 11: a forced win shown settles that the position is not clearly drawn; the rejected
// claim brings the standard penalty (11b, a minute to the opponent by 4).
TEST(DirectorsCall, Sacramento11AForcedWinShownIsNoDirectorsCall) {
  const Ruling ruling =
      director_case("8/8/8/4k3/8/4K3/8/7R b - - 0 60",
                    claim_by("black", "insufficient-losing-chances"), sacramento_2005());
  EXPECT_EQ(ruling.reason, Reason::kClaimDenied);
  EXPECT_FALSE(ruling.directors_call);
  EXPECT_EQ(ruling.log.at(*ruling.decided_by).denial, Denial::kNotClearlyDrawn);
  EXPECT_EQ(ruling.log.at(*ruling.decided_by).rule, "Sacramento 11");
  EXPECT_EQ(ruling.white_ms, 120'000);
}

// Scholastic 11c lists its positions and allows the claim "only" there: a rule, not a judgement.
TEST(DirectorsCall, Scholastic11cDeniesAnUnlistedPositionByRule) {
  const Ruling ruling =
      director_case("8/4k3/8/3b4/8/8/3Q4/4K3 b - - 0 60",
                    claim_by("black", "insufficient-losing-chances"), scholastic_2018());
  EXPECT_EQ(ruling.reason, Reason::kClaimDenied);
  EXPECT_FALSE(ruling.directors_call);
}

TEST(DirectorsCall, APenaltyTheRulebookDoesNotSizeIsTheDirectorsCall) {
  for (const Ruleset* r : {&scholastic_2018(), &sacramento_2005(), &fide_2023()}) {
    const Ruling ruling = director_case(kStart, penalty_against("white", "banging"), *r);
    EXPECT_EQ(ruling.reason, Reason::kPenalty) << r->id;
    EXPECT_TRUE(ruling.directors_call) << r->id;
    EXPECT_NE(ruling.log.back().text.find("director"), std::string::npos) << ruling.log.back().text;
  }
  // FIDE 12.9 for any offence but two hands (7.5.4 counts those as an illegal move).
  EXPECT_TRUE(
      director_case(kStart, penalty_against("white", "knocked-clock"), fide_2023()).directors_call);
  EXPECT_FALSE(
      director_case(kStart, penalty_against("white", "two-hands"), fide_2023()).directors_call);
}

// US Chess 11-17: the standard minute for a first offence, by rule, with 17 cited for the amount;
// a repeat is left to the TD.
TEST(DirectorsCall, Uscf17TheFirstOffenceIsByRuleARepeatIsTheDirectors) {
  const Ruling first =
      director_case(kStart, penalty_against("black", "knocked-clock"), uscf_2020());
  EXPECT_FALSE(first.directors_call);
  EXPECT_EQ(first.log.back().rule, "USCF 11-6b");
  EXPECT_EQ(first.log.back().also, "USCF 11-17");
  EXPECT_EQ(first.white_ms, 119'000);
  const Ruling again =
      director_case(kStart, penalty_against("black", "knocked-clock", 2), uscf_2020());
  EXPECT_TRUE(again.directors_call);
}

// Sacramento's "standard penalty" (5, 7a, 12) is 4's minute, cited beside the offence's rule.
TEST(DirectorsCall, Sacramento4SizesTheStandardPenalty) {
  const Ruling ruling =
      director_case(kStart, penalty_against("black", "knocked-clock"), sacramento_2005());
  EXPECT_FALSE(ruling.directors_call);
  EXPECT_EQ(ruling.log.back().rule, "Sacramento 7a");
  EXPECT_EQ(ruling.log.back().also, "Sacramento 4");
}

// Scholastic 1 and 9d say a penalty may follow without its size; rule 24 brings in the Official
// Rules' standard minute (11-17): by rule, cited.
TEST(DirectorsCall, Scholastic24SizesTheTouchMoveAndTwoHandsPenalties) {
  for (const char* offence : {"touch-move", "two-hands"}) {
    const Ruling ruling =
        director_case(kStart, penalty_against("white", offence), scholastic_2018());
    EXPECT_FALSE(ruling.directors_call) << offence;
    EXPECT_EQ(ruling.log.back().also, "Scholastic 24") << offence;
    EXPECT_EQ(ruling.black_ms, 120'000) << offence;
  }
}

// Sacramento 9: less material wins on time only with a forced win shown within two minutes; when
// the search cannot settle it the claim is the director's to judge.
TEST(DirectorsCall, Sacramento9AnUnsettledForcedWinIsTheDirectorsCall) {
  ScenarioSetup setup;
  setup.fen = "r1bqkb1r/pppp1ppp/2n2n2/4p3/8/3N4/8/4K3 b kq - 0 1";  // a lone knight
  setup.black_ms = 500;
  Arbiter arbiter(sacramento_2005(), setup, chess::SearchBudget{10});
  ScenarioEvent claim;
  claim.t = 1000;
  claim.by = Actor::kWhite;
  claim.kind = EventKind::kClaim;
  claim.claim = ClaimKind::kTime;
  arbiter.apply(claim, 0);
  const Ruling ruling = arbiter.ruling(1000);
  EXPECT_EQ(deciding_kind(ruling), Happening::kFlagFallReferred);
  EXPECT_TRUE(ruling.directors_call);
}

// Every ruling the bank expects is marked only where its expectation says so
// (scenario_bank_test); here, no ruling that ends a game is ever a director's call.
TEST(DirectorsCall, NoFinishedGameIsADirectorsCall) {
  for (const Ruleset* r : all_rulesets()) {
    const Ruling mate = director_case(
        "7k/8/6K1/8/8/8/8/5Q2 w - - 0 60",
        Json::array({{{"t", 1000}, {"by", "white"}, {"do", "move"}, {"uci", "f1f8"}}}), *r);
    EXPECT_EQ(mate.reason, Reason::kCheckmate) << r->id;
    EXPECT_FALSE(mate.directors_call) << r->id;
  }
}

}  // namespace
}  // namespace flagfall::rules
