// Positions of our own, each labelled with which sides could still checkmate by some series of
// legal moves and why: locked pawn chains, bishops that stay on one colour or behind their own
// pawns, kings walled in, a lone minor piece against pieces that always take or block its check,
// captures that are forced, and positions that look locked but are not. The same kind of set
// as D3-Chess's test vector (github.com/miguel-ambrona/D3-Chess, tests/test-vector.txt, 1,803
// positions), which is not kept here: that repository, the vector included, is under the GPL
// v3, and nothing of it is committed. `flagfall-arbiter mate-vector FILE` rules a copy of that
// file (docs/benchmarks.md).
//
// Under FIDE (6.9, 5.2.2) a wrong "cannot mate" takes a win away: for every side labelled able
// to mate the answer must never be "no". A side labelled unable must be answered "no" within the
// budget a claim gets, and a position where neither side can is dead.
#include <gtest/gtest.h>

#include <string>

#include "chess/mating_material.h"
#include "test_positions.h"

namespace flagfall::chess {
namespace {

using testing::fen;

// The budget the arbiter gives a FIDE claim (rules::claim_budget of kRulingSearchBudget).
constexpr SearchBudget kClaimBudget{85'000};

struct Labelled {
  const char* fen;
  bool white_can;
  bool black_can;
  const char* why;
};

constexpr Labelled kPositions[] = {
    // Locked chains, kings only.
    {"8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/8 w - - 0 1", false, false,
     "four rammed pairs; each king's way across is a square the enemy pawns guard"},
    {"8/8/1k6/p1p1p1p1/P1P1P1P1/5K2/8/8 b - - 0 58", false, false,
     "the bank's locked chain on a, c, e, g: the same walls"},
    {"8/1k6/8/p1p1p1p1/P1P1P1P1/8/4K3/8 w - - 0 1", false, false,
     "the same walls with the kings further back"},
    // A bishop that stays behind its own pawns.
    {"4k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1", false, false,
     "the dark-squared bishop meets its own pawns on b4, d4, f4 and h4: it never crosses, and no "
     "dark square beyond them is ever in its reach"},
    {"2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1", false, false,
     "both bishops stay behind their own pawns"},
    // Bishops on one colour of squares, no pawns.
    {"8/2b5/8/4k3/8/8/8/2B1K3 w - - 0 1", false, false,
     "only bishops on dark squares: no king is ever mated by them"},
    {"8/3b4/8/4k3/8/8/8/2B1K3 w - - 0 1", true, true,
     "bishops on both colours: either can mate with the other side's bishop as a blocker"},
    // A lone minor piece against pieces.
    {"8/8/3k4/8/8/3K4/3B4/r7 w - - 0 1", false, true,
     "a bishop against a rook: whatever rook shuts the king in can take or block the bishop's "
     "check; the rook mates with the bishop as a blocker"},
    {"8/8/3k4/q7/8/3K4/3N4/8 w - - 0 1", false, true,
     "a knight against a queen: a queen next to her king always reaches the knight"},
    {"8/8/3k4/r7/8/3K4/3N4/8 w - - 0 1", true, true,
     "a knight against a rook: rook on h7, king on h8, knight on g6, White's king on f8 is mate"},
    {"8/8/3k4/q7/8/3K4/2B1B3/8 w - - 0 1", false, true,
     "two bishops on light squares against a queen: the dark squares round a light-square king "
     "need a blocker, and the queen there would take or block the check"},
    {"8/8/3k4/8/8/3K4/3B4/1n6 w - - 0 1", true, true,
     "bishop against knight: either can mate, the other's piece blocking its own king"},
    // A king walled in for good.
    {"7k/6b1/8/8/8/5Bp1/6Pp/7K w - - 0 1", false, false,
     "White's king never leaves h1 (g1 and h2 are covered by pawns that never move) and Black's "
     "only piece runs on dark squares; White's light-squared bishop never covers the dark "
     "squares round Black's king, and Black's bishop is the only blocker there"},
    // Captures forced.
    {"kb6/R7/8/8/8/8/8/7K b - - 0 1", false, false,
     "Black must take the rook, and what is left cannot mate"},
    // Looks locked but is not.
    {"8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/3B4 w - - 0 1", true, true,
     "the light-squared bishop reaches a4 and takes on b5: the wall opens for both kings"},
    {"8/8/4k3/1p1p1p1p/1P1P1P2/4K2P/8/8 w - - 0 1", true, true,
     "until h3-h4 White's king can go by h4 and g5 and take on h5, and then Black's king gets "
     "through too"},
    {"8/8/3k4/3p4/3P4/3K4/8/8 w - - 0 1", true, true,
     "one blocked file: either king goes round, takes the other pawn and lets its own promote"},
    {"4k3/8/8/1p1p1p1p/1P1P1P1P/8/5N2/4K3 w - - 0 1", true, true,
     "a knight jumps the wall and takes a pawn"},
    // A pawn that can still promote.
    {"8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", true, false,
     "king and pawn against king: the pawn queens; Black has only a king"},
};

TEST(UnwinnablePositions, EachSideIsRuledAsLabelled) {
  for (const Labelled& p : kPositions) {
    const Position position = fen(p.fen);
    for (const Color side : {Color::White, Color::Black}) {
      const bool can = side == Color::White ? p.white_can : p.black_can;
      const MatingMaterialResult r =
          has_mating_material(position, side, MatingMaterialRule::FideDeadPosition, kClaimBudget);
      if (can) {
        EXPECT_NE(r.answer, Answer::No) << p.fen << " " << color_name(side) << ": " << p.why;
      } else {
        EXPECT_EQ(r.answer, Answer::No)
            << p.fen << " " << color_name(side) << ": " << p.why << " (" << r.explanation << ")";
        EXPECT_NE(r.reason, NoMateReason::None) << p.fen;
      }
    }
    const Answer dead = is_dead_position(position, kClaimBudget).answer;
    if (p.white_can || p.black_can) {
      EXPECT_NE(dead, Answer::Yes) << p.fen;
    } else {
      EXPECT_EQ(dead, Answer::Yes) << p.fen << ": " << p.why;
    }
  }
}

// Walled kings whose proof visits every reachable position: tens of thousands, which a claim's
// search holds (the breadth-first seven eighths of its budget) and the check after a move does
// not. Beside them, the same walls where the side can mate, which must never be ruled "cannot".
TEST(UnwinnablePositions, AClaimsSearchProvesWalledKingsByVisitingEveryPosition) {
  struct Case {
    const char* fen;
    Color side;
    bool can;
    const char* why;
  };
  const Case cases[] = {
      {"4k3/2b1b3/7p/5p1P/5p2/5PpK/6P1/8 b - - 0 1", Color::Black, false,
       "White's king only goes between h3 and h4 and Black's bishops run on dark squares: a check "
       "on h4 needs h3 covered by Black's king from h2, and with it there White has no move left "
       "before the check (72,252 positions)"},
      {"8/k2p1p1p/8/1p6/1P6/KP1P1P1P/PP6/8 w - - 0 1", Color::Black, false,
       "White's king is shut in on a3 and Black's pawns never pass White's: White's pawn moves "
       "run out, and White is stalemated, before Black's king could take a pawn and let its own "
       "through (18,659 positions)"},
      {"8/k2p1p1p/8/1p6/1P6/KP1P1P1P/PP6/8 w - - 0 1", Color::White, false,
       "White has only pawns that never pass Black's and a king shut in"},
      {"3k4/8/2b4p/5p1P/1b3p2/5PpK/6P1/8 w - - 0 1", Color::Black, true,
       "a light-squared bishop can cover h3: the walled king can be mated"},
      {"8/3k4/b6p/5p1P/3b1p2/5PpK/6P1/8 w - - 0 1", Color::Black, true,
       "bishops on both colours, as above"},
  };
  for (const Case& c : cases) {
    const MatingMaterialResult r =
        has_mating_material(fen(c.fen), c.side, MatingMaterialRule::FideDeadPosition, kClaimBudget);
    if (c.can) {
      EXPECT_NE(r.answer, Answer::No) << c.fen << ": " << c.why;
    } else {
      EXPECT_EQ(r.answer, Answer::No) << c.fen << ": " << c.why << " (" << r.explanation << ")";
      EXPECT_TRUE(r.reason == NoMateReason::EveryLine || r.reason == NoMateReason::EveryLineToLock)
          << c.fen;
    }
  }
}

// What shows it: the reason a ruling's words are built from.
TEST(UnwinnablePositions, TheReasonNamesWhatShowsIt) {
  const auto reason = [](const char* text, Color side) {
    return has_mating_material(fen(text), side, MatingMaterialRule::FideDeadPosition, kClaimBudget)
        .reason;
  };
  EXPECT_EQ(reason("8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/8 w - - 0 1", Color::White),
            NoMateReason::LockedOnlyKing);
  EXPECT_EQ(reason("4k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1", Color::White),
            NoMateReason::LockedNoCheck);
  EXPECT_EQ(reason("8/8/3k4/8/8/3K4/3B4/r7 w - - 0 1", Color::White),
            NoMateReason::MinorAgainstPieces);
  EXPECT_EQ(reason("8/2b5/8/4k3/8/8/8/2B1K3 w - - 0 1", Color::White),
            NoMateReason::BishopsOneColour);
  EXPECT_EQ(reason("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", Color::Black), NoMateReason::LoneKing);
  // The bishop behind its own pawns: the kinds of men the words name.
  const MatingMaterialResult bishop =
      has_mating_material(fen("4k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1"), Color::White,
                          MatingMaterialRule::FideDeadPosition, kClaimBudget);
  EXPECT_EQ(bishop.men, 1u << index_of(PieceType::Bishop));
}

}  // namespace
}  // namespace flagfall::chess
