// A draw by agreement: USCF 11-8b, the summary through the regular rules, Scholastic 11a2 and
// Sacramento 10b (during the game); FIDE 5.2.3 only once both players have made a move.
#include <gtest/gtest.h>

#include "../support/every_ruleset.h"
#include "../support/rule_events.h"

namespace flagfall::rules {
namespace {

using testing_support::deciding_kind;
using testing_support::rule_events;

// White moves, offers a draw and presses; Black accepts without having moved.
nlohmann::json agreed_after_whites_first_move() {
  return nlohmann::json::array({{{"t", 1000}, {"by", "white"}, {"do", "move"}, {"uci", "e2e4"}},
                                {{"t", 1000}, {"by", "white"}, {"do", "offer-draw"}},
                                {{"t", 1000}, {"by", "white"}, {"do", "press"}},
                                {{"t", 2000}, {"by", "black"}, {"do", "accept-draw"}}});
}

TEST(DrawAgreement, Fide523NeedsAMoveByEachPlayer) {
  const Ruling ruling =
      rule_events(nlohmann::json::object(), agreed_after_whites_first_move(), fide_2023());
  EXPECT_EQ(ruling.outcome, Outcome::kPlayOn);
  EXPECT_EQ(ruling.reason, Reason::kInProgress);
  ASSERT_FALSE(ruling.log.empty());
  EXPECT_EQ(ruling.log.back().what, Happening::kDrawAgreementTooEarly);
  EXPECT_EQ(ruling.log.back().rule, "FIDE 5.2.3");
}

// 1.e4 e5, Black offering a draw with his move.
nlohmann::json black_offers_with_his_first_move() {
  return nlohmann::json::array({{{"t", 1000}, {"by", "white"}, {"do", "move"}, {"uci", "e2e4"}},
                                {{"t", 1000}, {"by", "white"}, {"do", "press"}},
                                {{"t", 2000}, {"by", "black"}, {"do", "move"}, {"uci", "e7e5"}},
                                {{"t", 2000}, {"by", "black"}, {"do", "offer-draw"}},
                                {{"t", 2000}, {"by", "black"}, {"do", "press"}}});
}

TEST(DrawAgreement, Fide523DrawsOnceBothHaveMoved) {
  nlohmann::json events = black_offers_with_his_first_move();
  events.push_back({{"t", 3000}, {"by", "white"}, {"do", "accept-draw"}});
  const Ruling ruling = rule_events(nlohmann::json::object(), events, fide_2023());
  EXPECT_EQ(ruling.outcome, Outcome::kDraw);
  EXPECT_EQ(ruling.reason, Reason::kAgreement);
  EXPECT_EQ(ruling.rule, "5.2.3");
}

TEST(DrawAgreement, TheUsRulebooksHaveNoSuchCondition) {
  for (const Ruleset* r : all_rulesets()) {
    if (r->id == "fide-2023") continue;
    const Ruling ruling =
        rule_events(nlohmann::json::object(), agreed_after_whites_first_move(), *r);
    EXPECT_EQ(ruling.outcome, Outcome::kDraw) << r->id;
    EXPECT_EQ(deciding_kind(ruling), Happening::kDrawAgreed) << r->id;
  }
}

const LogEntry* offer_line(const Ruling& ruling, Happening what) {
  for (const LogEntry& e : ruling.log) {
    if (e.what == what) return &e;
  }
  return nullptr;
}

// FIDE 9.1.2.1: a standing draw offer ends when the opponent touches a piece meaning to move or
// take it, not only when he moves (issue 39, point 6). Black offers after his first move; White
// touches his knight on g1, and then would accept.
TEST(DrawAgreement, Fide9121TouchingAPieceRejectsTheOffer) {
  nlohmann::json events = black_offers_with_his_first_move();
  events.push_back({{"t", 2500}, {"by", "white"}, {"do", "touch"}, {"square", "g1"}});
  events.push_back({{"t", 3000}, {"by", "white"}, {"do", "accept-draw"}});
  const Ruling ruling = rule_events(nlohmann::json::object(), events, fide_2023());
  EXPECT_EQ(ruling.outcome, Outcome::kPlayOn);
  const LogEntry* rejected = offer_line(ruling, Happening::kDrawOfferLapses);
  ASSERT_NE(rejected, nullptr);
  EXPECT_EQ(rejected->rule, "FIDE 9.1.2.1");
  EXPECT_EQ(rejected->t, 2500);
  EXPECT_NE(rejected->text.find("touches a piece"), std::string::npos) << rejected->text;
  EXPECT_EQ(ruling.log.back().what, Happening::kAcceptWithoutOffer);
}

// 9.1.2.3: an incorrect repetition claim stands as a draw offer, and that offer too ends with the
// opponent's touch; the log says so, not that he may accept it "before moving".
TEST(DrawAgreement, Fide9121AWrongClaimStandingAsAnOfferEndsWithATouch) {
  nlohmann::json events = nlohmann::json::array(
      {{{"t", 1000}, {"by", "white"}, {"do", "move"}, {"uci", "e2e4"}},
       {{"t", 1000}, {"by", "white"}, {"do", "press"}},
       {{"t", 2000}, {"by", "black"}, {"do", "move"}, {"uci", "e7e5"}},
       {{"t", 2000}, {"by", "black"}, {"do", "press"}},
       {{"t", 2500}, {"by", "white"}, {"do", "claim"}, {"claim", "repetition"}},
       {{"t", 3000}, {"by", "black"}, {"do", "touch"}, {"square", "g8"}},
       {{"t", 3500}, {"by", "black"}, {"do", "accept-draw"}}});
  const Ruling ruling = rule_events(nlohmann::json::object(), events, fide_2023());
  EXPECT_EQ(ruling.outcome, Outcome::kPlayOn);
  const LogEntry* offer = offer_line(ruling, Happening::kClaimStandsAsOffer);
  ASSERT_NE(offer, nullptr);
  EXPECT_EQ(offer->text.find("before moving"), std::string::npos) << offer->text;
  EXPECT_NE(offer->text.find("FIDE 9.1.2.1"), std::string::npos) << offer->text;
  const LogEntry* rejected = offer_line(ruling, Happening::kDrawOfferLapses);
  ASSERT_NE(rejected, nullptr);
  EXPECT_EQ(rejected->rule, "FIDE 9.1.2.1");
  EXPECT_EQ(ruling.log.back().what, Happening::kAcceptWithoutOffer);
}

}  // namespace
}  // namespace flagfall::rules
