#pragma once
// The selection: which rulesets and categories the questions come from, and how many match.
#include <cstddef>
#include <string>

#include "session/trainer/trainer_view.h"

namespace flagfall::session {

// The selection: the view it goes back to.
struct SelectionViewState {
  TrainerView back = TrainerView::kMenu;
};

// The selection: "12 scenarios match."
std::string matching_text(std::size_t matching);

}  // namespace flagfall::session
