// The searches' visit table: a key is new once per round, a new round forgets every key (its
// storage is reused, not zeroed), a table sized for what it will hold never grows, and growing
// past that keeps what the round holds.
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
  VisitTable::Store store;
  VisitTable t(store);
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
  VisitTable::Store store;
  VisitTable t(store);
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
  VisitTable::Store store;
  VisitTable t(store);
  for (std::uint64_t i = 0; i < 5000; ++i) ASSERT_TRUE(t.insert(key(i))) << i;
  EXPECT_EQ(t.size(), 5000u);
  EXPECT_GE(t.capacity(), VisitTable::capacity_for(5000));
  for (std::uint64_t i = 0; i < 5000; ++i) ASSERT_FALSE(t.insert(key(i))) << i;
  // A new round starts small again, over storage that still holds the old stamps.
  t.clear();
  EXPECT_EQ(t.capacity(), VisitTable::capacity_for(0));
  for (std::uint64_t i = 0; i < 5000; ++i) ASSERT_TRUE(t.insert(key(i))) << i;
}

TEST(VisitTable, ATableSizedForItsKeysNeverGrows) {
  VisitTable::Store store;
  VisitTable t(store, 74'631);  // a claim's breadth-first proof
  EXPECT_EQ(t.capacity(), 131'072u);
  EXPECT_EQ(store.entries.size(), 131'072u);
  for (std::uint64_t i = 0; i < 74'631; ++i) ASSERT_TRUE(t.insert(key(i))) << i;
  EXPECT_EQ(t.capacity(), 131'072u);
  EXPECT_EQ(store.entries.size(), 131'072u);
}

TEST(VisitTable, ANewTableOnAStoreKnowsNoKeyOfTheOldOne) {
  VisitTable::Store store;
  {
    VisitTable old(store, 3000);
    for (std::uint64_t i = 0; i < 3000; ++i) old.insert(key(i));
  }
  // The next table takes the same storage and must see none of it, at any size.
  VisitTable t(store, 100);
  for (std::uint64_t i = 0; i < 3000; ++i) ASSERT_TRUE(t.insert(key(i))) << i;
  VisitTable::Store other_store;
  VisitTable other(other_store);  // another store is another table
  EXPECT_TRUE(other.insert(key(1)));
  EXPECT_FALSE(t.insert(key(1)));
}

}  // namespace
}  // namespace flagfall::chess::detail
