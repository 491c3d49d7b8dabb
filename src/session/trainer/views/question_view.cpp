// A question on show, in practice or in an exam: the clock faces, the timeline of what happened
// and its steps, the board, and the answer.
#include "session/trainer/views/question_view.h"

#include <algorithm>
#include <utility>

#include "chess/fen.h"
#include "rules/ruleset.h"
#include "rules/scenario_category.h"
#include "session/trainer/trainer_session.h"
#include "session/trainer/trainer_texts.h"
#include "trainer/replay.h"

namespace flagfall::session {

std::string face_title(chess::Color side, chess::Color to_move) {
  const std::string name =
      side == chess::Color::White ? "\xE2\x99\x94 White" : "\xE2\x99\x9A Black";
  return side == to_move ? name + kDot + "to move" : name;
}

std::string timeline_caption(const trainer::Question& q, std::size_t step) {
  const std::size_t count = q.replay.steps.size();
  step = std::min(step, count - 1);
  const std::int64_t t = q.replay.steps[step].t;
  const std::string when =
      step == 0 ? std::string("Set-up") : "At " + trainer::clock_text(t) + (t < 20'000 ? " s" : "");
  return when + kDot + "step " + std::to_string(step + 1) + " of " + std::to_string(count);
}

bool shows_illegal_move(const trainer::Scene& scene, bool reveal) {
  return reveal && scene.last_move && !scene.last_move->illegal.empty();
}

std::vector<std::string> timeline_lines(const trainer::Step& step, bool reveal, bool open) {
  std::vector<std::string> lines;
  if (!open) {
    if (!step.happened.empty()) lines.push_back(step.happened.back());
    return lines;
  }
  for (const std::string& line : step.happened) lines.push_back("\xE2\x80\xA2 " + line);
  if (reveal) {
    for (const std::string& line : step.rulings) lines.push_back("Arbiter: " + line);
  }
  return lines;
}

std::string timeline_toggle_text(const trainer::Step& step, bool reveal, bool open) {
  const std::size_t all = timeline_lines(step, reveal, true).size();
  if (all <= timeline_lines(step, reveal, false).size()) return "";
  if (open) return "Fewer \xE2\x86\x91";
  return "All " + std::to_string(all) + " lines \xE2\x86\x93";
}

void TrainerSession::show_question(const trainer::Question& q) {
  question_view_.step = q.replay.steps.empty() ? 0 : q.replay.steps.size() - 1;
  question_view_.next_step_at.reset();
  question_view_.timeline_open = false;
  question_view_.before_ruling = false;
  show_from_ = ShowFrom::kTop;
  question_view_.shown_card = q.card();
}

std::string TrainerSession::question_header(const trainer::Question& q) const {
  std::string header = std::string(trainer::short_name(q.ruleset)) + " \xC2\xB7 " +
                       std::string(rules::category_title(q.scenario.category));
  if (view_ == TrainerView::kExam && trainer_.exam() != nullptr) {
    header = "Exam " + std::to_string(trainer_.exam()->current() + 1) + "/" +
             std::to_string(trainer_.exam()->size()) + " \xC2\xB7 " + header;
  } else if (view_ == TrainerView::kQuestion) {
    header = std::string(trainer_.mode() == trainer::Mode::kReview ? "Review" : "Practice") +
             " \xC2\xB7 " + header;
  }
  if (q.fresh) header += " \xC2\xB7 fresh position";
  return header;
}

void TrainerSession::start_question(trainer::Mode mode, EpochMillis now) {
  if (!bank_ready()) {
    notice_ = kBankLoading;
    return;
  }
  view_ = TrainerView::kQuestion;
  notice_.clear();
  if (trainer_.next_question(mode, next_seed(now))) {
    show_question(*trainer_.question());
  } else {
    notice_ = "No scenario matches your choice of rulesets and categories. Choose more.";
    show_from_ = ShowFrom::kTop;
  }
}

void TrainerSession::practise(EpochMillis now) {
  start_question(trainer::Mode::kPractice, now);
}

void TrainerSession::answer(std::size_t choice, EpochMillis at) {
  if (view_ == TrainerView::kQuestion) {
    if (trainer_.answer(choice)) {
      unsaved_ = true;
      show_from_ = ShowFrom::kFeedback;
      const trainer::RulesetAnswer& asked = trainer_.question()->asked();
      std::string said = on_show().verdict().value_or(false) ? "Right. " : "Not quite. ";
      said += "The ruling under " + asked.name + ": " + asked.answer.text + ".";
      if (!asked.rule.empty()) said += " Rule " + asked.rule + ".";
      announcements_.push_back({said, false});
    }
    return;
  }
  const trainer::Exam* exam = trainer_.exam();
  if (view_ != TrainerView::kExam || exam == nullptr || exam->finished()) return;
  trainer_.answer_exam(choice, at);
  unsaved_ = true;
  if (exam->finished()) {
    show(TrainerView::kExamResult);
  } else if (exam->question(exam->current()).card() != question_view_.shown_card) {
    show_question(exam->question(exam->current()));
  }
}

void TrainerSession::next_question(EpochMillis now) {
  if (view_ != TrainerView::kQuestion || !can_go_on() || studying()) return;
  start_question(trainer_.mode(), now);
}

void TrainerSession::step_back() {
  if (question_view_.step == 0 || on_show().question == nullptr) return;
  --question_view_.step;
  question_view_.next_step_at.reset();
}

void TrainerSession::step_forward() {
  const trainer::Question* q = on_show().question;
  if (q == nullptr || question_view_.step + 1 >= q->replay.steps.size()) return;
  ++question_view_.step;
  question_view_.next_step_at.reset();
}

void TrainerSession::replay(EpochMillis now) {
  const QuestionOnShow shown = on_show();
  if (shown.question == nullptr) return;
  if (reduced_motion_) {
    question_view_.step = shown.question->replay.steps.size() - 1;
    question_view_.next_step_at.reset();
    return;
  }
  question_view_.step = 0;
  question_view_.next_step_at = now + kReplayStepMs;
}

}  // namespace flagfall::session
