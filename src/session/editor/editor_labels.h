#pragma once

#include <string>

#include "chess/types.h"
#include "session/editor/case_editor.h"

namespace flagfall::session {

// The case editor's words, for the drawn editor (src/ui/trainer/editor_view.cpp,
// editor_timeline.cpp) and its mirror (editor_mirror.cpp) alike, so each has one source. The
// drawn tabs add their numbers; the mirror may add a field's text after its heading.
inline constexpr const char* kEditorTabs[] = {"Position", "Timeline", "Words"};
inline constexpr const char* kWhoActs = "Who acts";
inline constexpr const char* kEditorActors[] = {"White", "Black", "Director"};
inline constexpr const char* kToMove = "To move:";
inline constexpr const char* kClearQuestion = "Clear the whole case: position, timeline and words?";
inline constexpr const char* kCategoryHeading = "Category";
inline constexpr const char* kMeantForHeading = "Meant for (none chosen: every ruleset)";

// The fixed words of a button: "New case", "Clear it", "Keep it"; "" for one named by what it
// names.
const char* editor_label(EditorAction action);
// "Time control: G/5;d0", "White's clock: 1:00": a line with its Change… button.
std::string control_line(const CaseEditor& editor);
std::string clock_line(const CaseEditor& editor, chess::Color side);
// A words field (kAskTitle, kAskQuestion, kAskNotes): its heading, and what an empty one invites.
struct FieldWords {
  const char* heading;
  const char* placeholder;
};
FieldWords field_words(EditorAction asks);

}  // namespace flagfall::session
