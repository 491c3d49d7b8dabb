#include <cstdio>
#include <string>
#include <vector>

#include "rules/rule_audit.h"
#include "tools/commands.h"
#include "tools/scenario_source.h"

namespace flagfall::tools {

// audit [DIR]: the generated part of docs/rules-audit.md (markdown, markers included), from the
// bank compiled in or the scenario files in DIR.
int run_audit(const Arguments& args) {
  std::vector<rules::Scenario> bank;
  if (!scenarios_from(args, "audit [DIR]", bank)) return 2;
  std::fputs(rules::audit_markdown(rules::rule_coverage(bank), bank.size()).c_str(), stdout);
  return 0;
}

}  // namespace flagfall::tools
