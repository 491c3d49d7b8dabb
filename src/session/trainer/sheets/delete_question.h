#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "session/trainer/my_scenarios.h"
#include "session/trainer/sheets/trainer_control.h"

namespace flagfall::session {

// Delete on a case of My scenarios asks first, under that case: Delete removes it, Keep it keeps
// it.
class DeleteQuestion {
 public:
  DeleteQuestion(std::size_t index, std::string title) : index_(index), title_(std::move(title)) {}

  std::size_t index() const { return index_; }  // the case asked about, in My scenarios' list
  std::string question() const;                 // "Delete "My case"? It cannot be undone."
  std::vector<TrainerControl> controls() const;
  // Delete: the case leaves My scenarios (if it is still where it was); what to say of it.
  std::string remove_from(MyScenarios& mine) const;

 private:
  std::size_t index_;
  std::string title_;
};

}  // namespace flagfall::session
