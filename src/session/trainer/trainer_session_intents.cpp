// The trainer's controls by intent id: the same intents a tap calls, for the accessible mirror's
// buttons and the keyboard (session/mirror.h).
#include <optional>
#include <string>

#include "session/intent_id.h"
#include "session/trainer/trainer_session.h"
#include "session/trainer/trainer_texts.h"

namespace flagfall::session {
namespace {

// The text after `prefix` in `intent`, if `intent` starts so.
std::optional<std::string> id_after(std::string_view intent, std::string_view prefix) {
  if (intent.size() <= prefix.size() || intent.substr(0, prefix.size()) != prefix)
    return std::nullopt;
  return std::string(intent.substr(prefix.size()));
}

}  // namespace

bool TrainerSession::activate(std::string_view intent, EpochMillis at) {
  using Action = void (TrainerSession::*)();
  using TimedAction = void (TrainerSession::*)(EpochMillis);
  static const struct {
    std::string_view id;
    Action action;
    TimedAction timed;
  } kIntents[] = {
      {"trainer.setup", &TrainerSession::open_selection, nullptr},
      {"trainer.practice", nullptr, &TrainerSession::practise},
      {"trainer.exam", nullptr, &TrainerSession::exam},
      {"trainer.review", nullptr, &TrainerSession::review},
      {"trainer.progress", &TrainerSession::open_progress, nullptr},
      {"trainer.rules", &TrainerSession::browse_rules, nullptr},
      {"trainer.home", &TrainerSession::home, nullptr},
      {"trainer.rulesets.all", &TrainerSession::all_rulesets, nullptr},
      {"trainer.rulesets.none", &TrainerSession::no_rulesets, nullptr},
      {"trainer.categories.all", &TrainerSession::all_categories, nullptr},
      {"trainer.categories.none", &TrainerSession::no_categories, nullptr},
      {"trainer.variants", &TrainerSession::toggle_variants, nullptr},
      {"trainer.setup.back", &TrainerSession::selection_back, nullptr},
      {"trainer.setup.start", nullptr, &TrainerSession::practise},
      {"trainer.next", nullptr, &TrainerSession::next_question},
      {"trainer.menu", &TrainerSession::menu, nullptr},
      {"trainer.back-to-clock", &TrainerSession::back_to_clock, nullptr},
      {"trainer.step.prev", &TrainerSession::step_back, nullptr},
      {"trainer.step.next", &TrainerSession::step_forward, nullptr},
      {"trainer.replay", nullptr, &TrainerSession::replay},
      {"trainer.rules.back", &TrainerSession::rules_back, nullptr},
      {"trainer.exam.quit", &TrainerSession::close_exam, nullptr},
      {"trainer.exam.menu", &TrainerSession::close_exam, nullptr},
      {"trainer.exam.again", nullptr, &TrainerSession::exam},
      {"trainer.exam.results", &TrainerSession::back_to_results, nullptr},
      {"trainer.reset", &TrainerSession::ask_reset, nullptr},
      {"trainer.reset.confirm", &TrainerSession::confirm_reset, nullptr},
      {"trainer.reset.cancel", &TrainerSession::cancel_reset, nullptr},
      {"trainer.progress.back", &TrainerSession::progress_back, nullptr},
  };
  for (const auto& entry : kIntents) {
    if (entry.id != intent) continue;
    if (entry.action != nullptr) (this->*entry.action)();
    if (entry.timed != nullptr) (this->*entry.timed)(at);
    return true;
  }
  if (const auto choice = index_between(intent, "trainer.choice.")) {
    // As on screen: a question answered keeps its answer.
    if (!on_show().chosen) answer(*choice, at);
    return true;
  }
  if (const auto index = index_between(intent, "trainer.exam.review.")) {
    review_exam_question(*index);
    return true;
  }
  if (intent == "trainer.scene.before" || intent == "trainer.scene.after") {
    show_before_ruling(intent == "trainer.scene.before");
    return true;
  }
  if (intent == "trainer.rule_link") {
    const QuestionOnShow shown = on_show();
    if (shown.feedback && shown.question != nullptr) {
      const trainer::RulesetAnswer& asked = shown.question->asked();
      open_rules(asked.ruleset, asked.rule_number);
    }
    return true;
  }
  if (const auto ruleset = id_after(intent, "trainer.compare.")) {
    const QuestionOnShow shown = on_show();
    if (!shown.feedback || shown.question == nullptr) return true;
    for (const ComparisonRow& row : comparison_rows(*shown.question)) {
      if (row.ruleset == *ruleset) open_rules(row.ruleset, row.rule_number);
    }
    return true;
  }
  if (const auto ruleset = id_after(intent, "rules.ruleset.")) {
    choose_rules_ruleset(*ruleset);
    return true;
  }
  if (const auto ruleset = id_after(intent, "trainer.ruleset.")) {
    toggle_ruleset(*ruleset);
    return true;
  }
  if (const auto category = id_after(intent, "trainer.category.")) {
    toggle_category(*category);
    return true;
  }
  return activate_mine(intent, at);
}

bool TrainerSession::key(Key key, EpochMillis at) {
  const int digit = digit_of(key);
  if (digit == 0) return false;
  const QuestionOnShow shown = on_show();
  if (shown.question == nullptr || shown.chosen ||
      static_cast<std::size_t>(digit) > shown.question->choices.size()) {
    return false;
  }
  return activate("trainer.choice." + std::to_string(digit - 1), at);
}

}  // namespace flagfall::session
