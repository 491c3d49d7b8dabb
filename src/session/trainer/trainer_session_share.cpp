// The trainer session's sharing: opening a shared link or file (one case for study, a class set
// as a quiz), the share sheet of a case or a set, and the class set being built.
#include <algorithm>

#include "rules/scenario_writer.h"
#include "session/trainer/trainer_session.h"
#include "trainer/random.h"

namespace flagfall::session {

void TrainerSession::open_link(std::string_view fragment, EpochMillis now) {
  if (wait_for_bank(fragment, false)) return;
  open_shared(trainer::open_link(fragment, trainer_.bank()), "link", now);
}

void TrainerSession::open_file(std::string_view text, EpochMillis now) {
  if (wait_for_bank(text, true)) return;
  open_shared(trainer::open_file(text, trainer_.bank()), "file", now);
}

// A set names bank cases, so a link or file waits for the bank (the browser's comes after the
// first frame).
bool TrainerSession::wait_for_bank(std::string_view text, bool file) {
  if (bank_ready()) return false;
  waiting_shared_ = WaitingShared{std::string(text), file};
  notice_ = kBankLoading;
  show(TrainerView::kMenu);
  return true;
}

void TrainerSession::bank_installed(EpochMillis now) {
  trainer_.bank_changed();
  if (notice_ == kBankLoading) notice_.clear();
  if (!waiting_shared_) return;
  const WaitingShared waiting = std::move(*waiting_shared_);
  waiting_shared_.reset();
  if (waiting.file) {
    open_file(waiting.text, now);
  } else {
    open_link(waiting.text, now);
  }
}
// A link or a file read: one case opens for study, a set as a quiz; what cannot be opened
// leaves the menu with a notice naming the problem, and nothing else changes.
void TrainerSession::open_shared(clock::Result<trainer::Shared, std::string> shared,
                                 std::string_view what, EpochMillis now) {
  notice_.clear();
  if (!shared) {
    notice_ = "This " + std::string(what) + " cannot be opened: " + shared.error() + ".";
    show(TrainerView::kMenu);
    return;
  }
  shared_.cases.clear();
  shared_.own.clear();
  shared_.title.clear();
  if (shared->one) {
    study(rules::scenario_to_json(*shared->one), now);
    if (view_ == TrainerView::kQuestion) {
      study_from_ = StudyFrom::kLink;
      shared_.title = shared->one->title;
      shared_.cases.push_back(*shared->one);
      shared_.own = shared_.cases;
    }
    return;
  }
  std::vector<rules::Scenario> cases;
  std::vector<rules::Scenario> own;
  for (const trainer::SetCase& c : shared->set->cases) {
    cases.push_back(c.scenario);
    if (c.bank_id.empty()) own.push_back(c.scenario);
  }
  if (const auto problem = trainer_.start_set_exam(cases, now, next_seed(now))) {
    notice_ = "This set cannot be asked: " + *problem + ".";
    show(TrainerView::kMenu);
    return;
  }
  shared_.title = shared->set->title;
  shared_.cases = std::move(cases);
  shared_.own = std::move(own);
  view_ = TrainerView::kExam;
  exam_review_.reset();
  show_question(trainer_.exam()->question(0));
}

void TrainerSession::retry_set(EpochMillis now) {
  if (!set_quiz() || shared_.cases.empty()) return;
  if (trainer_.start_set_exam(shared_.cases, now, next_seed(now))) return;
  view_ = TrainerView::kExam;
  exam_review_.reset();
  show_question(trainer_.exam()->question(0));
}

void TrainerSession::share_mine(std::size_t index) {
  if (index >= mine_.cases().size()) return;
  share_.emplace(share_case_sheet(mine_.cases()[index], page_address_));
  share_back_ = view_;
  share_from_clock_ = false;
  show(TrainerView::kShare);
}

void TrainerSession::share_game(std::string_view scenario_json) {
  auto scenario = rules::parse_scenario(scenario_json);
  if (!scenario) {
    notice_ = "This game cannot be shared: " + scenario.error().message() + ".";
    show(TrainerView::kMenu);
    return;
  }
  share_.emplace(share_case_sheet(*scenario, page_address_));
  share_back_ = TrainerView::kMenu;
  share_from_clock_ = true;
  show(TrainerView::kShare);
}

void TrainerSession::share_link() {
  if (!share_ || share_->link.empty()) return;
  share_->outcome.clear();
  export_ = ExportRequest{"share", share_->title, "text/plain", share_->link};
}

void TrainerSession::link_shared(std::string_view outcome, std::string_view file) {
  const std::string said = export_outcome_text(outcome, file);
  if (said.empty()) return;
  if (share_ && view_ == TrainerView::kShare) share_->outcome = said;
  announcements_.push_back({said, false});
}
void TrainerSession::close_share() {
  if (view_ != TrainerView::kShare) return;
  show(share_back_);
  if (share_from_clock_) {
    view_ = TrainerView::kMenu;
    leave_ = TrainerExit::kClock;
  }
  share_.reset();
}

void TrainerSession::open_set_builder() {
  // Cases deleted meanwhile leave the set.
  std::erase_if(set_.own, [&](const std::string& id) { return mine_.find(id) == nullptr; });
  show(TrainerView::kSetBuilder);
}

void TrainerSession::toggle_set_case(std::size_t mine_index) {
  if (mine_index >= mine_.cases().size()) return;
  const std::string& id = mine_.cases()[mine_index].id;
  const auto it = std::find(set_.own.begin(), set_.own.end(), id);
  if (it != set_.own.end()) {
    set_.own.erase(it);
  } else if (set_.own.size() + set_.bank.size() < trainer::kMaxSetCases) {
    set_.own.push_back(id);
  }
}

void TrainerSession::pick_bank_cases(EpochMillis now) {
  std::vector<const rules::Scenario*> candidates = trainer_.candidate_scenarios();
  std::erase_if(candidates, [&](const rules::Scenario* s) {
    return std::find(set_.bank.begin(), set_.bank.end(), s->id) != set_.bank.end();
  });
  trainer::Rng rng(next_seed(now));
  for (int n = 0;
       n < 5 && !candidates.empty() && set_.own.size() + set_.bank.size() < trainer::kMaxSetCases;
       ++n) {
    const std::size_t i = rng.below(candidates.size());
    set_.bank.push_back(candidates[i]->id);
    candidates.erase(candidates.begin() + static_cast<std::ptrdiff_t>(i));
  }
}
void TrainerSession::share_set() {
  if (view_ != TrainerView::kSetBuilder || set_.own.size() + set_.bank.size() == 0) return;
  // Your cases first, then the bank's, as the set view lists them.
  trainer::ClassSet set{set_.title, {}};
  for (const std::string& id : set_.own) {
    if (const rules::Scenario* s = mine_.find(id)) set.cases.push_back({"", *s});
  }
  for (trainer::SetCase& c : trainer::bank_set(set_.title, set_.bank, trainer_.bank()).cases)
    set.cases.push_back(std::move(c));
  share_.emplace(share_set_sheet(set, page_address_));
  share_back_ = TrainerView::kSetBuilder;
  share_from_clock_ = false;
  show(TrainerView::kShare);
}
std::optional<TextRequest> TrainerSession::take_text_request() {
  if (text_request_) return std::exchange(text_request_, std::nullopt);
  if (editor_ && view_ == TrainerView::kEditor) return editor_->take_text_request();
  return std::nullopt;
}

void TrainerSession::text_entered(std::string_view id, std::string_view text, bool confirmed) {
  if (!confirmed) return;
  if (id == "set.title") {
    // A set's title is 1 to 120 bytes (trainer/share.h), cut between characters; an empty one
    // keeps the old.
    std::size_t end = std::min(text.size(), trainer::kMaxSetTitleBytes);
    while (end > 0 && end < text.size() && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80)
      --end;
    if (end > 0) set_.title = std::string(text.substr(0, end));
  } else if (editor_) {  // the editor's own fields, by their ids (editor_intent.h)
    editor_->text_entered(id, text);
  }
}

}  // namespace flagfall::session
