#pragma once
// The exam: its questions against the clock, the clock in the bottom bar, the score and one line
// a question, and reviewing a question afterwards.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "trainer/trainer.h"

namespace flagfall::session {

// The exam's result: the question reviewed, if any.
struct ExamViewState {
  std::optional<std::size_t> review;
};

// The exam: the clock in the bottom bar, the score, and one line per question.
std::string exam_clock_text(std::int64_t left_ms);  // "4:59 left"
bool exam_time_short(std::int64_t left_ms);         // under a minute: the clock warns
// When the exam clock's text next changes (the seconds, tenths under 20 s), from `now`.
std::int64_t exam_clock_changes_at(std::int64_t now, std::int64_t left_ms);
std::string exam_score_text(const trainer::Exam& exam);  // "4 of 5 right (80%); 80% passes"
struct ExamLine {
  std::string text;  // "✓ 1. Title (USCF 2020)\nYour answer: ..."
  bool right = false;
};
std::vector<ExamLine> exam_lines(const trainer::Exam& exam);

}  // namespace flagfall::session
