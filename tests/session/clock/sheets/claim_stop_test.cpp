// The bar's Stop / Claim: both clocks stand still at the tap, each player's half offers what he
// may claim, No claim is ruled as each rulebook says, a reload comes back to the stop, and a sheet
// ignores the taps of a slam.
#include <algorithm>
#include <cstdint>
#include <limits>

#include "../clock_session_support.h"
#include "rules/ruleset.h"
#include "session/clock/clock_sheets.h"
#include "session/clock/live_text.h"

namespace flagfall::session {
namespace {

using chess::Color;
using namespace testing_support;

std::vector<std::string> intents(const ClockControls& controls) {
  std::vector<std::string> out;
  for (const ClockControl& c : controls) out.push_back(intent_id(c.intent));
  return out;
}

TEST(ClockSessionStop, StopClaimStandsBothClocksAndOffersEachPlayerHisClaims) {
  ClockSession s = session_with("uscf-2020", "1+0");
  EXPECT_EQ(s.stop_view(kStart), StopView::kDisabled) << "not before the start";
  s.apply(A::kStop, kStart);
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 1'000);
  EXPECT_EQ(s.stop_view(kStart + 1'500), StopView::kStop);
  s.apply(A::kStop, kStart + 1'500);
  ASSERT_EQ(s.sheet(), ClockSheet::kClaim);
  EXPECT_EQ(s.claim()->step, ClaimStep::kChoose);
  EXPECT_FALSE(s.sheet_turned()) << "each half faces its own player";
  EXPECT_EQ(s.stop_view(kStart + 1'600), StopView::kDisabled);
  nlohmann::json clock = clock_state(s, kStart + 9'000);
  EXPECT_EQ(clock["black"]["remaining_ms"], 59'500) << "the clocks stand at the stop";
  EXPECT_EQ(clock["live"]["claim"]["claimant"], nullptr) << "nobody has claimed yet";
  EXPECT_EQ(s.half_view(Color::Black, kStart + 9'000).status, HalfStatus::kStopped);
  EXPECT_FALSE(s.half_view(Color::Black, kStart + 9'000).running);
  // Black may claim White's last move (or that it left a pawn unpromoted); White has nothing of
  // Black's to claim.
  EXPECT_EQ(
      intents(claim_panel(s, Color::Black)),
      (std::vector<std::string>{"claim.illegal.black", "claim.unpromoted.black", "claim.draw.black",
                                "claim.result.black", "claim.dispute.black", "claim.none.black"}));
  EXPECT_EQ(intents(claim_panel(s, Color::White)),
            (std::vector<std::string>{"claim.draw.white", "claim.result.white",
                                      "claim.dispute.white", "claim.none.white"}));
  EXPECT_EQ(claim_stop_summary(s, kStart + 9'000),
            "Clocks stopped \xC2\xB7 White 0:59 \xC2\xB7 Black 1:00");
  // Black's choice makes him the claimant: the claim goes on from the stop, facing him.
  ASSERT_TRUE(s.activate("claim.illegal.black", kStart + 9'000));
  EXPECT_EQ(s.claim()->step, ClaimStep::kDetails);
  EXPECT_EQ(s.claim()->draft.claimant, Color::Black);
  EXPECT_EQ(s.claim()->draft.at, kStart + 1'500);
  EXPECT_TRUE(s.sheet_turned());
  act(s, A::kConfirmClaim);
  clock = clock_state(s, kStart + 9'500);
  EXPECT_EQ(clock["live"]["outcome"], "black-wins");
  EXPECT_EQ(clock["black"]["remaining_ms"], 59'500) << "ruled at the stop";
}

// No claim after a stop: each rulebook allows a stop only for a claim, a dispute or a promotion
// piece, and none charges the time the clock stood still.
TEST(ClockSessionStop, NoClaimIsRuledAsEachRulebookSaysAndChargesNoOne) {
  const std::pair<const char*, const char*> kRules[] = {
      {"uscf-2020", "USCF 11-6"},          {"uscf-earlier", "USCF 11-6"},
      {"uscf-summary", "USCF summary 5"},  {"uscf-summary-variation", "USCF summary 5"},
      {"scholastic-2018", "Scholastic 9"}, {"sacramento-2005", "Sacramento 7"},
      {"fide-2023", "FIDE 6.11.4"}};
  for (const auto& [ruleset, rule] : kRules) {
    ClockSession s = session_with(ruleset, "5+0");
    start(s);
    s.apply(A::kStop, kStart + 2'000);
    s.take_announcements();
    s.apply({A::kNoClaim, Color::Black}, kStart + 6'000);
    EXPECT_EQ(s.sheet(), ClockSheet::kNone) << ruleset;
    const nlohmann::json clock = clock_state(s, kStart + 7'000);
    EXPECT_EQ(clock["phase"], "running") << ruleset;
    EXPECT_EQ(clock["white"]["remaining_ms"], 300'000 - 3'000)
        << ruleset << ": two seconds before the stop and one after";
    bool cited = false;
    for (const auto& line : clock["live"]["record"]) {
      cited |= line["rule"] == rule && line["text"].get<std::string>().find(
                                           "Black stops the clock and makes no claim") == 0;
    }
    EXPECT_TRUE(cited) << ruleset << ": " << clock["live"]["record"].dump();
    const std::vector<Announcement> said = s.take_announcements();
    ASSERT_EQ(said.size(), 1u) << ruleset;
    EXPECT_NE(said[0].text.find(std::string("(") + rule + ")"), std::string::npos) << said[0].text;
    // The record's words never say "stopped" of a time that ran: the stop and the restart are
    // both in it, and the time between them is not charged.
    EXPECT_EQ(clock["live"]["entries"], 2) << ruleset;
  }
}

TEST(ClockSessionStop, NoClaimWhileTheClocksArePausedRecordsNothing) {
  ClockSession s = session_with("uscf-2020", "1+0");
  start(s);
  s.apply(A::kPause, kStart + 1'000);
  s.apply(A::kStop, kStart + 2'000);
  ASSERT_EQ(s.sheet(), ClockSheet::kClaim) << "a claim may be made while paused";
  s.apply({A::kNoClaim, Color::White}, kStart + 3'000);
  EXPECT_EQ(s.sheet(), ClockSheet::kNone);
  EXPECT_EQ(clock_state(s, kStart + 4'000)["phase"], "paused");
  EXPECT_EQ(clock_state(s, kStart + 4'000)["live"]["entries"], 1) << "only the pause";
}

TEST(ClockSessionStop, ThePromotionControlsAreOnThePromotersHalf) {
  // From White's fifth move a pawn may promote: the pause is on his half's choices.
  ClockSession s = session_with("uscf-2020", "1+0");
  start(s);
  EpochMillis t = kStart;
  for (int move = 1; move <= 4; ++move) {
    s.apply({A::kHalf, Color::White}, t + 300);
    s.apply({A::kHalf, Color::Black}, t + 600);
    t += 600;
  }
  s.apply(A::kStop, t + 200);
  const std::vector<std::string> white = intents(claim_panel(s, Color::White));
  EXPECT_NE(std::find(white.begin(), white.end(), "claim.promotion-pause.white"), white.end());
  bool black_has = false;
  for (const ClockControl& c : claim_panel(s, Color::Black))
    black_has |= intent_id(c.intent).find("promotion") != std::string::npos;
  EXPECT_FALSE(black_has) << "under US Chess only the promoting player stops the clocks";
}

TEST(ClockSessionStop, AReloadComesBackToTheStop) {
  ClockSession s = session_with("uscf-2020", "1+0");
  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 1'000);
  s.apply(A::kStop, kStart + 2'500);
  const std::string saved = s.saved();
  EXPECT_NE(saved.find("\"stopped_for_claim\""), std::string::npos);

  ClockSession reloaded;
  ASSERT_EQ(reloaded.restore(saved), std::nullopt);
  EXPECT_TRUE(in_progress(reloaded));
  ASSERT_EQ(reloaded.sheet(), ClockSheet::kClaim);
  EXPECT_EQ(reloaded.claim()->step, ClaimStep::kChoose);
  EXPECT_TRUE(reloaded.take_announcements().empty()) << "said before the reload";
  const nlohmann::json clock = clock_state(reloaded, kStart + 30'000);
  EXPECT_EQ(clock["black"]["remaining_ms"], 58'500) << "the clocks still stand at the stop";
  reloaded.apply({A::kNoClaim, Color::Black}, kStart + 30'000);
  EXPECT_EQ(clock_state(reloaded, kStart + 31'000)["black"]["remaining_ms"], 57'500);

  // A save with no stop, or a bad one.
  ClockSession plain;
  s.apply({A::kNoClaim, Color::Black}, kStart + 3'000);
  ASSERT_EQ(plain.restore(s.saved()), std::nullopt);
  EXPECT_EQ(plain.sheet(), ClockSheet::kNone);
  nlohmann::json broken = nlohmann::json::parse(saved);
  broken["stopped_for_claim"] = "soon";
  ClockSession refused;
  const auto problem = refused.restore(broken.dump());
  ASSERT_TRUE(problem);
  EXPECT_EQ(*problem, "/stopped_for_claim: must be an instant in milliseconds");
  broken["stopped_for_claim"] = std::numeric_limits<std::int64_t>::max();
  EXPECT_EQ(ClockSession().restore(broken.dump()),
            "/stopped_for_claim: not an instant of this game");
  broken["stopped_for_claim"] = kStart - 1;
  EXPECT_EQ(ClockSession().restore(broken.dump()),
            "/stopped_for_claim: not an instant of this game");
}

// A sheet ignores a touch that began before it opened or within 300 ms of its opening (a slam's
// second and third taps); keys and the accessible mirror are not touches.
TEST(ClockSessionStop, ASheetIgnoresTheTapsOfASlam) {
  ClockSession s = session_with("uscf-2020", "1+0");
  start(s);
  s.apply({A::kHalf, Color::White}, kStart + 1'000);
  ASSERT_TRUE(s.activate("clock.stop", kStart + 2'000));
  EXPECT_EQ(s.taps_count_from(), kStart + 2'300);
  EXPECT_FALSE(tap_id(s, "claim.result.black", kStart + 1'990)) << "began before the sheet opened";
  EXPECT_FALSE(tap_id(s, "claim.result.black", kStart + 2'120)) << "a double tap";
  EXPECT_FALSE(tap_id(s, "claim.result.black", kStart + 2'299));
  EXPECT_EQ(s.claim()->step, ClaimStep::kChoose);
  EXPECT_TRUE(tap_id(s, "claim.result.black", kStart + 2'300));
  EXPECT_EQ(s.claim()->step, ClaimStep::kResult);
  // Each step is a new opening.
  EXPECT_EQ(s.taps_count_from(), kStart + 2'600);
  EXPECT_FALSE(tap_id(s, "result.resign.black", kStart + 2'400));
  EXPECT_EQ(s.sheet(), ClockSheet::kClaim);
  EXPECT_TRUE(s.activate("result.resign.black", kStart + 2'400)) << "a key or the mirror";
  EXPECT_EQ(s.sheet(), ClockSheet::kConfirmEnd);
  EXPECT_FALSE(tap_id(s, "end.confirm", kStart + 2'500));
  EXPECT_FALSE(s.game().over());
  EXPECT_TRUE(tap_id(s, "end.confirm", kStart + 2'800));
  EXPECT_TRUE(s.game().over());
}

TEST(ClockSessionStop, CStopsAndEscapeGoesBackAStep) {
  ClockSession s = session_with("uscf-2020", "1+0");
  start(s);
  EXPECT_TRUE(s.key(Key::kC, kStart + 1'000));
  EXPECT_EQ(s.sheet(), ClockSheet::kClaim);
  EXPECT_FALSE(s.key(Key::kC, kStart + 1'100)) << "the sheet keeps its keys";
  ASSERT_TRUE(s.activate("claim.draw.white", kStart + 1'200));
  EXPECT_EQ(s.claim()->step, ClaimStep::kDraw);
  EXPECT_TRUE(s.key(Key::kEscape, kStart + 1'300));
  EXPECT_EQ(s.claim()->step, ClaimStep::kChoose);
  EXPECT_TRUE(s.key(Key::kEscape, kStart + 1'400));
  EXPECT_EQ(s.sheet(), ClockSheet::kClaim) << "the stop is taken back only by a player's No claim";
}

}  // namespace
}  // namespace flagfall::session
