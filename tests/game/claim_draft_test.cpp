#include "game/claim_draft.h"

#include <gtest/gtest.h>

#include "../support/every_ruleset.h"
#include "../support/started_game.h"
#include "chess/fen.h"

namespace flagfall::game {
namespace {

using chess::Color;
using rules::ClaimKind;
using rules::EventKind;
using rules::Outcome;

// The entries as "kind side" words, to compare a whole list at once.
std::vector<std::string> words(const std::vector<Entry>& entries) {
  std::vector<std::string> out;
  for (const Entry& e : entries) {
    if (e.fact) {
      std::string w = std::string(fact_kind_name(e.fact->kind)) + " " +
                      (e.fact->side == Color::White ? "white" : "black");
      if (e.fact->kind == FactKind::kIllegalMove)
        w += " " + std::string(illegal_kind_name(e.fact->illegal));
      if (e.fact->before) w += " before " + std::to_string(*e.fact->before);
      out.push_back(w);
    } else {
      std::string w = std::string(rules::event_kind_name(e.event->kind)) + " " +
                      std::string(rules::actor_name(e.event->by));
      if (e.event->kind == EventKind::kClaim)
        w += " " + std::string(rules::claim_kind_name(e.event->claim));
      out.push_back(w);
    }
  }
  return out;
}

TEST(ClaimDraftTest, ANewDraftIsAtTheTapWithTheMaterialNamedBefore) {
  LiveGame game = started_game("uscf-2020");
  ClaimDraft draft = new_claim_draft(game, Color::Black, kStart + 2'000);
  EXPECT_EQ(draft.claimant, Color::Black);
  EXPECT_EQ(draft.at, kStart + 2'000);
  EXPECT_EQ(draft.material, (std::array<std::string, 2>{"more", "more"}));

  Fact knight;
  knight.kind = FactKind::kMaterial;
  knight.side = Color::White;
  knight.material = find_material_pick("knight")->material;
  ASSERT_EQ(game.record(kStart + 3'000, {Entry::of(knight)}), "");
  // A tap before the last entry is taken at the last entry: the log never goes back.
  draft = new_claim_draft(game, Color::White, kStart + 1'000);
  EXPECT_EQ(draft.at, kStart + 3'000);
  EXPECT_EQ(draft.material, (std::array<std::string, 2>{"knight", "more"}));
}

TEST(ClaimDraftTest, AnEmptyDraftStandsForNothing) {
  LiveGame game = started_game("uscf-2020");
  EXPECT_TRUE(claim_entries(game, new_claim_draft(game, Color::White, kStart)).empty());
}

TEST(ClaimDraftTest, ATimeClaimWithMaterialPicksThatDifferFromWhatTheGameKnows) {
  LiveGame game = started_game("uscf-2020");
  ClaimDraft d = new_claim_draft(game, Color::Black, kStart + 2'000);
  d.time_claim_by = Color::Black;
  d.material = {"more", "king"};  // White's pick is the default: not said again
  EXPECT_EQ(words(claim_entries(game, d)),
            (std::vector<std::string>{"material black", "claim black time"}));
  const auto entries = claim_entries(game, d);
  EXPECT_EQ(entries[0].fact->material, find_material_pick("king")->material);
  d.material = {"nonsense", "more"};  // an unknown pick says nothing
  EXPECT_EQ(words(claim_entries(game, d)), (std::vector<std::string>{"claim black time"}));
}

TEST(ClaimDraftTest, ABoardEnteredTakesThePlaceOfThePicks) {
  LiveGame game = started_game("uscf-2020");
  ClaimDraft d = new_claim_draft(game, Color::Black, kStart + 2'000);
  d.time_claim_by = Color::Black;
  d.material = {"king", "king"};
  d.board_fen = "8/8/3bk3/8/8/8/3PK3/8 w - - 0 1";
  const auto entries = claim_entries(game, d);
  EXPECT_EQ(words(entries), (std::vector<std::string>{"board black", "claim black time"}));
  EXPECT_EQ(entries[0].fact->fen, d.board_fen);
}

TEST(ClaimDraftTest, AnIllegalMoveClaimNamesTheMoveBeforeTheOpponentsLastPress) {
  LiveGame game = started_game("uscf-2020");
  ASSERT_EQ(game.press(Color::White, kStart + 500), "");
  ClaimDraft d = new_claim_draft(game, Color::Black, kStart + 900);
  d.illegal_claim_by = Color::Black;
  d.kind = IllegalKind::kKingInCheck;
  EXPECT_EQ(words(claim_entries(game, d)),
            (std::vector<std::string>{"illegal-move white king-in-check before 0",
                                      "claim black illegal-move"}));
  // Taking the king claims it instead.
  d.take_king = true;
  EXPECT_EQ(
      words(claim_entries(game, d)),
      (std::vector<std::string>{"illegal-move white king-in-check before 0", "take-king black"}));
}

TEST(ClaimDraftTest, APressWithoutAMoveNeedsNoMove) {
  LiveGame game = started_game("fide-2023", "3+2");
  ASSERT_EQ(game.press(Color::White, kStart + 500), "");
  ClaimDraft d = new_claim_draft(game, Color::Black, kStart + 900);
  d.illegal_claim_by = Color::Black;
  d.press_without_move = true;
  EXPECT_EQ(words(claim_entries(game, d)), (std::vector<std::string>{"claim black illegal-move"}));
}

TEST(ClaimDraftTest, AnUnpromotedPawnIsTheIllegalMove) {
  LiveGame game = started_game("fide-2023", "3+2");
  ASSERT_EQ(game.press(Color::White, kStart + 500), "");
  ClaimDraft d = new_claim_draft(game, Color::Black, kStart + 900);
  d.illegal_claim_by = Color::Black;
  d.unpromoted = true;
  EXPECT_EQ(
      words(claim_entries(game, d)),
      (std::vector<std::string>{"pawn-on-last-rank white before 0", "claim black illegal-move"}));
}

TEST(ClaimDraftTest, ALosingChancesClaimComesWithItsBoard) {
  LiveGame game = started_game("sacramento-2005", "G/5;d0");
  ClaimDraft d = new_claim_draft(game, Color::Black, kStart + 900);
  d.losing_chances = true;
  d.board_fen = "r7/3k4/8/8/8/8/3K4/7R w - - 0 1";
  EXPECT_EQ(words(claim_entries(game, d)),
            (std::vector<std::string>{"board black", "claim black insufficient-losing-chances"}));
}

TEST(ClaimDraftTest, SimultaneousClaimsGoTogetherTimeFirst) {
  LiveGame game = started_game("uscf-2020", "4s+0");
  ASSERT_EQ(game.press(Color::White, kStart + 500), "");
  ASSERT_EQ(game.press(Color::Black, kStart + 900), "");
  ClaimDraft d = new_claim_draft(game, Color::Black, kStart + 5'000);
  d.time_claim_by = Color::Black;
  d.illegal_claim_by = Color::White;
  EXPECT_EQ(words(claim_entries(game, d)),
            (std::vector<std::string>{"illegal-move black king-next-to-king before 1",
                                      "claim black time", "claim white illegal-move"}));
}

class ClaimDraftEveryRuleset : public ::testing::TestWithParam<std::string> {};

// Confirming: play that goes on is held by a TD stop until the players tap Play on.
TEST_P(ClaimDraftEveryRuleset, PlayThatGoesOnIsHeldForTheRuling) {
  LiveGame game = started_game(GetParam());
  ASSERT_EQ(game.press(Color::White, kStart + 300), "");
  ClaimDraft d = new_claim_draft(game, Color::Black, kStart + 700);
  d.illegal_claim_by = Color::Black;
  const ClaimSubmission submission = submit_claim(game, d);
  ASSERT_EQ(submission.problem, "");
  const bool loses = game.ruleset().illegal_move_effect == rules::IllegalMoveEffect::kLosesOnClaim;
  EXPECT_EQ(submission.holds_clock, !loses);
  const std::vector<Entry>& entries = submission.entries;
  ASSERT_FALSE(entries.empty());
  EXPECT_EQ(words(entries).back(), loses ? "claim black illegal-move" : "pause td");
  ASSERT_EQ(game.record(d.at, entries), "");
  EXPECT_EQ(game.ruling(d.at).outcome, loses ? Outcome::kBlackWins : Outcome::kPlayOn);
  if (!loses) {
    EXPECT_EQ(game.game_clock().phase(game.game_time(d.at + 1'000)), clock::Phase::Paused);
  }
}

TEST_P(ClaimDraftEveryRuleset, ADraftTheArbiterCannotTakeRecordsNothing) {
  LiveGame game = started_game(GetParam());
  ClaimDraft d = new_claim_draft(game, Color::Black, kStart + 700);
  d.time_claim_by = Color::Black;
  d.board_fen = "not a board";
  const ClaimSubmission submission = submit_claim(game, d);
  EXPECT_NE(submission.problem, "");
  EXPECT_TRUE(submission.entries.empty());
  EXPECT_TRUE(game.entries().empty());
}

INSTANTIATE_TEST_SUITE_P(Rulesets, ClaimDraftEveryRuleset,
                         ::testing::ValuesIn(testing_support::every_ruleset_id()),
                         testing_support::ruleset_test_name);

TEST(ClaimDraftTest, TheGamesEndAndTheDirectorsStop) {
  LiveGame game = started_game("uscf-2020");
  ASSERT_EQ(game.press(Color::White, kStart + 500), "");
  EXPECT_EQ(words(checkmate_entries(game, Color::White)),
            (std::vector<std::string>{"checkmate white before 0"}));
  EXPECT_EQ(words(stalemate_entries(game, Color::Black)),
            (std::vector<std::string>{"stalemate black"}));
  EXPECT_EQ(words(resignation_entries(Color::Black)), (std::vector<std::string>{"resign black"}));
  EXPECT_EQ(words(draw_agreed_entries(Color::White)),
            (std::vector<std::string>{"offer-draw white", "accept-draw black"}));
  const auto dispute = dispute_entries(Color::Black);
  EXPECT_EQ(words(dispute), (std::vector<std::string>{"pause black"}));
  EXPECT_EQ(dispute[0].event->reason, rules::PauseReason::kDispute);
  EXPECT_EQ(words(unpromoted_press_entries(game, Color::Black)),
            (std::vector<std::string>{"pawn-on-last-rank white before 0"}));
  const auto pause = unpromoted_pause_entries(game, Color::Black);
  EXPECT_EQ(words(pause),
            (std::vector<std::string>{"pawn-on-last-rank white before 0", "pause black"}));
  EXPECT_EQ(pause[1].event->reason, rules::PauseReason::kPromotion);
}

}  // namespace
}  // namespace flagfall::game
