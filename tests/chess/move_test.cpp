#include "chess/move.h"

#include <gtest/gtest.h>

namespace flagfall::chess {
namespace {

TEST(Move, UciRoundTrip) {
  for (const char* text : {"e2e4", "e7e8q", "a2a1n", "h7h8k", "e7e8p", "0000"}) {
    const auto move = parse_uci(text);
    ASSERT_TRUE(move.has_value()) << text;
    EXPECT_EQ(to_uci(*move), text);
  }
  const Move promotion = *parse_uci("b7c8R");
  EXPECT_EQ(promotion.from(), B7);
  EXPECT_EQ(promotion.to(), C8);
  EXPECT_EQ(promotion.promotion(), PieceType::Rook);
}

TEST(Move, UciRejectsMalformedText) {
  for (const char* text : {"", "e2", "e2e", "e2e4e", "i2e4", "e9e4", "e2e2", "e7e8x", "e2-e4"}) {
    EXPECT_FALSE(parse_uci(text).has_value()) << text;
  }
}

}  // namespace
}  // namespace flagfall::chess
