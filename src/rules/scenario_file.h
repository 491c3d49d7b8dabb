#pragma once

#include <string>

#include "clock/result.h"
#include "rules/scenario.h"

namespace flagfall::rules {

// Reads and parses a scenario file; the error names the file (and the event at fault).
clock::Result<Scenario, std::string> load_scenario_file(const std::string& path);

}  // namespace flagfall::rules
