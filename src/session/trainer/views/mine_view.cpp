// My scenarios: keeping shared and made cases, practising, editing and deleting them, with the
// words the list shows.
#include "session/trainer/views/mine_view.h"

#include "rules/scenario_category.h"
#include "rules/scenario_writer.h"
#include "session/trainer/trainer_session.h"
#include "session/trainer/trainer_texts.h"
#include "words/words.h"

namespace flagfall::session {

using words::Msg;

void TrainerSession::save_shared_to_mine() {
  mine_view_.to_add.insert(mine_view_.to_add.end(), shared_.own.begin(), shared_.own.end());
  if (shared_.own.empty()) notice_ = words::text(Msg::kTrainerMineAllInBank);
  add_waiting_to_mine();
}

void TrainerSession::add_to_mine(rules::Scenario scenario) {
  mine_view_.to_add.push_back(std::move(scenario));
  add_waiting_to_mine();
}

// Adds the cases in turn until one asks to replace (the UI shows the store's question).
void TrainerSession::add_waiting_to_mine() {
  mine_view_.full = false;
  while (!mine_view_.to_add.empty() && !mine_.waiting()) {
    const std::string title = mine_view_.to_add.front().title;
    const MyScenarios::Added added = mine_.add(std::move(mine_view_.to_add.front()));
    mine_view_.to_add.erase(mine_view_.to_add.begin());
    if (added == MyScenarios::Added::kFull) {
      notice_ = words::format<Msg::kTrainerMineFull>(std::to_string(MyScenarios::kMaxCases), title);
      mine_view_.to_add.clear();
      mine_view_.full = true;
    } else if (added == MyScenarios::Added::kAdded) {
      notice_ = words::format<Msg::kTrainerMineAdded>(title);
    }
  }
}

void TrainerSession::confirm_replace_mine() {
  if (!mine_.waiting()) return;
  const std::string title = mine_.waiting()->title;
  mine_.confirm_replace();
  notice_ = words::format<Msg::kTrainerMineReplaced>(title);
  add_waiting_to_mine();
  if (mine_view_.saving_editor && !mine_.waiting()) finish_editor_save();
}

void TrainerSession::keep_both_mine() {
  if (!mine_.waiting()) return;
  const std::string title = mine_.waiting()->title;
  const std::size_t before = mine_.cases().size();
  mine_.keep_both();
  if (mine_.cases().size() == before) {
    notice_ = words::format<Msg::kTrainerMineFull>(std::to_string(MyScenarios::kMaxCases), title);
    mine_view_.to_add.clear();
    mine_view_.full = true;
  } else {
    notice_ = words::format<Msg::kTrainerMineBeside>(title);
    add_waiting_to_mine();
  }
  if (mine_view_.saving_editor && !mine_.waiting()) finish_editor_save();
}

void TrainerSession::cancel_replace_mine() {
  mine_.cancel_replace();
  add_waiting_to_mine();
  if (!mine_.waiting()) mine_view_.saving_editor = false;  // the editor stays, its case unsaved
}
std::optional<std::string> TrainerSession::restore_mine(std::string_view text) {
  auto problem = mine_.restore(text);
  if (problem) {
    notice_ = words::format<Msg::kTrainerMineUnreadable>(*problem);
    save_notice_ = SaveNotice{SaveNotice::From::kMine, std::string(text), notice_,
                              words::app_words().version()};
    loading_said_.clear();
  }
  return problem;
}

}  // namespace flagfall::session

