// Who may claim a draw by repetition or by the fifty-move rule. FIDE 9.2 and 9.3: the player
// having the move (1.3: once the opponent's move is made), never the player who has just moved
// and pressed; an incorrect claim counts as a draw offer the opponent may accept (9.1.2.3). US
// Chess keeps the regular rules' claims, made by the player on move (11-8 in the 2020 wording,
// summary 4b, Scholastic 24). Sacramento 10d and Scholastic 11b (perpetual check) name no
// claimant: the one who counted to three stops the clock.
#include <gtest/gtest.h>

#include <algorithm>

#include "../support/rule_events.h"

namespace flagfall::rules {
namespace {

using testing_support::deciding_kind;
using testing_support::rule_events;

using Json = nlohmann::json;

Json claimant_step(std::int64_t t, const char* by, const char* what, const char* value = nullptr) {
  Json e = {{"t", t}, {"by", by}, {"do", what}};
  if (value != nullptr) e[std::string(what) == "move" ? "uci" : "claim"] = value;
  return e;
}

// The knights go out and back twice: after Black's eighth move is pressed (8 s) the start
// position stands for the third time, with White to move.
Json knights_out_and_back(bool black_presses_last = true) {
  const char* moves[] = {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"};
  Json events = Json::array();
  for (int i = 0; i < 8; ++i) {
    const char* by = i % 2 == 0 ? "white" : "black";
    events.push_back(claimant_step(1000 * (i + 1), by, "move", moves[i]));
    if (i < 7 || black_presses_last) events.push_back(claimant_step(1000 * (i + 1), by, "press"));
  }
  return events;
}

const Json kSetup = {{"time_control", "G/5;d0"}, {"white_ms", 60'000}, {"black_ms", 60'000}};

Ruling repetition_claimed_by(const char* claimant, const Ruleset& ruleset,
                             bool black_presses_last = true) {
  Json events = knights_out_and_back(black_presses_last);
  events.push_back(claimant_step(8500, claimant, "claim", "repetition"));
  return rule_events(kSetup, events, ruleset);
}

TEST(DrawClaimant, Fide9_2ThePlayerHavingTheMoveClaimsTheRepetition) {
  const Ruling ruling = repetition_claimed_by("white", fide_2023());
  EXPECT_EQ(ruling.outcome, Outcome::kDraw);
  EXPECT_EQ(ruling.reason, Reason::kRepetition);
  EXPECT_EQ(ruling.rule, "9.2");
}

TEST(DrawClaimant, Fide9_2ThePlayerWhoHasJustMovedAndPressedMayNotClaim) {
  const Ruling ruling = repetition_claimed_by("black", fide_2023());
  EXPECT_EQ(ruling.outcome, Outcome::kPlayOn);
  EXPECT_EQ(ruling.reason, Reason::kClaimDenied);
  const LogEntry& denied = ruling.log.at(*ruling.decided_by);
  EXPECT_EQ(denied.denial, Denial::kNotHavingTheMove);
  EXPECT_EQ(denied.rule, "FIDE 9.2");
  EXPECT_EQ(denied.also, "FIDE 9.5.3");  // an incorrect claim: a minute to the opponent (A.3)
  EXPECT_EQ(ruling.white_ms, 60'000 - 4'000 - 500 + 60'000);
  EXPECT_NE(denied.text.find("has the move"), std::string::npos) << denied.text;
}

TEST(DrawClaimant, Fide9_1_2_3AnIncorrectClaimStandsAsADrawOfferTheOpponentMayAccept) {
  Json events = knights_out_and_back();
  events.push_back(claimant_step(8500, "black", "claim", "repetition"));
  const Ruling offered = rule_events(kSetup, events, fide_2023());
  ASSERT_EQ(offered.log.back().what, Happening::kClaimStandsAsOffer);
  EXPECT_EQ(offered.log.back().rule, "FIDE 9.1.2.3");
  events.push_back(claimant_step(9000, "white", "accept-draw"));
  const Ruling accepted = rule_events(kSetup, events, fide_2023());
  EXPECT_EQ(accepted.outcome, Outcome::kDraw);
  EXPECT_EQ(accepted.reason, Reason::kAgreement);
  EXPECT_EQ(accepted.rule, "5.2.3");
}

TEST(DrawClaimant, Fide9_1_2_3TheOfferLapsesWhenTheOpponentMovesInstead) {
  Json events = knights_out_and_back();
  events.push_back(claimant_step(8500, "black", "claim", "repetition"));
  events.push_back(claimant_step(9000, "white", "move", "e2e4"));
  events.push_back(claimant_step(9000, "white", "press"));
  events.push_back(claimant_step(9500, "white", "accept-draw"));
  const Ruling ruling = rule_events(kSetup, events, fide_2023());
  EXPECT_EQ(ruling.outcome, Outcome::kPlayOn);
  EXPECT_EQ(ruling.log.back().what, Happening::kAcceptWithoutOffer);
}

// Only FIDE makes a claim an offer: elsewhere an accept after a wrong claim finds nothing to
// accept.
TEST(DrawClaimant, OnlyFideMakesAClaimADrawOffer) {
  for (const Ruleset* r : all_rulesets()) {
    Json events = knights_out_and_back();
    events.push_back(claimant_step(8500, "black", "claim", "repetition"));
    events.push_back(claimant_step(9000, "white", "accept-draw"));
    const Ruling ruling = rule_events(kSetup, events, *r);
    EXPECT_EQ(ruling.reason == Reason::kAgreement, r->draw_claims.claim_is_offer) << r->id;
  }
}

// FIDE 1.3: Black's move is made once it stands on the board, pressed or not; White then has the
// move and the position "has just appeared" (9.2.2).
TEST(DrawClaimant, Fide1_3AMoveMadeButNotPressedGivesTheOpponentTheMove) {
  const Ruling white = repetition_claimed_by("white", fide_2023(), false);
  EXPECT_EQ(white.reason, Reason::kRepetition);
  // Black made the repeating move and stopped the clock instead of pressing: he no longer has
  // the move.
  const Ruling black = repetition_claimed_by("black", fide_2023(), false);
  EXPECT_EQ(black.reason, Reason::kClaimDenied);
  EXPECT_EQ(black.log.at(*black.decided_by).denial, Denial::kNotHavingTheMove);
}

// US Chess: the regular rules' claims, by the player on move, at no cost in blitz.
TEST(DrawClaimant, UsChessRegularRulesClaimsAreThePlayerOnMoves) {
  for (const Ruleset* r :
       {&uscf_2020(), &uscf_summary(), &uscf_summary_variation(), &scholastic_2018()}) {
    EXPECT_EQ(repetition_claimed_by("white", *r).reason, Reason::kRepetition) << r->id;
    const Ruling wrong = repetition_claimed_by("black", *r);
    EXPECT_EQ(wrong.reason, Reason::kClaimDenied) << r->id;
    EXPECT_EQ(wrong.log.at(*wrong.decided_by).denial, Denial::kNotHavingTheMove) << r->id;
    EXPECT_EQ(wrong.white_ms, 60'000 - 4'000 - 500) << r->id;  // no cost
  }
  EXPECT_EQ(repetition_claimed_by("white", uscf_2020()).rule, "8");
  EXPECT_EQ(repetition_claimed_by("white", uscf_summary()).rule, "4b");
  EXPECT_EQ(repetition_claimed_by("white", scholastic_2018()).rule, "24");
  // The earlier wording of rule 8 has no such claim, whoever makes it.
  EXPECT_EQ(repetition_claimed_by("white", uscf_earlier()).log.back().denial,
            Denial::kDrawClaimNotInRulebook);
}

// Sacramento 10d: either player counts to three and stops the clock after the third time, also
// the player who made the repeating move (pressed or not).
TEST(DrawClaimant, Sacramento10dEitherPlayerClaims) {
  for (const bool pressed : {true, false}) {
    for (const char* claimant : {"white", "black"}) {
      const Ruling ruling = repetition_claimed_by(claimant, sacramento_2005(), pressed);
      EXPECT_EQ(ruling.reason, Reason::kRepetition) << claimant << " pressed " << pressed;
      EXPECT_EQ(ruling.rule, "10d");
    }
  }
}

// Scholastic 11b: the player giving perpetual check counts to three and stops the clock after
// the third, with the checked king to move; FIDE wants the claim from the player having the move.
TEST(DrawClaimant, Scholastic11bTheCheckingPlayerMayClaimPerpetualCheck) {
  const char* moves[] = {"d8h4", "h7g8", "h4d8", "g8h7", "d8h4", "h7g8", "h4d8", "g8h7", "d8h4"};
  Json events = Json::array();
  for (int i = 0; i < 9; ++i) {
    const char* by = i % 2 == 0 ? "white" : "black";
    events.push_back(claimant_step(500 * (i + 1), by, "move", moves[i]));
    events.push_back(claimant_step(500 * (i + 1), by, "press"));
  }
  events.push_back(claimant_step(5000, "white", "claim", "repetition"));
  const Json setup = {{"fen", "3Q4/5ppk/8/5P2/8/8/8/6K1 w - - 0 40"},
                      {"time_control", "G/5;d0"},
                      {"white_ms", 60'000},
                      {"black_ms", 60'000}};
  const Ruling scholastic = rule_events(setup, events, scholastic_2018());
  EXPECT_EQ(scholastic.reason, Reason::kRepetition);
  EXPECT_EQ(scholastic.rule, "11b");
  const Ruling fide = rule_events(setup, events, fide_2023());
  EXPECT_EQ(fide.reason, Reason::kClaimDenied);
  EXPECT_EQ(fide.log.at(*fide.decided_by).denial, Denial::kNotHavingTheMove);
}

// FIDE 9.3 and the regular rules' fifty-move claim: White's rook move completes fifty moves each.
Ruling fifty_moves_claimed_by(const char* claimant, const Ruleset& ruleset) {
  const Json setup = {{"fen", "8/8/4k3/8/8/4K3/8/R7 w - - 99 80"},
                      {"time_control", "G/5;d0"},
                      {"white_ms", 60'000},
                      {"black_ms", 60'000}};
  return rule_events(setup,
                     Json::array({claimant_step(1000, "white", "move", "a1a2"),
                                  claimant_step(1000, "white", "press"),
                                  claimant_step(2000, claimant, "claim", "fifty-moves")}),
                     ruleset);
}

TEST(DrawClaimant, Fide9_3OnlyThePlayerHavingTheMoveClaimsFiftyMoves) {
  EXPECT_EQ(fifty_moves_claimed_by("black", fide_2023()).reason, Reason::kFiftyMoves);
  const Ruling white = fifty_moves_claimed_by("white", fide_2023());
  EXPECT_EQ(white.reason, Reason::kClaimDenied);
  EXPECT_EQ(white.log.at(*white.decided_by).rule, "FIDE 9.3");
  EXPECT_EQ(white.black_ms, 60'000 - 1'000 + 60'000);  // 9.5.3: a minute to Black
  for (const Ruleset* r : {&uscf_2020(), &uscf_summary(), &scholastic_2018()}) {
    EXPECT_EQ(fifty_moves_claimed_by("black", *r).reason, Reason::kFiftyMoves) << r->id;
    EXPECT_EQ(fifty_moves_claimed_by("white", *r).reason, Reason::kClaimDenied) << r->id;
  }
}

bool may(const std::vector<Permission>& rights, Permission p) {
  return std::find(rights.begin(), rights.end(), p) != rights.end();
}

// The live clock offers the claim to whoever may make it, and to no one else.
TEST(DrawClaimant, TheClaimIsOfferedToThoseWhoMayMakeIt) {
  for (const Ruleset* r : all_rulesets()) {
    const Ruling ruling = rule_events(kSetup, knights_out_and_back(), *r);
    const bool white = may(ruling.may_white, Permission::kClaimRepetition);
    const bool black = may(ruling.may_black, Permission::kClaimRepetition);
    EXPECT_EQ(white, r->draw_claims.repetition) << r->id;
    EXPECT_EQ(black, r->draw_claims.repetition &&
                         r->draw_claims.repetition_or_fifty_claimant == DrawClaimant::kEitherPlayer)
        << r->id;
  }
}

}  // namespace
}  // namespace flagfall::rules
