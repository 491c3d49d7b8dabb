// The case editor's controls by intent id (the drawn controls' tap targets, the accessible
// mirror's buttons), the actions and choices it offers, and its part of the test hook.

#include "chess/fen.h"
#include "rules/ruleset.h"
#include "session/editor/case_editor.h"

namespace flagfall::session {

using chess::Color;

bool CaseEditor::activate(std::string_view intent) {
  const std::optional<EditorIntent> typed = editor_intents().parse(intent);
  if (!typed) return false;
  apply(*typed);
  return true;
}

void CaseEditor::apply(const EditorIntent& intent) {
  namespace e = editor_intent;
  std::visit(
      Overloaded{
          [&](const e::KingsOnly&) { kings_only(); },
          [&](const e::StartPosition&) { start_position(); },
          [&](const e::PasteFen&) { ask_text("editor.fen"); },
          [&](const e::SideToMove& i) { set_side_to_move(i.side); },
          [&](const e::AskClear&) { ask_clear(); },
          [&](const e::ConfirmClear&) { confirm_clear(); },
          [&](const e::CancelClear&) { cancel_clear(); },
          [&](const e::ShowTab& i) { show_tab(i.tab); },
          [&](const e::ChooseActor& i) { choose_actor(i.actor); },
          [&](const e::DirectorSide& i) { choose_director_side(i.side); },
          [&](const e::OpenPicker& i) { open_picker(i.picker); },
          [&](const e::TogglePressWithMove&) { toggle_press_with_move(); },
          [&](const e::Press&) { press(); },
          [&](const e::Resume&) { resume(); },
          [&](const e::Resign&) { resign(); },
          [&](const e::OfferDraw&) { offer_draw(); },
          [&](const e::AcceptDraw&) { accept_draw(); },
          [&](const e::Claim& i) { claim(i.kind); },
          [&](const e::Penalty& i) { penalty(i.offence); },
          [&](const e::Promote& i) { promote(i.piece); },
          [&](const e::Pause& i) { pause(i.reason); },
          [&](const e::SelectStep& i) { select_step(i.index); },
          [&](const e::StepEarlier& i) { step_earlier(i.index); },
          [&](const e::StepLater& i) { step_later(i.index); },
          [&](const e::RemoveStep& i) { remove_step(i.index); },
          [&](const e::AskStepTime& i) { ask_text("editor.step." + std::to_string(i.index)); },
          [&](const e::SetCategory& i) { set_category(i.category); },
          [&](const e::ToggleMeantFor& i) { toggle_meant_for(i.ruleset); },
          [&](const e::AskField& i) { ask_text(i.field); },
      },
      intent);
}

nlohmann::json CaseEditor::state() const {
  using nlohmann::json;
  static constexpr const char* kTabIds[] = {"position", "timeline", "words"};
  static constexpr const char* kActorIds[] = {"white", "black", "director"};
  static constexpr const char* kPickerIds[] = {"", "touch", "claim", "promote", "pause", "penalty"};
  json steps = json::array();
  for (const EditorStepRow& row : step_rows())
    steps.push_back({{"t", row.time}, {"text", row.text}});
  json rulings = json::array();
  const std::vector<EditorRulingRow> rows = ruling_rows();
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const EditorRuling& r = editor_.rulings()[i];
    rulings.push_back({{"ruleset", r.ruleset},
                       {"outcome", std::string(rules::outcome_name(r.outcome))},
                       {"reason", r.reason},
                       {"answer", r.answer},
                       {"rule", r.rule},
                       {"text", rows[i].text},
                       {"differs", rows[i].differs},
                       {"meant", r.meant}});
  }
  return {{"tab", kTabIds[static_cast<int>(tab_)]},
          {"actor", kActorIds[static_cast<int>(actor_)]},
          {"picker", kPickerIds[static_cast<int>(picker_)]},
          {"from", from_ ? json(chess::square_name(*from_)) : json(nullptr)},
          {"press_with_move", press_with_move_},
          {"editing", editing_},
          {"setup_fen", editor_.setup_board().fen()},
          {"fen", chess::to_fen(editor_.board_now())},
          {"control", editor_.time_control()},
          {"steps", steps},
          {"selected_step", selected_ ? json(*selected_) : json(nullptr)},
          {"rulings", rulings},
          {"problem", editor_.problem()},
          {"notice", editor_.notice()},
          {"title", editor_.title()},
          {"question", editor_.question()},
          {"category", editor_.category()},
          {"meant_for", editor_.meant_for()}};
}

