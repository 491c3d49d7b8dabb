#include "tools/scenario_source.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>

#include "rules/scenario_file.h"
#include "trainer/bank.h"

namespace flagfall::tools {

bool scenarios_from(const Arguments& args, const char* usage, std::vector<rules::Scenario>& out) {
  if (args.size() > 1 || (!args.empty() && args[0].rfind("--", 0) == 0)) {
    std::fprintf(stderr, "usage: flagfall-arbiter %s\n", usage);
    return false;
  }
  if (args.empty()) {
    const trainer::Bank& bank = trainer::Bank::builtin();
    for (const std::string& problem : bank.problems()) std::printf("%s\n", problem.c_str());
    out = bank.scenarios();
    return bank.problems().empty();
  }
  std::vector<std::filesystem::path> files;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(args[0], error)) {
    if (entry.path().extension() == ".json") files.push_back(entry.path());
  }
  if (error) {
    std::printf("%s: cannot read the directory\n", args[0].c_str());
    return false;
  }
  std::sort(files.begin(), files.end());
  for (const auto& path : files) {
    auto scenario = rules::load_scenario_file(path.string());
    if (!scenario) {
      std::printf("%s\n", scenario.error().c_str());
      return false;
    }
    out.push_back(std::move(*scenario));
  }
  return true;
}

}  // namespace flagfall::tools
