#include "trainer/exam.h"

#include <algorithm>

namespace flagfall::trainer {

Exam::Exam(std::vector<Question> questions, std::int64_t started_at, std::int64_t limit_ms)
    : questions_(std::move(questions)),
      chosen_(questions_.size()),
      started_at_(started_at),
      limit_ms_(limit_ms),
      finished_(questions_.empty()) {}

std::int64_t Exam::time_left(std::int64_t now) const {
  return std::max<std::int64_t>(0, started_at_ + limit_ms_ - now);
}

bool Exam::answer(std::size_t choice, std::int64_t now) {
  if (finished_ || current_ >= questions_.size()) return false;
  if (check_time(now)) return false;
  if (choice >= questions_[current_].choices.size()) return false;
  chosen_[current_] = choice;
  const bool was_right = choice == questions_[current_].right;
  if (++current_ == questions_.size()) finished_ = true;
  return was_right;
}

bool Exam::check_time(std::int64_t now) {
  if (finished_ || time_left(now) > 0) return false;
  finished_ = true;
  return true;
}

int Exam::score() const {
  int n = 0;
  for (std::size_t i = 0; i < questions_.size(); ++i) n += right(i) ? 1 : 0;
  return n;
}

}  // namespace flagfall::trainer
