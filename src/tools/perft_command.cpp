// flagfall-arbiter perft DEPTH [FEN] [--divide]
#include <cstdio>
#include <string>

#include "chess/fen.h"
#include "chess/perft.h"
#include "tools/commands.h"

namespace flagfall::tools {

namespace {

constexpr int kMaxDepth = 12;

int perft_usage(const std::string& problem) {
  std::fprintf(
      stderr,
      "flagfall-arbiter perft: %s\n"
      "usage: flagfall-arbiter perft DEPTH [FEN] [--divide]\n"
      "  DEPTH     plies to count, 0 to %d\n"
      "  FEN       start position (default: the standard one); quote it or give its fields\n"
      "  --divide  also print the count below each legal move\n",
      problem.c_str(), kMaxDepth);
  return 2;
}

}  // namespace

int run_perft(const Arguments& args) {
  bool divide = false;
  std::string depth_text, fen;
  for (const std::string& arg : args) {
    if (arg == "--divide") {
      divide = true;
    } else if (arg.size() > 1 && arg[0] == '-' && !(arg[1] >= '0' && arg[1] <= '9')) {
      return perft_usage("unknown option '" + arg + "'");
    } else if (depth_text.empty()) {
      depth_text = arg;
    } else {
      fen += (fen.empty() ? "" : " ") + arg;
    }
  }
  if (depth_text.empty()) return perft_usage("missing DEPTH");
  int depth = 0;
  for (char ch : depth_text) {
    if (ch < '0' || ch > '9' || depth > kMaxDepth) {
      return perft_usage("DEPTH must be a whole number from 0 to " + std::to_string(kMaxDepth) +
                         ", not '" + depth_text + "'");
    }
    depth = depth * 10 + (ch - '0');
  }
  if (depth > kMaxDepth) {
    return perft_usage("DEPTH must be a whole number from 0 to " + std::to_string(kMaxDepth) +
                       ", not '" + depth_text + "'");
  }
  const auto parsed = chess::parse_fen(fen.empty() ? chess::kStartingFen : fen);
  if (!parsed) return perft_usage(parsed.error.message());

  if (divide) {
    std::uint64_t total = 0;
    for (const auto& [move, nodes] : chess::perft_divide(*parsed.position, depth)) {
      std::printf("%s: %llu\n", chess::to_uci(move).c_str(),
                  static_cast<unsigned long long>(nodes));
      total += nodes;
    }
    std::printf("\n%llu\n", static_cast<unsigned long long>(depth == 0 ? 1 : total));
  } else {
    std::printf("%llu\n", static_cast<unsigned long long>(chess::perft(*parsed.position, depth)));
  }
  return 0;
}

}  // namespace flagfall::tools
