#pragma once
// Classroom mode (issue 41, point 3): a class set shown on a projector, one question at a time,
// in large type, with no answer shown until the coach reveals it; then the ruling, its rule and
// every ruleset side by side. Arrows and Space drive it as well as taps.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "trainer/question.h"

namespace flagfall::session {

// The set's questions, each asked as its class quiz asks it (trainer::set_question), which one is
// on show, whether its ruling is revealed, and the answer the class gave (a choice tapped or its
// number key), which Reveal then marks right or wrong.
struct ClassroomViewState {
  // Mutable: made again in the words on show when they change (trainer::reworded).
  mutable std::vector<trainer::Question> questions;
  mutable std::uint32_t words_version = 0;
  std::size_t current = 0;
  bool revealed = false;
  std::optional<std::size_t> class_answer;
};

}  // namespace flagfall::session
