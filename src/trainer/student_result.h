#pragma once
// A student's answers to a class set (issue 41, points 0 and 1): kept on the student's phone when
// the set is finished (trainer::Progress) and sent back to the coach (class_result_json.h).
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace flagfall::trainer {

class Exam;

// One case's answer: the chosen answer's key (trainer::Answer::key, the same in every language;
// empty when time ran out before it was answered) and whether it was the right one.
struct CaseAnswer {
  std::string chosen;
  bool right = false;
  friend bool operator==(const CaseAnswer&, const CaseAnswer&) = default;
};

// A student's finished class set, as sent to the coach.
struct StudentResult {
  std::string student;   // the name the coach knows the student by
  std::string set_hash;  // set_hash() of the set answered
  std::string set_title;
  std::vector<CaseAnswer> answers;  // one for each case, in the set's order
  std::int64_t taken_ms = 0;        // from the first question on show to the last answer
  std::int64_t finished_at = 0;     // ms since 1970, UTC
  std::size_t score() const;        // the right answers
  friend bool operator==(const StudentResult&, const StudentResult&) = default;
};

// A class set's exam once finished (`finished_at`, ms since 1970, UTC) as its result, the
// student's name left empty: each answer's key, and the time taken up to the exam's limit.
StudentResult set_result(const Exam& exam, std::string set_hash, std::string title,
                         std::int64_t finished_at);

}  // namespace flagfall::trainer
