#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "rules/arbiter.h"
#include "rules/scenario_file.h"
#include "tools/commands.h"

namespace flagfall::tools {
namespace {

std::string cell(const rules::Ruling& ruling) {
  const std::string reason(rules::reason_name(ruling.reason));
  switch (ruling.outcome) {
    case rules::Outcome::kWhiteWins:
      return "1-0 " + reason;
    case rules::Outcome::kBlackWins:
      return "0-1 " + reason;
    case rules::Outcome::kDraw:
      return "1/2 " + reason;
    case rules::Outcome::kPlayOn:
      return "on " + reason;
  }
  return "?";
}

}  // namespace

// compare DIR: the outcome of every scenario in DIR under every ruleset; rows where the rulesets
// a scenario is meant for disagree are marked '*'. Cells in parentheses are rulesets the
// scenario is not meant for (its rulebook leaves the case open).
int run_compare(const Arguments& args) {
  if (args.size() != 1) {
    std::fprintf(stderr, "usage: flagfall-arbiter compare DIR\n");
    return 2;
  }
  std::vector<std::filesystem::path> files;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(args[0], error)) {
    if (entry.path().extension() == ".json") files.push_back(entry.path());
  }
  if (error) {
    std::printf("%s: cannot read the directory\n", args[0].c_str());
    return 2;
  }
  std::sort(files.begin(), files.end());
  const auto& rulesets = rules::all_rulesets();
  std::printf("%-2s %-40s", "", "scenario");
  for (const rules::Ruleset* r : rulesets) std::printf(" | %-34s", std::string(r->id).c_str());
  std::printf("\n");
  int differing = 0;
  int bad = 0;
  for (const auto& path : files) {
    const auto scenario = rules::load_scenario_file(path.string());
    if (!scenario) {
      std::printf("%s\n", scenario.error().c_str());
      ++bad;
      continue;
    }
    const auto meant = rules::rulesets_for(*scenario);
    std::vector<std::string> cells;
    std::vector<std::string> meant_results;
    for (const rules::Ruleset* r : rulesets) {
      const rules::Ruling ruling = rules::adjudicate(*scenario, *r);
      std::string text = cell(ruling);
      if (std::find(meant.begin(), meant.end(), r) != meant.end()) {
        meant_results.push_back(text);
      } else {
        text = "(" + text + ")";
      }
      cells.push_back(text);
    }
    const bool differs = std::adjacent_find(meant_results.begin(), meant_results.end(),
                                            std::not_equal_to<>()) != meant_results.end();
    if (differs) ++differing;
    std::printf("%-2s %-40s", differs ? "*" : "", scenario->id.c_str());
    for (const std::string& c : cells) std::printf(" | %-34s", c.c_str());
    std::printf("\n");
  }
  std::printf("\n%zu scenarios, %d where the rulesets they are meant for disagree (*).\n",
              files.size() - bad, differing);
  std::printf(
      "1-0 white wins, 0-1 black wins, 1/2 draw, on play goes on; (...) the scenario is "
      "not meant for that ruleset.\n");
  return bad > 0 ? 2 : 0;
}

}  // namespace flagfall::tools
