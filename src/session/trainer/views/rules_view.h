#pragma once
// The rules browser: one rule with the other rulesets on its topic, a ruleset at a time.
#include <string>
#include <vector>

#include "session/trainer/trainer_view.h"
#include "trainer/rule_index.h"

namespace flagfall::session {

// The rules browser: the ruleset on show, the rule opened from a link (outlined), and the view it
// goes back to.
struct RulesViewState {
  std::string ruleset = "uscf-2020";
  std::string focus;
  TrainerView back = TrainerView::kMenu;
};

// The rules browser: one rule with the other rulesets on its topic.
struct RuleCard {
  std::string heading;  // "USCF 11-7d · Illegal-move claims"
  std::string says;
  std::string here;                    // "Here: ..." or ""
  std::vector<std::string> differing;  // "FIDE 2023 (FIDE A.5.2): ..." one per ruleset
  std::string same_in;                 // "Same in: ..." or ""
};
RuleCard rule_card(const trainer::RuleEntry& entry);

}  // namespace flagfall::session
