// `flagfall-arbiter mating-bench` and `mate-vector` alone, for scripts/bench-mating.sh to build
// for WebAssembly as the page compiles its code (em++ -Oz with link-time optimisation) and run
// under Node: `mate-vector FILE ...` as the first arguments runs that, anything else mating-bench.
#include <string>

#include "tools/commands.h"

namespace flagfall::tools {
int run_mating_bench(const Arguments& args);
int run_mate_vector(const Arguments& args);
}  // namespace flagfall::tools

int main(int argc, char** argv) {
  using flagfall::tools::Arguments;
  if (argc > 1 && std::string(argv[1]) == "mate-vector") {
    return flagfall::tools::run_mate_vector(Arguments(argv + 2, argv + argc));
  }
  return flagfall::tools::run_mating_bench(Arguments(argv + 1, argv + argc));
}
