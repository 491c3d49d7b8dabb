#pragma once

#include <string>
#include <vector>

#include "rules/scenario.h"
#include "tools/commands.h"

namespace flagfall::tools {

// The scenarios a command reads: those of the directory `args` names, or without one the bank
// compiled into the tool (assets/scenarios when it was built). Prints the problem and `usage`
// and returns false when `args` is more than a directory or a file does not read.
bool scenarios_from(const Arguments& args, const char* usage, std::vector<rules::Scenario>& out);

}  // namespace flagfall::tools
