// flagfall-arbiter mating-bench [FEN] [--side white|black] [--budget N]... [--repeat R]
// Times the FIDE dead-position search as the arbiter asks it (rules::Arbiter::mate_answer):
// what a ruling on a flag, an illegal move or a resignation costs; the forced-win search; and,
// without a FEN, FIDE 5.2.2 after every move of whole games. It prints, and asserts nothing.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "chess/fen.h"
#include "chess/forced_win.h"
#include "chess/move.h"
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

// A whole game's positions, as the arbiter asks FIDE 5.2.2 after every move: the Opera game
// (Morphy, Paris 1858: a middlegame that ends in mate), then random legal games to their end.
constexpr const char* kOperaGame[] = {
    "e2e4", "e7e5", "g1f3", "d7d6", "d2d4", "c8g4", "d4e5", "g4f3", "d1f3", "d6e5", "f1c4",
    "g8f6", "f3b3", "d8e7", "b1c3", "c7c6", "c1g5", "b7b5", "c3b5", "c6b5", "c4b5", "b8d7",
    "e1c1", "a8d8", "d1d7", "d8d7", "h1d1", "e7e6", "b5d7", "f6d7", "b3b8", "d7b8", "d1d8"};
constexpr int kRandomGames = 20;
constexpr int kRandomGamePlies = 300;

struct WalkFigures {
  std::vector<double> ms;
  int dead = 0;
  int unknown = 0;
};

chess::Answer time_dead_position(const chess::Position& position, WalkFigures& figures) {
  const auto start = std::chrono::steady_clock::now();
  const chess::Answer answer = rules::Arbiter::dead_position_answer(position).answer;
  const auto stop = std::chrono::steady_clock::now();
  figures.ms.push_back(std::chrono::duration<double, std::milli>(stop - start).count());
  if (answer == chess::Answer::Yes) ++figures.dead;
  if (answer == chess::Answer::Unknown) ++figures.unknown;
  return answer;
}

void print_walk(const char* name, WalkFigures figures) {
  std::sort(figures.ms.begin(), figures.ms.end());
  const std::size_t n = figures.ms.size();
  std::printf(
      "%-14s %5zu positions  median %6.3f ms  99%% %7.3f ms  max %7.3f ms  dead %d  "
      "unsettled %d\n",
      name, n, figures.ms[n / 2], figures.ms[std::min(n - 1, n * 99 / 100)], figures.ms[n - 1],
      figures.dead, figures.unknown);
}

// FIDE 5.2.2 as the arbiter asks it after each legal move (both sides, the ruling budget each;
// the arbiter remembers each answer, so this is what a new position costs once).
void bench_dead_position_walk() {
  std::printf("\nFIDE 5.2.2 after each move (both sides, budget %llu each):\n",
              static_cast<unsigned long long>(rules::kRulingSearchBudget.max_nodes));
  WalkFigures opera;
  chess::Position position = *chess::parse_fen(chess::kStartingFen).position;
  for (const char* uci : kOperaGame) {
    position = position.after(*chess::parse_uci(uci));
    time_dead_position(position, opera);
  }
  print_walk("opera-game", opera);
  WalkFigures random;
  std::uint64_t seed = 0x5EED;
  for (int game = 0; game < kRandomGames; ++game) {
    position = *chess::parse_fen(chess::kStartingFen).position;
    for (int ply = 0; ply < kRandomGamePlies; ++ply) {
      const chess::MoveList moves = position.legal_moves();
      if (moves.size() == 0) break;
      seed += 0x9E3779B97F4A7C15ULL;  // splitmix64
      std::uint64_t z = seed;
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
      z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
      z ^= z >> 31;
      position = position.after(moves[static_cast<std::size_t>(z % moves.size())]);
      if (time_dead_position(position, random) == chess::Answer::Yes) break;  // the game ends
    }
  }
  print_walk("random-games", random);
}

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
    bench_dead_position_walk();
  } else {
    bench_forced_win(positions, repeat);
  }
  return 0;
}

}  // namespace flagfall::tools
