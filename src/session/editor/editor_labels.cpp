#include "session/editor/editor_labels.h"

namespace flagfall::session {

const char* editor_label(EditorAction action) {
  switch (action) {
    case EditorAction::kAskClear:
      return "New case";
    case EditorAction::kConfirmClear:
      return "Clear it";
    case EditorAction::kCancelClear:
      return "Keep it";
    default:
      return "";
  }
}

std::string control_line(const CaseEditor& editor) {
  return "Time control: " + editor.control_text();
}

std::string clock_line(const CaseEditor& editor, chess::Color side) {
  return chess::side_title(side) + "'s clock: " + editor.clock_text(side);
}

FieldWords field_words(EditorAction asks) {
  switch (asks) {
    case EditorAction::kAskQuestion:
      return {"What happened (the learner reads it before answering)",
              "Tap to write it, for example: White's king steps next to Black's king and White "
              "presses. Black claims."};
    case EditorAction::kAskNotes:
      return {"Notes (shown after answering)", "Tap to add the rules or a source"};
    default:
      return {"Title", "Tap to give it a title"};
  }
}

}  // namespace flagfall::session
