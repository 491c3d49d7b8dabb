// The searches' visit table: a key is new once per round, a new round or a new table forgets
// every key (its storage is reused, not zeroed), and growing keeps what the round holds.
#include "chess/visit_table.h"

#include <gtest/gtest.h>

#include <cstdint>

namespace flagfall::chess::detail {
namespace {

// Keys spread like Zobrist hashes, none of them 0.
std::uint64_t key(std::uint64_t i) {
  return (i + 1) * 0x9E3779B97F4A7C15ULL;
}

TEST(VisitTable, AKeyIsNewOncePerRound) {
  VisitTable t;
  EXPECT_TRUE(t.insert(key(1)));
  EXPECT_FALSE(t.insert(key(1)));
  EXPECT_TRUE(t.insert(key(2)));
  EXPECT_EQ(t.size(), 2u);
  t.clear();
  EXPECT_EQ(t.size(), 0u);
  EXPECT_TRUE(t.insert(key(1)));
  EXPECT_FALSE(t.insert(key(1)));
}

TEST(VisitTable, DepthAndSlackStayWithTheKey) {
  VisitTable t;
  {
    auto [e, fresh] = t.at(key(7));
    EXPECT_TRUE(fresh);
    EXPECT_EQ(e.depth, 0);
    e.depth = 12;
    e.slack = 3;
  }
  auto [e, fresh] = t.at(key(7));
  EXPECT_FALSE(fresh);
  EXPECT_EQ(e.depth, 12);
  EXPECT_EQ(e.slack, 3);
}

TEST(VisitTable, GrowingKeepsEveryKeyOfTheRound) {
  VisitTable t;
  for (std::uint64_t i = 0; i < 5000; ++i) ASSERT_TRUE(t.insert(key(i))) << i;
  EXPECT_EQ(t.size(), 5000u);
  for (std::uint64_t i = 0; i < 5000; ++i) ASSERT_FALSE(t.insert(key(i))) << i;
  // A new round starts small again, over storage that still holds the old stamps.
  t.clear();
  for (std::uint64_t i = 0; i < 5000; ++i) ASSERT_TRUE(t.insert(key(i))) << i;
}

TEST(VisitTable, ANewTableKnowsNoKeyOfAnOldOne) {
  {
    VisitTable old;
    for (std::uint64_t i = 0; i < 3000; ++i) old.insert(key(i));
  }
  // Its storage came back to the pool; the next table takes it and must see none of it.
  VisitTable t;
  for (std::uint64_t i = 0; i < 3000; ++i) ASSERT_TRUE(t.insert(key(i))) << i;
  VisitTable other;  // a second table at once gets storage of its own
  EXPECT_TRUE(other.insert(key(1)));
  EXPECT_FALSE(t.insert(key(1)));
}

}  // namespace
}  // namespace flagfall::chess::detail