namespace flagfall::session {

void TrainerSession::open_mine() {
  mine_view_.confirm_delete.reset();
  show(TrainerView::kMine);
}
void TrainerSession::open_editor() {
  if (!editor_) editor_.emplace();
  mine_view_.editor_back = view_ == TrainerView::kMine ? TrainerView::kMine : TrainerView::kMenu;
  notice_.clear();
  show(TrainerView::kEditor);
}

void TrainerSession::edit_mine(std::size_t index) {
  if (index >= mine_.cases().size()) return;
  editor_.emplace(mine_.cases()[index]);
  mine_view_.editor_back = TrainerView::kMine;
  notice_.clear();
  show(TrainerView::kEditor);
}

void TrainerSession::edit_studied() {
  const rules::Scenario* s = mine_.find(mine_view_.studied);
  if (view_ != TrainerView::kQuestion || study_from_ != StudyFrom::kMine || s == nullptr) return;
  editor_.emplace(*s);
  mine_view_.editor_back = TrainerView::kMine;
  notice_.clear();
  show(TrainerView::kEditor);
}

void TrainerSession::save_editor() {
  if (view_ != TrainerView::kEditor || !editor_ || mine_.waiting()) return;
  if (!editor_->editor().problem().empty()) {
    notice_ = words::format<Msg::kTrainerMineCannotSave>(editor_->editor().problem());
    return;
  }
  rules::Scenario scenario = editor_->editor().to_scenario();
  // The case opened for editing takes its own place without asking.
  const bool own = !editor_->editing().empty() && editor_->editing() == scenario.id &&
                   mine_.find(scenario.id) != nullptr;
  const std::string title = scenario.title;
  mine_view_.saving_editor = true;
  add_to_mine(std::move(scenario));
  if (own && mine_.waiting()) {
    mine_.confirm_replace();
    notice_ = words::format<Msg::kTrainerMineSaved>(title);
  }
  if (!mine_.waiting()) finish_editor_save();
}

// After the editor's Save and any replace question: the list, the draft gone; unless My
// scenarios was full, when the editor stays with the notice.
void TrainerSession::finish_editor_save() {
  mine_view_.saving_editor = false;
  if (mine_view_.full) return;
  editor_.reset();
  show(TrainerView::kMine);
}

void TrainerSession::close_editor() {
  if (view_ != TrainerView::kEditor) return;
  // A draft nothing was done to is not worth keeping.
  if (editor_ && !editor_->touched() && editor_->editing().empty()) editor_.reset();
  notice_.clear();
  show(mine_view_.editor_back);
}

void TrainerSession::study_mine_at(std::size_t index, EpochMillis now) {
  if (index >= mine_.cases().size()) return;
  const std::string id = mine_.cases()[index].id;
  study(rules::scenario_to_json(*mine_.find(id)), now);
  if (view_ == TrainerView::kQuestion) {
    study_from_ = StudyFrom::kMine;
    mine_view_.studied = id;
  }
}
void TrainerSession::confirm_delete_mine() {
  if (!mine_view_.confirm_delete || *mine_view_.confirm_delete >= mine_.cases().size()) return;
  const std::string title = mine_.cases()[*mine_view_.confirm_delete].title;
  mine_.remove(mine_.cases()[*mine_view_.confirm_delete].id);
  mine_view_.confirm_delete.reset();
  notice_ = words::format<Msg::kTrainerMineDeleted>(title);
}
void TrainerSession::delete_all_mine() {
  mine_view_.confirm_delete.reset();
  mine_.clear();
}

std::string mine_hint(std::size_t cases) {
  if (cases == 0) return std::string(words::text(Msg::kTrainerMineHintEmpty));
  return words::plural<Msg::kTrainerMineHint>(static_cast<std::int64_t>(cases));
}

std::string case_summary(const rules::Scenario& scenario) {
  std::string rulesets;
  for (const std::string& r : scenario.rulesets) {
    rulesets += (rulesets.empty() ? "" : ", ") + std::string(trainer::short_name(r));
  }
  const std::size_t steps = scenario.events.size();
  return words::format<Msg::kTrainerMineSummary>(
      rules::category_title(scenario.category),
      rulesets.empty() ? std::string(words::text(Msg::kTrainerMineEveryRuleset)) : rulesets,
      words::plural<Msg::kTrainerMineSteps>(static_cast<std::int64_t>(steps)));
}

std::string no_cases_text() {
  return std::string(words::text(Msg::kTrainerMineNone));
}

std::string kept_aside_text(std::size_t kept) {
  if (kept == 0) return "";
  return words::plural<Msg::kTrainerMineKeptAside>(static_cast<std::int64_t>(kept));
}

std::string set_count_text(std::size_t own, std::size_t bank) {
  const std::size_t all = own + bank;
  if (all == 0) return std::string(words::text(Msg::kTrainerMineSetEmpty));
  return words::plural<Msg::kTrainerMineSetCount>(static_cast<std::int64_t>(all),
                                                  std::to_string(own), std::to_string(bank));
}

}  // namespace flagfall::session
