// The trainer's menu: what the bank and the selection hold, and its entries (practice, exam,
// review, progress, the rules browser, My scenarios) with what each does.
#include "session/trainer/views/menu_view.h"

#include "rules/ruleset.h"
#include "rules/scenario_category.h"
#include "session/trainer/trainer_session.h"
#include "session/trainer/trainer_texts.h"
#include "words/words.h"

namespace flagfall::session {

using words::Msg;

std::string bank_summary(const trainer::Trainer& t) {
  return words::format<Msg::kTrainerMenuBank>(std::to_string(t.bank().scenarios().size()),
                                              std::to_string(rules::all_rulesets().size()));
}

std::string selection_summary(const trainer::Trainer& t) {
  const trainer::Selection& s = t.selection();
  std::string rulesets =
      s.rulesets.size() == rules::all_rulesets().size()
          ? std::string(words::text(Msg::kTrainerMenuAllRulesets))
      : s.rulesets.size() == 1
          ? std::string(trainer::short_name(s.rulesets[0]))
          : words::format<Msg::kTrainerMenuRulesets>(std::to_string(s.rulesets.size()));
  std::string categories =
      s.categories.size() == t.bank().categories().size()
          ? std::string(words::text(Msg::kTrainerMenuAllCategories))
      : s.categories.size() == 1
          ? std::string(rules::category_title(s.categories[0]))
          : words::format<Msg::kTrainerMenuCategories>(std::to_string(s.categories.size()));
  if (s.rulesets.empty()) rulesets = words::text(Msg::kTrainerMenuNoRuleset);
  if (s.categories.empty()) categories = words::text(Msg::kTrainerMenuNoCategory);
  return rulesets + kDot + categories;
}

std::string review_hint(const trainer::Trainer& t) {
  const int due = t.due_count();
  return due > 0 ? words::format<Msg::kTrainerMenuReviewDue>(std::to_string(due))
                 : std::string(words::text(Msg::kTrainerMenuReview));
}

std::string progress_hint(const trainer::Progress& p) {
  return words::format<Msg::kTrainerMenuProgress>(std::to_string(p.answered()),
                                                  percent(p.right(), p.answered()));
}

std::vector<MenuEntry> menu_entries(const trainer::Trainer& t, std::size_t my_cases) {
  using A = TrainerAction;
  const auto text = [](Msg id) { return std::string(words::text(id)); };
  constexpr std::size_t kQuestions = TrainerSession::kExamQuestions;
  const std::string exam = words::format<Msg::kTrainerMenuExamHint>(
      std::to_string(kQuestions),
      std::to_string(kQuestions * trainer::Exam::kTimePerQuestionMs / 60'000),
      std::to_string(trainer::Exam::kPassPercent) + "%");
  return {{words::format<Msg::kTrainerMenuQuestionsFrom>(selection_summary(t)), "", A::kSelection},
          {text(Msg::kTrainerMenuPractice), text(Msg::kTrainerMenuPracticeHint), A::kPractise},
          {text(Msg::kTrainerMenuExam), exam, A::kExam},
          {text(Msg::kTrainerMenuReviewEntry), review_hint(t), A::kReview},
          {text(Msg::kTrainerMenuProgressEntry), progress_hint(t.progress()), A::kProgress},
          {text(Msg::kTrainerMenuRules), text(Msg::kTrainerMenuRulesHint), A::kRules},
          {text(Msg::kTrainerMenuMine), mine_hint(my_cases), A::kMine}};
}

}  // namespace flagfall::session
