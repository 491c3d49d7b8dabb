#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "clock/result.h"
#include "trainer/student_result.h"

namespace flagfall::trainer {

// One question card ("scenario|ruleset|kind") in the spaced-repetition schedule: a Leitner box
// and the answer count at which it is due again. Time is counted in answers, not in wall-clock
// time, so the schedule is the same whatever the pace.
struct Card {
  std::string category;
  int box = 0;           // 0 after a wrong answer, one up per right answer, at most kTopBox
  std::int64_t due = 0;  // due again once step() reaches this
  int seen = 0;
  int right = 0;
  bool last_right = false;
};

struct CategoryStats {
  std::string category;
  int answered = 0;  // answers given (every card, every time)
  int right = 0;
  int cards = 0;    // distinct questions seen
  int learned = 0;  // cards in box kLearnedBox or above
};

struct ExamRecord {
  int score = 0;
  int of = 0;
  bool passed = false;
  std::int64_t step = 0;  // the answer count when it ended
};

// What the learner has done: every answer (scored), the schedule, the exams. Saved as JSON in
// the browser's storage; a save read back is untrusted and checked field by field.
class Progress {
 public:
  static constexpr int kTopBox = 5;
  static constexpr int kLearnedBox = 3;
  static constexpr std::size_t kMaxCards = 20'000;
  static constexpr std::size_t kMaxExams = 50;
  static constexpr std::size_t kMaxSets = 30;
  // Answers until a card in box b is due again (box 0: after one other question).
  static std::int64_t interval(int box);

  // Records one answer and reschedules the card.
  void record(const std::string& card, const std::string& category, bool right);
  void record_exam(int score, int of, bool passed);
  // A finished class set's result (issue 41): kept, the newest last, at most kMaxSets.
  void record_set(StudentResult result);
  // Clears what was done; the student's name stays.
  void reset() {
    std::string name = std::move(student_);
    *this = Progress();
    student_ = std::move(name);
  }

  std::int64_t step() const { return step_; }
  const std::map<std::string, Card>& cards() const { return cards_; }
  const Card* card(const std::string& key) const;
  const std::vector<ExamRecord>& exams() const { return exams_; }
  const std::vector<StudentResult>& sets() const { return sets_; }
  // The name the coach knows the student by, as last typed ("" before).
  const std::string& student() const { return student_; }
  void set_student(std::string name) { student_ = std::move(name); }
  int answered() const;
  int right() const;
  // One entry per category seen, in the order of `categories` first, then any others.
  std::vector<CategoryStats> by_category(const std::vector<std::string>& categories) const;

  // The next card to review among `candidates` (cards the learner's selection allows): a due
  // card, the lowest box first (missed ones), the most overdue on a tie; else a card never seen,
  // in the given order; else the card due soonest. nullopt when there are no candidates.
  std::optional<std::string> next_review(const std::vector<std::string>& candidates) const;
  int due_count(const std::vector<std::string>& candidates) const;

  std::string to_json() const;
  static clock::Result<Progress, std::string> from_json(std::string_view text);

 private:
  std::int64_t step_ = 0;
  std::map<std::string, Card> cards_;
  std::vector<ExamRecord> exams_;
  std::vector<StudentResult> sets_;
  std::string student_;
};

// Splits "scenario|ruleset|kind"; false when the key is not of that form.
bool split_card(const std::string& key, std::string& scenario, std::string& ruleset,
                std::string& kind);

}  // namespace flagfall::trainer
