#include "session/trainer/sheets/replace_question.h"

namespace flagfall::session {

std::optional<ReplaceQuestion> ReplaceQuestion::of(const MyScenarios& mine) {
  if (mine.waiting() == nullptr) return std::nullopt;
  return ReplaceQuestion(mine.replace_question().value_or(""));
}

std::vector<TrainerControl> ReplaceQuestion::controls() const {
  return {{"Replace", trainer_intent::ConfirmReplace{}},
          {"Keep both", trainer_intent::KeepBoth{}},
          {"Cancel", trainer_intent::CancelReplace{}}};
}

}  // namespace flagfall::session
