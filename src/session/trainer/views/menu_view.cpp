// The trainer's menu: what the bank and the selection hold, and its entries (practice, exam,
// review, progress, the rules browser, My scenarios) with what each does.
#include "session/trainer/views/menu_view.h"

#include "rules/ruleset.h"
#include "rules/scenario_category.h"
#include "session/trainer/trainer_texts.h"

namespace flagfall::session {

std::string bank_summary(const trainer::Trainer& t) {
  return std::to_string(t.bank().scenarios().size()) + " scenarios, " +
         std::to_string(rules::all_rulesets().size()) + " rulesets";
}

std::string selection_summary(const trainer::Trainer& t) {
  const trainer::Selection& s = t.selection();
  std::string rulesets = s.rulesets.size() == rules::all_rulesets().size() ? "all rulesets"
                         : s.rulesets.size() == 1 ? std::string(trainer::short_name(s.rulesets[0]))
                                                  : std::to_string(s.rulesets.size()) + " rulesets";
  std::string categories = s.categories.size() == t.bank().categories().size() ? "all categories"
                           : s.categories.size() == 1
                               ? std::string(rules::category_title(s.categories[0]))
                               : std::to_string(s.categories.size()) + " categories";
  if (s.rulesets.empty()) rulesets = "no ruleset";
  if (s.categories.empty()) categories = "no category";
  return rulesets + kDot + categories;
}

std::string review_hint(const trainer::Trainer& t) {
  const int due = t.due_count();
  return due > 0 ? std::to_string(due) + " due; missed questions come back sooner"
                 : "Missed questions come back sooner";
}

std::string progress_hint(const trainer::Progress& p) {
  return std::to_string(p.answered()) + " answered, " + percent(p.right(), p.answered()) + " right";
}

std::vector<MenuEntry> menu_entries(const trainer::Trainer& t, std::size_t my_cases) {
  using A = TrainerAction;
  return {{"Questions from " + selection_summary(t) + ".", "", A::kSelection},
          {"Practice", "Answer, then see why, ruleset by ruleset", A::kPractise},
          {"Exam", "5 questions, 5 minutes, 80% to pass", A::kExam},
          {"Review", review_hint(t), A::kReview},
          {"Progress", progress_hint(t.progress()), A::kProgress},
          {"Rules", "Every rule; where rulesets differ", A::kRules},
          {"My scenarios", mine_hint(my_cases), A::kMine}};
}

}  // namespace flagfall::session
