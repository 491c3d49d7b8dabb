#include "game/board_standin.h"

#include <gtest/gtest.h>

#include "chess/material.h"
#include "chess/move_check.h"
#include "rules/arbiter.h"
#include "rules/ruleset.h"

namespace flagfall::game {
namespace {

using chess::Color;

TEST(BoardStandInTest, EveryPairOfPicksFitsWithTheNamedMen) {
  for (const MaterialPick& white : material_picks()) {
    for (const MaterialPick& black : material_picks()) {
      for (bool promotes : {false, true}) {
        const auto board = build_standin(white.material, black.material, promotes, promotes);
        ASSERT_TRUE(board) << white.id << " v " << black.id;
        EXPECT_FALSE(board->is_king_attacked(Color::White)) << white.id << " v " << black.id;
        EXPECT_FALSE(board->is_king_attacked(Color::Black)) << white.id << " v " << black.id;
        const chess::Material w = chess::material_of(*board, Color::White);
        EXPECT_EQ(w.queens, white.material.queens);
        EXPECT_EQ(w.knights, white.material.knights);
        EXPECT_EQ(w.pawns, white.material.pawns + (promotes ? 1 : 0));
        for (const Color side : {Color::White, Color::Black}) {
          for (IllegalKind kind : {IllegalKind::kKingNextToKing, IllegalKind::kOther}) {
            EXPECT_TRUE(find_illegal_move(*board, side, kind)) << white.id << " v " << black.id;
          }
          const Material& other = side == Color::White ? black.material : white.material;
          const bool can_check = !other.lone_king();
          if (can_check) {
            EXPECT_TRUE(find_illegal_move(*board, side, IllegalKind::kKingInCheck))
                << white.id << " v " << black.id << " offender "
                << (side == Color::White ? "white" : "black");
          }
        }
      }
    }
  }
}

TEST(BoardStandInTest, MatingMaterialFollowsThePicksNotThePlacement) {
  // With Sacramento's forced-win search the placement could matter: the stand-in keeps the
  // kings in the open, so a lone minor never shows a forced mate.
  for (const MaterialPick& claimant : material_picks()) {
    for (const MaterialPick& other : material_picks()) {
      const auto board = build_standin(claimant.material, other.material, false, false);
      ASSERT_TRUE(board);
      const bool expected =
          claimant.id == "more" || claimant.id == "pawn" || (claimant.id == "two-knights");
      EXPECT_EQ(rules::Arbiter::mate_answer(*board, Color::White,
                                            chess::MatingMaterialRule::UscfPieceCount) ==
                    chess::Answer::Yes,
                expected)
          << claimant.id << " v " << other.id;
      const bool sacramento =
          rules::Arbiter::mate_answer(*board, Color::White,
                                      chess::MatingMaterialRule::SacramentoCountOrForcedWin) ==
          chess::Answer::Yes;
      EXPECT_EQ(sacramento, expected && !(claimant.id == "two-knights" && other.id == "king"))
          << claimant.id << " v " << other.id;
    }
  }
}

// Whether some series of legal moves could let `side` mate, judged by the material alone.
bool could_ever_checkmate(const chess::Position& position, Color side) {
  const chess::Material own = chess::material_of(position, side);
  const chess::Material other = chess::material_of(position, ~side);
  if (own.pawns + own.rooks + own.queens > 0) return true;
  if (own.minor_pieces() == 0) return false;
  if (own.knights > 0) return own.minor_pieces() >= 2 || !other.is_lone_king();
  if (own.light_bishops > 0 && own.dark_bishops > 0) return true;
  // Bishops of one colour only: the mated king needs a blocker on the other colour, and a rook or
  // a queen next to it would always take or block the checking bishop.
  return other.pawns + other.knights > 0 ||
         (own.light_bishops > 0 ? other.dark_bishops : other.light_bishops) > 0;
}

TEST(BoardStandInTest, FideDeadPositionSearchFollowsThePicksNotThePlacement) {
  // Under FIDE the arbiter asks the dead-position search, which could see a placement as a
  // fortress: the stand-in parks the men so that it never proves "cannot mate" where the
  // material alone leaves a mate possible, and proves it where the material rules a mate out.
  for (const MaterialPick& claimant : material_picks()) {
    for (const MaterialPick& other : material_picks()) {
      for (bool promotes : {false, true}) {
        const auto board = build_standin(claimant.material, other.material, promotes, promotes);
        ASSERT_TRUE(board);
        for (const Color side : {Color::White, Color::Black}) {
          const chess::Answer answer = rules::Arbiter::mate_answer(
              *board, side, chess::MatingMaterialRule::FideDeadPosition);
          EXPECT_EQ(answer == chess::Answer::No, !could_ever_checkmate(*board, side))
              << claimant.id << " v " << other.id << (promotes ? " promoting" : "") << " for "
              << (side == Color::White ? "white" : "black") << ": " << chess::answer_name(answer);
        }
      }
    }
  }
}

TEST(BoardStandInTest, IllegalMovesHaveTheirReasons) {
  const auto board = build_standin(Material{.rooks = 1}, Material{.rooks = 1}, false, false);
  ASSERT_TRUE(board);
  for (const Color side : {Color::White, Color::Black}) {
    chess::Position before = *board;
    before.set_side_to_move(side);
    EXPECT_EQ(
        chess::check_move(before, *find_illegal_move(*board, side, IllegalKind::kKingNextToKing))
            .reason,
        chess::IllegalReason::KingNextToKing);
    EXPECT_EQ(chess::check_move(before, *find_illegal_move(*board, side, IllegalKind::kKingInCheck))
                  .reason,
              chess::IllegalReason::PutsKingInCheck);
    EXPECT_EQ(
        chess::check_move(before, *find_illegal_move(*board, side, IllegalKind::kOther)).reason,
        chess::IllegalReason::CannotMoveThatWay);
  }
}

TEST(BoardStandInTest, FinalStandInsMateAndStalemate) {
  for (const Color mover : {Color::White, Color::Black}) {
    FinalStandIn mate = standin_checkmate(mover);
    chess::Position p = mate.position;
    if (mover == Color::Black) p = p.after(*mate.waiting[0]);
    ASSERT_EQ(p.side_to_move(), mover);
    ASSERT_TRUE(p.is_legal(mate.move));
    EXPECT_TRUE(p.after(mate.move).is_checkmate());

    FinalStandIn stale = standin_stalemate(mover);
    p = stale.position;
    if (mover == Color::Black) p = p.after(*stale.waiting[0]);
    ASSERT_TRUE(p.is_legal(stale.move));
    EXPECT_TRUE(p.after(stale.move).is_stalemate());
  }
}

TEST(BoardStandInTest, PicksAndDescriptions) {
  EXPECT_EQ(describe(Material{}), "only the king");
  EXPECT_EQ(describe(Material{.rooks = 1, .knights = 2}), "king, rook, 2 knights");
  EXPECT_EQ(pick_for(Material{.knights = 2})->id, "two-knights");
  EXPECT_EQ(find_material_pick("more")->material, (Material{.queens = 1, .rooks = 1}));
  EXPECT_FALSE((Material{.pawns = 9}).valid());
}

}  // namespace
}  // namespace flagfall::game
