// The rules browser: one rule with the other rulesets on its topic, a ruleset at a time.
#include "session/trainer/views/rules_view.h"

#include "rules/ruleset.h"
#include "session/trainer/trainer_session.h"
#include "session/trainer/trainer_texts.h"
#include "words/words.h"

namespace flagfall::session {

using words::Msg;

namespace {

// "Scholastic 10a4", "FIDE 2023 (FIDE A.5.2)": the citation, with the ruleset's name when the
// citation alone does not say which ruleset it is.
std::string label(const trainer::RuleElsewhere& o) {
  if (o.cite.empty()) return o.name;
  if (o.cite.compare(0, o.name.size(), o.name) == 0) return o.cite;
  return o.name + " (" + o.cite + ")";
}

}  // namespace

RuleCard rule_card(const trainer::RuleEntry& entry) {
  RuleCard card;
  card.heading = entry.cite + "  \xC2\xB7  " + entry.topic;
  card.says = entry.says;
  if (!entry.policy.empty()) card.here = words::format<Msg::kTrainerRulesHere>(entry.policy);
  std::string same;
  for (const trainer::RuleElsewhere& o : entry.elsewhere) {
    if (!o.differs) {
      same += (same.empty() ? "" : ", ") + label(o);
      continue;
    }
    card.differing.push_back(o.cite.empty()     ? words::format<Msg::kTrainerRulesNoRule>(label(o))
                             : o.policy.empty() ? label(o)
                                                : label(o) + ": " + o.policy);
  }
  if (!same.empty()) card.same_in = words::format<Msg::kTrainerRulesSameIn>(same);
  return card;
}

void TrainerSession::open_rules(const std::string& ruleset, const std::string& number) {
  rules_view_.back = view_;
  if (rules::find_ruleset(ruleset) != nullptr) rules_view_.ruleset = ruleset;
  rules_view_.focus = number;
  view_ = TrainerView::kRules;
  show_from_ = number.empty() ? ShowFrom::kTop : ShowFrom::kRule;
}

void TrainerSession::choose_rules_ruleset(std::string_view ruleset) {
  if (rules::find_ruleset(ruleset) == nullptr) return;
  rules_view_.ruleset = ruleset;
  rules_view_.focus.clear();
  show_from_ = ShowFrom::kTop;
}

void TrainerSession::rules_back() {
  view_ = rules_view_.back;
  // Back to the question or the exam review where it was read; elsewhere from the top.
  if (rules_view_.back != TrainerView::kQuestion && rules_view_.back != TrainerView::kExamResult &&
      rules_view_.back != TrainerView::kClassroom)
    show_from_ = ShowFrom::kTop;
}

}  // namespace flagfall::session
