// Claims that ask whether the claimant could still checkmate (arbiter_claims.cpp). Under FIDE the
// answer is the chess core's dead-position search, as for a resignation (5.1.2): a flag (6.9), a
// second illegal move (7.5.5) and two hands counted as an illegal move (7.5.4) draw only when no
// series of legal moves lets the claimant mate; when the search's budget runs out the win stands.
// The US rulebooks count pieces (USCF 11-7c and the rest), so locked pawns are mating material.
#include <string>
#include <string_view>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "../support/fide_positions.h"
#include "chess/fen.h"
#include "rules/arbiter.h"

namespace flagfall::rules {
namespace {

using testing_support::fide_answer;
using testing_support::kKnightAgainstBareKing;
using testing_support::kLockedPawns;
using testing_support::kRookAgainstBareKing;
using testing_support::kUnsettledBlackToMove;

Ruling rule(const nlohmann::json& events, const std::string& fen, const Ruleset& ruleset) {
  const nlohmann::json scenario = {
      {"id", "test"},
      {"title", "test"},
      {"category", "flag-fall"},
      {"setup",
       {{"fen", fen}, {"time_control", "G/5;d0"}, {"white_ms", 60'000}, {"black_ms", 1'000}}},
      {"events", events}};
  const auto parsed = parse_scenario(scenario.dump());
  if (!parsed) {
    ADD_FAILURE() << parsed.error().message();
    return Ruling{};
  }
  return adjudicate(*parsed, ruleset);
}

// Black, to move, lets his flag fall at 1 s; White claims at 2 s.
Ruling white_claims_on_time(const std::string& fen, const Ruleset& ruleset) {
  return rule(
      nlohmann::json::array({{{"t", 2'000}, {"by", "white"}, {"do", "claim"}, {"claim", "time"}}}),
      fen, ruleset);
}

// Black steps his king two squares (e6-e4, or e8-e6 in kUnsettledBlackToMove), an illegal move,
// twice; White claims each time.
Ruling white_claims_second_illegal_move(const std::string& fen, const Ruleset& ruleset) {
  const std::string uci = fen == kUnsettledBlackToMove ? "e8e6" : "e6e4";
  nlohmann::json events = nlohmann::json::array();
  for (int round = 0; round < 2; ++round) {
    const int t = 100 + 400 * round;
    events.push_back({{"t", t}, {"by", "black"}, {"do", "move"}, {"uci", uci}});
    events.push_back({{"t", t}, {"by", "black"}, {"do", "press"}});
    events.push_back({{"t", t + 100}, {"by", "white"}, {"do", "claim"}, {"claim", "illegal-move"}});
  }
  return rule(events, fen, ruleset);
}

// The TD penalises Black twice for making a move with two hands (FIDE 7.5.4: an illegal move).
Ruling black_uses_two_hands_twice(const std::string& fen) {
  nlohmann::json events = nlohmann::json::array();
  for (int t : {100, 200}) {
    events.push_back({{"t", t},
                      {"by", "td"},
                      {"do", "penalty"},
                      {"against", "black"},
                      {"offence", "two-hands"}});
  }
  return rule(events, fen, fide_2023());
}

std::string last_text(const Ruling& ruling) {
  return ruling.log.empty() ? std::string() : ruling.log.back().text;
}

// A FIDE draw because the claimant could not checkmate by any series of legal moves, citing
// `rule` in the ruling and in its last line.
void expect_dead_position_draw(const Ruling& ruling, Reason reason, std::string_view rule) {
  EXPECT_EQ(ruling.outcome, Outcome::kDraw);
  EXPECT_EQ(ruling.reason, reason);
  EXPECT_EQ(ruling.rule, rule);
  const std::string text = last_text(ruling);
  EXPECT_NE(text.find("could not checkmate by any series of legal moves"), std::string::npos)
      << text;
  EXPECT_NE(text.find("(FIDE " + std::string(rule) + ")"), std::string::npos) << text;
}

// A FIDE win for White that stands because nothing showed that White could not checkmate.
void expect_unsettled_win_for_white(const Ruling& ruling, Reason reason, std::string_view rule) {
  EXPECT_EQ(ruling.outcome, Outcome::kWhiteWins);
  EXPECT_EQ(ruling.reason, reason);
  EXPECT_EQ(ruling.rule, rule);
  EXPECT_NE(last_text(ruling).find("nothing shows that"), std::string::npos) << last_text(ruling);
}

TEST(DeadPositionClaims, UnderFideAFlagInLockedPawnsDraws) {
  ASSERT_EQ(fide_answer(kLockedPawns, chess::Color::White), chess::Answer::No);
  expect_dead_position_draw(white_claims_on_time(kLockedPawns, fide_2023()),
                            Reason::kFlagFallInsufficientMaterial, "6.9");
}

TEST(DeadPositionClaims, UnderUsChessLockedPawnsAreMatingMaterial) {
  // USCF 11-7c counts a pawn as mating material, wherever it stands.
  const Ruling ruling = white_claims_on_time(kLockedPawns, uscf_2020());
  EXPECT_EQ(ruling.outcome, Outcome::kWhiteWins);
  EXPECT_EQ(ruling.reason, Reason::kFlagFall);
  EXPECT_EQ(uscf_2020().cite_number(ruling.rule), uscf_2020().cite(Topic::kTimeClaim));
  for (const Ruleset* r : all_rulesets()) {
    if (r->id == "fide-2023") continue;
    const Ruling other = white_claims_on_time(kLockedPawns, *r);
    EXPECT_EQ(other.outcome, Outcome::kWhiteWins) << r->id;
    EXPECT_EQ(other.reason, Reason::kFlagFall) << r->id;
  }
}

TEST(DeadPositionClaims, UnderFideAnUnsettledSearchKeepsTheWinOnTime) {
  ASSERT_EQ(fide_answer(kUnsettledBlackToMove, chess::Color::White), chess::Answer::Unknown);
  expect_unsettled_win_for_white(white_claims_on_time(kUnsettledBlackToMove, fide_2023()),
                                 Reason::kFlagFall, "6.9");
}

TEST(DeadPositionClaims, UnderFideAClaimantWhoCanMateWinsOnTime) {
  ASSERT_EQ(fide_answer(kRookAgainstBareKing, chess::Color::White), chess::Answer::Yes);
  const Ruling ruling = white_claims_on_time(kRookAgainstBareKing, fide_2023());
  EXPECT_EQ(ruling.outcome, Outcome::kWhiteWins);
  EXPECT_EQ(ruling.reason, Reason::kFlagFall);
  EXPECT_NE(last_text(ruling).find("has mating material"), std::string::npos) << last_text(ruling);
}

TEST(DeadPositionClaims, UnderFideAPawnOrAKnightAgainstAPawnIsMatingMaterialOnTime) {
  // The bank's lone pawn and knight against pawn (assets/scenarios/mating-material-*.json): the
  // search finds the line to a queen within the arbiter's budget, so the ruling says so instead
  // of "nothing shows that".
  for (const char* fen :
       {"4k3/8/8/8/8/8/P7/4K3 b - - 0 50", "4k3/4p3/8/8/8/8/8/1N2K3 b - - 0 50"}) {
    ASSERT_EQ(fide_answer(fen, chess::Color::White), chess::Answer::Yes) << fen;
    const Ruling ruling = white_claims_on_time(fen, fide_2023());
    EXPECT_EQ(ruling.outcome, Outcome::kWhiteWins) << fen;
    EXPECT_EQ(ruling.reason, Reason::kFlagFall) << fen;
    EXPECT_NE(last_text(ruling).find("has mating material"), std::string::npos)
        << last_text(ruling);
  }
}

TEST(DeadPositionClaims, UnderFideASecondIllegalMoveInLockedPawnsDraws) {
  const Ruling ruling = white_claims_second_illegal_move(kLockedPawns, fide_2023());
  expect_dead_position_draw(ruling, Reason::kIllegalMoveInsufficientMaterial, "7.5.5");
  EXPECT_NE(last_text(ruling).find("second"), std::string::npos) << last_text(ruling);
}

TEST(DeadPositionClaims, UnderFideASecondIllegalMoveWithAnUnsettledSearchLoses) {
  expect_unsettled_win_for_white(
      white_claims_second_illegal_move(kUnsettledBlackToMove, fide_2023()), Reason::kIllegalMove,
      "7.5.5");
}

TEST(DeadPositionClaims, UnderUsChessAnIllegalMoveInLockedPawnsLoses) {
  // The first claim wins (USCF 11-7d); the pawns count as mating material.
  const Ruling ruling = white_claims_second_illegal_move(kLockedPawns, uscf_2020());
  EXPECT_EQ(ruling.outcome, Outcome::kWhiteWins);
  EXPECT_EQ(ruling.reason, Reason::kIllegalMove);
}

TEST(DeadPositionClaims, UnderFideTwoHandsTwiceInLockedPawnsDraws) {
  const Ruling dead = black_uses_two_hands_twice(kLockedPawns);
  EXPECT_EQ(dead.outcome, Outcome::kDraw);
  EXPECT_EQ(dead.reason, Reason::kIllegalMoveInsufficientMaterial);
  EXPECT_EQ(dead.rule, "7.5.4");
  const Ruling open = black_uses_two_hands_twice(kUnsettledBlackToMove);
  EXPECT_EQ(open.outcome, Outcome::kWhiteWins);
  EXPECT_EQ(open.reason, Reason::kIllegalMove);
}

TEST(DeadPositionClaims, UnderFideAFlagAndAResignationAskTheSameQuestion) {
  for (const char* fen :
       {kLockedPawns, kUnsettledBlackToMove, kRookAgainstBareKing, kKnightAgainstBareKing}) {
    const Ruling flag = white_claims_on_time(fen, fide_2023());
    const Ruling resigned = rule(
        nlohmann::json::array({{{"t", 500}, {"by", "black"}, {"do", "resign"}}}), fen, fide_2023());
    EXPECT_EQ(flag.outcome, resigned.outcome) << fen;
  }
}

}  // namespace
}  // namespace flagfall::rules
