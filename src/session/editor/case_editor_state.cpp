// The case editor's part of the test hook (docs/guide.md, "The test hook"): field names and
// values for the tests, never shown.
#include "chess/fen.h"
#include "json/writer.h"
#include "rules/ruleset.h"
#include "session/editor/case_editor.h"

namespace flagfall::session {

void CaseEditor::write_state(JsonWriter& out) const {
  static constexpr const char* kTabIds[] = {"position", "timeline", "words"};
  static constexpr const char* kActorIds[] = {"white", "black", "director"};
  static constexpr const char* kPickerIds[] = {"", "touch", "claim", "promote", "pause", "penalty"};
  out.field("actor", kActorIds[static_cast<int>(actor_)])
      .field("category", editor_.category())
      .field("control", editor_.time_control())
      .field("editing", editing_)
      .field("fen", chess::to_fen(editor_.board_now()));
  out.field("from", from_ ? std::optional(chess::square_name(*from_)) : std::nullopt)
      .field("meant_for", editor_.meant_for())
      .field("notice", editor_.notice())
      .field("picker", kPickerIds[static_cast<int>(picker_)])
      .field("press_with_move", press_with_move_)
      .field("problem", editor_.problem())
      .field("question", editor_.question());
  out.key("rulings").begin_array();
  const std::vector<EditorRulingRow> rows = ruling_rows();
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const EditorRuling& r = editor_.rulings()[i];
    out.begin_object()
        .field("answer", r.answer)
        .field("differs", rows[i].differs)
        .field("meant", r.meant)
        .field("outcome", rules::outcome_name(r.outcome))
        .field("reason", r.reason)
        .field("rule", r.rule)
        .field("ruleset", r.ruleset)
        .field("text", rows[i].text)
        .end_object();
  }
  out.end_array();
  out.field("selected_step", selected_).field("setup_fen", editor_.setup_board().fen());
  out.key("steps").begin_array();
  for (const EditorStepRow& row : step_rows())
    out.begin_object().field("t", row.time).field("text", row.text).end_object();
  out.end_array();
  out.field("tab", kTabIds[static_cast<int>(tab_)]).field("title", editor_.title());
}

}  // namespace flagfall::session
