#include <cstdio>
#include <string>

#include "rules/arbiter.h"
#include "rules/ruling_json.h"
#include "rules/scenario_file.h"
#include "tools/commands.h"

namespace flagfall::tools {

// adjudicate FILE [--ruleset ID]: one JSON ruling per line, one per ruleset.
int run_adjudicate(const Arguments& args) {
  std::string file;
  std::string ruleset_id;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--ruleset" && i + 1 < args.size()) {
      ruleset_id = args[++i];
    } else if (file.empty() && args[i].rfind("--", 0) != 0) {
      file = args[i];
    } else {
      std::fprintf(stderr, "adjudicate: unexpected argument '%s'\n", args[i].c_str());
      return 2;
    }
  }
  if (file.empty()) {
    std::fprintf(stderr, "usage: flagfall-arbiter adjudicate FILE [--ruleset ID]\n");
    return 2;
  }
  const auto scenario = rules::load_scenario_file(file);
  if (!scenario) {
    std::printf("%s\n", scenario.error().c_str());
    return 2;
  }
  std::vector<const rules::Ruleset*> rulesets;
  if (!ruleset_id.empty()) {
    const rules::Ruleset* r = rules::find_ruleset(ruleset_id);
    if (r == nullptr) {
      std::printf("%s: unknown ruleset \"%s\"\n", file.c_str(), ruleset_id.c_str());
      return 2;
    }
    rulesets.push_back(r);
  } else {
    rulesets = rules::rulesets_for(*scenario);
  }
  for (const rules::Ruleset* r : rulesets) {
    std::printf("%s\n", rules::ruling_to_json(rules::adjudicate(*scenario, *r)).c_str());
  }
  return 0;
}

}  // namespace flagfall::tools
