#pragma once

#include "session/app/saved_data_section.h"

namespace flagfall::ui {

// The About sheet's saved data (session::SavedDataSection): each kind with its size, a Delete
// for the user's own, and the question before one is deleted.
void draw_saved_data(session::SavedDataSection& saved);

}  // namespace flagfall::ui
