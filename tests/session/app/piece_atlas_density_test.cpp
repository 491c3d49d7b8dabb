#include "session/app/piece_atlas_density.h"

#include <gtest/gtest.h>

namespace flagfall::session {
namespace {

TEST(PieceAtlasDensity, EachCommonPixelRatioGetsThePictureThatKeepsItsPiecesCrisp) {
  EXPECT_EQ(piece_atlas_density(1.0f), 1);
  EXPECT_EQ(piece_atlas_density(1.25f), 1);  // a desktop zoomed to 125%
  EXPECT_EQ(piece_atlas_density(1.5f), 2);
  EXPECT_EQ(piece_atlas_density(2.0f), 2);
  EXPECT_EQ(piece_atlas_density(2.25f), 2);
  EXPECT_EQ(piece_atlas_density(2.625f), 3);  // many Android phones
  EXPECT_EQ(piece_atlas_density(3.0f), 3);
  EXPECT_EQ(piece_atlas_density(4.0f), 3);
}

TEST(PieceAtlasDensity, ZoomingOutBelowOnePixelStillGetsThe1xPicture) {
  EXPECT_EQ(piece_atlas_density(0.5f), 1);
}

}  // namespace
}  // namespace flagfall::session
