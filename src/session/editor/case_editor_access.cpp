// The actions and choices the case editor offers, and its part of the test hook.

#include <initializer_list>

#include "chess/fen.h"
#include "json/writer.h"
#include "rules/ruleset.h"
#include "session/editor/case_editor.h"

namespace flagfall::session {
namespace {

using chess::Color;
using EA = EditorAction;

}  // namespace

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

std::vector<EditorControl> editor_actions(const CaseEditor& e) {
  std::vector<EditorControl> out;
  const EditorPicker open = e.picker();
  const auto picker = [&](const char* label, EditorAction action, EditorPicker p) {
    out.push_back({label, action, open == p});
  };
  if (e.actor() == EditorActor::kDirector) {
    out.push_back(
        {"White's side", {EA::kDirectorSide, 0, Color::White}, e.director_side() == Color::White});
    out.push_back(
        {"Black's side", {EA::kDirectorSide, 0, Color::Black}, e.director_side() == Color::Black});
    picker("Pause\xE2\x80\xA6", EA::kOpenPause, EditorPicker::kPause);
    out.push_back({"Resume", EA::kResume});
    picker("Penalty\xE2\x80\xA6", EA::kOpenPenalty, EditorPicker::kPenalty);
    out.push_back({"Set time\xE2\x80\xA6", EA::kAskSetTime});
    return out;
  }
  out.push_back({"Press", EA::kPress});
  picker("Claim\xE2\x80\xA6", EA::kOpenClaim, EditorPicker::kClaim);
  picker("Touch\xE2\x80\xA6", EA::kOpenTouch, EditorPicker::kTouch);
  picker("Promote\xE2\x80\xA6", EA::kOpenPromote, EditorPicker::kPromote);
  picker("Pause\xE2\x80\xA6", EA::kOpenPause, EditorPicker::kPause);
  out.push_back({"Resume", EA::kResume});
  out.push_back({"Resign", EA::kResign});
  out.push_back({"Offer draw", EA::kOfferDraw});
  out.push_back({"Accept draw", EA::kAcceptDraw});
  out.push_back({"Press with each move", EA::kPressWithMove, e.press_with_move()});
  return out;
}

std::vector<EditorControl> editor_picker_choices(const CaseEditor& e) {
  const auto choices = [](EditorAction action, std::initializer_list<const char*> labels) {
    std::vector<EditorControl> out;
    for (const char* label : labels)
      out.push_back({label, {action, static_cast<std::int32_t>(out.size())}});
    return out;
  };
  switch (e.picker()) {
    case EditorPicker::kClaim:  // in rules::ClaimKind's order
      return choices(EA::kClaim,
                     {"Flag fell", "Illegal move", "Repetition", "50 moves", "Losing chances"});
    case EditorPicker::kPromote:  // kEditorPromotions
      return choices(EA::kPromote, {"Queen", "Rook", "Bishop", "Knight"});
    case EditorPicker::kPause:
      return {{"For a dispute", {EA::kPause, static_cast<int>(rules::PauseReason::kDispute)}},
              {"For a promotion piece",
               {EA::kPause, static_cast<int>(rules::PauseReason::kPromotion)}}};
    case EditorPicker::kPenalty:  // in rules::Offence's order
      return choices(EA::kPenalty, {"Two hands", "Knocked clock", "Displaced men", "Touch move",
                                    "Banging", "Other"});
    case EditorPicker::kNone:
    case EditorPicker::kTouch:
      break;
  }
  return {};
}

}  // namespace flagfall::session
