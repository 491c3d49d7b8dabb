// Insufficient losing chances turn on whether a side can show a forced win (Scholastic 11c1 and
// 11c2, Sacramento 10f and 10g; 10i and 11c4 ask for "no immediate win"). A forced win is more
// than a forced mate: winning the last rook with a skewer, into a king and rook against a bare
// king, is one. Where the bounded search cannot settle it, the director judges within the two
// minutes the rules give (Sacramento 10f, 10g and 11), and the arbiter says so.
#include <gtest/gtest.h>

#include "../support/rule_events.h"
#include "chess/fen.h"
#include "rules/losing_chances.h"

namespace flagfall::rules {
namespace {

using testing_support::deciding_kind;
using testing_support::rule_events;

// Rook against rook, White to move: Rh7+ drives Black's king off the seventh rank and Rxa7 wins
// the other rook. Black claims insufficient losing chances on White's time.
constexpr const char* kSkewer = "8/r3k3/8/8/8/8/8/6KR w - - 0 60";
// Rook against rook with no tactic for either side.
constexpr const char* kQuietRooks = "r7/3k4/8/8/8/8/3K4/7R w - - 0 60";

Ruling black_claims(const char* fen, const Ruleset& ruleset) {
  const nlohmann::json setup = {{"fen", fen}, {"white_ms", 60'000}, {"black_ms", 60'000}};
  return rule_events(setup,
                     nlohmann::json::array({{{"t", 1000},
                                             {"by", "black"},
                                             {"do", "claim"},
                                             {"claim", "insufficient-losing-chances"}}}),
                     ruleset);
}

TEST(LosingChances, Sacramento10fAForcedWinOfTheLastRookDeniesTheClaim) {
  const Ruling ruling = black_claims(kSkewer, sacramento_2005());
  EXPECT_EQ(ruling.outcome, Outcome::kPlayOn);
  EXPECT_EQ(ruling.reason, Reason::kClaimDenied);
  ASSERT_TRUE(ruling.decided_by);
  const LogEntry& denied = ruling.log[*ruling.decided_by];
  EXPECT_EQ(denied.denial, Denial::kForcedWinShown);
  EXPECT_EQ(denied.rule, "Sacramento 10f");
  EXPECT_EQ(ruling.white_ms, 119'000);  // the standard penalty to the opponent (11b)
  EXPECT_EQ(black_claims(kQuietRooks, sacramento_2005()).reason,
            Reason::kInsufficientLosingChances);
}

TEST(LosingChances, Scholastic11c1AForcedWinOfTheLastRookDeniesTheClaim) {
  const Ruling ruling = black_claims(kSkewer, scholastic_2018());
  EXPECT_EQ(ruling.reason, Reason::kClaimDenied);
  EXPECT_EQ(ruling.log[*ruling.decided_by].denial, Denial::kForcedWinShown);
  EXPECT_EQ(ruling.black_ms, 30'000);  // half of the claimant's time under two minutes (17b)
  EXPECT_EQ(black_claims(kQuietRooks, scholastic_2018()).reason,
            Reason::kInsufficientLosingChances);
}

// Sacramento 10g: opposite bishops with two pawns against one, every pawn blocked. Scholastic 11c2
// lists only the one-pawn case.
TEST(LosingChances, Sacramento10gTwoAgainstOneClearlyBlockaded) {
  constexpr const char* kBlockade = "3b4/8/3k4/2pP4/2P1K3/5B2/8/8 b - - 0 60";
  const Ruling sacramento = black_claims(kBlockade, sacramento_2005());
  EXPECT_EQ(sacramento.reason, Reason::kInsufficientLosingChances);
  EXPECT_EQ(sacramento.rule, "10g");
  EXPECT_EQ(black_claims(kBlockade, scholastic_2018()).reason, Reason::kClaimDenied);
  // A pawn free to advance is no clear blockade: not a listed position, so whether it is clearly
  // drawn is the director's judgement (10j, 11).
  const Ruling free = black_claims("3b4/8/3k4/2pP4/1P2K3/5B2/8/8 b - - 0 60", sacramento_2005());
  EXPECT_EQ(free.reason, Reason::kClaimReferred);
  EXPECT_EQ(free.rule, "10j");
  EXPECT_TRUE(free.directors_call);
}

Ruling white_claims(const char* fen, const Ruleset& ruleset) {
  const nlohmann::json setup = {{"fen", fen}, {"white_ms", 60'000}, {"black_ms", 60'000}};
  return rule_events(setup,
                     nlohmann::json::array({{{"t", 1000},
                                             {"by", "white"},
                                             {"do", "claim"},
                                             {"claim", "insufficient-losing-chances"}}}),
                     ruleset);
}

// Scholastic 11c3 and Sacramento 10h list the king-and-pawn blockade as a position, not a claim of
// the defender's; Scholastic 17 and Sacramento 11 let either player appeal for a draw. The side
// with the blocked pawn claims it as well, and is offered the claim.
TEST(LosingChances, Scholastic11c3AndSacramento10hEitherPlayerClaimsTheBlockade) {
  constexpr const char* kBlocked = "8/8/4k3/4P3/8/8/8/4K3 w - - 0 60";
  for (const Ruleset* r : {&scholastic_2018(), &sacramento_2005()}) {
    const Ruling by_pawn_side = white_claims(kBlocked, *r);
    EXPECT_EQ(by_pawn_side.outcome, Outcome::kDraw) << r->id;
    EXPECT_EQ(by_pawn_side.reason, Reason::kInsufficientLosingChances) << r->id;
    EXPECT_EQ(by_pawn_side.rule, r == &scholastic_2018() ? "11c" : "10h");
    EXPECT_EQ(black_claims(kBlocked, *r).reason, Reason::kInsufficientLosingChances) << r->id;
    const auto board = chess::parse_fen(kBlocked);
    EXPECT_TRUE(losing_chances_listed(*board.position, r->draw_claims.losing_chances_conditions));
  }
  // Sacramento 10i's "no immediate win" is the pawn side's, whoever claims: a rook pawn blockaded
  // by the king with no one-move win, claimed by the side with the pawn.
  constexpr const char* kRookPawn = "8/k7/P7/8/8/8/1r6/5RK1 w - - 0 60";
  EXPECT_EQ(white_claims(kRookPawn, sacramento_2005()).reason, Reason::kInsufficientLosingChances);
  // Without the blockade it is no listed position for either side: Scholastic 11c denies it,
  // Sacramento leaves it to the director (10j).
  EXPECT_EQ(white_claims("8/8/3k4/4P3/8/8/8/4K3 w - - 0 60", scholastic_2018()).reason,
            Reason::kClaimDenied);
  EXPECT_EQ(white_claims("8/8/3k4/4P3/8/8/8/4K3 w - - 0 60", sacramento_2005()).reason,
            Reason::kClaimReferred);
}

TEST(LosingChances, TheClaimIsOfferedInAListedPositionWhateverTheSearchFinds) {
  const auto skewer = chess::parse_fen(kSkewer);
  EXPECT_TRUE(losing_chances_listed(*skewer.position, LosingChancesConditions::kSacramento));
  EXPECT_EQ(losing_chances(*skewer.position, LosingChancesConditions::kSacramento).verdict,
            LosingChances::Verdict::kForcedWin);
}

TEST(LosingChances, WhenTheSearchCannotSettleItTheDirectorJudges) {
  ScenarioSetup setup;
  setup.fen = kQuietRooks;
  for (const Ruleset* r : {&sacramento_2005(), &scholastic_2018()}) {
    Arbiter arbiter(*r, setup, chess::SearchBudget{10});
    ScenarioEvent claim;
    claim.t = 1000;
    claim.by = Actor::kBlack;
    claim.kind = EventKind::kClaim;
    claim.claim = ClaimKind::kInsufficientLosingChances;
    arbiter.apply(claim, 0);
    const Ruling ruling = arbiter.ruling(1000);
    EXPECT_EQ(ruling.outcome, Outcome::kPlayOn) << r->id;
    EXPECT_EQ(ruling.reason, Reason::kClaimReferred) << r->id;
    EXPECT_EQ(deciding_kind(ruling), Happening::kLosingChancesReferred) << r->id;
    EXPECT_EQ(arbiter.game_clock().phase(5000), clock::Phase::Paused) << r->id;
    EXPECT_EQ(ruling.white_ms, arbiter.game_clock().remaining(clock::Side::White, 5000));
  }
}

// Sacramento 9: less material counts only if a forced win is shown within two minutes; when the
// search cannot settle it, a time claim is the director's to judge.
TEST(LosingChances, Sacramento9ReferredWhenTheForcedWinIsUnsettled) {
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
  EXPECT_EQ(ruling.reason, Reason::kClaimReferred);
  EXPECT_EQ(deciding_kind(ruling), Happening::kFlagFallReferred);
  EXPECT_EQ(ruling.rule, "9");
}

}  // namespace
}  // namespace flagfall::rules
