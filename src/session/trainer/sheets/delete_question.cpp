#include "session/trainer/sheets/delete_question.h"

namespace flagfall::session {

std::string DeleteQuestion::question() const {
  return "Delete \"" + title_ + "\"? It cannot be undone.";
}

std::vector<TrainerControl> DeleteQuestion::controls() const {
  return {{"Delete", trainer_intent::ConfirmDelete{}}, {"Keep it", trainer_intent::CancelDelete{}}};
}

std::string DeleteQuestion::remove_from(MyScenarios& mine) const {
  if (index_ >= mine.cases().size()) return {};
  const std::string title = mine.cases()[index_].title;
  mine.remove(mine.cases()[index_].id);
  return "\"" + title + "\" was deleted.";
}

}  // namespace flagfall::session
