#include "session/frame_io.h"

#include <gtest/gtest.h>

namespace flagfall::session {
namespace {

TEST(FrameOutput, RedrawByKeepsTheEarliestRequest) {
  FrameOutput output;
  EXPECT_FALSE(output.redraw_at.has_value());
  output.redraw_by(2000);
  EXPECT_EQ(output.redraw_at, 2000);
  output.redraw_by(3000);
  EXPECT_EQ(output.redraw_at, 2000);
  output.redraw_by(1500);
  EXPECT_EQ(output.redraw_at, 1500);
}

TEST(FrameOutput, TickByKeepsTheEarliestTickApartFromRedraws) {
  FrameOutput output;
  output.tick_by(2000);
  output.tick_by(2500);
  output.tick_by(1800);
  EXPECT_EQ(output.tick_at, 1800);
  EXPECT_FALSE(output.redraw_at.has_value());
}

}  // namespace
}  // namespace flagfall::session
