#pragma once

#include <variant>

#include "session/trainer/sheets/delete_question.h"
#include "session/trainer/sheets/reset_question.h"
#include "session/trainer/sheets/share_sheet.h"

namespace flagfall::session {

// The sheet open on the trainer screen, if any: each a small model in its own file here, owning
// its state, its words and controls (TrainerControl: label and intent) and its update. The drawn
// sheet (ui/trainer/) and the mirror (trainer_mirror*.cpp) both take their words from it. The
// replace question (replace_question.h) is the store's: it stands in front of any view while a
// case waits in My scenarios.
// A new sheet: a file here, an alternative below, its intents in trainer_intent.h (and its ids
// in trainer_intent_ids.cpp), their cases in TrainerSession::apply, its drawing and its mirror.
using TrainerSheet = std::variant<std::monostate, ResetQuestion, DeleteQuestion, ShareSheet>;

}  // namespace flagfall::session
