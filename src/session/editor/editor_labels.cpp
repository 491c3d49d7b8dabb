#include "session/editor/editor_labels.h"

#include "words/words.h"

namespace flagfall::session {

using words::Msg;

std::string_view editor_tab_label(EditorTab tab) {
  constexpr Msg kTabs[] = {Msg::kEditorTabPosition, Msg::kEditorTabTimeline, Msg::kEditorTabWords};
  return words::text(kTabs[static_cast<int>(tab)]);
}

std::string_view editor_actor_label(EditorActor actor) {
  constexpr Msg kActors[] = {Msg::kEditorActorWhite, Msg::kEditorActorBlack,
                             Msg::kEditorActorDirector};
  return words::text(kActors[static_cast<int>(actor)]);
}

std::string_view editor_side_label(chess::Color side) {
  return editor_actor_label(side == chess::Color::White ? EditorActor::kWhite
                                                        : EditorActor::kBlack);
}

std::string_view who_acts_heading() {
  return words::text(Msg::kEditorWhoActs);
}

std::string_view to_move_label() {
  return words::text(Msg::kEditorToMove);
}

std::string_view clear_question() {
  return words::text(Msg::kEditorClearQuestion);
}

std::string_view category_heading() {
  return words::text(Msg::kEditorCategory);
}

std::string_view meant_for_heading() {
  return words::text(Msg::kEditorMeantFor);
}

std::string_view editor_label(EditorAction action) {
  switch (action) {
    case EditorAction::kAskClear:
      return words::text(Msg::kEditorNewCase);
    case EditorAction::kConfirmClear:
      return words::text(Msg::kEditorClear);
    case EditorAction::kCancelClear:
      return words::text(Msg::kEditorKeep);
    default:
      return "";
  }
}

std::string control_line(const CaseEditor& editor) {
  return words::format<Msg::kEditorControlLine>(editor.control_text());
}

std::string clock_line(const CaseEditor& editor, chess::Color side) {
  return side == chess::Color::White
             ? words::format<Msg::kEditorClockLineWhite>(editor.clock_text(side))
             : words::format<Msg::kEditorClockLineBlack>(editor.clock_text(side));
}

FieldWords field_words(EditorAction asks) {
  switch (asks) {
    case EditorAction::kAskQuestion:
      return {words::text(Msg::kEditorFieldQuestion), words::text(Msg::kEditorFieldQuestionHint)};
    case EditorAction::kAskNotes:
      return {words::text(Msg::kEditorFieldNotes), words::text(Msg::kEditorFieldNotesHint)};
    default:
      return {words::text(Msg::kEditorFieldTitle), words::text(Msg::kEditorFieldTitleHint)};
  }
}

}  // namespace flagfall::session
