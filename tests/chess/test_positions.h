#pragma once

#include <gtest/gtest.h>

#include <string>

#include "chess/fen.h"
#include "chess/move.h"
#include "chess/position.h"

namespace flagfall::chess::testing {

// The six positions of the usual perft suite (chessprogramming.org "Perft Results").
inline constexpr const char* kKiwipete =
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
inline constexpr const char* kPosition3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
inline constexpr const char* kPosition4 =
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
inline constexpr const char* kPosition5 =
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
inline constexpr const char* kPosition6 =
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";

inline Position fen(const std::string& text) {
  const FenResult result = parse_fen(text);
  EXPECT_TRUE(result) << text << ": " << result.error.message();
  return result ? *result.position : Position();
}

inline Move uci(const std::string& text) {
  const auto move = parse_uci(text);
  EXPECT_TRUE(move.has_value()) << text;
  return move.value_or(Move());
}

}  // namespace flagfall::chess::testing
