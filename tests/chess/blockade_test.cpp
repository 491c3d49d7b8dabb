#include "chess/blockade.h"

#include <gtest/gtest.h>

#include <iterator>
#include <random>

#include "test_positions.h"

namespace flagfall::chess {
namespace {

using testing::fen;

Bitboard squares(std::initializer_list<const char*> names) {
  Bitboard b = 0;
  for (const char* n : names) b |= square_bb(static_cast<Square>((n[0] - 'a') + 8 * (n[1] - '1')));
  return b;
}

TEST(Blockade, RammedPawnsGuardingEveryCrossingAreFixed) {
  const Blockade b = find_blockade(fen("8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/8 w - - 0 1"));
  EXPECT_EQ(b.locked, squares({"b4", "d4", "f4", "h4", "b5", "d5", "f5", "h5"}));
  // Neither king reaches the other side, and with no other men neither ever checks.
  EXPECT_FALSE(b.king_reach[index_of(Color::White)] & rank_bb(4));
  EXPECT_FALSE(b.king_reach[index_of(Color::Black)] & rank_bb(3));
  EXPECT_EQ(blockade_bar(b, Color::White), BlockadeBar::NeverChecks);
  EXPECT_EQ(blockade_bar(b, Color::Black), BlockadeBar::NeverChecks);
}

TEST(Blockade, AKingThatCanTakeAPawnUnlocksIt) {
  // One blocked file: the kings go round and take, so nothing stays.
  const Blockade b = find_blockade(fen("8/8/3k4/3p4/3P4/3K4/8/8 w - - 0 1"));
  EXPECT_EQ(b.fixed, 0u);
  EXPECT_EQ(blockade_bar(b, Color::White), BlockadeBar::None);
}

TEST(Blockade, APieceWalledInByItsOwnPawnsIsFixedAndAKingInACorner) {
  // White's king on h1 can never move (g1 and h2 are covered, g2 is its own pawn), the pawns
  // around it never move, and Black's dark-squared bishop never checks the light square h1.
  const Position p = fen("7k/6b1/8/8/8/5Bp1/6Pp/7K w - - 0 1");
  const Blockade b = find_blockade(p);
  EXPECT_EQ(b.fixed & squares({"h1", "g2", "g3", "h2"}), squares({"h1", "g2", "g3", "h2"}));
  EXPECT_EQ(b.king_reach[index_of(Color::White)], squares({"h1"}));
  EXPECT_EQ(blockade_bar(b, Color::Black), BlockadeBar::NeverChecks);
  // White's light-squared bishop could check, but the dark squares round Black's king need
  // Black's men to fill them, and Black has one bishop for them.
  EXPECT_EQ(blockade_bar(b, Color::White), BlockadeBar::NeverCorners);
}

TEST(Blockade, ABishopBehindItsOwnPawnsNeverReachesTheOtherSide) {
  const Blockade b = find_blockade(fen("4k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1"));
  EXPECT_FALSE(b.reach[index_of(Color::White)] & (rank_bb(4) | rank_bb(5) | rank_bb(6)));
  EXPECT_EQ(blockade_bar(b, Color::White), BlockadeBar::NeverChecks);
}

TEST(Blockade, APawnTakenEnPassantNowIsNotFixed) {
  // Black has just played c7-c5 beside White's d5 pawn: d5xc6 e.p. is legal, so neither pawn
  // stays, and with the c-file open the kings get through.
  const Blockade b = find_blockade(fen("4k3/8/8/2pP4/3p4/3P4/8/4K3 w - c6 0 2"));
  EXPECT_FALSE(b.fixed & squares({"c5", "d5"}));
}

TEST(Blockade, PawnsThatCannotLeaveTheirFilesAreBound) {
  // Pawns on files a, c, e and g never attack one another. Black's king, shut in on the eighth
  // rank, never reaches White's pawns on the second, so none of them ever leaves its file: none
  // passes the pawns fixed on the sixth rank, and White never checks.
  const Blockade b =
      find_blockade(fen("1k6/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/4K3 w - - 0 1"));
  const Bitboard second = squares({"a2", "c2", "e2", "g2"});
  EXPECT_EQ(b.bound & second, second);
  EXPECT_EQ(b.king_reach[index_of(Color::Black)], rank_bb(7) & ~b.fixed);
  EXPECT_EQ(blockade_bar(b, Color::White), BlockadeBar::NeverChecks);
}

TEST(Blockade, TheCacheServesThePositionItWasFoundForAndOthersLikeIt) {
  BlockadeCache cache;
  const Position a = fen("8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/8 w - - 0 1");
  const Position b = fen("8/4k3/8/1p1p1p1p/1P1P1P1P/8/3K4/8 b - - 0 1");  // kings moved
  const Blockade& first = cache.of(a);
  EXPECT_EQ(first.locked, find_blockade(a).locked);
  EXPECT_EQ(cache.of(b).locked, find_blockade(b).locked);
  // Another pawn structure is worked out afresh.
  const Position c = fen("8/8/3k4/3p4/3P4/3K4/8/8 w - - 0 1");
  EXPECT_EQ(cache.of(c).fixed, 0u);
}

TEST(Blockade, TheCacheKeepsStructuresThatFixNothingApartAndForgetsWhenCleared) {
  BlockadeCache cache;
  // Nothing fixed: served for the same pawns and as many men, wherever the kings stand.
  const Position open = fen("8/8/3k4/3p4/3P4/3K4/8/8 w - - 0 1");
  const Position moved = fen("8/2k5/8/3p4/3P4/8/4K3/8 b - - 0 1");
  EXPECT_EQ(cache.of(open).fixed, 0u);
  EXPECT_EQ(cache.of(moved).fixed, 0u);
  EXPECT_EQ(cache.of(moved).reach[0], ~Bitboard{0});
  // Beside them, a locked structure and 48 others that fix nothing: each is
  // what find_blockade() gives.
  const Position locked = fen("8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/8 w - - 0 1");
  EXPECT_EQ(cache.of(locked).fixed, find_blockade(locked).fixed);
  for (int i = 0; i < 48; ++i) {
    Position p = Position::empty();
    p.set_piece(E1, Piece::WhiteKing);
    p.set_piece(E8, Piece::BlackKing);
    p.set_piece(static_cast<Square>(8 + i), Piece::WhitePawn);
    EXPECT_EQ(cache.of(p).fixed, find_blockade(p).fixed) << to_fen(p);
  }
  EXPECT_EQ(cache.of(locked).fixed, find_blockade(locked).fixed);
  EXPECT_NE(cache.of(locked).fixed, 0u);
  // The bars are those of the blockade served, asked once or again.
  const Position walled = fen("4k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1");
  for (int again = 0; again < 2; ++again) {
    for (const Position& p : {locked, walled, open, moved}) {
      for (const Color c : {Color::White, Color::Black}) {
        EXPECT_EQ(cache.bar(p, c), blockade_bar(find_blockade(p), c)) << to_fen(p);
      }
    }
  }
  EXPECT_EQ(cache.bar(walled, Color::White), BlockadeBar::NeverChecks);
  cache.clear();
  EXPECT_EQ(cache.of(locked).fixed, find_blockade(locked).fixed);
  EXPECT_EQ(cache.of(open).fixed, 0u);
}

// Whatever legal moves are played from a position, its blockade holds: fixed men stay, every
// man stays within the reach given for its side, kings within theirs, and a side the blockade
// shows cannot mate never mates. Checked over random games from positions of several kinds.
TEST(Blockade, HoldsOverRandomGames) {
  const char* starts[] = {
      "8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/8 w - - 0 1",
      "4k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1",
      "7k/6b1/8/8/8/5Bp1/6Pp/7K w - - 0 1",
      "1k6/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/4K3 w - - 0 1",
      "r1bq1rk1/pp1nbppp/2p1pn2/3p2B1/2PP4/2N1PN2/PP3PPP/2RQKB1R w K - 0 8",
      "4k3/2p1p3/2PbP3/2pBp3/2P1P3/8/8/4K3 w - - 0 1",
      "2k5/p1p5/P1P5/1P6/8/6p1/5pP1/5K2 w - - 0 1",
      "4k3/8/8/1p1p1p1p/1P1P1P1P/8/5N2/4K3 w - - 0 1",
  };
  std::mt19937_64 rng(43);
  int barred = 0;
  for (int game = 0; game < 400; ++game) {
    Position p = fen(starts[game % std::size(starts)]);
    const Blockade b = find_blockade(p);
    const BlockadeBar bars[2] = {blockade_bar(b, Color::White), blockade_bar(b, Color::Black)};
    barred += bars[0] != BlockadeBar::None;
    Bitboard fixed_men[2] = {b.fixed & p.pieces(Color::White), b.fixed & p.pieces(Color::Black)};
    for (int ply = 0; ply < 80; ++ply) {
      const MoveList moves = p.legal_moves();
      if (moves.empty()) {
        if (p.is_check()) {
          const Color mater = ~p.side_to_move();
          EXPECT_EQ(bars[index_of(mater)], BlockadeBar::None) << starts[game % std::size(starts)];
        }
        break;
      }
      p = p.after(moves[rng() % moves.size()]);
      for (const Color c : {Color::White, Color::Black}) {
        const int i = index_of(c);
        EXPECT_EQ(p.pieces(c) & fixed_men[i], fixed_men[i]) << starts[game % std::size(starts)];
        const Bitboard men = p.pieces(c) & ~p.pieces(PieceType::King) & ~b.fixed;
        EXPECT_EQ(men & ~b.reach[i], 0u) << starts[game % std::size(starts)] << " ply " << ply;
        EXPECT_TRUE(b.king_reach[i] & p.pieces(c, PieceType::King))
            << starts[game % std::size(starts)] << " ply " << ply;
      }
    }
  }
  EXPECT_GT(barred, 100);
}

}  // namespace
}  // namespace flagfall::chess
