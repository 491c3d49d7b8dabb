// The trainer session's "My scenarios": keeping shared and made cases, and practising them.
#include "rules/scenario_writer.h"
#include "session/trainer_session.h"

namespace flagfall::session {

void TrainerSession::save_shared_to_mine() {
  to_mine_.insert(to_mine_.end(), shared_own_.begin(), shared_own_.end());
  if (shared_own_.empty()) notice_ = "Every case of this set is in the bank already.";
  add_waiting_to_mine();
}

void TrainerSession::add_to_mine(rules::Scenario scenario) {
  to_mine_.push_back(std::move(scenario));
  add_waiting_to_mine();
}

// Adds the cases in turn until one asks to replace (the UI shows the store's question).
void TrainerSession::add_waiting_to_mine() {
  while (!to_mine_.empty() && !mine_.waiting()) {
    const std::string title = to_mine_.front().title;
    const MyScenarios::Added added = mine_.add(std::move(to_mine_.front()));
    to_mine_.erase(to_mine_.begin());
    if (added == MyScenarios::Added::kFull) {
      notice_ = "My scenarios is full (" + std::to_string(MyScenarios::kMaxCases) +
                " cases): delete some to keep \"" + title + "\".";
      to_mine_.clear();
    } else if (added == MyScenarios::Added::kAdded) {
      notice_ = "\"" + title + "\" is in My scenarios.";
    }
  }
}

void TrainerSession::confirm_replace_mine() {
  mine_.confirm_replace();
  add_waiting_to_mine();
}

void TrainerSession::keep_both_mine() {
  mine_.keep_both();
  add_waiting_to_mine();
}

void TrainerSession::cancel_replace_mine() {
  mine_.cancel_replace();
  add_waiting_to_mine();
}

void TrainerSession::study_mine(std::string_view id, EpochMillis now) {
  if (const rules::Scenario* s = mine_.find(id)) study(rules::scenario_to_json(*s), now);
}

void TrainerSession::delete_mine(std::string_view id) {
  mine_.remove(id);
}

std::optional<std::string> TrainerSession::restore_mine(std::string_view text) {
  auto problem = mine_.restore(text);
  if (problem) notice_ = "Some of My scenarios could not be read (" + *problem + ").";
  return problem;
}

}  // namespace flagfall::session
