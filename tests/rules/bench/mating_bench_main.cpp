// `flagfall-arbiter mating-bench` alone, for scripts/bench-mating.sh to build for WebAssembly as
// the page compiles its code (em++ -Oz with link-time optimisation) and run under Node.
#include <string>

#include "tools/commands.h"

namespace flagfall::tools {
int run_mating_bench(const Arguments& args);
}

int main(int argc, char** argv) {
  return flagfall::tools::run_mating_bench(flagfall::tools::Arguments(argv + 1, argv + argc));
}
