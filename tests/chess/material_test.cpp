#include "chess/material.h"

#include <gtest/gtest.h>

#include "test_positions.h"

namespace flagfall::chess {
namespace {

using testing::fen;

TEST(Material, Signature) {
  EXPECT_EQ(material_signature(Position()), "KQRRBBNNPPPPPPPPvKQRRBBNNPPPPPPPP");
  EXPECT_EQ(material_signature(fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1")), "KvK");
  EXPECT_EQ(material_signature(fen("4k3/8/8/8/8/8/5p2/2B1K1N1 w - - 0 1")), "KBNvKP");
}

TEST(Material, CountsAndBishopColours) {
  const Material white = material_of(fen("4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1"), Color::White);
  EXPECT_EQ(white.bishops, 2);
  EXPECT_EQ(white.dark_bishops, 1);   // c1
  EXPECT_EQ(white.light_bishops, 1);  // f1
  EXPECT_EQ(white.minor_pieces(), 2);
  EXPECT_FALSE(white.is_lone_king());
  EXPECT_TRUE(material_of(Position::empty(), Color::Black).is_lone_king());
}

}  // namespace
}  // namespace flagfall::chess
