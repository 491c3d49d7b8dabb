// flagfall-arbiter mating-bench [FEN] [--side white|black] [--budget N]... [--repeat R]
// Times the FIDE dead-position search as the arbiter asks it (rules::Arbiter::mate_answer):
// what a ruling on a flag, an illegal move or a resignation costs. It prints, and asserts nothing.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "chess/fen.h"
#include "chess/forced_win.h"
#include "rules/arbiter.h"
#include "tools/commands.h"

namespace flagfall::tools {

namespace {

struct BenchPosition {
  const char* name;
  const char* fen;
};

// Without a FEN: a dead position the search must prove, a middlegame and a rook endgame where
// it finds a mate, and two where it gives up within every default budget (what a ruling costs
// at most): White could mate in both, but the search needs some 80,000 and 1.6 million positions.
constexpr BenchPosition kDefaultPositions[] = {
    {"locked-pawns", "8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/8 w - - 0 1"},
    {"middlegame", "r1bq1rk1/pp1nbppp/2p1pn2/6B1/2BP4/2N1PN2/PP3PPP/2RQK2R b K - 0 9"},
    {"rook-endgame", "8/5pk1/6p1/8/R7/6P1/r4PK1/8 w - - 0 40"},
    {"unsettled-mid", "r3kb1r/p2n3p/b2p4/P4p2/1Pp2B2/3PnNp1/1RP2PPq/3QK1NR b Kkq - 3 22"},
    {"unsettled-end", "1B2k3/7p/6pP/5pP1/5P2/1p6/1K6/8 b - - 2 25"},
};
constexpr std::uint64_t kDefaultBudgets[] = {50'000, 10'000, 5'000};

// The forced-win search as the arbiter asks it where a rulebook wants a forced win shown (an
// insufficient-losing-chances claim, Sacramento 9, US Chess 14E): each side of each position,
// the attacker named first. Identical rooks and opposite bishops without a tactic (it must search
// every line to say no), a skewer that wins the last rook, a rook and rook pawn against a rook,
// and a middlegame where it gives up (the most a ruling costs).
constexpr BenchPosition kForcedWinPositions[] = {
    {"rooks-quiet", "r7/3k4/8/8/8/8/3K4/7R w - - 0 60"},
    {"rooks-skewer", "8/r3k3/8/8/8/8/8/6KR w - - 0 1"},
    {"opp-bishops", "8/2b1k3/8/3P4/3K4/5B2/8/8 b - - 0 60"},
    {"rook-rookpawn", "7r/k7/P7/2K5/8/8/8/1R6 w - - 0 60"},
    {"queens", "3qk3/8/8/8/8/8/8/3QK3 w - - 0 60"},
    {"middlegame", "r1bq1rk1/pp1nbppp/2p1pn2/6B1/2BP4/2N1PN2/PP3PPP/2RQK2R b K - 0 9"},
};

int bench_usage(const std::string& problem) {
  std::fprintf(stderr,
               "flagfall-arbiter mating-bench: %s\n"
               "usage: flagfall-arbiter mating-bench [FEN] [--side white|black] [--budget N]... "
               "[--repeat R]\n"
               "  FEN         position (default: a locked-pawn dead position, a middlegame, a rook "
               "endgame and two positions the search does not settle)\n"
               "  --side S    the side asked whether it could checkmate (default white)\n"
               "  --budget N  search budget in positions; repeatable (default 50000 10000 5000, "
               "and the arbiter's)\n"
               "  --repeat R  calls timed per line, the median is printed (default 5)\n",
               problem.c_str());
  return 2;
}

bool parse_count(const std::string& text, std::uint64_t& out) {
  if (text.empty() || text.size() > 9) return false;
  out = 0;
  for (char ch : text) {
    if (ch < '0' || ch > '9') return false;
    out = out * 10 + static_cast<std::uint64_t>(ch - '0');
  }
  return out > 0;
}

// Prints the forced-win search's answer, positions visited and median time for both sides of
// the built-in positions, with the arbiter's limits.
void bench_forced_win(const std::vector<BenchPosition>& positions, std::uint64_t repeat) {
  std::printf("\nforced win within %d moves, budget %llu positions (each side):\n",
              chess::kDemonstrableWinMoves,
              static_cast<unsigned long long>(chess::kDemonstrableWinNodes));
  for (const BenchPosition& p : positions) {
    const chess::Position position = *chess::parse_fen(p.fen).position;
    for (const chess::Color side : {chess::Color::White, chess::Color::Black}) {
      std::vector<double> ms;
      chess::ForcedWinResult result;
      for (std::uint64_t r = 0; r < repeat; ++r) {
        const auto start = std::chrono::steady_clock::now();
        result = chess::find_forced_win(position, side, chess::kDemonstrableWinMoves,
                                        chess::kDemonstrableWinNodes);
        const auto stop = std::chrono::steady_clock::now();
        ms.push_back(std::chrono::duration<double, std::milli>(stop - start).count());
      }
      std::sort(ms.begin(), ms.end());
      std::printf("%-14s %-5s  %-7s  %7llu positions  %9.2f ms\n", p.name,
                  std::string(chess::color_name(side)).c_str(),
                  std::string(chess::answer_name(result.answer)).c_str(),
                  static_cast<unsigned long long>(result.nodes), ms[ms.size() / 2]);
    }
  }
}

}  // namespace

int run_mating_bench(const Arguments& args) {
  chess::Color side = chess::Color::White;
  std::vector<std::uint64_t> budgets;
  std::uint64_t repeat = 5;
  std::string fen;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (arg == "--side" || arg == "--budget" || arg == "--repeat") {
      if (i + 1 == args.size()) return bench_usage(arg + " needs a value");
      const std::string& value = args[++i];
      if (arg == "--side") {
        if (value != "white" && value != "black") return bench_usage("--side is white or black");
        side = value == "white" ? chess::Color::White : chess::Color::Black;
      } else {
        std::uint64_t n = 0;
        if (!parse_count(value, n)) return bench_usage(arg + " needs a positive whole number");
        if (arg == "--budget") {
          budgets.push_back(n);
        } else {
          repeat = n;
        }
      }
    } else if (arg.size() > 1 && arg[0] == '-') {
      return bench_usage("unknown option '" + arg + "'");
    } else {
      fen += (fen.empty() ? "" : " ") + arg;
    }
  }
  if (budgets.empty()) {
    budgets.assign(std::begin(kDefaultBudgets), std::end(kDefaultBudgets));
    if (std::find(budgets.begin(), budgets.end(), rules::kRulingSearchBudget.max_nodes) ==
        budgets.end()) {
      budgets.push_back(rules::kRulingSearchBudget.max_nodes);
    }
  }
  std::vector<BenchPosition> positions;
  if (fen.empty()) {
    positions.assign(std::begin(kDefaultPositions), std::end(kDefaultPositions));
  } else {
    positions.push_back({"position", fen.c_str()});
  }
  for (const BenchPosition& p : positions) {
    const auto parsed = chess::parse_fen(p.fen);
    if (!parsed) return bench_usage(parsed.error.message());
    for (const std::uint64_t budget : budgets) {
      std::vector<double> ms;
      chess::Answer answer = chess::Answer::Unknown;
      for (std::uint64_t r = 0; r < repeat; ++r) {
        const auto start = std::chrono::steady_clock::now();
        answer = chess::has_mating_material(*parsed.position, side,
                                            chess::MatingMaterialRule::FideDeadPosition,
                                            chess::SearchBudget{budget})
                     .answer;
        const auto stop = std::chrono::steady_clock::now();
        ms.push_back(std::chrono::duration<double, std::milli>(stop - start).count());
      }
      std::sort(ms.begin(), ms.end());
      std::printf("%-14s budget %7llu  %-7s  %9.2f ms\n", p.name,
                  static_cast<unsigned long long>(budget),
                  std::string(chess::answer_name(answer)).c_str(), ms[ms.size() / 2]);
    }
  }
  if (fen.empty()) {
    bench_forced_win({std::begin(kForcedWinPositions), std::end(kForcedWinPositions)}, repeat);
  } else {
    bench_forced_win(positions, repeat);
  }
  return 0;
}

}  // namespace flagfall::tools
