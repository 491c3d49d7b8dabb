#include "chess/fen.h"

#include <gtest/gtest.h>

#include "test_positions.h"

namespace flagfall::chess {
namespace {

using testing::fen;

TEST(Fen, StartingPositionRoundTrip) {
  EXPECT_EQ(to_fen(Position()), kStartingFen);
  EXPECT_EQ(fen(std::string(kStartingFen)), Position());
}

TEST(Fen, RoundTripsTheSuite) {
  for (const char* text :
       {testing::kKiwipete, testing::kPosition3, testing::kPosition4, testing::kPosition5,
        testing::kPosition6, "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
        "4k3/8/8/8/8/8/8/4K2R b K - 12 40"}) {
    EXPECT_EQ(to_fen(fen(text)), text);
  }
}

TEST(Fen, CountersMayBeLeftOut) {
  const Position p = fen("4k3/8/8/8/8/8/8/4K3 w - -");
  EXPECT_EQ(p.halfmove_clock(), 0);
  EXPECT_EQ(p.fullmove_number(), 1);
}

TEST(Fen, HoldsPositionsNoGameReaches) {
  // Side not to move in check, pawns on the last ranks, kings adjacent: held, not refused.
  const Position p = fen("P3k3/8/8/8/8/8/8/3pK2r w - - 0 1");
  EXPECT_EQ(p.piece_at(A8), Piece::WhitePawn);
  EXPECT_EQ(p.piece_at(D1), Piece::BlackPawn);
  EXPECT_TRUE(fen("8/8/8/3kK3/8/8/8/8 w - - 0 1").is_check());
  EXPECT_TRUE(parse_fen("4k3/8/8/8/8/8/8/3QKQQ1 b - - 0 1"));
}

TEST(Fen, CastlingRightsPerRookFile) {
  // KQkq name the outermost rook; file letters name any rook (X-FEN / Shredder-FEN).
  const Position p = fen("1r2k1r1/8/8/8/8/8/8/R1R1K2R w KCkb - 0 1");
  EXPECT_EQ(p.castling_rook(Color::White, CastlingSide::HSide), H1);
  EXPECT_EQ(p.castling_rook(Color::White, CastlingSide::ASide), C1);
  EXPECT_EQ(p.castling_rook(Color::Black, CastlingSide::HSide), G8);
  EXPECT_EQ(p.castling_rook(Color::Black, CastlingSide::ASide), B8);
  EXPECT_EQ(to_fen(p), "1r2k1r1/8/8/8/8/8/8/R1R1K2R w KCkq - 0 1");
  EXPECT_EQ(to_fen(fen("4k3/8/8/8/8/8/8/R3K2R w HA - 0 1")), "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
}

TEST(Fen, CastlingWithKingAndQueenSwapped) {
  const Position p = fen("rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w KQkq - 0 1");
  EXPECT_EQ(p.castling_rook(Color::White, CastlingSide::ASide), A1);
  EXPECT_EQ(p.castling_rook(Color::White, CastlingSide::HSide), H1);
  EXPECT_EQ(to_fen(p), "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w KQkq - 0 1");
}

struct BadFen {
  const char* fen;
  const char* field;
  const char* reason_part;
};

class FenErrors : public ::testing::TestWithParam<BadFen> {};

TEST_P(FenErrors, NameTheFieldAndTheReason) {
  const FenResult result = parse_fen(GetParam().fen);
  ASSERT_FALSE(result) << GetParam().fen;
  EXPECT_EQ(result.error.field, GetParam().field) << result.error.message();
  EXPECT_NE(result.error.reason.find(GetParam().reason_part), std::string::npos)
      << result.error.message();
  EXPECT_EQ(result.error.message().rfind("invalid FEN, ", 0), 0u);
}

INSTANTIATE_TEST_SUITE_P(
    Fen, FenErrors,
    ::testing::Values(BadFen{"", "fen", "found 0"},
                      BadFen{"8/8/8/8/8/8/8/8 w - - 0 1 extra", "fen", "found 7"},
                      BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "piece placement",
                             "only 7 ranks"},
                      BadFen{"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                             "piece placement", "unexpected character '9'"},
                      BadFen{"rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                             "piece placement", "7th rank has 7 squares"},
                      BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/8 w KQkq - 0 1",
                             "piece placement", "more than 8 ranks"},
                      BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
                             "piece placement", "unexpected character 'X'"},
                      BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1",
                             "piece placement", "white has 0 kings"},
                      BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w kq - 0 1",
                             "piece placement", "white has 2 kings"},
                      BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
                             "side to move", "expected 'w' or 'b'"},
                      BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1", "castling",
                             "unexpected character 'x'"},
                      BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1", "castling",
                             "no rook on the h-side"},
                      BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqK - 0 1",
                             "castling", "given twice"},
                      BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqB - 0 1",
                             "castling", "no white rook on b1"},
                      BadFen{"4k3/8/8/8/8/8/4K3/R6R w K - 0 1", "castling",
                             "not on its first rank"},
                      BadFen{"4k3/8/8/8/8/8/8/RR2K3 w QB - 0 1", "castling", "same side"},
                      BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
                             "en passant", "found 'e9'"},
                      BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1",
                             "en passant", "not on the 6th rank"},
                      BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1",
                             "halfmove clock", "found '-1'"},
                      BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
                             "fullmove number", "found '0'"},
                      BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 x",
                             "fullmove number", "found 'x'"}));

}  // namespace
}  // namespace flagfall::chess
