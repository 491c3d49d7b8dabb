// What arrives from outside: a shared link or file (one case for study, a class set as a quiz),
// waiting for the bank when it needs it; and the text fields' answers.
#include <algorithm>

#include "json/utf8.h"
#include "rules/scenario_writer.h"
#include "session/trainer/trainer_session.h"
#include "trainer/class_result_json.h"
#include "trainer/random.h"
#include "words/words.h"

namespace flagfall::session {

using words::Msg;

void TrainerSession::open_link(std::string_view fragment, EpochMillis now) {
  if (fragment.substr(fragment.starts_with('#') ? 1 : 0).starts_with(trainer::kClassResultKey)) {
    open_result(mine_.classes().open_link(fragment));
    return;
  }
  if (wait_for_bank(fragment, false)) return;
  auto shared = trainer::open_link(fragment, trainer_.bank());
  const bool unopened = !shared;
  open_shared(std::move(shared), false, now);
  if (unopened) remember_notice(fragment, false);
}

void TrainerSession::open_file(std::string_view text, EpochMillis now) {
  if (trainer::is_class_result(text)) {
    open_result(mine_.classes().open_file(text));
    return;
  }
  if (wait_for_bank(text, true)) return;
  auto shared = trainer::open_file(text, trainer_.bank());
  const bool unopened = !shared;
  open_shared(std::move(shared), true, now);
  if (unopened) remember_notice(text, true);
}

void TrainerSession::remember_notice(std::string_view text, bool file) {
  using From = SaveNotice::From;
  save_notice_ = SaveNotice{file ? From::kFile : From::kLink, std::string(text), notice_,
                            words::app_words().version()};
}

// A set names bank cases, so a link or file waits for the bank (the browser's comes after the
// first frame).
bool TrainerSession::wait_for_bank(std::string_view text, bool file) {
  if (bank_ready()) return false;
  waiting_shared_ = WaitingShared{std::string(text), file};
  show_bank_loading();
  show(TrainerView::kMenu);
  return true;
}

void TrainerSession::bank_installed(EpochMillis now) {
  trainer_.bank_changed();
  if (!loading_said_.empty() && notice_ == loading_said_) notice_.clear();
  loading_said_.clear();
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
void TrainerSession::open_shared(clock::Result<trainer::Shared, std::string> shared, bool file,
                                 EpochMillis now) {
  notice_.clear();
  if (!shared) {
    notice_ = file ? words::format<Msg::kTrainerNoticeFileUnopened>(shared.error())
                   : words::format<Msg::kTrainerNoticeLinkUnopened>(shared.error());
    show(TrainerView::kMenu);
    return;
  }
  shared_ = Shared{};
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
  std::vector<std::string> rulesets;
  for (const trainer::SetCase& c : shared->set->cases) {
    cases.push_back(c.scenario);
    rulesets.emplace_back(asked_ruleset(*shared->set, c));
    if (c.bank_id.empty()) own.push_back(c.scenario);
  }
  std::string hash = trainer::set_hash(*shared->set);
  if (const auto problem =
          trainer_.start_set_exam(cases, now, next_seed(now), hash, shared->set->title, rulesets)) {
    notice_ = words::format<Msg::kTrainerNoticeSetUnasked>(*problem);
    show(TrainerView::kMenu);
    return;
  }
  shared_.set_hash = std::move(hash);
  shared_.rulesets = std::move(rulesets);
  shared_.title = shared->set->title;
  shared_.cases = std::move(cases);
  shared_.own = std::move(own);
  view_ = TrainerView::kExam;
  exam_view_.review.reset();
  show_question(trainer_.exam()->question(0));
}

void TrainerSession::retry_set(EpochMillis now) {
  if (!set_quiz() || shared_.cases.empty()) return;
  if (trainer_.start_set_exam(shared_.cases, now, next_seed(now), shared_.set_hash, shared_.title,
                              shared_.rulesets))
    return;
  view_ = TrainerView::kExam;
  exam_view_.review.reset();
  show_question(trainer_.exam()->question(0));
}

void TrainerSession::send_result() {
  const trainer::Exam* exam = trainer_.exam();
  const auto& kept = trainer_.progress().sets();
  if (!set_quiz() || !exam->finished() || kept.empty()) return;
  trainer::StudentResult result = kept.back();
  result.student = trainer_.progress().student();
  share_view_.sheet.emplace(share_result_sheet(result, page_address_));
  share_view_.back = TrainerView::kExamResult;
  share_view_.from_clock = false;
  show(TrainerView::kShare);
}

// The name as typed, its spaces trimmed: at most 80 bytes on one line (an empty one keeps the
// name before). The sheet is made again under it.
void TrainerSession::take_student_name(std::string_view typed) {
  ShareSheet* sheet = share_view_.sheet ? &*share_view_.sheet : nullptr;
  if (sheet == nullptr || !sheet->student) return;
  const std::string name(json::trimmed(typed));
  if (name.empty()) return;
  if (name.size() > trainer::kMaxStudentNameBytes || !json::one_line(name)) {
    sheet->outcome = words::format<Msg::kTrainerResultNameRefused>(name.substr(0, 40));
    return;
  }
  trainer_.set_student(name);
  unsaved_ = true;
  send_result();
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
    if (end > 0) share_view_.set.title = std::string(text.substr(0, end));
  } else if (id == "student") {
    take_student_name(text);
  } else if (editor_) {  // the editor's own fields, by their ids (editor_intent.h)
    editor_->text_entered(id, text);
  }
}

}  // namespace flagfall::session
