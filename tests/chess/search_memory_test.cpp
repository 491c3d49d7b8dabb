// The memory the dead-position searches keep from one search to the next (chess/search_memory.h)
// changes no answer: each position is decided the same cold (a new thread keeps nothing yet),
// after reserve_dead_position_search(), and warm, after searches of other positions and other
// budgets, in another order. Answers, positions visited and words must all be the same.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <thread>
#include <vector>

#include "chess/dead_position.h"
#include "test_positions.h"

namespace flagfall::chess {
namespace {

using testing::fen;

struct Case {
  const char* fen;
  Color side;
  std::uint64_t budget;
};

// Proofs by a visit of every reachable position, searches that run out of budget, mates found by
// the search, at a claim's budget and at the check after a move's.
constexpr Case kCases[] = {
    {"4k3/2b1b3/7p/5p1P/5p2/5PpK/6P1/8 b - - 0 1", Color::Black, 85'000},  // 72,252 positions
    {"8/k2p1p1p/8/1p6/1P6/KP1P1P1P/PP6/8 w - - 0 1", Color::Black, 85'000},
    {"3k4/8/2b4p/5p1P/1b3p2/5PpK/6P1/8 w - - 0 1", Color::Black, 85'000},
    {"1B2k3/7p/6pP/5pP1/5P2/1p6/1K6/8 b - - 2 25", Color::White, 85'000},
    {"r3kb1r/p2n3p/b2p4/P4p2/1Pp2B2/3PnNp1/1RP2PPq/3QK1NR b Kkq - 3 22", Color::Black, 85'000},
    {"8/8/4k3/1p1p1p1p/1P1P1P2/4K2P/8/8 w - - 0 1", Color::Black, 85'000},
    {"r1bq1rk1/pp1nbppp/2p1pn2/6B1/2BP4/2N1PN2/PP3PPP/2RQK2R b K - 0 9", Color::White, 5'000},
    {"1B2k3/7p/6pP/5pP1/5P2/1p6/1K6/8 b - - 2 25", Color::Black, 5'000},
    {"8/k2p1p1p/8/1p6/1P6/KP1P1P1P/PP6/8 w - - 0 1", Color::Black, 5'000},
};

struct Outcome {
  Answer answer;
  std::uint64_t nodes;
  NoMateReason reason;
  std::string explanation;
  friend bool operator==(const Outcome&, const Outcome&) = default;
};

Outcome decide(const Case& c) {
  const MatingMaterialResult r = dead_position_answer(fen(c.fen), c.side, {c.budget});
  return {r.answer, r.nodes, r.reason, r.explanation};
}

// Each case decided first in a thread of its own, before anything else is kept.
std::vector<Outcome> cold(bool reserve) {
  std::vector<Outcome> out;
  for (const Case& c : kCases) {
    std::thread([&] {
      if (reserve) reserve_dead_position_search({c.budget});
      out.push_back(decide(c));
    }).join();
  }
  return out;
}

TEST(SearchMemory, ColdReservedAndWarmSearchesDecideAlike) {
  const std::vector<Outcome> first = cold(false);
  EXPECT_EQ(cold(true), first);
  // One thread, every case after all the others, last to first.
  std::vector<Outcome> warm(std::size(kCases));
  std::thread([&] {
    for (const Case& c : kCases) decide(c);
    for (std::size_t i = std::size(kCases); i-- > 0;) warm[i] = decide(kCases[i]);
  }).join();
  EXPECT_EQ(warm, first);
  // The cases cover what they are meant to: proofs with and without blockades, a search that
  // runs out, mates found.
  EXPECT_EQ(first[0].reason, NoMateReason::EveryLine);
  EXPECT_NE(first[0].explanation.find("all 72252 reachable positions"), std::string::npos);
  EXPECT_EQ(first[1].reason, NoMateReason::EveryLineToLock);
  EXPECT_EQ(first[3].answer, Answer::Unknown);
  EXPECT_EQ(first[4].answer, Answer::Yes);
}

}  // namespace
}  // namespace flagfall::chess
