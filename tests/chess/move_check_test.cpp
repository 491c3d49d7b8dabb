#include "chess/move_check.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <set>
#include <string>

#include "test_positions.h"

namespace flagfall::chess {
namespace {

using testing::fen;
using testing::uci;

struct Attempt {
  const char* fen;
  const char* move;
  IllegalReason reason;
  const char* code;
};

class EveryReason : public ::testing::TestWithParam<Attempt> {};

TEST_P(EveryReason, IsReportedWithItsCodeAndExplanation) {
  Position p = fen(GetParam().fen);
  if (GetParam().reason == IllegalReason::CastlingNotFromThisSetup) {
    p.set_castling_rule(CastlingRule::StandardSetupOnly);
  }
  const MoveVerdict verdict = check_move(p, uci(GetParam().move));
  EXPECT_EQ(verdict.reason, GetParam().reason) << GetParam().move << " got " << verdict.code();
  EXPECT_EQ(verdict.code(), GetParam().code);
  EXPECT_FALSE(verdict.explanation().empty());
  EXPECT_EQ(verdict.is_legal(), GetParam().reason == IllegalReason::None);
  EXPECT_EQ(p.is_legal(uci(GetParam().move)), verdict.is_legal());
}

constexpr const char* kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

INSTANTIATE_TEST_SUITE_P(
    MoveCheck, EveryReason,
    ::testing::Values(
        Attempt{kStart, "e2e4", IllegalReason::None, "legal"},
        Attempt{kStart, "e3e4", IllegalReason::NoPiece, "no-piece"},
        Attempt{kStart, "e7e5", IllegalReason::OpponentsPiece, "opponents-piece"},
        Attempt{kStart, "g1g3", IllegalReason::CannotMoveThatWay, "cannot-move-that-way"},
        Attempt{kStart, "e2e5", IllegalReason::CannotMoveThatWay, "cannot-move-that-way"},
        Attempt{kStart, "e2d3", IllegalReason::CannotMoveThatWay, "cannot-move-that-way"},
        Attempt{kStart, "a1a3", IllegalReason::PathBlocked, "path-blocked"},
        Attempt{kStart, "e1g1", IllegalReason::PathBlocked, "path-blocked"},
        Attempt{"4k3/8/8/8/8/4p3/4P3/4K3 w - - 0 1", "e2e3", IllegalReason::PathBlocked,
                "path-blocked"},
        Attempt{kStart, "d1d2", IllegalReason::CapturesOwnPiece, "captures-own-piece"},
        Attempt{"4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", "e1e8", IllegalReason::CapturesKing,
                "captures-king"},
        Attempt{"4k3/4r3/8/8/8/8/8/R3K3 w - - 0 1", "a1a2", IllegalReason::LeavesKingInCheck,
                "leaves-king-in-check"},
        Attempt{"4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", "e2d3", IllegalReason::PutsKingInCheck,
                "puts-king-in-check"},
        Attempt{"4k3/8/8/8/8/8/8/r3K3 w - - 0 1", "e1e2", IllegalReason::None, "legal"},
        Attempt{"4k3/8/8/8/8/8/3r4/3rK3 w - - 0 1", "e1d1", IllegalReason::LeavesKingInCheck,
                "leaves-king-in-check"},
        Attempt{"4k3/8/8/8/8/8/8/3rK3 w - - 0 1", "e1e2", IllegalReason::None, "legal"},
        Attempt{"4k3/8/8/8/8/8/8/r3K3 w - - 0 1", "e1d1", IllegalReason::LeavesKingInCheck,
                "leaves-king-in-check"},
        Attempt{"4k3/8/8/8/8/8/7r/4K3 w - - 0 1", "e1e2", IllegalReason::PutsKingInCheck,
                "puts-king-in-check"},
        Attempt{"8/8/8/3k4/8/3K4/8/8 w - - 0 1", "d3d4", IllegalReason::KingNextToKing,
                "king-next-to-king"},
        Attempt{"4k3/4r3/8/8/8/8/8/R3K2R w KQ - 0 1", "e1g1", IllegalReason::CastlesOutOfCheck,
                "castles-out-of-check"},
        Attempt{"4k3/5r2/8/8/8/8/8/R3K2R w KQ - 0 1", "e1g1", IllegalReason::CastlesThroughCheck,
                "castles-through-check"},
        Attempt{"4k3/6r1/8/8/8/8/8/R3K2R w KQ - 0 1", "e1g1", IllegalReason::CastlesIntoCheck,
                "castles-into-check"},
        Attempt{"4k3/1r6/8/8/8/8/8/R3K2R w KQ - 0 1", "e1c1", IllegalReason::None, "legal"},
        Attempt{"4k3/8/8/8/8/8/8/R3K2R w Q - 0 1", "e1g1", IllegalReason::CastlingRightLost,
                "castling-right-lost"},
        Attempt{"r2k3r/8/8/8/8/8/8/R2K3R w KQkq - 0 1", "d1b1",
                IllegalReason::CastlingNotFromThisSetup, "castling-not-from-this-setup"},
        Attempt{"4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8", IllegalReason::PromotionMissing,
                "promotion-missing"},
        Attempt{"4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8k", IllegalReason::PromotionInvalid,
                "promotion-invalid"},
        Attempt{kStart, "e2e4q", IllegalReason::PromotionInvalid, "promotion-invalid"},
        Attempt{kStart, "g1f3n", IllegalReason::PromotionInvalid, "promotion-invalid"},
        Attempt{"4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8p", IllegalReason::PawnLeftOnLastRank,
                "pawn-left-on-last-rank"},
        Attempt{"4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8q", IllegalReason::None, "legal"},
        Attempt{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", IllegalReason::None, "legal"}));

TEST(MoveCheck, CastlingFromTheSwappedSetupUnderTheAnySetupRule) {
  Position p = fen("r2k3r/8/8/8/8/8/8/R2K3R w KQkq - 0 1");
  p.set_castling_rule(CastlingRule::FromAnySetup);
  EXPECT_TRUE(check_move(p, uci("d1b1")).is_legal());
  EXPECT_TRUE(check_move(p, uci("d1f1")).is_legal());
  p.set_piece(C8, Piece::BlackRook);
  EXPECT_EQ(check_move(p, uci("d1b1")).reason, IllegalReason::CastlesThroughCheck);
}

TEST(MoveCheck, EveryReasonHasADistinctCode) {
  std::set<std::string> codes;
  for (int r = 0; r <= static_cast<int>(IllegalReason::PawnLeftOnLastRank); ++r) {
    const auto reason = static_cast<IllegalReason>(r);
    EXPECT_TRUE(codes.insert(std::string(reason_code(reason))).second);
    EXPECT_FALSE(reason_explanation(reason).empty());
  }
}

// Walks random attempted moves (legal or not) and checks at every step that check_move() and
// the move generator agree on every from/to/promotion triple.
TEST(MoveCheck, AgreesWithTheMoveGeneratorEverywhere) {
  std::uint64_t state = 12345;
  auto next = [&state]() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<unsigned>(state >> 33);
  };
  int positions = 0;
  for (const char* start :
       {testing::kKiwipete, testing::kPosition3, testing::kPosition4, testing::kPosition5,
        "r2k3r/p6p/8/8/8/8/P6P/R2K3R w KQkq - 0 1", "4k3/P7/8/3pP3/8/8/8/4K2R w K d6 0 1"}) {
    for (const CastlingRule rule : {CastlingRule::StandardSetupOnly, CastlingRule::FromAnySetup}) {
      Position p = fen(start);
      p.set_castling_rule(rule);
      for (int step = 0; step < 12; ++step) {
        const MoveList legal = p.legal_moves();
        for (int from = 0; from < 64; ++from) {
          for (int to = 0; to < 64; ++to) {
            for (int promo = 0; promo <= 6; ++promo) {
              const Move m(static_cast<Square>(from), static_cast<Square>(to),
                           static_cast<PieceType>(promo));
              ASSERT_EQ(check_move(p, m).is_legal(), legal.contains(m))
                  << to_fen(p) << " " << to_uci(m) << " " << check_move(p, m).code();
            }
          }
        }
        ++positions;
        // Mostly legal moves, sometimes any move by any piece.
        if (!legal.empty() && next() % 4 != 0) {
          p.apply(legal[next() % legal.size()]);
        } else {
          const Bitboard occupied = p.occupied();
          if (!occupied) break;
          Bitboard b = occupied;
          for (unsigned skip = next() % popcount(occupied); skip > 0; --skip) b &= b - 1;
          p.apply(Move(lsb(b), static_cast<Square>(next() % 64),
                       static_cast<PieceType>(next() % 2 ? 0 : next() % 7)));
        }
      }
    }
  }
  EXPECT_GT(positions, 100);
}

}  // namespace
}  // namespace flagfall::chess
