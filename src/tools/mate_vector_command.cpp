// flagfall-arbiter mate-vector FILE [--budget N] [--list] [--cpu] [--cold]
// Rules every position of a labelled file of positions as the FIDE arbiter would (6.9 and
// 5.2.2) and counts how many rulings match the labels. The file is D3-Chess's test vector
// format (github.com/miguel-ambrona/D3-Chess, tests/test-vector.txt; not kept in this
// repository): '#' comments, then one position a line, "WB", "W-", "-B" or "--" (which sides
// could still checkmate by some series of legal moves), a space and a FEN of at least two fields.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "chess/dead_position.h"
#include "chess/fen.h"
#include "rules/arbiter.h"
#include "tools/commands.h"

namespace flagfall::tools {

namespace {

struct Labelled {
  std::string fen;
  bool can[2];  // by index_of(Color): the label says that side could still checkmate
  int line;
  chess::Position position;
};

int vector_usage(const std::string& problem) {
  std::fprintf(stderr,
               "flagfall-arbiter mate-vector: %s\n"
               "usage: flagfall-arbiter mate-vector FILE [--budget N] [--list] [--cpu] [--cold]\n"
               "  FILE        labelled positions, one a line: WB, W-, -B or -- and a FEN\n"
               "  --budget N  positions the search of one claim may visit (default the "
               "arbiter's for a claim)\n"
               "  --list      print every position ruled against its label, and every claim "
               "over 50 ms\n"
               "  --cpu       time with the processor time used, not the clock\n"
               "  --cold      leave the search's memory to the first claim that needs it (the "
               "arbiter reserves it as a game starts)\n",
               problem.c_str());
  return 2;
}

// Reads the file; on a bad line sets `problem` to "FILE:LINE: ..." and returns nothing.
std::vector<Labelled> read_vector(const std::string& path, std::string& problem) {
  std::ifstream in(path);
  if (!in) {
    problem = path + ": cannot be read";
    return {};
  }
  std::vector<Labelled> out;
  std::string text;
  for (int number = 1; std::getline(in, text); ++number) {
    if (!text.empty() && text.back() == '\r') text.pop_back();
    if (text.empty() || text[0] == '#') continue;
    const std::string where = path + ":" + std::to_string(number) + ": ";
    if (text.size() < 4 || text[2] != ' ' || (text[0] != 'W' && text[0] != '-') ||
        (text[1] != 'B' && text[1] != '-')) {
      problem = where + "expected WB, W-, -B or -- and a FEN";
      return {};
    }
    std::string fen = text.substr(3);
    std::istringstream fields(fen);
    int count = 0;
    for (std::string field; fields >> field;) ++count;
    for (; count >= 2 && count < 4; ++count) fen += " -";  // no castling, no en passant
    const chess::FenResult parsed = chess::parse_fen(fen);
    if (!parsed) {
      problem = where + parsed.error.message();
      return {};
    }
    out.push_back({text.substr(3), {text[0] == 'W', text[1] == 'B'}, number, *parsed.position});
  }
  if (out.empty()) problem = path + ": no positions";
  return out;
}

// Milliseconds now: wall-clock time, or with --cpu the processor time the process has used,
// steadier on a busy machine.
bool use_cpu_time = false;
double now_ms() {
  if (use_cpu_time) return 1000.0 * static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

struct Times {
  std::vector<double> ms;
  void add(double start) { ms.push_back(now_ms() - start); }
  void print(const char* what) {
    std::sort(ms.begin(), ms.end());
    const std::size_t n = ms.size();
    std::printf("%-32s median %7.3f ms  99%% %8.3f ms  max %8.3f ms  (%zu)\n", what, ms[n / 2],
                ms[std::min(n - 1, n * 99 / 100)], ms[n - 1], n);
  }
};

const char* answer_word(chess::Answer a) {
  return a == chess::Answer::Yes ? "can mate" : a == chess::Answer::No ? "cannot" : "unknown";
}

}  // namespace

int run_mate_vector(const Arguments& args) {
  std::string path;
  chess::SearchBudget budget = rules::claim_budget(rules::kRulingSearchBudget);
  bool list = false;
  bool cold = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--list") {
      list = true;
    } else if (args[i] == "--cpu") {
      use_cpu_time = true;
    } else if (args[i] == "--cold") {
      cold = true;
    } else if (args[i] == "--budget") {
      if (i + 1 == args.size()) return vector_usage("--budget needs a value");
      const std::string& v = args[++i];
      if (v.empty() || v.size() > 9 || v.find_first_not_of("0123456789") != std::string::npos ||
          std::stoull(v) == 0) {
        return vector_usage("--budget needs a positive whole number");
      }
      budget.max_nodes = std::stoull(v);
    } else if (!args[i].empty() && args[i][0] == '-') {
      return vector_usage("unknown option '" + args[i] + "'");
    } else if (path.empty()) {
      path = args[i];
    } else {
      return vector_usage("one file only");
    }
  }
  if (path.empty()) return vector_usage("no file given");
  std::string problem;
  const std::vector<Labelled> positions = read_vector(path, problem);
  if (positions.empty()) return vector_usage(problem);
  // As the arbiter does when a game under FIDE starts (rules/arbiter_dead_position.cpp).
  if (!cold) chess::reserve_dead_position_search(budget);

