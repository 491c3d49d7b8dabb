#include <cstdio>
#include <string>
#include <vector>

#include "rules/rule_coverage.h"
#include "tools/commands.h"
#include "tools/scenario_source.h"

namespace flagfall::tools {

// coverage [DIR]: for each ruleset, how many of the rules a ruling may rest on are cited by the
// rulings on the bank (the bank compiled in, or the scenario files in DIR), and in total.
int run_coverage(const Arguments& args) {
  const bool list = !args.empty() && args[0] == "--uncited";
  const Arguments rest(args.begin() + (list ? 1 : 0), args.end());
  std::vector<rules::Scenario> bank;
  if (!scenarios_from(rest, "coverage [--uncited] [DIR]", bank)) return 2;
  const std::vector<rules::RulesetCoverage> coverage = rules::rule_coverage(bank);
  int cited = 0;
  int ruling = 0;
  int stated = 0;
  std::printf("%-24s %7s %7s %7s %7s\n", "ruleset", "rules", "ruling", "cited", "");
  for (const rules::RulesetCoverage& c : coverage) {
    const int rules_stated = static_cast<int>(c.rules.size());
    std::printf("%-24s %7d %7d %7d %7s\n", std::string(c.ruleset->id).c_str(), rules_stated,
                c.ruling_rules(), c.cited(),
                rules::percentage(c.cited(), c.ruling_rules()).c_str());
    cited += c.cited();
    ruling += c.ruling_rules();
    stated += rules_stated;
  }
  std::printf("%-24s %7d %7d %7d %7s\n", "total", stated, ruling, cited,
              rules::percentage(cited, ruling).c_str());
  std::printf(
      "\n%zu scenarios. rules: the rule numbers a ruleset states; ruling: those a ruling "
      "may rest on (not definitions, equipment or scope); cited: cited by a ruling on a "
      "scenario meant for the ruleset.\n",
      bank.size());
  if (list) {
    for (const rules::RulesetCoverage& c : coverage) {
      for (const rules::CoveredRule& r : c.rules) {
        if (r.use == rules::RuleUse::kRuling && r.scenarios.empty()) {
          std::printf("uncited: %s\n", c.ruleset->cite_number(r.number).c_str());
        }
      }
    }
  }
  return 0;
}

}  // namespace flagfall::tools
