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
#include "words/words.h"

namespace flagfall::session {

using words::Msg;

std::string face_title(chess::Color side, chess::Color to_move) {
  const std::string name(words::text(side == chess::Color::White ? Msg::kTrainerQuestionWhite
                                                                 : Msg::kTrainerQuestionBlack));
  return side == to_move ? name + kDot + std::string(words::text(Msg::kTrainerQuestionToMove))
                         : name;
}

std::string timeline_caption(const trainer::Question& q, std::size_t step) {
  const std::size_t count = q.replay.steps.size();
  step = std::min(step, count - 1);
  const std::int64_t t = q.replay.steps[step].t;
  const std::string when = step == 0
                               ? std::string(words::text(Msg::kTrainerTimelineSetup))
                               : words::format<Msg::kTrainerTimelineAt>(trainer::instant_text(t));
  return when + kDot +
         words::format<Msg::kTrainerTimelineStep>(std::to_string(step + 1), std::to_string(count));
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
    for (const std::string& line : step.rulings) {
      lines.push_back(words::format<Msg::kTrainerTimelineArbiter>(line));
    }
  }
  return lines;
}

std::string timeline_toggle_text(const trainer::Step& step, bool reveal, bool open) {
  const std::size_t all = timeline_lines(step, reveal, true).size();
  if (all <= timeline_lines(step, reveal, false).size()) return "";
  if (open) return std::string(words::text(Msg::kTrainerTimelineFewer));
  return words::plural<Msg::kTrainerTimelineAll>(static_cast<std::int64_t>(all));
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
    header =
        words::format<Msg::kTrainerQuestionExam>(std::to_string(trainer_.exam()->current() + 1),
                                                 std::to_string(trainer_.exam()->size()), header);
  } else if (view_ == TrainerView::kClassroom) {
    header = words::format<Msg::kTrainerQuestionClassroom>(
        std::to_string(classroom_view_.current + 1),
        std::to_string(classroom_view_.questions.size()), header);
  } else if (view_ == TrainerView::kQuestion) {
    header = trainer_.mode() == trainer::Mode::kReview
                 ? words::format<Msg::kTrainerQuestionReview>(header)
                 : words::format<Msg::kTrainerQuestionPractice>(header);
  }
  if (q.fresh) header = words::format<Msg::kTrainerQuestionFresh>(header);
  return header;
}

void TrainerSession::start_question(trainer::Mode mode, EpochMillis now) {
  if (!bank_ready()) {
    show_bank_loading();
    return;
  }
  view_ = TrainerView::kQuestion;
  notice_.clear();
  if (trainer_.next_question(mode, next_seed(now))) {
    show_question(*trainer_.question());
  } else {
    notice_ = words::text(Msg::kTrainerQuestionNone);
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
      const std::string rule =
          asked.rule.empty() ? "" : words::format<Msg::kTrainerQuestionSaidRule>(asked.rule);
      const std::string said =
          on_show().verdict().value_or(false)
              ? words::format<Msg::kTrainerQuestionSaidRight>(asked.name, asked.answer.text, rule)
              : words::format<Msg::kTrainerQuestionSaidWrong>(asked.name, asked.answer.text, rule);
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
