#include "ui/trainer/intent_controls.h"

#include "ui/trainer/trainer_frame.h"
#include "ui/trainer/trainer_widgets.h"

namespace flagfall::ui {

void intent_control(session::TrainerSession& session, bool tapped,
                    const session::TrainerIntent& intent, session::EpochMillis at) {
  publish_if_visible(session::trainer_intents().id(intent));
  if (tapped) session.apply(intent, at);
}

void editor_control(session::CaseEditor& editor, bool tapped, const session::EditorIntent& intent) {
  publish_if_visible(session::editor_intents().id(intent));
  if (tapped) editor.apply(intent);
}

bool intent_bar_button(session::TrainerSession& session, const char* label,
                       const session::TrainerIntent& intent, float width, session::EpochMillis at,
                       bool enabled) {
  const bool tapped =
      bar_button(label, session::trainer_intents().id(intent).c_str(), width, enabled);
  if (tapped) session.apply(intent, at);
  return tapped;
}

}  // namespace flagfall::ui