std::vector<EditorAction> editor_actions(const CaseEditor& e) {
  namespace ei = editor_intent;
  std::vector<EditorAction> out;
  const EditorPicker open = e.picker();
  const auto picker = [&](const char* label, EditorPicker p) {
    out.push_back({label, ei::OpenPicker{p}, open == p});
  };
  if (e.actor() == EditorActor::kDirector) {
    out.push_back(
        {"White's side", ei::DirectorSide{Color::White}, e.director_side() == Color::White});
    out.push_back(
        {"Black's side", ei::DirectorSide{Color::Black}, e.director_side() == Color::Black});
    picker("Pause\xE2\x80\xA6", EditorPicker::kPause);
    out.push_back({"Resume", ei::Resume{}});
    picker("Penalty\xE2\x80\xA6", EditorPicker::kPenalty);
    out.push_back({"Set time\xE2\x80\xA6", ei::AskField{"editor.set-time"}});
    return out;
  }
  out.push_back({"Press", ei::Press{}});
  picker("Claim\xE2\x80\xA6", EditorPicker::kClaim);
  picker("Touch\xE2\x80\xA6", EditorPicker::kTouch);
  picker("Promote\xE2\x80\xA6", EditorPicker::kPromote);
  picker("Pause\xE2\x80\xA6", EditorPicker::kPause);
  out.push_back({"Resume", ei::Resume{}});
  out.push_back({"Resign", ei::Resign{}});
  out.push_back({"Offer draw", ei::OfferDraw{}});
  out.push_back({"Accept draw", ei::AcceptDraw{}});
  out.push_back({"Press with each move", ei::TogglePressWithMove{}, e.press_with_move()});
  return out;
}

std::vector<EditorAction> editor_picker_choices(const CaseEditor& e) {
  namespace ei = editor_intent;
  switch (e.picker()) {
    case EditorPicker::kClaim:
      return {{"Flag fell", ei::Claim{rules::ClaimKind::kTime}},
              {"Illegal move", ei::Claim{rules::ClaimKind::kIllegalMove}},
              {"Repetition", ei::Claim{rules::ClaimKind::kRepetition}},
              {"50 moves", ei::Claim{rules::ClaimKind::kFiftyMoves}},
              {"Losing chances", ei::Claim{rules::ClaimKind::kInsufficientLosingChances}}};
    case EditorPicker::kPromote:
      return {{"Queen", ei::Promote{chess::PieceType::Queen}},
              {"Rook", ei::Promote{chess::PieceType::Rook}},
              {"Bishop", ei::Promote{chess::PieceType::Bishop}},
              {"Knight", ei::Promote{chess::PieceType::Knight}}};
    case EditorPicker::kPause:
      return {{"For a dispute", ei::Pause{rules::PauseReason::kDispute}},
              {"For a promotion piece", ei::Pause{rules::PauseReason::kPromotion}}};
    case EditorPicker::kPenalty:
      return {{"Two hands", ei::Penalty{rules::Offence::kTwoHands}},
              {"Knocked clock", ei::Penalty{rules::Offence::kKnockedClock}},
              {"Displaced men", ei::Penalty{rules::Offence::kDisplacedPieces}},
              {"Touch move", ei::Penalty{rules::Offence::kTouchMove}},
              {"Banging", ei::Penalty{rules::Offence::kBanging}},
              {"Other", ei::Penalty{rules::Offence::kOther}}};
    case EditorPicker::kNone:
    case EditorPicker::kTouch:
      break;
  }
  return {};
}

}  // namespace flagfall::session
