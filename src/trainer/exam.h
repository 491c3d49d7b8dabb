#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "trainer/question.h"

namespace flagfall::trainer {

// An exam: a fixed list of questions against the clock, no feedback until the end, then the
// score and a review. 80% right passes. Time comes in as timestamps from the caller.
class Exam {
 public:
  static constexpr int kPassPercent = 80;
  static constexpr std::int64_t kTimePerQuestionMs = 60'000;

  Exam(std::vector<Question> questions, std::int64_t started_at, std::int64_t limit_ms);

  std::size_t size() const { return questions_.size(); }
  const Question& question(std::size_t i) const { return questions_[i]; }
  // Every question made again in the words on show (trainer::reworded).
  void reword() {
    for (Question& q : questions_) q = reworded(q);
  }
  std::optional<std::size_t> chosen(std::size_t i) const { return chosen_[i]; }
  // The question to answer now (== size() once all are answered).
  std::size_t current() const { return current_; }
  bool finished() const { return finished_; }
  std::int64_t started_at() const { return started_at_; }
  std::int64_t limit_ms() const { return limit_ms_; }
  std::int64_t time_left(std::int64_t now) const;

  // Records the choice for the current question and moves on; the last answer finishes the exam.
  // Returns whether it was right. Ignored (false) once finished or out of time.
  bool answer(std::size_t choice, std::int64_t now);
  // Ends the exam when time is up (questions left unanswered count as wrong); true if it just
  // ended.
  bool check_time(std::int64_t now);
  void finish() { finished_ = true; }

  int score() const;  // right answers
  bool passed() const {
    return finished_ && score() * 100 >= kPassPercent * static_cast<int>(size());
  }
  bool right(std::size_t i) const { return chosen_[i] && *chosen_[i] == questions_[i].right; }

 private:
  std::vector<Question> questions_;
  std::vector<std::optional<std::size_t>> chosen_;
  std::size_t current_ = 0;
  std::int64_t started_at_ = 0;
  std::int64_t limit_ms_ = 0;
  bool finished_ = false;
};

}  // namespace flagfall::trainer
