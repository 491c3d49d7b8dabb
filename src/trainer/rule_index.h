#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "rules/ruleset.h"

namespace flagfall::trainer {

// What the rules browser lists: every rule a ruleset cites, with the same topic in the other
// rulesets and whether they differ there.
struct RuleElsewhere {
  std::string ruleset;  // id
  std::string name;     // short name
  std::string cite;     // "Scholastic 10c", or "" when that rulebook has no rule on the topic
  std::string says;
  std::string policy;  // that ruleset's policy on the topic, in words ("" when none applies)
  bool differs = false;
};

struct RuleEntry {
  std::string number;  // "7d"
  std::string cite;    // "USCF 11-7d"
  std::string says;
  std::string topic;   // "Illegal-move claims"
  std::string policy;  // this ruleset's policy on the topic, in words ("" when none applies)
  std::vector<RuleElsewhere> elsewhere;  // the other rulesets, in all_rulesets() order
  bool differs() const;                  // some other ruleset differs on this topic
};

std::vector<RuleEntry> rule_index(const rules::Ruleset& ruleset);
std::string_view topic_name(rules::Topic topic);
// The ruleset's policy on `topic` in a few words, from its policy values ("" for topics that are
// only text). Two rulesets differ on a topic when these differ, or when only one has a rule on it.
std::string topic_policy(const rules::Ruleset& ruleset, rules::Topic topic);

}  // namespace flagfall::trainer
