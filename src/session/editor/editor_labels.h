#pragma once

#include <string>
#include <string_view>

#include "chess/types.h"
#include "session/editor/case_editor.h"

namespace flagfall::session {

// The case editor's words, for the drawn editor (src/ui/trainer/editor_view.cpp,
// editor_timeline.cpp) and its mirror (editor_mirror.cpp) alike, so each has one source. The
// drawn tabs add their numbers; the mirror may add a field's text after its heading.
std::string_view editor_tab_label(EditorTab tab);
std::string_view editor_actor_label(EditorActor actor);
// A side's button (the side to move): the same words as its actor's.
std::string_view editor_side_label(chess::Color side);
std::string_view who_acts_heading();
std::string_view to_move_label();
std::string_view clear_question();
std::string_view category_heading();
std::string_view meant_for_heading();

// The fixed words of a button: "New case", "Clear it", "Keep it"; "" for one named by what it
// names.
std::string_view editor_label(EditorAction action);
// "Time control: G/5;d0", "White's clock: 1:00": a line with its Change… button.
std::string control_line(const CaseEditor& editor);
std::string clock_line(const CaseEditor& editor, chess::Color side);
// A words field (kAskTitle, kAskQuestion, kAskNotes): its heading, and what an empty one invites.
struct FieldWords {
  std::string_view heading;
  std::string_view placeholder;
};
FieldWords field_words(EditorAction asks);

}  // namespace flagfall::session
