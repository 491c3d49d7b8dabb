// The live clock's rulings under every ruleset, driven through the clock session's intents as
// the players' taps drive them, and read from the test hook's state: time claims with and
// without mating material, illegal-move claims (taking the king, a simultaneous claim), the
// promotion pause, and the director's penalty ladder. (These were browser tests once per
// ruleset; the browser keeps one run of each flow.)
#include <set>

#include "../../support/every_ruleset.h"
#include "clock_session_support.h"
#include "session/clock/live_text.h"

namespace flagfall::session {
namespace {

using chess::Color;
using namespace testing_support;

class ClockSessionRulings : public ::testing::TestWithParam<std::string> {
 protected:
  std::string prefix() const { return std::string(rules::find_ruleset(GetParam())->cite_prefix); }
  bool in(const std::set<std::string>& rulesets) const { return rulesets.count(GetParam()) > 0; }
};

// What each rulebook does with a claimed illegal move (docs/rules.md).
const std::set<std::string> kIllegalMoveLoses = {"uscf-2020", "uscf-earlier", "uscf-summary",
                                                 "scholastic-2018", "sacramento-2005"};
const std::set<std::string> kTakeKing = {"uscf-2020",       "uscf-earlier",
                                         "uscf-summary",    "uscf-summary-variation",
                                         "scholastic-2018", "sacramento-2005"};
// Simultaneous time and illegal-move claims: the illegal mover loses (USCF 11-7e, summary 2a,
// Scholastic 10b, Sacramento 8e); FIDE has no such rule and takes the claims in turn.
const std::set<std::string> kIllegalMoverLoses = {"uscf-2020",       "uscf-earlier",
                                                  "uscf-summary",    "uscf-summary-variation",
                                                  "scholastic-2018", "sacramento-2005"};

TEST_P(ClockSessionRulings, TimeClaimsWithAndWithoutMatingMaterial) {
  ClockSession s = session_with(GetParam(), "3s+0");
  start(s);
  const EpochMillis at = kStart + 3'500;  // White's flag fell at 3 s
  nlohmann::json live = clock_state(s, at)["live"];
  EXPECT_NE(live["may"]["black"].dump().find("claim-time"), std::string::npos)
      << "Black may claim once White's flag is down";
  EXPECT_EQ(live["may"]["white"].dump().find("claim-time"), std::string::npos);

  s.apply({A::kOpenClaim, Color::Black}, at);
  act(s, A::kClaimTime);
  act(s, A::kConfirmClaim);
  ASSERT_EQ(s.sheet(), ClockSheet::kRuling);
  nlohmann::json clock = clock_state(s, at + 500);
  live = clock["live"];
  EXPECT_EQ(live["outcome"], "black-wins");
  EXPECT_EQ(live["reason"], "flag-fall");
  EXPECT_TRUE(starts_with(live["rule"], prefix())) << live["rule"];
  EXPECT_TRUE(any_line(live["ruling_lines"], live["rule"])) << "the ruling cites its rule";
  EXPECT_EQ(clock["phase"], "over");
  EXPECT_EQ(clock["white"]["remaining_ms"], 0);
  EXPECT_EQ(clock["black"]["remaining_ms"], 3'000) << "Black's clock never ran";

  act(s, A::kCloseSheet);
  act(s, A::kOpenMenu);
  act(s, A::kAskNewGame);
  act(s, A::kNewGame);
  start(s, kStart + 10'000);
  s.apply({A::kOpenClaim, Color::Black}, kStart + 13'500);
  act(s, A::kClaimTime);
  act_id(s, "material.black.king");
  EXPECT_EQ(clock_state(s, kStart + 13'500)["live"]["claim"]["material"]["black"], "king");
  act(s, A::kConfirmClaim);
  clock = clock_state(s, kStart + 14'000);
  live = clock["live"];
  EXPECT_EQ(live["outcome"], "draw");
  EXPECT_EQ(live["reason"], "flag-fall-insufficient-material");
  EXPECT_TRUE(starts_with(live["rule"], prefix())) << live["rule"];
  EXPECT_EQ(clock["white"]["remaining_ms"], 0);
  EXPECT_EQ(clock["black"]["remaining_ms"], 3'000);
  EXPECT_EQ(live["standin"], true) << "the claim put a stand-in board with Black's bare king";
}

TEST_P(ClockSessionRulings, AKingNextToKingClaim) {
  ClockSession s = session_with(GetParam(), "1+0");
  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 300);
  const EpochMillis claim_at = kStart + 700;
  s.apply({A::kOpenClaim, Color::Black}, claim_at);
  act(s, A::kClaimIllegal);
  act(s, {A::kKind, {}, illegal_kind_index({game::IllegalKind::kKingNextToKing, false})});
  act(s, A::kConfirmClaim);
  ASSERT_EQ(s.sheet(), ClockSheet::kRuling);
  nlohmann::json clock = clock_state(s, claim_at + 200);
  nlohmann::json live = clock["live"];
  const int black_used = 400;
  EXPECT_TRUE(starts_with(live["rule"], prefix())) << live["rule"];
  EXPECT_TRUE(any_line(live["ruling_lines"], "the king steps next to the other king"))
      << "the ruling names the move";
  EXPECT_FALSE(any_line(live["ruling_lines"], "king-next-to-king")) << "in words, not its code";
  if (in(kIllegalMoveLoses)) {
    EXPECT_EQ(live["outcome"], "black-wins");
    EXPECT_EQ(live["reason"], "illegal-move");
    EXPECT_EQ(clock["black"]["remaining_ms"], 60'000 - black_used);
    return;
  }
  // One minute to the claimant; the illegal move is taken back and White moves again once the
  // players have read the ruling.
  EXPECT_EQ(live["outcome"], "play-on");
  EXPECT_EQ(live["reason"], "illegal-move-penalty");
  EXPECT_EQ(clock["black"]["remaining_ms"], 120'000 - black_used);
  EXPECT_EQ(clock["phase"], "paused") << "the clock waits while the players read the ruling";
  EXPECT_EQ(live["holding_clock"], true);
  const int white_before = clock["white"]["remaining_ms"];
  s.apply(A::kPlayOn, claim_at + 5'000);
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  clock = clock_state(s, claim_at + 5'300);
  EXPECT_EQ(clock["running"], "white");
  EXPECT_EQ(clock["white"]["remaining_ms"], white_before - 300) << "White's clock runs again";
  EXPECT_EQ(clock["black"]["remaining_ms"], 120'000 - black_used);
}

TEST_P(ClockSessionRulings, TakingTheKingWhereTheRulesetCountsIt) {
  ClockSession s = session_with(GetParam(), "1+0");
  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 300);
  s.apply({A::kOpenClaim, Color::Black}, kStart + 700);
  act(s, A::kClaimIllegal);
  act(s, {A::kKind, {}, illegal_kind_index({game::IllegalKind::kKingNextToKing, false})});
  EXPECT_EQ(s.claim_offer()->take_king, in(kTakeKing)) << "taking the king offered where allowed";
  act(s, A::kTakeKing);
  EXPECT_EQ(clock_state(s, kStart + 700)["live"]["claim"]["take_king"], in(kTakeKing));
  if (!in(kTakeKing)) return;
  act(s, A::kConfirmClaim);
  const nlohmann::json live = clock_state(s, kStart + 800)["live"];
  EXPECT_TRUE(any_line(live["ruling_lines"], "takes the king"));
  EXPECT_EQ(live["outcome"], in(kIllegalMoveLoses) ? "black-wins" : "play-on");
}

// White's flag is down and Black's last move was illegal; Black claims on time and White claims
// the illegal move at the same instant.
TEST_P(ClockSessionRulings, ASimultaneousTimeAndIllegalMoveClaim) {
  ClockSession s = session_with(GetParam(), "4s+0");
  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 300);
  s.apply({A::kHalf, Color::Black}, kStart + 600);
  const EpochMillis at = kStart + 4'500;  // White's flag fell at 4.3 s
  s.apply({A::kOpenClaim, Color::Black}, at);
  act(s, A::kClaimTime);
  act(s, A::kSimultaneous);
  act(s, {A::kKind, {}, illegal_kind_index({game::IllegalKind::kKingNextToKing, false})});
  const nlohmann::json claim = clock_state(s, at)["live"]["claim"];
  EXPECT_EQ(claim["time_claim_by"], "black");
  EXPECT_EQ(claim["illegal_claim_by"], "white");
  act(s, A::kConfirmClaim);
  const nlohmann::json clock = clock_state(s, at + 100);
  const nlohmann::json live = clock["live"];
  if (in(kIllegalMoverLoses)) {
    EXPECT_EQ(live["outcome"], "white-wins");
    EXPECT_EQ(live["reason"], "simultaneous-claims");
  } else {
    EXPECT_EQ(live["outcome"], "black-wins");
    EXPECT_EQ(live["reason"], "flag-fall");
  }
  EXPECT_EQ(clock["white"]["remaining_ms"], 0);
  EXPECT_TRUE(starts_with(live["rule"], prefix())) << live["rule"];
}

// The rule each rulebook gives for stopping the clocks for a promotion piece; the summaries are
// silent (they defer to the regular rules), and the arbiter lets the pause stand without a cite.
std::string promotion_rule(const std::string& ruleset) {
  if (ruleset == "uscf-2020" || ruleset == "uscf-earlier") return "USCF 11-16";
  if (ruleset == "scholastic-2018") return "Scholastic 20";
  if (ruleset == "sacramento-2005") return "Sacramento 18";
  if (ruleset == "fide-2023") return "FIDE 6.11.2";
  return "";
}

// The pause is offered to the player the ruleset lets stop the clocks (the promoting player under
// US Chess, the summaries, Scholastic and FIDE; the opponent at Sacramento), and the paused time
// is not charged. From the start no pawn can promote before its side's fifth move, and after the
// first moves the clock no longer knows the board: the pause is then in the claim sheet (the
// half's menu), not on the half (game::promotion_chance).
TEST_P(ClockSessionRulings, ThePromotionPause) {
  ClockSession s = session_with(GetParam(), "1+0");
  start(s);
  const Color pauser = GetParam() == "sacramento-2005" ? Color::Black : Color::White;
  EpochMillis t = kStart;
  for (int move = 1; move <= 4; ++move) {
    EXPECT_FALSE(game::half_offer(s.game(), pauser, t + 100, false).pause_in_menu)
        << "move " << move;
    s.apply({A::kHalf, Color::White}, t + 300);
    s.apply({A::kHalf, Color::Black}, t + 600);
    t += 600;
  }
  // White, to move for the fifth time, promotes and has no queen at hand.
  const EpochMillis pause_at = t + 200;
  const game::HalfOffer offer = game::half_offer(s.game(), pauser, pause_at, false);
  EXPECT_EQ(offer.control, game::HalfControl::kNone)
      << "the clock cannot see the pawn: the pause is offered as a maybe";
  EXPECT_TRUE(offer.pause_in_menu);
  EXPECT_FALSE(game::half_offer(s.game(), ~pauser, pause_at, false).pause_in_menu)
      << "no pause for the other player";
  // From the bar's Stop / Claim, on the pauser's half only.
  s.apply(A::kStop, pause_at);
  EXPECT_EQ(s.claim_offer(~pauser)->promotion_pause, std::nullopt);
  s.activate(std::string("claim.promotion-pause.") + color_id(~pauser), pause_at);
  EXPECT_EQ(s.sheet(), ClockSheet::kClaim) << "not his to press: nothing happens";
  EXPECT_EQ(s.claim_offer(pauser)->promotion_pause, Color::White);
  s.activate(std::string("claim.promotion-pause.") + color_id(pauser), pause_at);
  ASSERT_EQ(s.sheet(), ClockSheet::kPromote);
  EXPECT_EQ(s.promoter(), Color::White);
  nlohmann::json clock = clock_state(s, pause_at + 100);
  EXPECT_EQ(clock["phase"], "paused");
  const int white_used = 4 * 300 + 200;
  EXPECT_EQ(clock["white"]["remaining_ms"], 60'000 - white_used);
  bool paused_line = false;
  for (const auto& line : clock["live"]["record"]) {
    if (line["text"].get<std::string>().find("stops the clocks while a promotion piece is found") ==
        std::string::npos) {
      continue;
    }
    paused_line = true;
    if (!promotion_rule(GetParam()).empty()) {
      EXPECT_EQ(line["rule"], promotion_rule(GetParam()));
    }
  }
  EXPECT_TRUE(paused_line) << "the arbiter let the pause stand";

  const EpochMillis resume_at = pause_at + 1'000;  // finding the queen: not charged
  s.apply({A::kPromote, {}, 0}, resume_at);
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  clock = clock_state(s, resume_at + 250);
  EXPECT_EQ(clock["running"], "white");
  EXPECT_EQ(clock["white"]["remaining_ms"], 60'000 - white_used - 250) << "the pause not charged";
  s.apply({A::kHalf, Color::White}, resume_at + 400);
  clock = clock_state(s, resume_at + 500);
  EXPECT_EQ(clock["running"], "black");
  EXPECT_EQ(clock["live"]["outcome"], "play-on");
  EXPECT_EQ(clock["white"]["moves"], 5);
  EXPECT_TRUE(any_line(clock["live"]["record"], "puts a queen")) << "the promotion is recorded";
}

// The first step of each ruleset's ladder for displaced pieces (docs/rules.md): a minute to the
// opponent (US Chess 11-9 and the summaries) or a warning (Scholastic 13, Sacramento 12, FIDE
// 12.9); the second offence climbs the ladder where it has a second step.
TEST_P(ClockSessionRulings, ADirectorsPenaltyFollowsTheLadder) {
  ClockSession s = session_with(GetParam(), "3+0");
  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 300);
  EpochMillis t = kStart + 1'000;
  act(s, A::kOpenMenu);
  hold(s, A::kDirector, t, 200);  // a quick tap does nothing: the panel needs a deliberate hold
  EXPECT_EQ(s.sheet(), ClockSheet::kMenu);
  hold(s, A::kDirector, t, 1'300);
  ASSERT_EQ(s.sheet(), ClockSheet::kDirector);
  t += 1'400;
  s.apply(A::kDirectorStop, t);
  nlohmann::json before = clock_state(s, t + 100);
  ASSERT_EQ(before["phase"], "paused");
  act(s, {A::kAgainst, Color::Black});
  t += 500;
  s.apply({A::kPenalty, {}, static_cast<int>(rules::Offence::kDisplacedPieces)}, t);
  ASSERT_EQ(s.sheet(), ClockSheet::kRuling);
  nlohmann::json clock = clock_state(s, t + 100);
  EXPECT_EQ(clock["live"]["reason"], "penalty");
  EXPECT_TRUE(starts_with(clock["live"]["rule"], prefix())) << clock["live"]["rule"];
  const bool minute = in({"uscf-2020", "uscf-earlier", "uscf-summary", "uscf-summary-variation"});
  const int white_before = before["white"]["remaining_ms"];
  EXPECT_EQ(clock["white"]["remaining_ms"], white_before + (minute ? 60'000 : 0));
  EXPECT_EQ(clock["black"]["remaining_ms"], before["black"]["remaining_ms"]);
  EXPECT_TRUE(
      any_line(clock["live"]["ruling_lines"], minute ? "one minute added to White" : "a warning"));

  act(s, A::kCloseSheet);
  act(s, A::kOpenMenu);
  t += 1'000;
  hold(s, A::kDirector, t, 1'300);
  act(s, {A::kAgainst, Color::Black});
  t += 2'000;
  s.apply({A::kPenalty, {}, static_cast<int>(rules::Offence::kDisplacedPieces)}, t);
  ASSERT_EQ(s.sheet(), ClockSheet::kRuling);
  clock = clock_state(s, t + 100);
  const bool second = minute || in({"sacramento-2005", "scholastic-2018", "fide-2023"});
  EXPECT_EQ(clock["white"]["remaining_ms"], white_before + (minute   ? 120'000
                                                            : second ? 60'000
                                                                     : 0));
}

INSTANTIATE_TEST_SUITE_P(Rulesets, ClockSessionRulings,
                         ::testing::ValuesIn(flagfall::testing_support::every_ruleset_id()),
                         flagfall::testing_support::ruleset_test_name);

// Each way a game can be drawn has its own headline on the ruling sheet, FIDE 5.2.2's dead
// position among them.
TEST(ClockSessionHeadlines, EveryDrawSaysWhy) {
  std::set<std::string> headlines;
  for (const rules::Reason reason :
       {rules::Reason::kStalemate, rules::Reason::kAgreement,
        rules::Reason::kResignationInsufficientMaterial,
        rules::Reason::kFlagFallInsufficientMaterial, rules::Reason::kBothFlags,
        rules::Reason::kIllegalMoveInsufficientMaterial, rules::Reason::kRepetition,
        rules::Reason::kFiftyMoves, rules::Reason::kFivefoldRepetition,
        rules::Reason::kSeventyFiveMoves, rules::Reason::kInsufficientLosingChances,
        rules::Reason::kDeadPosition}) {
    rules::Ruling ruling;
    ruling.outcome = rules::Outcome::kDraw;
    ruling.reason = reason;
    const std::string headline = ruling_headline(ruling);
    EXPECT_NE(headline, "Draw") << rules::reason_name(reason);
    EXPECT_TRUE(headlines.insert(headline).second) << headline;
  }
}

}  // namespace
}  // namespace flagfall::session
