#pragma once
// How much of each ruleset the scenario bank exercises: which of the rules a ruleset states are
// cited by the arbiter's rulings on the scenarios meant for it (`flagfall-arbiter coverage`,
// docs/rules-audit.md).
#include <string>
#include <string_view>
#include <vector>

#include "rules/ruleset.h"
#include "rules/scenario.h"

namespace flagfall::rules {

// One rule number of a ruleset (a number the data states under several topics counts once).
struct CoveredRule {
  std::string_view number;
  // The use of its entries: kRuling if any entry is one, else the first entry's.
  RuleUse use = RuleUse::kRuling;
  std::vector<std::string> scenarios;  // ids of the bank scenarios whose rulings cite it, sorted
};

struct RulesetCoverage {
  const Ruleset* ruleset = nullptr;
  std::vector<CoveredRule> rules;  // in the order the ruleset states them

  int ruling_rules() const;  // rules a ruling may rest on
  int cited() const;         // of those, the ones some bank ruling cites
};

// Every ruleset's coverage by `bank`: each scenario replayed under every ruleset it is meant
// for, counting the deciding rule and every rule a line that rules on an event cites (a penalty,
// a denied claim, a completed illegal move), not the set-up line's control.
std::vector<RulesetCoverage> rule_coverage(const std::vector<Scenario>& bank);

// "79.2%": `part` of `whole` as a percentage with one decimal (rounded down).
std::string percentage(int part, int whole);

std::string_view rule_use_name(RuleUse use);  // "ruling", "definition", "equipment", "scope"

}  // namespace flagfall::rules
