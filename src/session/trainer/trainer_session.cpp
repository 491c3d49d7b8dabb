#include "session/trainer/trainer_session.h"

#include <algorithm>
#include <utility>

#include "rules/ruleset.h"
#include "rules/scenario_category.h"
#include "rules/scenario_writer.h"
#include "session/trainer/trainer_texts.h"

namespace flagfall::session {
namespace {

bool selected(const std::vector<std::string>& list, std::string_view id) {
  return std::find(list.begin(), list.end(), id) != list.end();
}

}  // namespace

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
  if (!bank_ready()) notice_ = kBankLoading;
}

std::uint64_t TrainerSession::next_seed(EpochMillis now) {
  return static_cast<std::uint64_t>(now) * 0x9E3779B97F4A7C15ull + ++seeds_;
}

void TrainerSession::show(TrainerView view) {
  view_ = view;
  show_from_ = ShowFrom::kTop;
}

void TrainerSession::show_question(const trainer::Question& q) {
  step_ = q.replay.steps.empty() ? 0 : q.replay.steps.size() - 1;
  next_step_at_.reset();
  timeline_open_ = false;
  before_ruling_ = false;
  show_from_ = ShowFrom::kTop;
  shown_card_ = q.card();
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
  if (!q.variant.empty()) header += " \xC2\xB7 fresh position";
  return header;
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
  } else if (view_ == TrainerView::kExamResult && exam != nullptr && exam_review_) {
    shown.question = &exam->question(*exam_review_);
    shown.chosen = exam->chosen(*exam_review_);
    shown.reveal = shown.feedback = true;
  }
  if (shown.question != nullptr) shown.header = question_header(*shown.question);
  shown.after_ruling = shown.reveal && !before_ruling_;
  return shown;
}

std::optional<EpochMillis> TrainerSession::redraw_at(EpochMillis now) const {
  std::optional<EpochMillis> at;
  if (next_step_at_ && on_show().question != nullptr) at = next_step_at_;
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
  if (q == nullptr || !next_step_at_ || now < *next_step_at_) return;
  const std::size_t count = q->replay.steps.size();
  if (step_ + 1 < count) {
    ++step_;
    next_step_at_ =
        step_ + 1 < count ? std::optional<EpochMillis>(now + kReplayStepMs) : std::nullopt;
  } else {
    next_step_at_.reset();
  }
}

void TrainerSession::open_selection() {
  selection_back_ = TrainerView::kMenu;
  show(TrainerView::kSelection);
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
void TrainerSession::exam(EpochMillis now) {
  if (!bank_ready()) {
    notice_ = kBankLoading;
    return;
  }
  notice_.clear();
  if (!trainer_.start_exam(kExamQuestions, now, next_seed(now))) {
    notice_ = "Not enough scenarios for an exam in your choice of rulesets and categories.";
    view_ = TrainerView::kMenu;
    return;
  }
  view_ = TrainerView::kExam;
  exam_review_.reset();
  show_question(trainer_.exam()->question(0));
}
void TrainerSession::open_rules(const std::string& ruleset, const std::string& number) {
  rules_back_ = view_;
  if (rules::find_ruleset(ruleset) != nullptr) rules_ruleset_ = ruleset;
  rules_focus_ = number;
  view_ = TrainerView::kRules;
  show_from_ = number.empty() ? ShowFrom::kTop : ShowFrom::kRule;
}
// Every ruleset chosen (`all`) or none.
void TrainerSession::select_rulesets(bool all) {
  for (const rules::Ruleset* r : rules::all_rulesets()) {
    if (selected(trainer_.selection().rulesets, r->id) != all) trainer_.toggle_ruleset(r->id);
  }
  unsaved_ = true;
}

void TrainerSession::select_categories(bool all) {
  for (const std::string& c : trainer_.bank().categories()) {
    if (selected(trainer_.selection().categories, c) != all) trainer_.toggle_category(c);
  }
  unsaved_ = true;
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
  } else if (exam->question(exam->current()).card() != shown_card_) {
    show_question(exam->question(exam->current()));
  }
}

