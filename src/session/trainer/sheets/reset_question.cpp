#include "session/trainer/sheets/reset_question.h"

namespace flagfall::session {

std::vector<TrainerControl> ResetQuestion::controls() const {
  return {{"Reset", trainer_intent::ConfirmReset{}}, {"Cancel", trainer_intent::CancelReset{}}};
}

bool ResetQuestion::answer(bool reset, trainer::Trainer& trainer) {
  if (reset) trainer.reset_progress();
  return reset;
}

}  // namespace flagfall::session
