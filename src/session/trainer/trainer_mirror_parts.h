#pragma once

#include "session/mirror.h"
#include "session/trainer/trainer_session.h"

namespace flagfall::session {

// The accessible mirror's parts of the trainer's own-case views (trainer_mirror_mine.cpp):
// My scenarios, the case editor, the class set, the share sheet, and the replace question
// that stands in front of any view while it waits. Headings and buttons, with the intent ids of
// the drawn controls.
void mine_parts(const TrainerSession& session, Mirror& m);
void editor_parts(const TrainerSession& session, Mirror& m);
void set_builder_parts(const TrainerSession& session, Mirror& m);
void share_parts(const TrainerSession& session, Mirror& m);
void replace_parts(const TrainerSession& session, Mirror& m);
void classes_parts(const TrainerSession& session, Mirror& m);

}  // namespace flagfall::session
