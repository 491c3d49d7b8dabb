// Perft speed benchmark, built natively and with em++ by scripts/bench-perft.sh.
// Prints one line per position: name depth nodes seconds (best of the runs).
#include <chrono>
#include <cstdio>
#include <cstdlib>

#include "chess/fen.h"
#include "chess/perft.h"

namespace chess = flagfall::chess;

int main(int argc, char** argv) {
  const int runs = argc > 1 ? std::atoi(argv[1]) : 3;
  struct Case {
    const char* name;
    const char* fen;
    int depth;
    unsigned long long expected;
  };
  const Case cases[] = {
      {"start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6, 119060324ULL},
      {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5,
       193690690ULL},
  };
  int status = 0;
  for (const Case& c : cases) {
    const chess::Position position = *chess::parse_fen(c.fen).position;
    double best = 1e9;
    unsigned long long nodes = 0;
    for (int run = 0; run < runs; ++run) {
      const auto start = std::chrono::steady_clock::now();
      nodes = chess::perft(position, c.depth);
      const double seconds =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      if (seconds < best) best = seconds;
    }
    if (nodes != c.expected) {
      std::fprintf(stderr, "%s: perft %d gave %llu, expected %llu\n", c.name, c.depth, nodes,
                   c.expected);
      status = 1;
    }
    std::printf("%s %d %llu %.4f\n", c.name, c.depth, nodes, best);
  }
  return status;
}
