#include "session/trainer/trainer_session.h"

#include <algorithm>
#include <utility>

#include "rules/ruleset.h"
#include "rules/scenario_category.h"
#include "rules/scenario_writer.h"
#include "session/trainer/trainer_views.h"

namespace flagfall::session {

using words::Msg;
namespace {}  // namespace

const char* view_id(TrainerView view) {
  switch (view) {
    case TrainerView::kMenu:
      return "menu";
    case TrainerView::kSelection:
      return "setup";
    case TrainerView::kQuestion:
      return "question";
    case TrainerView::kExam:
      return "exam";
    case TrainerView::kExamResult:
      return "exam-result";
    case TrainerView::kProgress:
      return "progress";
    case TrainerView::kRules:
      return "rules";
    case TrainerView::kEditor:
      return "editor";
    case TrainerView::kMine:
      return "mine";
    case TrainerView::kSetBuilder:
      return "set";
    case TrainerView::kShare:
      return "share";
    case TrainerView::kClasses:
      return "classes";
    case TrainerView::kClassroom:
      return "classroom";
  }
  return "menu";
}

ChoiceMark QuestionOnShow::mark(std::size_t choice) const {
  if (!reveal || question == nullptr || choice >= question->choices.size())
    return ChoiceMark::kNone;
  if (question->choices[choice].right) return ChoiceMark::kRight;
  return chosen && *chosen == choice ? ChoiceMark::kWrong : ChoiceMark::kNone;
}

const trainer::Scene& QuestionOnShow::scene(std::size_t step) const {
  const std::vector<trainer::Step>& steps = question->replay.steps;
  return steps[std::min(step, steps.size() - 1)].scene(after_ruling);
}

std::optional<bool> QuestionOnShow::verdict() const {
  if (question == nullptr || !chosen) return std::nullopt;
  return *chosen == question->right;
}

TrainerSession::TrainerSession(const trainer::Bank& bank) : trainer_(bank) {
  if (!bank_ready()) show_bank_loading();
}

std::uint64_t TrainerSession::next_seed(EpochMillis now) {
  return static_cast<std::uint64_t>(now) * 0x9E3779B97F4A7C15ull + ++seeds_;
}

void TrainerSession::show(TrainerView view) {
  view_ = view;
  show_from_ = ShowFrom::kTop;
}

QuestionOnShow TrainerSession::on_show() const {
  QuestionOnShow shown;
  const trainer::Exam* exam = trainer_.exam();
  if (view_ == TrainerView::kQuestion) {
    shown.question = trainer_.question();
    shown.chosen = trainer_.chosen();
    shown.reveal = shown.feedback = shown.chosen.has_value();
  } else if (view_ == TrainerView::kExam && exam != nullptr && !exam->finished()) {
    shown.question = &exam->question(exam->current());
  } else if (view_ == TrainerView::kExamResult && exam != nullptr && exam_view_.review) {
    shown.question = &exam->question(*exam_view_.review);
    shown.chosen = exam->chosen(*exam_view_.review);
    shown.reveal = shown.feedback = true;
  } else if (view_ == TrainerView::kClassroom) {
    shown.question = classroom_question();
    shown.chosen = classroom_view_.class_answer;
    shown.reveal = shown.feedback = classroom_view_.revealed;
  }
  if (shown.question != nullptr) shown.header = question_header(*shown.question);
  shown.after_ruling = shown.reveal && !question_view_.before_ruling;
  return shown;
}

std::optional<EpochMillis> TrainerSession::redraw_at(EpochMillis now) const {
  std::optional<EpochMillis> at;
  if (question_view_.next_step_at && on_show().question != nullptr)
    at = question_view_.next_step_at;
  const trainer::Exam* exam = trainer_.exam();
  if (view_ == TrainerView::kExam && exam != nullptr && !exam->finished()) {
    const EpochMillis change = exam_clock_changes_at(now, exam->time_left(now));
    at = at ? std::min(*at, change) : change;
  }
  return at;
}

void TrainerSession::tick(EpochMillis now) {
  if (trainer_.exam() != nullptr && trainer_.check_exam_time(now)) {
    unsaved_ = true;
    if (view_ == TrainerView::kExam) view_ = TrainerView::kExamResult;
  }
  const trainer::Question* q = on_show().question;
  if (q == nullptr || !question_view_.next_step_at || now < *question_view_.next_step_at) return;
  const std::size_t count = q->replay.steps.size();
  if (question_view_.step + 1 < count) {
    ++question_view_.step;
    question_view_.next_step_at = question_view_.step + 1 < count
                                      ? std::optional<EpochMillis>(now + kReplayStepMs)
                                      : std::nullopt;
  } else {
    question_view_.next_step_at.reset();
  }
}

ShowFrom TrainerSession::take_show_from() {
  return std::exchange(show_from_, ShowFrom::kWhereItWas);
}

std::optional<TrainerExit> TrainerSession::take_leave() {
  return std::exchange(leave_, std::nullopt);
}

std::optional<std::string> TrainerSession::restore(std::string_view text) {
  auto problem = trainer_.restore(text);
  if (problem) {
    notice_ = words::format<Msg::kTrainerNoticeProgressUnreadable>(*problem);
    save_notice_ = SaveNotice{SaveNotice::From::kProgress, std::string(text), notice_,
                              words::app_words().version()};
    loading_said_.clear();
  }
  return problem;
}

void TrainerSession::refresh_save_notice() const {
  if (!save_notice_ || save_notice_->words == words::app_words().version()) return;
  if (notice_ != save_notice_->said) {  // another notice since
    save_notice_.reset();
    return;
  }
  using From = SaveNotice::From;
  const std::string& saved = save_notice_->saved;
  switch (save_notice_->from) {
    case From::kMine: {
      MyScenarios scratch;
      notice_ = words::format<Msg::kTrainerMineUnreadable>(scratch.restore(saved).value_or(""));
      break;
    }
    case From::kProgress: {
      trainer::Trainer scratch(trainer_.bank());
      notice_ =
          words::format<Msg::kTrainerNoticeProgressUnreadable>(scratch.restore(saved).value_or(""));
      break;
    }
    case From::kLink:
    case From::kFile: {
      const bool file = save_notice_->from == From::kFile;
      const auto shared = file ? trainer::open_file(saved, trainer_.bank())
                               : trainer::open_link(saved, trainer_.bank());
      const std::string problem = shared ? "" : shared.error();
      notice_ = file ? words::format<Msg::kTrainerNoticeFileUnopened>(problem)
                     : words::format<Msg::kTrainerNoticeLinkUnopened>(problem);
      break;
    }
  }
  save_notice_->said = notice_;
  save_notice_->words = words::app_words().version();
}

bool TrainerSession::take_unsaved_change() {
  return std::exchange(unsaved_, false);
}

}  // namespace flagfall::session
