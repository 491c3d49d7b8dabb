#pragma once

#include <string_view>
#include <vector>

#include "session/trainer/sheets/trainer_control.h"
#include "trainer/trainer.h"

namespace flagfall::session {

// "Reset progress…" on the progress view asks first: Reset forgets every answer, the review
// schedule and the exams; Cancel keeps them.
class ResetQuestion {
 public:
  static constexpr std::string_view kQuestion =
      "Forget every answer, the review schedule and the exams?";

  std::vector<TrainerControl> controls() const;
  // The answer: Reset resets the trainer's progress. True when something changed that must be
  // saved. Either answer closes the question.
  static bool answer(bool reset, trainer::Trainer& trainer);
};

}  // namespace flagfall::session
