#pragma once

#include <string_view>

#include "session/trainer/trainer_intent.h"

namespace flagfall::session {

// The words of each trainer control whose words are fixed, for the drawn screens and the mirror
// alike, so each has one source. A drawn bottom bar adds its arrow (the mirror leaves it out),
// and the mirror may add what a row's button is about (a case's title). "" for a control named
// by what it names (a ruleset's chip, a case's row, a category) or by its state (Next or Skip:
// next_label).
std::string_view trainer_label(TrainerAction action);
// The question screen's way on: the next question once one is chosen, else a skip.
std::string_view next_label(bool chosen);

}  // namespace flagfall::session
