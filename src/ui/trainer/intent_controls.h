#pragma once

#include "session/editor/case_editor.h"
#include "session/frame_io.h"
#include "session/trainer/trainer_session.h"

namespace flagfall::ui {

// A drawn control stands for one intent (session/trainer/trainer_intent.h): it is published as
// a tap target under the intent's id when wholly visible, and a tap applies the intent, at the
// tap's own time where time matters. Called right after the control is drawn.
void intent_control(session::TrainerSession& session, bool tapped,
                    const session::TrainerIntent& intent, session::EpochMillis at);
// The case editor's controls likewise (session/editor/editor_intent.h).
void editor_control(session::CaseEditor& editor, bool tapped, const session::EditorIntent& intent);

// A bottom-bar button for `intent`: drawn, published, and applied when tapped and enabled.
// True when it was.
bool intent_bar_button(session::TrainerSession& session, const char* label,
                       const session::TrainerIntent& intent, float width, session::EpochMillis at,
                       bool enabled = true);

}  // namespace flagfall::ui