  // Per side: the claim's answer against the label.
  int matched = 0, wrong_cannot = 0, wrong_can = 0, unknown_can = 0, unknown_cannot = 0;
  int flag_ruled = 0, both_ruled = 0, dead_ruled = 0, dead_labelled = 0, dead_found = 0;
  Times claim_times, dead_times;
  for (const Labelled& p : positions) {
    chess::Answer answers[2];
    for (const chess::Color side : {chess::Color::White, chess::Color::Black}) {
      const int i = chess::index_of(side);
      const double start = now_ms();
      answers[i] = chess::has_mating_material(p.position, side,
                                              chess::MatingMaterialRule::FideDeadPosition, budget)
                       .answer;
      claim_times.add(start);
      const chess::Answer a = answers[i];
      if (list && claim_times.ms.back() > 50) {
        std::printf("line %d  %s  %s: %.1f ms\n", p.line, p.fen.c_str(),
                    std::string(chess::color_name(side)).c_str(), claim_times.ms.back());
      }
      if ((a == chess::Answer::Yes && p.can[i]) || (a == chess::Answer::No && !p.can[i])) {
        ++matched;
      } else {
        if (a == chess::Answer::No) ++wrong_cannot;
        if (a == chess::Answer::Yes) ++wrong_can;
        if (a == chess::Answer::Unknown) ++(p.can[i] ? unknown_can : unknown_cannot);
        if (list) {
          std::printf("line %d  %s  %s: %s, labelled %s\n", p.line, p.fen.c_str(),
                      std::string(chess::color_name(side)).c_str(), answer_word(a),
                      p.can[i] ? "can mate" : "cannot");
        }
      }
    }
    // A ruling on a claim draws only on "cannot"; the side not to move claims the flag.
    const auto ruled = [&](int i) { return (answers[i] == chess::Answer::No) == !p.can[i]; };
    const int claimant = chess::index_of(~p.position.side_to_move());
    flag_ruled += ruled(claimant);
    both_ruled += ruled(0) && ruled(1);
    const double start = now_ms();
    const bool dead = rules::Arbiter::dead_position_answer(p.position).answer == chess::Answer::Yes;
    dead_times.add(start);
    const bool labelled_dead = !p.can[0] && !p.can[1];
    dead_labelled += labelled_dead;
    dead_found += dead;
    dead_ruled += dead == labelled_dead;
  }
  const int n = static_cast<int>(positions.size());
  const auto pct = [](int a, int b) { return 100.0 * a / b; };
  std::printf("%d positions, claim budget %llu positions a side\n", n,
              static_cast<unsigned long long>(budget.max_nodes));
  std::printf("flag claim by the side not to move (6.9) ruled as labelled: %d (%.2f%%)\n",
              flag_ruled, pct(flag_ruled, n));
  std::printf("a claim by either side ruled as labelled, both: %d (%.2f%%)\n", both_ruled,
              pct(both_ruled, n));
  std::printf(
      "sides decided as labelled: %d of %d (%.2f%%); wrongly \"cannot mate\": %d; wrongly \"can "
      "mate\": %d; unknown: %d where the side can mate, %d where it cannot\n",
      matched, 2 * n, pct(matched, 2 * n), wrong_cannot, wrong_can, unknown_can, unknown_cannot);
  std::printf(
      "5.2.2 after a move (both sides): dead %d of %d labelled dead, ruled as labelled %d "
      "(%.2f%%)\n",
      dead_found, dead_labelled, dead_ruled, pct(dead_ruled, n));
  claim_times.print("one claim's decision (a side):");
  dead_times.print("5.2.2 check (both sides):");
  return wrong_cannot == 0 ? 0 : 1;
}

}  // namespace flagfall::tools
