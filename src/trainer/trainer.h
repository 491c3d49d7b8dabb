#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "trainer/bank.h"
#include "trainer/class_results.h"
#include "trainer/exam.h"
#include "trainer/progress.h"
#include "trainer/question.h"
#include "trainer/random.h"

namespace flagfall::trainer {

// A class set's case as its quiz asks it: the ruling under the set's ruleset when the case is
// meant for it, else under the first ruleset it is meant for (US Chess 2020 when it names none;
// past one that leaves it to the director); nullopt when none.
std::optional<Question> set_question(const rules::Scenario& scenario, std::uint64_t seed,
                                     std::string_view set_ruleset = {});
// Each case as the coach's class table names it (the bank's id, its title, the ruleset asked, the
// rule its ruling rests on).
std::vector<ClassCase> class_cases(const ClassSet& set);

// What the learner chose to practise: rulesets and categories (ids).
struct Selection {
  std::vector<std::string> rulesets;
  std::vector<std::string> categories;
  bool variants = true;  // fresh positions where a scenario has a template
};

// kStudy: one scenario from outside the bank (a game from the live clock, a shared file), asked
// like practice but not counted in the progress.
enum class Mode : std::uint8_t { kPractice, kExam, kReview, kStudy };
std::string_view mode_name(Mode mode);

// The trainer's session: picks questions from the bank for the selection, scores answers, runs
// exams and reviews, and keeps the progress. The UI draws what this holds and calls it on taps.
class Trainer {
 public:
  explicit Trainer(const Bank& bank = Bank::builtin());

  const Bank& bank() const { return *bank_; }
  // The bank filled in after the trainer was made (the browser's, Bank::install_builtin): a
  // selection nobody chose yet takes all of its categories.
  void bank_changed();
  const Selection& selection() const { return selection_; }
  void toggle_ruleset(std::string_view id);
  void toggle_category(std::string_view category);
  void set_variants(bool on) {
    selection_.variants = on;
    selection_chosen_ = true;
  }
  void select_all();

  // Every card ("scenario|ruleset|kind") the selection allows, in bank order.
  std::vector<std::string> candidate_cards() const;
  // Cards seen before, allowed by the selection and due for review (cheap: no question is built).
  int due_count() const;
  // The scenarios the selection allows (a category selected and a selected ruleset meant for it).
  std::vector<const rules::Scenario*> candidate_scenarios() const;

  // Practice and review: sets the next question; false when the selection allows none.
  bool next_question(Mode mode, std::uint64_t seed);
  Mode mode() const { return mode_; }
  // Study: asks for the ruling on a scenario file (untrusted text) under the first ruleset it
  // names (USCF 2020 if it names none). Returns what is wrong with it, or nullopt when the
  // question is set.
  std::optional<std::string> study(std::string_view scenario_json, std::uint64_t seed);
  // The question on show and the exam's, in the words on show: made again from their seeds when
  // the words changed since they were made (a language chosen, a catalog arrived).
  const Question* question() const {
    refresh_words();
    return question_ ? &*question_ : nullptr;
  }
  std::optional<std::size_t> chosen() const { return chosen_; }
  // Answers the current question (once); returns whether it was right and records it.
  std::optional<bool> answer(std::size_t choice);

  // Exams: `count` questions from the selection (distinct scenarios while there are enough).
  bool start_exam(std::size_t count, std::int64_t now, std::uint64_t seed);
  // A class set as an exam (trainer/share.h): each case asked for its ruling as set_question()
  // asks it (under its entry in `rulesets` where the case is meant for it: asked_ruleset()), in
  // the set's order, one minute each. Not counted in the progress: the cases are someone else's.
  // Returns what is wrong (a case with no question), or nullopt when the exam has started. Once
  // finished, its result is kept in the progress (set_result(), under `set_hash` and `title`, in
  // the student's name if known).
  std::optional<std::string> start_set_exam(const std::vector<rules::Scenario>& cases,
                                            std::int64_t now, std::uint64_t seed,
                                            std::string set_hash = {}, std::string title = {},
                                            const std::vector<std::string>& rulesets = {});
  const Exam* exam() const {
    refresh_words();
    return exam_ ? &*exam_ : nullptr;
  }
  bool exam_counts() const { return exam_counts_; }
  std::optional<bool> answer_exam(std::size_t choice, std::int64_t now);
  // Ends an exam whose time is up; true when it ended now.
  bool check_exam_time(std::int64_t now);
  void close_exam() { exam_.reset(); }

  const Progress& progress() const { return progress_; }
  void reset_progress() { progress_.reset(); }
  void set_student(std::string name) { progress_.set_student(std::move(name)); }

  // The save: selection and progress as JSON; restore() checks it and keeps the current state on
  // any problem, which it returns.
  std::string save() const;
  std::optional<std::string> restore(std::string_view text);

  // Builds the question for a card, for review and tests (nullopt for an unknown card).
  std::optional<Question> question_for(const std::string& card, std::uint64_t seed) const;

 private:
  const std::vector<QuestionKind>& kinds(const rules::Scenario& scenario,
                                         const rules::Ruleset& ruleset) const;
  std::optional<Question> draw(Rng& rng, std::vector<std::size_t>& deck, const std::string& avoid);
  std::optional<Question> build(const rules::Scenario& scenario, const rules::Ruleset& ruleset,
                                QuestionKind kind, Rng& rng) const;
  void record(const Question& q, bool right);
  void refresh_words() const;

  const Bank* bank_;
  Selection selection_;
  bool selection_chosen_ = false;  // restored from a save or changed by the learner
  Progress progress_;
  Mode mode_ = Mode::kPractice;
  // Mutable: made again in other words in const calls (refresh_words), as the arbiter's log is.
  mutable std::optional<Question> question_;
  std::optional<std::size_t> chosen_;
  std::vector<std::size_t> deck_;  // scenario indices still to come in practice
  mutable std::optional<Exam> exam_;
  mutable std::uint32_t words_version_;  // the words the questions were made in
  bool exam_counts_ = true;              // recorded in the progress (not for a class set)
  std::string set_hash_, set_title_;     // the class set's, while its exam is on
  void keep_set_result(std::int64_t now);
  mutable std::map<std::string, std::vector<QuestionKind>> kinds_cache_;
};

}  // namespace flagfall::trainer
