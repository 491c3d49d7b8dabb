#pragma once

#include "session/mirror.h"
#include "session/trainer/trainer_session.h"

namespace flagfall::session {

// The trainer's buttons in a mirror: each carries its intent's id (trainer_intents()), the same
// id as the drawn control's tap target.
class TrainerButtons {
 public:
  explicit TrainerButtons(Mirror& mirror) : mirror_(mirror) {}
  TrainerButtons& button(std::string_view label, const TrainerIntent& intent,
                         bool pressed = false) {
    mirror_.button(label, trainer_intents().id(intent), pressed);
    return *this;
  }
  // A sheet's controls, each a button.
  TrainerButtons& buttons(const std::vector<TrainerControl>& controls) {
    for (const TrainerControl& c : controls) button(c.label, c.intent);
    return *this;
  }

 private:
  Mirror& mirror_;
};

// The accessible mirror's parts of the trainer's own-case views (trainer_mirror_mine.cpp):
// My scenarios, the case editor, the class set, the share sheet, and the replace question
// that stands in front of any view while it waits. Headings and buttons, with the intent ids of
// the drawn controls.
void mine_parts(const TrainerSession& session, Mirror& m);
void editor_parts(const TrainerSession& session, Mirror& m);
void set_builder_parts(const TrainerSession& session, Mirror& m);
void share_parts(const TrainerSession& session, Mirror& m);
void replace_parts(const TrainerSession& session, Mirror& m);

}  // namespace flagfall::session
