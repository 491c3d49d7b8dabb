// Classroom mode: the set being built shown to a class, one question at a time; Reveal, the
// class's answer, and the way back and on, by tap, key or the screen reader's buttons.
#include "session/trainer/trainer_session.h"
#include "trainer/trainer.h"
#include "words/words.h"

namespace flagfall::session {

using words::Msg;

const trainer::Question* TrainerSession::classroom_question() const {
  const ClassroomViewState& c = classroom_view_;
  if (c.current >= c.questions.size()) return nullptr;
  if (const std::uint32_t version = words::app_words().version(); version != c.words_version) {
    for (trainer::Question& q : c.questions) q = trainer::reworded(q);
    c.words_version = version;
  }
  return &c.questions[c.current];
}

void TrainerSession::show_classroom_question() {
  classroom_view_.revealed = false;
  classroom_view_.class_answer.reset();
  if (const trainer::Question* q = classroom_question()) show_question(*q);
}

bool TrainerSession::apply_classroom(const TrainerIntent& intent) {
  using A = TrainerAction;
  ClassroomViewState& c = classroom_view_;
  if (intent.action == A::kClassroom) {
    if (view_ != TrainerView::kSetBuilder) return false;
    const trainer::ClassSet set = built_set();
    std::vector<trainer::Question> questions;
    for (std::size_t i = 0; i < set.cases.size(); ++i) {
      std::optional<trainer::Question> q =
          trainer::set_question(set.cases[i].scenario, i, asked_ruleset(set, set.cases[i]));
      if (!q) {
        notice_ = words::format<Msg::kTrainerClassroomNone>(
            words::format<Msg::kTrainerSetCaseNoQuestion>(std::to_string(i + 1)));
        return true;
      }
      questions.push_back(std::move(*q));
    }
    if (questions.empty()) return false;
    notice_.clear();
    c = ClassroomViewState{};
    c.questions = std::move(questions);
    c.words_version = words::app_words().version();
    show(TrainerView::kClassroom);
    show_classroom_question();
    return true;
  }
  if (view_ != TrainerView::kClassroom || c.questions.empty()) return false;
  const trainer::Question& q = *classroom_question();
  switch (intent.action) {
    case A::kChoice:
      if (c.revealed || intent.arg < 0 || static_cast<std::size_t>(intent.arg) >= q.choices.size())
        return false;
      c.class_answer = static_cast<std::size_t>(intent.arg);
      [[fallthrough]];
    case A::kReveal: {
      if (c.revealed) return false;
      c.revealed = true;
      show_from_ = ShowFrom::kFeedback;
      const trainer::RulesetAnswer& asked = q.asked();
      announcements_.push_back(
          {words::format<Msg::kTrainerMirrorRulingUnder>(asked.name, asked.answer.text), false});
      return true;
    }
    case A::kClassroomPrevious:
    case A::kClassroomNext: {
      const bool next = intent.action == A::kClassroomNext;
      if (next ? c.current + 1 >= c.questions.size() : c.current == 0) return false;
      c.current = next ? c.current + 1 : c.current - 1;
      show_classroom_question();
      return true;
    }
    case A::kClassroomBack:
      show(TrainerView::kSetBuilder);
      return true;
    default:
      return false;
  }
}

bool TrainerSession::classroom_key(Key key) {
  using A = TrainerAction;
  if (const int digit = digit_of(key)) return apply_classroom({A::kChoice, digit - 1});
  // Space and the arrows are classroom mode's own here, even where they do nothing (the last
  // question): never the keyboard navigation's, which would press the control it has in focus.
  switch (key) {
    case Key::kSpace:  // Reveal, then on to the next question
      apply_classroom(classroom_view_.revealed ? A::kClassroomNext : A::kReveal);
      return true;
    case Key::kLeft:
    case Key::kRight:
      apply_classroom(key == Key::kLeft ? A::kClassroomPrevious : A::kClassroomNext);
      return true;
    default:
      return false;
  }
}

}  // namespace flagfall::session
