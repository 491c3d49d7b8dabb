// The exam: its questions against the clock, the clock in the bottom bar, the score and one line
// a question, and reviewing a question afterwards.
#include "session/trainer/views/exam_view.h"

#include <algorithm>

#include "rules/ruleset.h"
#include "session/trainer/trainer_session.h"
#include "session/trainer/trainer_texts.h"
#include "words/words.h"

namespace flagfall::session {

using words::Msg;

std::string exam_clock_text(std::int64_t left_ms) {
  return words::format<Msg::kTrainerExamLeft>(trainer::clock_text(left_ms));
}

bool exam_time_short(std::int64_t left_ms) {
  return left_ms < 60'000;
}

std::int64_t exam_clock_changes_at(std::int64_t now, std::int64_t left_ms) {
  const std::int64_t unit = left_ms >= 20'000 ? 1000 : 100;
  return now + std::max<std::int64_t>(1, left_ms % unit == 0 ? unit : left_ms % unit);
}

std::string exam_score_text(const trainer::Exam& exam) {
  const int score = exam.score();
  const int of = static_cast<int>(exam.size());
  return words::format<Msg::kTrainerExamScore>(std::to_string(score), std::to_string(of),
                                               percent(score, of),
                                               std::to_string(trainer::Exam::kPassPercent) + "%");
}

std::vector<ExamLine> exam_lines(const trainer::Exam& exam) {
  std::vector<ExamLine> lines;
  for (std::size_t i = 0; i < exam.size(); ++i) {
    const trainer::Question& q = exam.question(i);
    const bool right = exam.right(i);
    const std::optional<std::size_t> chosen = exam.chosen(i);
    std::string line = words::format<Msg::kTrainerExamLine>(
        right ? "\xE2\x9C\x93" : "\xE2\x9C\x97", std::to_string(i + 1), q.title,
        trainer::short_name(q.ruleset),
        chosen ? q.choices[*chosen].answer.text
               : std::string(words::text(Msg::kTrainerExamNoAnswer)));
    if (!right) {
      line = words::format<Msg::kTrainerExamRightAnswer>(line, q.choices[q.right].answer.text);
    }
    lines.push_back({std::move(line), right});
  }
  return lines;
}

void TrainerSession::exam(EpochMillis now) {
  if (!bank_ready()) {
    show_bank_loading();
    return;
  }
  notice_.clear();
  if (!trainer_.start_exam(kExamQuestions, now, next_seed(now))) {
    notice_ = words::text(Msg::kTrainerExamTooFew);
    view_ = TrainerView::kMenu;
    return;
  }
  view_ = TrainerView::kExam;
  exam_view_.review.reset();
  show_question(trainer_.exam()->question(0));
}

void TrainerSession::close_exam() {
  trainer_.close_exam();
  exam_view_.review.reset();
  show(TrainerView::kMenu);
}

void TrainerSession::review_exam_question(std::size_t index) {
  const trainer::Exam* exam = trainer_.exam();
  if (view_ != TrainerView::kExamResult || exam == nullptr || index >= exam->size()) return;
  exam_view_.review = index;
  show_from_ = ShowFrom::kTop;
  // The timeline stays where it was when the same question is reviewed again.
  if (exam->question(index).card() != question_view_.shown_card)
    show_question(exam->question(index));
}

}  // namespace flagfall::session
