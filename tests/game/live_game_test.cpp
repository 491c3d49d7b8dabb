#include "game/live_game.h"

#include <gtest/gtest.h>

#include "../support/every_ruleset.h"
#include "../support/started_game.h"
#include "chess/fen.h"
#include "chess/material.h"
#include "game/claim_choices.h"
#include "rules/ruling_json.h"
#include "rules/scenario.h"

namespace flagfall::game {
namespace {

using chess::Color;
using rules::ClaimKind;
using rules::EventKind;
using rules::Outcome;
using rules::Permission;

LiveGame make_game(const std::string& ruleset, const std::string& control = "") {
  auto game = LiveGame::make({ruleset, control, ""});
  EXPECT_TRUE(game) << game.error();
  return std::move(game).value();
}

Fact material_fact(Color side, std::string_view pick) {
  Fact f;
  f.kind = FactKind::kMaterial;
  f.side = side;
  f.material = find_material_pick(pick)->material;
  return f;
}

Fact illegal_fact(Color side, IllegalKind kind, std::size_t before) {
  Fact f;
  f.kind = FactKind::kIllegalMove;
  f.side = side;
  f.illegal = kind;
  f.before = before;
  return f;
}

Fact side_fact(FactKind kind, Color side, std::optional<std::size_t> before = std::nullopt) {
  Fact f;
  f.kind = kind;
  f.side = side;
  f.before = before;
  return f;
}

// The live game's ruling equals what the command-line adjudicator gives for its export.
void expect_round_trip(const LiveGame& game) {
  const std::string exported = game.scenario_json();
  auto scenario = rules::parse_scenario(exported);
  ASSERT_TRUE(scenario) << scenario.error().message() << "\n" << exported;
  const rules::Ruling again = rules::adjudicate(scenario.value(), game.ruleset());
  const auto& events = game.compiled().scenario.events;
  const Millis last = events.empty() ? 0 : events.back().t;
  EXPECT_EQ(rules::ruling_to_json(again), rules::ruling_to_json(game.arbiter().ruling(last)));
}

TEST(LiveGameTest, DefaultsToUsChessWithItsStandardControl) {
  LiveGame game;
  EXPECT_EQ(game.ruleset().id, "uscf-2020");
  EXPECT_EQ(game.time_control(), "G/5;d0");
  EXPECT_EQ(game.control_warning(), "");
  EXPECT_FALSE(game.started());
  EXPECT_EQ(game.game_clock().remaining(clock::Side::White, 0), 300'000);
}

TEST(LiveGameTest, StandardControlsPerRuleset) {
  EXPECT_EQ(make_game("scholastic-2018").time_control(), "G/5;d0");
  EXPECT_EQ(make_game("sacramento-2005").time_control(), "G/5;d0");
  EXPECT_EQ(make_game("fide-2023").time_control(), "3+2");
  EXPECT_EQ(make_game("fide-2023").game_clock().remaining(clock::Side::Black, 0), 180'000);
}

TEST(LiveGameTest, WarnsWhenTheControlIsOutsideTheRulesetsBlitzLimits) {
  EXPECT_EQ(make_game("uscf-2020", "G/3;d2").control_warning(), "");
  const std::string scholastic = make_game("scholastic-2018", "G/5;d5").control_warning();
  EXPECT_NE(scholastic.find("outside"), std::string::npos) << scholastic;
  EXPECT_NE(scholastic.find("Scholastic"), std::string::npos) << scholastic;
  const std::string sacramento = make_game("sacramento-2005", "2+0").control_warning();
  EXPECT_NE(sacramento.find("3 to 10 minutes"), std::string::npos) << sacramento;
  EXPECT_NE(make_game("fide-2023", "10+5").control_warning().find("FIDE B.1"), std::string::npos);
  EXPECT_EQ(make_game("fide-2023", "5+3").control_warning(), "");
}

TEST(LiveGameTest, RejectsBadSetups) {
  EXPECT_FALSE(LiveGame::make({"nope", "", ""}));
  EXPECT_FALSE(LiveGame::make({"uscf-2020", "G/0", ""}));
  EXPECT_FALSE(LiveGame::make({"uscf-2020", "-", ""}));
  EXPECT_FALSE(LiveGame::make({"uscf-2020", "", "8/8/8 w"}));
}

TEST(LiveGameTest, PressesRunTheArbitersClockOnTheCallersTimeLine) {
  LiveGame game = make_game("uscf-2020", "1+0");
  EXPECT_EQ(game.press(Color::White, kStart), "the game has not started");
  ASSERT_EQ(game.start(kStart), "");
  EXPECT_EQ(game.press(Color::Black, kStart + 500), "that clock is not running");
  EXPECT_EQ(game.press(Color::White, kStart + 2'000), "");
  EXPECT_EQ(game.press(Color::Black, kStart + 5'000), "");
  EXPECT_EQ(game.game_clock().remaining(clock::Side::White, game.game_time(kStart + 5'000)),
            58'000);
  EXPECT_EQ(game.game_clock().remaining(clock::Side::Black, game.game_time(kStart + 5'000)),
            57'000);
  EXPECT_EQ(game.game_clock().running_side(game.game_time(kStart + 6'000)), clock::Side::White);
  EXPECT_EQ(game.entries().size(), 2u);
  EXPECT_EQ(game.entries()[1].t, 5'000);
  EXPECT_FALSE(game.compiled().standin);
  expect_round_trip(game);
}

class EveryRuleset : public ::testing::TestWithParam<std::string> {};

TEST_P(EveryRuleset, TimeClaimWithMatingMaterialWins) {
  LiveGame game = make_game(GetParam(), "5s+0");
  game.start(kStart);
  // White never presses: the flag falls at 5 s; Black claims at 6 s.
  ASSERT_TRUE(game.may_do(Color::Black, Permission::kClaimTime, kStart + 6'000));
  EXPECT_FALSE(game.may_do(Color::White, Permission::kClaimTime, kStart + 6'000));
  ASSERT_EQ(game.record(kStart + 6'000, {Entry::of(make_claim(Color::Black, ClaimKind::kTime))}),
            "");
  const rules::Ruling r = game.ruling(kStart + 9'000);
  EXPECT_EQ(r.outcome, Outcome::kBlackWins);
  EXPECT_EQ(r.reason, rules::Reason::kFlagFall);
  EXPECT_FALSE(r.rule.empty());
  EXPECT_EQ(r.white_ms, 0);
  EXPECT_EQ(r.black_ms, 5'000);
  EXPECT_TRUE(game.over());
  EXPECT_NE(game.press(Color::White, kStart + 9'000), "");
  expect_round_trip(game);
}

TEST_P(EveryRuleset, TimeClaimWithoutMatingMaterialDraws) {
  LiveGame game = make_game(GetParam(), "5s+0");
  game.start(kStart);
  ASSERT_EQ(game.record(kStart + 6'000, {Entry::of(material_fact(Color::Black, "king")),
                                         Entry::of(material_fact(Color::White, "more")),
                                         Entry::of(make_claim(Color::Black, ClaimKind::kTime))}),
            "");
  const rules::Ruling r = game.ruling(kStart + 6'000);
  EXPECT_EQ(r.outcome, Outcome::kDraw);
  EXPECT_EQ(r.reason, rules::Reason::kFlagFallInsufficientMaterial);
  EXPECT_TRUE(game.compiled().standin);
  const auto board = chess::parse_fen(game.compiled().scenario.setup.fen);
  ASSERT_TRUE(board);
  EXPECT_TRUE(chess::material_of(*board.position, Color::Black).is_lone_king());
  expect_round_trip(game);
}

TEST_P(EveryRuleset, KingNextToKingClaim) {
  LiveGame game = make_game(GetParam(), "1+0");
  game.start(kStart);
  ASSERT_EQ(game.press(Color::White, kStart + 1'000), "");
  const std::size_t white_press = *game.last_press_by(Color::White);
  const Millis claim_at = kStart + 3'000;
  const std::vector<Entry> claim = {
      Entry::of(illegal_fact(Color::White, IllegalKind::kKingNextToKing, white_press)),
      Entry::of(make_claim(Color::Black, ClaimKind::kIllegalMove))};
  ASSERT_TRUE(permits(game.may_after(Color::Black, claim_at, {claim.front()}),
                      Permission::kClaimIllegalMove));
  ASSERT_EQ(game.record(claim_at, claim), "");
  const rules::Ruling r = game.ruling(claim_at);
  const rules::Ruleset& rs = game.ruleset();
  switch (rs.illegal_move_effect) {
    case rules::IllegalMoveEffect::kLosesOnClaim:
      EXPECT_EQ(r.outcome, Outcome::kBlackWins);
      EXPECT_EQ(r.reason, rules::Reason::kIllegalMove);
      break;
    case rules::IllegalMoveEffect::kMinuteToOpponent:
    case rules::IllegalMoveEffect::kMinuteThenLoss:
      EXPECT_EQ(r.outcome, Outcome::kPlayOn);
      EXPECT_EQ(r.reason, rules::Reason::kIllegalMovePenalty);
      EXPECT_EQ(r.black_ms, 60'000 - 2'000 + 60'000);
      // White must make a legal move: White's clock runs again.
      EXPECT_EQ(game.game_clock().running_side(game.game_time(claim_at + 100)), clock::Side::White);
      break;
  }
  expect_round_trip(game);
}

TEST_P(EveryRuleset, IllegalMoveClaimWithoutMatingMaterial) {
  LiveGame game = make_game(GetParam(), "1+0");
  game.start(kStart);
  ASSERT_EQ(game.press(Color::White, kStart + 1'000), "");
  const std::size_t white_press = *game.last_press_by(Color::White);
  ASSERT_EQ(game.record(kStart + 2'000,
                        {Entry::of(material_fact(Color::Black, "king")),
                         Entry::of(illegal_fact(Color::White, IllegalKind::kOther, white_press)),
                         Entry::of(make_claim(Color::Black, ClaimKind::kIllegalMove))}),
            "");
  const rules::Ruling r = game.ruling(kStart + 2'000);
  if (game.ruleset().illegal_move_effect == rules::IllegalMoveEffect::kLosesOnClaim) {
    EXPECT_EQ(r.outcome, Outcome::kDraw);
    EXPECT_EQ(r.reason, rules::Reason::kIllegalMoveInsufficientMaterial);
  } else {
    EXPECT_EQ(r.outcome, Outcome::kPlayOn);
  }
  expect_round_trip(game);
}

TEST_P(EveryRuleset, KingInCheckIllegalMove) {
  LiveGame game = make_game(GetParam(), "1+0");
  game.start(kStart);
  ASSERT_EQ(game.press(Color::White, kStart + 1'000), "");
  ASSERT_EQ(game.press(Color::Black, kStart + 2'000), "");
  const std::size_t black_press = *game.last_press_by(Color::Black);
  ASSERT_EQ(
      game.record(kStart + 2'500,
                  {Entry::of(illegal_fact(Color::Black, IllegalKind::kKingInCheck, black_press)),
                   Entry::of(make_claim(Color::White, ClaimKind::kIllegalMove))}),
      "");
  bool said_check = false;
  for (const rules::LogEntry& e : game.ruling(kStart + 2'500).log) {
    said_check =
        said_check || e.text.find("exposes the mover's own king to check") != std::string::npos;
    EXPECT_EQ(e.text.find("puts-king-in-check"), std::string::npos) << "words, not the code";
  }
  EXPECT_TRUE(said_check);
  EXPECT_NE(game.ruling(kStart + 2'500).reason, rules::Reason::kClaimDenied);
  expect_round_trip(game);
}

TEST_P(EveryRuleset, SimultaneousTimeAndIllegalMoveClaims) {
  LiveGame game = make_game(GetParam(), "5s+0");
  game.start(kStart);
  ASSERT_EQ(game.press(Color::White, kStart + 1'000), "");
  ASSERT_EQ(game.press(Color::Black, kStart + 2'000), "");
  const std::size_t black_press = *game.last_press_by(Color::Black);
  // White's flag falls at 1 + 2 + 4 = 7 s of White's... White used 1 s, so at 2 s + 4 s = 6 s.
  const Millis at = kStart + 7'000;
  ASSERT_TRUE(game.may_do(Color::Black, Permission::kClaimTime, at));
  ASSERT_EQ(
      game.record(at,
                  {Entry::of(illegal_fact(Color::Black, IllegalKind::kKingNextToKing, black_press)),
                   Entry::of(make_claim(Color::Black, ClaimKind::kTime)),
                   Entry::of(make_claim(Color::White, ClaimKind::kIllegalMove))}),
      "");
  const rules::Ruling r = game.ruling(at);
  if (game.ruleset().simultaneous_claims_illegal_mover_loses) {
    EXPECT_EQ(r.outcome, Outcome::kWhiteWins);
    EXPECT_EQ(r.reason, rules::Reason::kSimultaneousClaims);
  } else {
    EXPECT_NE(r.outcome, Outcome::kWhiteWins);
  }
  // The export files the game under the trainer's category (rules::category_of).
  EXPECT_EQ(rules::parse_scenario(game.scenario_json())->category, "simultaneous-claims");
  expect_round_trip(game);
}

TEST_P(EveryRuleset, PromotionPauseByTheRightPlayer) {
  LiveGame game = make_game(GetParam(), "1+0");
  game.start(kStart);
  ASSERT_EQ(game.press(Color::White, kStart + 1'000), "");
  ASSERT_EQ(game.press(Color::Black, kStart + 2'000), "");
  // White (running) promotes and has no queen at hand.
  const Millis at = kStart + 3'000;
  const bool promoter_pauses =
      game.ruleset().promotion_pause_by == rules::PromotionPauseBy::kPromoter;
  const Color pauser = promoter_pauses ? Color::White : Color::Black;
  const Entry pawn = Entry::of(side_fact(FactKind::kPawnOnLastRank, Color::White));
  EXPECT_TRUE(permits(game.may_after(pauser, at, {pawn}), Permission::kPausePromotion));
  EXPECT_FALSE(permits(game.may_after(~pauser, at, {pawn}), Permission::kPausePromotion));
  EXPECT_EQ(game.promoter_when_paused_by(pauser), Color::White);
  EXPECT_EQ(game.promoter_when_paused_by(~pauser), Color::Black);
  rules::ScenarioEvent pause = make_event(actor_of(pauser), EventKind::kPause);
  pause.reason = rules::PauseReason::kPromotion;
  ASSERT_EQ(game.record(at, {pawn, Entry::of(pause)}), "");
  EXPECT_EQ(game.game_clock().phase(game.game_time(at + 5'000)), clock::Phase::Paused);
  rules::ScenarioEvent promote = make_event(rules::Actor::kWhite, EventKind::kPromote);
  promote.piece = chess::PieceType::Queen;
  ASSERT_EQ(game.record(at + 5'000, {Entry::of(promote),
                                     Entry::of(make_event(actor_of(pauser), EventKind::kResume))}),
            "");
  EXPECT_EQ(game.game_clock().phase(game.game_time(at + 5'000)), clock::Phase::Running);
  ASSERT_EQ(game.press(Color::White, at + 6'000), "");
  const rules::Ruling r = game.ruling(at + 6'000);
  EXPECT_EQ(r.outcome, Outcome::kPlayOn);
  // White used 1 s, then 1 s before the pause and 1 s after it.
  EXPECT_EQ(r.white_ms, 57'000);
  EXPECT_EQ(game.arbiter().position().pieces(Color::White, chess::PieceType::Queen) != 0, true);
  expect_round_trip(game);
}

TEST_P(EveryRuleset, DirectorsPenaltyFollowsTheLadder) {
  LiveGame game = make_game(GetParam(), "3+0");
  game.start(kStart);
  ASSERT_EQ(game.press(Color::White, kStart + 1'000), "");
  rules::ScenarioEvent penalty = make_event(rules::Actor::kTd, EventKind::kPenalty);
  penalty.side = Color::White;
  penalty.offence = rules::Offence::kDisplacedPieces;
  ASSERT_EQ(game.record(kStart + 2'000, {Entry::of(penalty)}), "");
  const rules::Ruling r = game.ruling(kStart + 2'000);
  const rules::PenaltyLadder* ladder = game.ruleset().ladder(rules::Offence::kDisplacedPieces);
  ASSERT_NE(ladder, nullptr);
  if (ladder->steps.front() == rules::PenaltyStep::kMinuteToOpponent) {
    EXPECT_EQ(r.black_ms, 180'000 - 1'000 + 60'000);
  } else {
    EXPECT_EQ(r.black_ms, 180'000 - 1'000);
  }
  EXPECT_NE(r.log.back().rule, "");
  expect_round_trip(game);
}

TEST_P(EveryRuleset, RecordedCheckmateAndStalemate) {
  for (const Color mover : {Color::White, Color::Black}) {
    LiveGame game = make_game(GetParam(), "1+0");
    game.start(kStart);
    ASSERT_EQ(game.press(Color::White, kStart + 1'000), "");
    if (mover == Color::White) {
      ASSERT_EQ(game.press(Color::Black, kStart + 2'000), "");
    }
    ASSERT_EQ(game.record(kStart + 3'000, {Entry::of(side_fact(FactKind::kCheckmate, mover))}), "");
    EXPECT_EQ(game.ruling(kStart + 3'000).reason, rules::Reason::kCheckmate)
        << (mover == Color::White ? "white" : "black");
    EXPECT_EQ(game.ruling(kStart + 3'000).outcome,
              mover == Color::White ? Outcome::kWhiteWins : Outcome::kBlackWins);
    expect_round_trip(game);
  }
  for (const Color mover : {Color::White, Color::Black}) {
    LiveGame game = make_game(GetParam(), "1+0");
    game.start(kStart);
    ASSERT_EQ(game.press(Color::White, kStart + 1'000), "");
    if (mover == Color::White) {
      ASSERT_EQ(game.press(Color::Black, kStart + 2'000), "");
    }
    // The mover pressed after the stalemating move: it goes with that press.
    ASSERT_EQ(game.press(mover, kStart + 3'000), "");
    ASSERT_EQ(game.record(kStart + 3'500, {Entry::of(side_fact(FactKind::kStalemate, mover,
                                                               *game.last_press_by(mover)))}),
              "");
    EXPECT_EQ(game.ruling(kStart + 3'500).reason, rules::Reason::kStalemate);
    EXPECT_EQ(game.ruling(kStart + 3'500).outcome, Outcome::kDraw);
    EXPECT_EQ(game.ruling(kStart + 3'500).at, 3'000);
    expect_round_trip(game);
  }
}

TEST_P(EveryRuleset, TakingTheKingWhereTheRulesetAllowsIt) {
  LiveGame game = make_game(GetParam(), "1+0");
  game.start(kStart);
  ASSERT_EQ(game.press(Color::White, kStart + 1'000), "");
  const Entry illegal = Entry::of(
      illegal_fact(Color::White, IllegalKind::kKingNextToKing, *game.last_press_by(Color::White)));
  const bool allowed = game.ruleset().king_capture_claims;
  EXPECT_EQ(permits(game.may_after(Color::Black, kStart + 2'000, {illegal}), Permission::kTakeKing),
            allowed);
  if (!allowed) return;
  ASSERT_EQ(game.record(kStart + 2'000,
                        {illegal, Entry::of(side_fact(FactKind::kTakeKing, Color::Black))}),
            "");
  const rules::Ruling r = game.ruling(kStart + 2'000);
  if (game.ruleset().illegal_move_effect == rules::IllegalMoveEffect::kLosesOnClaim) {
    EXPECT_EQ(r.outcome, Outcome::kBlackWins);
  } else {
    EXPECT_EQ(r.reason, rules::Reason::kIllegalMovePenalty);
  }
  bool took = false;
  for (const rules::LogEntry& e : r.log)
    took = took || e.text.find("takes the king") != std::string::npos;
  EXPECT_TRUE(took);
  expect_round_trip(game);
}

INSTANTIATE_TEST_SUITE_P(LiveGame, EveryRuleset,
                         ::testing::ValuesIn(testing_support::every_ruleset_id()),
                         testing_support::ruleset_test_name);

TEST(LiveGameTest, BothFlagsDownIsADrawWhereTheRulesetSaysSo) {
  LiveGame game = make_game("uscf-2020", "3s+0");
  game.start(kStart);
  ASSERT_EQ(game.press(Color::White, kStart + 1'000), "");
  // Black's flag at 4 s, White's keeps running... White's clock is stopped: press at 1 s.
  ASSERT_EQ(game.press(Color::Black, kStart + 4'500), "");  // Black pressed after the flag
  // White's flag falls at 4.5 + 2 = 6.5 s.
  ASSERT_EQ(game.record(kStart + 7'000, {Entry::of(make_claim(Color::White, ClaimKind::kTime))}),
            "");
  EXPECT_EQ(game.ruling(kStart + 7'000).reason, rules::Reason::kBothFlags);
  EXPECT_EQ(game.ruling(kStart + 7'000).outcome, Outcome::kDraw);
  expect_round_trip(game);
}

// USCF 11-8c: the live clock shows both flags down, so any later press or claim brings the draw
// to light; under FIDE the first flag still decides a claim (6.9, A.5.5).
TEST(LiveGameTest, TheLiveClockShowingBothFlagsDownDrawsOnTheNextEntry) {
  for (const char* claim : {"press", "repetition"}) {
    LiveGame game = make_game("uscf-2020", "3s+0");
    game.start(kStart);
    ASSERT_EQ(game.press(Color::White, kStart + 1'000), "");
    ASSERT_EQ(game.press(Color::Black, kStart + 4'500), "");  // after Black's flag fell at 4 s
    // White's flag falls at 6.5 s; at 7 s White presses, or claims a repetition.
    const std::string refused =
        std::string(claim) == "press"
            ? game.press(Color::White, kStart + 7'000)
            : game.record(kStart + 7'000,
                          {Entry::of(make_claim(Color::White, ClaimKind::kRepetition))});
    ASSERT_EQ(refused, "");
    const rules::Ruling r = game.ruling(kStart + 7'000);
    EXPECT_EQ(r.outcome, Outcome::kDraw) << claim;
    EXPECT_EQ(r.reason, rules::Reason::kBothFlags) << claim;
    EXPECT_EQ(r.rule, "8c") << claim;
    expect_round_trip(game);
  }
  LiveGame fide = make_game("fide-2023", "3s+0");
  fide.start(kStart);
  ASSERT_EQ(fide.press(Color::White, kStart + 1'000), "");
  ASSERT_EQ(fide.press(Color::Black, kStart + 4'500), "");
  ASSERT_EQ(fide.press(Color::White, kStart + 7'000), "");  // play goes on: no arbiter looked
  EXPECT_FALSE(fide.over());
}

TEST(LiveGameTest, UnpromotedPressLetsTheOpponentRestartUnderUsChess) {
  LiveGame game = make_game("uscf-2020", "1+0");
  game.start(kStart);
  ASSERT_EQ(game.press(Color::White, kStart + 1'000), "");
  const std::size_t press = *game.last_press_by(Color::White);
  const Entry pawn = Entry::of(side_fact(FactKind::kPawnOnLastRank, Color::White, press));
  ASSERT_TRUE(permits(game.may_after(Color::Black, kStart + 1'500, {pawn}),
                      Permission::kRestartOpponentClock));
  ASSERT_EQ(game.record(kStart + 1'500, {pawn}), "");
  ASSERT_TRUE(game.may_do(Color::Black, Permission::kRestartOpponentClock, kStart + 1'600));
  ASSERT_EQ(game.press(Color::Black, kStart + 1'600), "");
  EXPECT_EQ(game.game_clock().running_side(game.game_time(kStart + 1'700)), clock::Side::White);
  rules::ScenarioEvent promote = make_event(rules::Actor::kWhite, EventKind::kPromote);
  promote.piece = chess::PieceType::Queen;
  ASSERT_EQ(game.record(kStart + 3'000, {Entry::of(promote)}), "");
  ASSERT_EQ(game.press(Color::White, kStart + 3'000), "");
  EXPECT_EQ(game.ruling(kStart + 3'000).outcome, Outcome::kPlayOn);
  expect_round_trip(game);
}

// The clock's Undo of an ending: the log without the ending's entries is the game again.
TEST(LiveGameTest, TakingBackTheLogsEndReplaysWhatIsLeft) {
  LiveGame game = make_game("uscf-2020", "1+0");
  game.start(kStart);
  ASSERT_EQ(game.press(Color::White, kStart + 1'000), "");
  const std::string before = game.save_json();
  const std::size_t kept = game.entries().size();
  ASSERT_EQ(game.record(kStart + 2'000,
                        {Entry::of(make_event(rules::Actor::kBlack, EventKind::kResign))}),
            "");
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.take_back(kept + 5), "there is nothing to take back");
  EXPECT_TRUE(game.over());
  ASSERT_EQ(game.take_back(kept), "");
  EXPECT_FALSE(game.over());
  EXPECT_EQ(game.save_json(), before);
  EXPECT_EQ(game.game_clock().running_side(game.game_time(kStart + 2'500)), clock::Side::Black);
  expect_round_trip(game);
}

// After the restart that follows an improper press, the pawn still waits on the last rank: the
// promoting player may stop the clocks for the piece (the claim sheet's first step offers it).
TEST(LiveGameTest, APawnWaitingOnTheLastRankOffersTheStopForThePiece) {
  LiveGame game = make_game("uscf-2020", "1+0");
  game.start(kStart);
  ASSERT_EQ(game.press(Color::White, kStart + 1'000), "");
  const std::size_t press = *game.last_press_by(Color::White);
  ASSERT_EQ(game.record(kStart + 1'500,
                        {Entry::of(side_fact(FactKind::kPawnOnLastRank, Color::White, press))}),
            "");
  ASSERT_EQ(game.press(Color::Black, kStart + 1'600), "");  // the restart
  ClaimDraft draft = new_claim_draft(game, Color::White, kStart + 2'000);
  EXPECT_EQ(claim_offer(game, draft).promotion_stop, Color::White);
  draft.claimant = Color::Black;
  EXPECT_EQ(claim_offer(game, draft).promotion_stop, std::nullopt) << "the promoter's to stop";
}

TEST(LiveGameTest, AFactThatWouldChangeAnEarlierRulingIsRefused) {
  LiveGame game = make_game("fide-2023", "1+0");
  game.start(kStart);
  ASSERT_EQ(game.press(Color::White, kStart + 1'000), "");
  ASSERT_EQ(game.record(kStart + 2'000,
                        {Entry::of(illegal_fact(Color::White, IllegalKind::kKingNextToKing, 0)),
                         Entry::of(make_claim(Color::Black, ClaimKind::kIllegalMove))}),
            "");
  ASSERT_EQ(game.press(Color::White, kStart + 3'000), "");
  const std::size_t before = game.entries().size();
  // A promotion pawn for White now would have stood on the board at the first claim too; that
  // changes nothing ruled then (material does not matter for a first FIDE illegal move).
  EXPECT_EQ(game.record(kStart + 4'000, {Entry::of(material_fact(Color::Black, "knight"))}), "");
  EXPECT_EQ(game.entries().size(), before + 1);
  expect_round_trip(game);
}

Fact board_fact(Color side, std::string fen) {
  Fact f;
  f.kind = FactKind::kBoard;
  f.side = side;
  f.fen = std::move(fen);
  return f;
}

TEST(LiveGameTest, AnEnteredBoardDecidesMatingMaterial) {
  LiveGame game = make_game("uscf-2020", "5s+0");
  game.start(kStart);
  // Black has king and bishop: no mating material under US Chess 11-7c.
  ASSERT_EQ(game.record(kStart + 6'000,
                        {Entry::of(board_fact(Color::Black, "8/8/3bk3/8/8/8/3PK3/8 w - - 0 40")),
                         Entry::of(make_claim(Color::Black, ClaimKind::kTime))}),
            "");
  EXPECT_EQ(game.ruling(kStart + 6'000).reason, rules::Reason::kFlagFallInsufficientMaterial);
  EXPECT_EQ(game.compiled().scenario.setup.fen, "8/8/3bk3/8/8/8/3PK3/8 w - - 0 1");
  expect_round_trip(game);
  auto loaded = LiveGame::load_json(game.save_json());
  ASSERT_TRUE(loaded) << loaded.error();
  EXPECT_EQ(loaded.value().save_json(), game.save_json());
}

TEST(LiveGameTest, ArmageddonCountsADrawForBlackAndIsSaved) {
  for (const rules::Ruleset* ruleset : rules::all_rulesets()) {
    GameSetup setup{std::string(ruleset->id), "3+2", ""};
    setup.draw_counts_for_black = true;
    auto made = LiveGame::make(setup);
    ASSERT_TRUE(made) << made.error();
    LiveGame game = std::move(made).value();
    game.start(kStart);
    ASSERT_EQ(game.press(Color::White, kStart + 1'000), "");
    ASSERT_EQ(game.press(Color::Black, kStart + 2'000), "");
    ASSERT_EQ(game.record(kStart + 3'000,
                          {Entry::of(make_event(rules::Actor::kWhite, EventKind::kOfferDraw))}),
              "");
    ASSERT_EQ(game.record(kStart + 3'500,
                          {Entry::of(make_event(rules::Actor::kBlack, EventKind::kAcceptDraw))}),
              "");
    const rules::Ruling ruling = game.ruling(kStart + 4'000);
    EXPECT_EQ(ruling.outcome, Outcome::kBlackWins) << ruleset->id;
    EXPECT_EQ(ruling.reason, rules::Reason::kAgreement) << ruleset->id;
    EXPECT_TRUE(ruling.draw_counted_for_black) << ruleset->id;
    EXPECT_EQ(ruling.log.back().rule, rules::kArmageddonRule) << ruleset->id;
    expect_round_trip(game);
    EXPECT_NE(game.scenario_json().find("\"draw\": \"black\""), std::string::npos);
    auto loaded = LiveGame::load_json(game.save_json());
    ASSERT_TRUE(loaded) << loaded.error();
    EXPECT_TRUE(loaded.value().setup().draw_counts_for_black);
    EXPECT_EQ(loaded.value().save_json(), game.save_json());
  }
}

TEST(LiveGameTest, TimeOddsGiveBlackHisOwnControlThroughTheScenarioAndTheSave) {
  GameSetup setup{"fide-2023", "5+0", ""};
  setup.black_time_control = "4+2";
  auto made = LiveGame::make(setup);
  ASSERT_TRUE(made) << made.error();
  LiveGame game = std::move(made).value();
  EXPECT_EQ(game.game_clock().remaining(Color::White, 0), 300'000);
  EXPECT_EQ(game.game_clock().remaining(Color::Black, 0), 240'000);
  game.start(kStart);
  ASSERT_EQ(game.press(Color::White, kStart + 1'000), "");
  ASSERT_EQ(game.press(Color::Black, kStart + 3'000), "");
  EXPECT_EQ(game.game_clock().remaining(Color::Black, 3'000), 240'000);  // his own increment
  EXPECT_NE(game.arbiter().log().front().text.find("5+0, Black 4+2"), std::string::npos);
  expect_round_trip(game);  // the exported scenario is ruled the same
  EXPECT_NE(game.scenario_json().find("\"black_time_control\": \"4+2\""), std::string::npos);
  auto loaded = LiveGame::load_json(game.save_json());
  ASSERT_TRUE(loaded) << loaded.error();
  EXPECT_EQ(loaded.value().setup().black_time_control, "4+2");
  EXPECT_EQ(loaded.value().save_json(), game.save_json());
  // Refused: a control the clock cannot read, and one hourglass alone.
  setup.black_time_control = "G/0";
  EXPECT_EQ(LiveGame::make(setup).error(),
            "Black's \"G/0\" is not a time control (at 0: zero time)");
  setup.black_time_control = "HG/3";
  EXPECT_FALSE(LiveGame::make(setup));
  const auto bad = rules::parse_scenario(
      R"({"id":"x","title":"x","category":"flag-fall","setup":{"time_control":"5+0",)"
      R"("black_time_control":"G/0"},"events":[]})");
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().message(), "setup: bad black_time_control \"G/0\": at 0: zero time");
}

TEST(LiveGameTest, InsufficientLosingChancesOnAnEnteredBoard) {
  // Sacramento 10f-10i: identical rooks is a listed position.
  LiveGame game = make_game("sacramento-2005");
  game.start(kStart);
  ASSERT_EQ(game.press(Color::White, kStart + 1'000), "");
  ASSERT_EQ(
      game.record(kStart + 2'000,
                  {Entry::of(board_fact(Color::Black, "r7/3k4/8/8/8/8/3K4/7R w - - 0 60")),
                   Entry::of(make_claim(Color::Black, ClaimKind::kInsufficientLosingChances))}),
      "");
  EXPECT_EQ(game.ruling(kStart + 2'000).reason, rules::Reason::kInsufficientLosingChances);
  expect_round_trip(game);
}

// A board set up as it stood before the illegal move rules like the same men named with the
// quick picks: here a lone king each, so the claimant cannot win under any ruleset's material rule.
TEST_P(EveryRuleset, TimeClaimOnAnEnteredBoardOfKingsAndLockedPawns) {
  // FIDE 6.9: Black could not checkmate by any series of legal moves, so White's flag draws; the
  // US rulebooks count Black's pawns as mating material whatever blocks them.
  LiveGame game = make_game(GetParam(), "5s+0");
  game.start(kStart);
  ASSERT_EQ(game.record(
                kStart + 6'000,
                {Entry::of(board_fact(Color::Black, "8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/8 w - - 0 1")),
                 Entry::of(make_claim(Color::Black, ClaimKind::kTime))}),
            "");
  const rules::Ruling r = game.ruling(kStart + 6'000);
  if (GetParam() == "fide-2023") {
    EXPECT_EQ(r.outcome, Outcome::kDraw);
    EXPECT_EQ(r.reason, rules::Reason::kFlagFallInsufficientMaterial);
    EXPECT_EQ(r.rule, "6.9");
  } else {
    EXPECT_EQ(r.outcome, Outcome::kBlackWins);
    EXPECT_EQ(r.reason, rules::Reason::kFlagFall);
  }
  expect_round_trip(game);
}

TEST_P(EveryRuleset, KingNextToKingClaimOnAnEnteredBoardRulesLikeTheSameMenPicked) {
  const auto play = [&](std::vector<Entry> facts) {
    LiveGame game = make_game(GetParam(), "1+0");
    game.start(kStart);
    EXPECT_EQ(game.press(Color::White, kStart + 1'000), "");
    facts.push_back(Entry::of(illegal_fact(Color::White, IllegalKind::kKingNextToKing,
                                           *game.last_press_by(Color::White))));
    facts.push_back(Entry::of(make_claim(Color::Black, ClaimKind::kIllegalMove)));
    EXPECT_EQ(game.record(kStart + 3'000, facts), "");
    expect_round_trip(game);
    return game.ruling(kStart + 3'000);
  };
  const rules::Ruling on_board =
      play({Entry::of(board_fact(Color::Black, "8/8/4k3/8/4K3/8/8/8 w - - 0 1"))});
  const rules::Ruling picked = play({Entry::of(material_fact(Color::White, "king")),
                                     Entry::of(material_fact(Color::Black, "king"))});
  EXPECT_EQ(on_board.outcome, picked.outcome);
  EXPECT_EQ(on_board.reason, picked.reason);
  EXPECT_NE(on_board.reason, rules::Reason::kInProgress);
}

TEST(LiveGameTest, ABoardThatIsNoPositionIsRefused) {
  LiveGame game = make_game("uscf-2020");
  game.start(kStart);
  EXPECT_NE(game.record(kStart + 1'000,
                        {Entry::of(board_fact(Color::White, "8/8/8/8/8/8/8/8 w - - 0 1"))}),
            "");
  EXPECT_TRUE(game.entries().empty());
  const std::string bad =
      R"({"format":"flagfall-live-game","version":1,"ruleset":"uscf-2020","time_control":"","fen":"","start":5,"entries":[{"t":1,"fact":"board","side":"white","fen":"xx"}]})";
  EXPECT_FALSE(LiveGame::load_json(bad));
}

TEST(LiveGameTest, SaveAndLoadGiveTheSameGame) {
  LiveGame game = make_game("sacramento-2005", "G/3;d2");
  game.start(kStart);
  ASSERT_EQ(game.press(Color::White, kStart + 1'000), "");
  ASSERT_EQ(game.record(kStart + 2'000,
                        {Entry::of(material_fact(Color::Black, "two-knights")),
                         Entry::of(illegal_fact(Color::White, IllegalKind::kKingInCheck, 0)),
                         Entry::of(make_claim(Color::Black, ClaimKind::kIllegalMove))}),
            "");
  const std::string saved = game.save_json();
  auto loaded = LiveGame::load_json(saved);
  ASSERT_TRUE(loaded) << loaded.error();
  EXPECT_EQ(loaded.value().save_json(), saved);
  EXPECT_EQ(loaded.value().start_time(), kStart);
  EXPECT_EQ(rules::ruling_to_json(loaded.value().ruling(kStart + 2'000)),
            rules::ruling_to_json(game.ruling(kStart + 2'000)));
}

// A save written before the log's codes were typed loads, and the arbiter's lines on it carry the
// chess core's reason as a typed field (issue 28).
TEST(LiveGameTest, AnOldSaveLoadsAndItsIllegalMoveIsTyped) {
  const std::string saved =
      R"({"format":"flagfall-live-game","version":1,"ruleset":"uscf-2020","time_control":"",)"
      R"("fen":"","start":5,"entries":[{"t":1000,"by":"white","do":"press"},)"
      R"({"t":2000,"fact":"illegal-move","side":"white","illegal":"king-next-to-king","before":0},)"
      R"({"t":2000,"by":"black","do":"claim","claim":"illegal-move"}]})";
  auto loaded = LiveGame::load_json(saved);
  ASSERT_TRUE(loaded) << loaded.error();
  bool typed = false;
  for (const rules::LogEntry& line : loaded.value().arbiter().log()) {
    typed = typed || line.illegal == chess::IllegalReason::KingNextToKing;
  }
  EXPECT_TRUE(typed);
  EXPECT_NE(loaded.value().ruling(5 + 2'000).outcome, Outcome::kPlayOn);
}

TEST(LiveGameTest, TheLoaderReportsHostileInput) {
  const auto problem = [](std::string_view text) {
    auto loaded = LiveGame::load_json(text);
    return loaded ? std::string("loaded") : loaded.error();
  };
  EXPECT_EQ(problem("{"), "not readable JSON");
  EXPECT_EQ(problem("[]"), "not a JSON object");
  EXPECT_EQ(problem(R"({"format":"flagfall-clock-screen","version":1})"),
            "/format: not a live game");
  EXPECT_NE(problem(R"({"format":"flagfall-live-game","version":2})").find("another version"),
            std::string::npos);
  const std::string base =
      R"({"format":"flagfall-live-game","version":1,"ruleset":"uscf-2020","time_control":"","fen":"","start":5,"entries":)";
  EXPECT_EQ(problem(base + "[]}"), "loaded");
  EXPECT_NE(problem(base + R"([{"t":1,"by":"white","do":"fly"}]})").find("/entries/0"),
            std::string::npos);
  EXPECT_NE(
      problem(base + R"([{"t":5,"by":"white","do":"press"},{"t":1,"by":"black","do":"press"}]})")
          .find("back in time"),
      std::string::npos);
  EXPECT_NE(
      problem(base + R"([{"t":1,"fact":"material","side":"white","material":{"queens":99}}]})")
          .find("out of range"),
      std::string::npos);
  EXPECT_NE(
      problem(base +
              R"([{"t":1,"fact":"illegal-move","side":"white","illegal":"other","before":0}]})")
          .find("/before"),
      std::string::npos);
  EXPECT_NE(
      problem(
          base +
          R"([{"t":1,"by":"black","do":"press"},{"t":2,"fact":"illegal-move","side":"white","illegal":"other","before":0}]})")
          .find("not a press by that side"),
      std::string::npos);
  EXPECT_NE(problem(base + R"([{"t":1,"fact":"dance","side":"white"}]})").find("unknown fact"),
            std::string::npos);
  EXPECT_NE(
      problem(
          R"({"format":"flagfall-live-game","version":1,"ruleset":"chess960","time_control":"","fen":"","start":null,"entries":[]})")
          .find("unknown ruleset"),
      std::string::npos);
  EXPECT_NE(
      problem(
          R"({"format":"flagfall-live-game","version":1,"ruleset":"uscf-2020","time_control":"","fen":"","start":null,"entries":[{"t":0,"by":"white","do":"press"}]})")
          .find("not started"),
      std::string::npos);
}

TEST(LiveGameTest, ExportIsAScenarioTheParserAccepts) {
  LiveGame game = make_game("uscf-2020", "1+0");
  game.start(kStart);
  ASSERT_EQ(game.press(Color::White, kStart + 1'000), "");
  const std::string json = game.scenario_json();
  auto scenario = rules::parse_scenario(json);
  ASSERT_TRUE(scenario) << scenario.error().message();
  EXPECT_EQ(scenario.value().rulesets, std::vector<std::string>{"uscf-2020"});
  EXPECT_EQ(scenario.value().setup.time_control, "1+0");
  EXPECT_EQ(scenario.value().events.size(), 1u);
}

TEST(LiveGameTest, ChargesThePressesToTheMicrosecond) {
  // The page's instants: the start 0.4 ms past a millisecond, White's presses 0.6 past, Black's
  // 0.4 past. Each White turn is 1000.2 ms, each Black turn 999.8 ms.
  LiveGame game = make_game("uscf-2020", "G/5;d0");
  ASSERT_EQ(game.start(1'700'000'000'000, 400), "");
  for (int i = 1; i <= 10; ++i) {
    const Color side = i % 2 == 1 ? Color::White : Color::Black;
    ASSERT_EQ(game.press(side, 1'700'000'000'000 + i * 1'000, side == Color::White ? 600 : 400),
              "");
  }
  const Millis at = game.wall_time(game.entries().back().t);
  EXPECT_EQ(game.game_clock().used(clock::Side::White, game.game_time(at)), 5'001);
  EXPECT_EQ(game.game_clock().used(clock::Side::Black, game.game_time(at)), 4'999);
  EXPECT_EQ(game.entries().front().t, 1'000);
  EXPECT_EQ(game.entries().front().us, 200);

  // Saved and loaded, the microseconds (and the start's) are kept.
  const std::string saved = game.save_json();
  EXPECT_NE(saved.find("\"start_us\":400"), std::string::npos) << saved;
  auto loaded = LiveGame::load_json(saved);
  ASSERT_TRUE(loaded) << loaded.error();
  EXPECT_EQ(loaded.value().save_json(), saved);
  EXPECT_EQ(loaded.value().game_clock().used(clock::Side::White, 10'000), 5'001);
  // The exported scenario keeps them too.
  const auto scenario = rules::parse_scenario(game.scenario_json());
  ASSERT_TRUE(scenario) << scenario.error().message();
  EXPECT_EQ(scenario.value().events.front().us, 200);
}

TEST(LiveGameTest, AnInstantNeverGoesBackWithinAMillisecond) {
  LiveGame game = make_game("uscf-2020", "G/5;d0");
  ASSERT_EQ(game.start(10'000), "");
  ASSERT_EQ(game.press(Color::White, 11'000, 700), "");
  // A pause recorded in the same millisecond without microseconds is put at the press's instant.
  ASSERT_EQ(game.record(11'000, {Entry::of(make_event(rules::Actor::kTd, EventKind::kPause))}), "");
  EXPECT_EQ(game.entries().back().t, 1'000);
  EXPECT_EQ(game.entries().back().us, 700);
  EXPECT_EQ(game.game_clock().phase(1'001), clock::Phase::Paused);
}

TEST(LiveGameTest, TheLoaderRefusesMicrosecondsOutOfRange) {
  LiveGame game = make_game("uscf-2020", "G/5;d0");
  ASSERT_EQ(game.start(10'000, 5), "");
  ASSERT_EQ(game.press(Color::White, 11'000, 700), "");
  std::string saved = game.save_json();
  const std::string start_us = "\"start_us\":5";
  std::string bad = saved;
  bad.replace(bad.find(start_us), start_us.size(), "\"start_us\":1000");
  EXPECT_FALSE(LiveGame::load_json(bad));
  bad = saved;
  const std::string us = "\"us\":695";
  ASSERT_NE(bad.find(us), std::string::npos) << bad;
  bad.replace(bad.find(us), us.size(), "\"us\":-1");
  EXPECT_FALSE(LiveGame::load_json(bad));
}

}  // namespace
}  // namespace flagfall::game
