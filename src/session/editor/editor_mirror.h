#pragma once

#include "session/editor/case_editor.h"
#include "session/mirror.h"

namespace flagfall::session {

// "Make a case" in the accessible mirror: its tabs and their hint, then the tab on show in words
// with its buttons, each carrying the id of its drawn control's intent. The trainer puts its own
// notice between the two and its Back and Save after.
void editor_tab_parts(const CaseEditor& editor, Mirror& m);
void editor_body_parts(const CaseEditor& editor, Mirror& m);

}  // namespace flagfall::session
