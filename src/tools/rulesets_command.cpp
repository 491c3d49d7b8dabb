#include <cstdio>
#include <string>

#include "rules/rule_coverage.h"
#include "rules/ruleset.h"
#include "tools/commands.h"
#include "words/words.h"

namespace flagfall::tools {

// rulesets [ID]: the ids and names; with an id, every rule that ruleset cites.
int run_rulesets(const Arguments& args) {
  if (args.empty()) {
    for (const rules::Ruleset* r : rules::all_rulesets()) {
      std::printf("%-24s %s\n", std::string(r->id).c_str(), words::text(r->name).data());
    }
    return 0;
  }
  const rules::Ruleset* r = rules::find_ruleset(args[0]);
  if (r == nullptr || args.size() > 1) {
    std::fprintf(stderr, "rulesets: unknown ruleset '%s'\n", args[0].c_str());
    return 2;
  }
  std::printf("%s: %s\nsource: %s\nstandard time control: %s\n", std::string(r->id).c_str(),
              words::text(r->name).data(), words::text(r->source).data(),
              std::string(r->standard_time_control).c_str());
  for (const rules::Rule& rule : r->rules) {
    // A rule no ruling rests on says what it is instead (flagfall-arbiter coverage leaves it out).
    const std::string use = rule.use == rules::RuleUse::kRuling
                                ? std::string()
                                : " [" + std::string(rules::rule_use_name(rule.use)) + "]";
    std::printf("  %-22s %s%s\n", r->cite_number(rule.number).c_str(),
                words::text(rule.says).data(), use.c_str());
  }
  return 0;
}

}  // namespace flagfall::tools
