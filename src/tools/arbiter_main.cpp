#include <cstdio>
#include <string>

#include "tools/commands.h"

namespace flagfall::tools {

// Defined in <name>_command.cpp.
int run_perft(const Arguments& args);
int run_adjudicate(const Arguments& args);
int run_rulesets(const Arguments& args);
int run_compare(const Arguments& args);
int run_mating_bench(const Arguments& args);
int run_coverage(const Arguments& args);
int run_audit(const Arguments& args);
int run_mate_vector(const Arguments& args);

const std::vector<Command>& all_commands() {
  static const std::vector<Command> commands = {
      {"perft", "perft DEPTH [FEN] [--divide]   count leaf nodes of the legal move tree",
       run_perft},
      {"adjudicate",
       "adjudicate FILE [--ruleset ID]   rule on a scenario, one JSON line per ruleset",
       run_adjudicate},
      {"rulesets", "rulesets [ID]   list the rulesets, or the rules one cites", run_rulesets},
      {"compare", "compare DIR   outcome of every scenario in DIR under every ruleset",
       run_compare},
      {"mating-bench",
       "mating-bench [FEN] [--side white|black] [--budget N]... [--repeat R]   time the FIDE "
       "dead-position search as the arbiter asks it",
       run_mating_bench},
      {"mate-vector",
       "mate-vector FILE [--budget N] [--list]   rule labelled positions under FIDE 6.9 and "
       "5.2.2 and count those ruled as labelled",
       run_mate_vector},
      {"coverage",
       "coverage [--uncited] [DIR]   how many of each ruleset's rules the bank's rulings cite",
       run_coverage},
      {"audit", "audit [DIR]   the generated part of docs/rules-audit.md", run_audit},
  };
  return commands;
}

}  // namespace flagfall::tools

namespace {

int print_usage() {
  std::fprintf(stderr, "usage: flagfall-arbiter COMMAND [ARGS]\ncommands:\n");
  for (const auto& command : flagfall::tools::all_commands()) {
    std::fprintf(stderr, "  flagfall-arbiter %s\n", command.usage);
  }
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return print_usage();
  const std::string name = argv[1];
  for (const auto& command : flagfall::tools::all_commands()) {
    if (name == command.name) return command.run(flagfall::tools::Arguments(argv + 2, argv + argc));
  }
  std::fprintf(stderr, "flagfall-arbiter: unknown command '%s'\n", name.c_str());
  return print_usage();
}
