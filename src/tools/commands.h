#pragma once

#include <string>
#include <vector>

namespace flagfall::tools {

// Each subcommand takes the arguments after its own name and returns the process exit code:
// 0 success, 1 the command ran and found a failure, 2 bad arguments or bad input.
using Arguments = std::vector<std::string>;

struct Command {
  const char* name;
  const char* usage;  // one line, shown by `flagfall-arbiter` without arguments
  int (*run)(const Arguments& args);
};

// The table of subcommands, defined in arbiter_main.cpp; add a line there for a new one.
const std::vector<Command>& all_commands();

}  // namespace flagfall::tools