void TrainerSession::next_question(EpochMillis now) {
  if (view_ != TrainerView::kQuestion || !can_go_on() || studying()) return;
  start_question(trainer_.mode(), now);
}

void TrainerSession::step_back() {
  if (step_ == 0 || on_show().question == nullptr) return;
  --step_;
  next_step_at_.reset();
}

void TrainerSession::step_forward() {
  const trainer::Question* q = on_show().question;
  if (q == nullptr || step_ + 1 >= q->replay.steps.size()) return;
  ++step_;
  next_step_at_.reset();
}

void TrainerSession::replay(EpochMillis now) {
  const QuestionOnShow shown = on_show();
  if (shown.question == nullptr) return;
  if (reduced_motion_) {
    step_ = shown.question->replay.steps.size() - 1;
    next_step_at_.reset();
    return;
  }
  step_ = 0;
  next_step_at_ = now + kReplayStepMs;
}
void TrainerSession::study(std::string_view scenario_json, EpochMillis now) {
  notice_.clear();
  study_from_ = StudyFrom::kClock;
  if (const auto problem = trainer_.study(scenario_json, next_seed(now))) {
    notice_ = "This game cannot be studied: " + *problem + ".";
    view_ = TrainerView::kMenu;
    return;
  }
  view_ = TrainerView::kQuestion;
  show_question(*trainer_.question());
}
void TrainerSession::close_exam() {
  trainer_.close_exam();
  exam_review_.reset();
  show(TrainerView::kMenu);
}

void TrainerSession::review_exam_question(std::size_t index) {
  const trainer::Exam* exam = trainer_.exam();
  if (view_ != TrainerView::kExamResult || exam == nullptr || index >= exam->size()) return;
  exam_review_ = index;
  show_from_ = ShowFrom::kTop;
  // The timeline stays where it was when the same question is reviewed again.
  if (exam->question(index).card() != shown_card_) show_question(exam->question(index));
}
void TrainerSession::confirm_reset() {
  if (!confirm_reset_) return;
  trainer_.reset_progress();
  confirm_reset_ = false;
  unsaved_ = true;
}
// The feedback's rule links: the asked ruleset's rule (`ruleset` empty), or the rule of
// `ruleset`'s row in the comparison.
void TrainerSession::open_feedback_rule(std::string_view ruleset) {
  const QuestionOnShow shown = on_show();
  if (!shown.feedback || shown.question == nullptr) return;
  if (ruleset.empty()) {
    const trainer::RulesetAnswer& asked = shown.question->asked();
    open_rules(asked.ruleset, asked.rule_number);
    return;
  }
  for (const ComparisonRow& row : comparison_rows(*shown.question)) {
    if (row.ruleset == ruleset) open_rules(row.ruleset, row.rule_number);
  }
}

void TrainerSession::choose_rules_ruleset(std::string_view ruleset) {
  if (rules::find_ruleset(ruleset) == nullptr) return;
  rules_ruleset_ = ruleset;
  rules_focus_.clear();
  show_from_ = ShowFrom::kTop;
}

void TrainerSession::rules_back() {
  view_ = rules_back_;
  // Back to the question or the exam review where it was read; elsewhere from the top.
  if (rules_back_ != TrainerView::kQuestion && rules_back_ != TrainerView::kExamResult)
    show_from_ = ShowFrom::kTop;
}

ShowFrom TrainerSession::take_show_from() {
  return std::exchange(show_from_, ShowFrom::kWhereItWas);
}

std::optional<TrainerExit> TrainerSession::take_leave() {
  return std::exchange(leave_, std::nullopt);
}

std::optional<std::string> TrainerSession::restore(std::string_view text) {
  auto problem = trainer_.restore(text);
  if (problem)
    notice_ = "Your saved progress could not be read (" + *problem + "); it was kept aside.";
  return problem;
}

bool TrainerSession::take_unsaved_change() {
  return std::exchange(unsaved_, false);
}

}  // namespace flagfall::session
