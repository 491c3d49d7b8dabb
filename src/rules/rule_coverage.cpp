#include "rules/rule_coverage.h"

#include <algorithm>
#include <set>

#include "rules/arbiter.h"

namespace flagfall::rules {
namespace {

// Every citation ("USCF 11-7d") a ruling or penalty on `scenario` under `ruleset` rests on: the
// deciding rule and the rules of the lines that rule on an event. The set-up line only names the
// control in force, which rules on nothing.
std::set<std::string> citations(const Scenario& scenario, const Ruleset& ruleset) {
  const Ruling ruling = adjudicate(scenario, ruleset);
  std::set<std::string> out;
  if (!ruling.rule.empty()) out.insert(ruleset.cite_number(ruling.rule));
  for (const LogEntry& line : ruling.log) {
    if (line.what == Happening::kSetUp) continue;
    if (!line.rule.empty()) out.insert(line.rule);
    if (!line.also.empty()) out.insert(line.also);
  }
  return out;
}

}  // namespace

int RulesetCoverage::ruling_rules() const {
  return static_cast<int>(std::count_if(
      rules.begin(), rules.end(), [](const CoveredRule& r) { return r.use == RuleUse::kRuling; }));
}

int RulesetCoverage::cited() const {
  return static_cast<int>(std::count_if(rules.begin(), rules.end(), [](const CoveredRule& r) {
    return r.use == RuleUse::kRuling && !r.scenarios.empty();
  }));
}

std::vector<RulesetCoverage> rule_coverage(const std::vector<Scenario>& bank) {
  std::vector<RulesetCoverage> out;
  for (const Ruleset* ruleset : all_rulesets()) {
    RulesetCoverage coverage;
    coverage.ruleset = ruleset;
    for (const Rule& rule : ruleset->rules) {
      auto same = std::find_if(coverage.rules.begin(), coverage.rules.end(),
                               [&](const CoveredRule& c) { return c.number == rule.number; });
      if (same == coverage.rules.end()) {
        coverage.rules.push_back({rule.number, rule.use, {}});
      } else if (rule.use == RuleUse::kRuling) {
        same->use = RuleUse::kRuling;
      }
    }
    for (const Scenario& scenario : bank) {
      const std::vector<const Ruleset*> meant = rulesets_for(scenario);
      if (std::find(meant.begin(), meant.end(), ruleset) == meant.end()) continue;
      const std::set<std::string> cited = citations(scenario, *ruleset);
      for (CoveredRule& rule : coverage.rules) {
        if (cited.count(ruleset->cite_number(rule.number)) > 0) {
          rule.scenarios.push_back(scenario.id);
        }
      }
    }
    for (CoveredRule& rule : coverage.rules)
      std::sort(rule.scenarios.begin(), rule.scenarios.end());
    out.push_back(std::move(coverage));
  }
  return out;
}

std::string percentage(int part, int whole) {
  if (whole <= 0) return "-";
  const long long tenths = 1000LL * part / whole;
  return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10) + "%";
}

std::string_view rule_use_name(RuleUse use) {
  switch (use) {
    case RuleUse::kRuling:
      return "ruling";
    case RuleUse::kDefinition:
      return "definition";
    case RuleUse::kEquipment:
      return "equipment";
    case RuleUse::kScope:
      return "scope";
  }
  return "ruling";
}

}  // namespace flagfall::rules
