// The case editor's controls by intent id (the drawn controls' tap targets, the accessible
// mirror's buttons), the actions and choices it offers, and its part of the test hook.

#include "chess/fen.h"
#include "json/writer.h"
#include "rules/ruleset.h"
#include "session/editor/case_editor.h"
#include "session/intent_id.h"

namespace flagfall::session {
namespace {

using chess::Color;

constexpr rules::ClaimKind kClaims[] = {
    rules::ClaimKind::kTime, rules::ClaimKind::kIllegalMove, rules::ClaimKind::kRepetition,
    rules::ClaimKind::kFiftyMoves, rules::ClaimKind::kInsufficientLosingChances};
constexpr rules::Offence kOffences[] = {
    rules::Offence::kTwoHands,  rules::Offence::kKnockedClock, rules::Offence::kDisplacedPieces,
    rules::Offence::kTouchMove, rules::Offence::kBanging,      rules::Offence::kOther};
constexpr chess::PieceType kPromotions[] = {chess::PieceType::Queen, chess::PieceType::Rook,
                                            chess::PieceType::Bishop, chess::PieceType::Knight};

}  // namespace

bool CaseEditor::activate(std::string_view intent) {
  using Action = void (CaseEditor::*)();
  static const struct {
    std::string_view id;
    Action action;
  } kActions[] = {
      // The board set-up's own controls (ui/board_setup.h), as they publish themselves.
      {"board.kings-only", &CaseEditor::kings_only},
      {"board.start", &CaseEditor::start_position},
      {"editor.clear", &CaseEditor::ask_clear},
      {"editor.clear.confirm", &CaseEditor::confirm_clear},
      {"editor.clear.cancel", &CaseEditor::cancel_clear},
      {"editor.press-with-move", &CaseEditor::toggle_press_with_move},
      {"editor.press", &CaseEditor::press},
      {"editor.resume", &CaseEditor::resume},
      {"editor.resign", &CaseEditor::resign},
      {"editor.offer-draw", &CaseEditor::offer_draw},
      {"editor.accept-draw", &CaseEditor::accept_draw},
  };
  for (const auto& entry : kActions) {
    if (entry.id == intent) {
      (this->*entry.action)();
      return true;
    }
  }
  static const struct {
    std::string_view id;
    EditorTab tab;
  } kTabs[] = {{"editor.tab.position", EditorTab::kPosition},
               {"editor.tab.timeline", EditorTab::kTimeline},
               {"editor.tab.words", EditorTab::kWords}};
  for (const auto& entry : kTabs) {
    if (entry.id == intent) {
      show_tab(entry.tab);
      return true;
    }
  }
  static const struct {
    std::string_view id;
    EditorPicker picker;
  } kPickers[] = {{"editor.touch", EditorPicker::kTouch},
                  {"editor.claim", EditorPicker::kClaim},
                  {"editor.promote", EditorPicker::kPromote},
                  {"editor.pause", EditorPicker::kPause},
                  {"editor.penalty", EditorPicker::kPenalty}};
  for (const auto& entry : kPickers) {
    if (entry.id == intent) {
      open_picker(entry.picker);
      return true;
    }
  }
  if (intent == "editor.actor.white" || intent == "editor.actor.black" ||
      intent == "editor.actor.director") {
    choose_actor(intent == "editor.actor.white"   ? EditorActor::kWhite
                 : intent == "editor.actor.black" ? EditorActor::kBlack
                                                  : EditorActor::kDirector);
    return true;
  }
  if (intent == "editor.director.white" || intent == "editor.director.black") {
    choose_director_side(intent == "editor.director.white" ? Color::White : Color::Black);
    return true;
  }
  if (intent == "editor.side.white" || intent == "editor.side.black") {
    set_side_to_move(intent == "editor.side.white" ? Color::White : Color::Black);
    return true;
  }
  for (const rules::ClaimKind kind : kClaims) {
    if (intent == "editor.claim." + std::string(rules::claim_kind_name(kind))) {
      claim(kind);
      return true;
    }
  }
  for (const rules::Offence offence : kOffences) {
    if (intent == "editor.penalty." + std::string(rules::offence_name(offence))) {
      penalty(offence);
      return true;
    }
  }
  for (const chess::PieceType piece : kPromotions) {
    if (intent == "editor.promote." + std::string(chess::piece_type_name(piece))) {
      promote(piece);
      return true;
    }
  }
  if (intent == "editor.pause.dispute" || intent == "editor.pause.promotion") {
    pause(intent == "editor.pause.dispute" ? rules::PauseReason::kDispute
                                           : rules::PauseReason::kPromotion);
    return true;
  }
  if (const auto i = index_between(intent, "editor.step.", ".earlier")) {
    step_earlier(*i);
  } else if (const auto j = index_between(intent, "editor.step.", ".later")) {
    step_later(*j);
  } else if (const auto k = index_between(intent, "editor.step.", ".remove")) {
    remove_step(*k);
  } else if (const auto l = index_between(intent, "editor.step.", ".time")) {
    ask_text("editor.step." + std::to_string(*l));
  } else if (const auto m = index_between(intent, "editor.step.", "")) {
    select_step(*m);
  } else if (intent.substr(0, 16) == "editor.category.") {
    set_category(intent.substr(16));
  } else if (intent.substr(0, 15) == "editor.ruleset.") {
    toggle_meant_for(intent.substr(15));
  } else if (intent == "board.paste") {
    ask_text("editor.fen");
  } else if (intent == "editor.title" || intent == "editor.question" || intent == "editor.notes" ||
             intent == "editor.control" || intent == "editor.clock.white" ||
             intent == "editor.clock.black" || intent == "editor.set-time") {
    ask_text(intent);
  } else {
    return false;
  }
  return true;
}

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

std::vector<EditorAction> editor_actions(const CaseEditor& e) {
  std::vector<EditorAction> out;
  const EditorPicker open = e.picker();
  const auto picker = [&](const char* label, const char* intent, EditorPicker p) {
    out.push_back({label, intent, open == p});
  };
  if (e.actor() == EditorActor::kDirector) {
    out.push_back({"White's side", "editor.director.white", e.director_side() == Color::White});
    out.push_back({"Black's side", "editor.director.black", e.director_side() == Color::Black});
    picker("Pause\xE2\x80\xA6", "editor.pause", EditorPicker::kPause);
    out.push_back({"Resume", "editor.resume"});
    picker("Penalty\xE2\x80\xA6", "editor.penalty", EditorPicker::kPenalty);
    out.push_back({"Set time\xE2\x80\xA6", "editor.set-time"});
    return out;
  }
  out.push_back({"Press", "editor.press"});
  picker("Claim\xE2\x80\xA6", "editor.claim", EditorPicker::kClaim);
  picker("Touch\xE2\x80\xA6", "editor.touch", EditorPicker::kTouch);
  picker("Promote\xE2\x80\xA6", "editor.promote", EditorPicker::kPromote);
  picker("Pause\xE2\x80\xA6", "editor.pause", EditorPicker::kPause);
  out.push_back({"Resume", "editor.resume"});
  out.push_back({"Resign", "editor.resign"});
  out.push_back({"Offer draw", "editor.offer-draw"});
  out.push_back({"Accept draw", "editor.accept-draw"});
  out.push_back({"Press with each move", "editor.press-with-move", e.press_with_move()});
  return out;
}

std::vector<EditorAction> editor_picker_choices(const CaseEditor& e) {
  switch (e.picker()) {
    case EditorPicker::kClaim:
      return {{"Flag fell", "editor.claim.time"},
              {"Illegal move", "editor.claim.illegal-move"},
              {"Repetition", "editor.claim.repetition"},
              {"50 moves", "editor.claim.fifty-moves"},
              {"Losing chances", "editor.claim.insufficient-losing-chances"}};
    case EditorPicker::kPromote:
      return {{"Queen", "editor.promote.queen"},
              {"Rook", "editor.promote.rook"},
              {"Bishop", "editor.promote.bishop"},
              {"Knight", "editor.promote.knight"}};
    case EditorPicker::kPause:
      return {{"For a dispute", "editor.pause.dispute"},
              {"For a promotion piece", "editor.pause.promotion"}};
    case EditorPicker::kPenalty:
      return {{"Two hands", "editor.penalty.two-hands"},
              {"Knocked clock", "editor.penalty.knocked-clock"},
              {"Displaced men", "editor.penalty.displaced-pieces"},
              {"Touch move", "editor.penalty.touch-move"},
              {"Banging", "editor.penalty.banging"},
              {"Other", "editor.penalty.other"}};
    case EditorPicker::kNone:
    case EditorPicker::kTouch:
      break;
  }
  return {};
}

}  // namespace flagfall::session
