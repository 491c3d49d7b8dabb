#include "session/editor/case_editor.h"

#include <utility>

#include "chess/fen.h"
#include "game/director.h"
#include "rules/ruleset.h"
#include "session/intent_id.h"
#include "words/words.h"

namespace flagfall::session {
namespace {

using chess::Color;
using words::Msg;

}  // namespace

std::string elapsed_text(std::int64_t ms) {
  if (ms < 0) ms = 0;
  const std::int64_t seconds = ms / 1000;
  std::string out = std::to_string(seconds / 60) + ":" + (seconds % 60 < 10 ? "0" : "") +
                    std::to_string(seconds % 60);
  if (ms % 1000 != 0) {
    std::string fraction = std::to_string(1000 + ms % 1000).substr(1);
    while (fraction.back() == '0') fraction.pop_back();
    out += "." + fraction;
  }
  return out;
}

CaseEditor::CaseEditor() = default;

CaseEditor::CaseEditor(const rules::Scenario& scenario)
    : editor_(scenario), editing_(scenario.id), tab_(EditorTab::kTimeline) {
  actor_ = editor_.board_now().side_to_move() == Color::White ? EditorActor::kWhite
                                                              : EditorActor::kBlack;
}

Color CaseEditor::side() const {
  if (actor_ == EditorActor::kDirector) return director_side_;
  return actor_ == EditorActor::kWhite ? Color::White : Color::Black;
}

std::vector<EditorRulingRow> CaseEditor::ruling_rows() const {
  std::vector<EditorRulingRow> rows;
  const std::vector<EditorRuling>& rulings = editor_.rulings();
  const EditorRuling* main = nullptr;
  for (const EditorRuling& r : rulings) {
    if (r.meant && main == nullptr) main = &r;
  }
  for (const EditorRuling& r : rulings) {
    EditorRulingRow row;
    row.ruleset = r.ruleset;
    row.text = r.ruleset_name + ": " + r.answer;
    if (!r.rule.empty()) row.text += " \xC2\xB7 " + r.rule;
    if (!r.meant) row.text = words::format<Msg::kEditorRulingNotMeant>(row.text);
    row.last = r.last;
    row.meant = r.meant;
    row.differs = main != nullptr && r.meant && r.answer != main->answer;
    rows.push_back(std::move(row));
  }
  return rows;
}

std::vector<EditorStepRow> CaseEditor::step_rows() const {
  std::vector<EditorStepRow> rows;
  const std::vector<std::string> texts = editor_.step_texts();
  for (std::size_t i = 0; i < texts.size(); ++i)
    rows.push_back({elapsed_text(editor_.steps()[i].t), texts[i]});
  return rows;
}

std::string CaseEditor::rulings_heading() const {
  const std::size_t n = editor_.steps().size();
  return n == 0 ? std::string(words::text(Msg::kEditorRulingsStart))
                : words::format<Msg::kEditorRulingsAfter>(std::to_string(n));
}

std::string CaseEditor::board_prompt() const {
  if (tab_ == EditorTab::kPosition) return std::string(words::text(Msg::kEditorPromptPlace));
  if (actor_ == EditorActor::kDirector) return std::string(words::text(Msg::kEditorPromptDirector));
  const bool white = side() == Color::White;
  if (picker_ == EditorPicker::kTouch) {
    return std::string(
        words::text(white ? Msg::kEditorPromptTouchWhite : Msg::kEditorPromptTouchBlack));
  }
  if (from_) {
    return white ? words::format<Msg::kEditorPromptToWhite>(chess::square_name(*from_))
                 : words::format<Msg::kEditorPromptToBlack>(chess::square_name(*from_));
  }
  return std::string(
      words::text(white ? Msg::kEditorPromptMoveWhite : Msg::kEditorPromptMoveBlack));
}

std::string CaseEditor::tab_hint() const {
  switch (tab_) {
    case EditorTab::kPosition:
      return std::string(words::text(Msg::kEditorHintPosition));
    case EditorTab::kTimeline:
      return std::string(words::text(editor_.steps().empty() ? Msg::kEditorHintTimelineEmpty
                                                             : Msg::kEditorHintTimeline));
    case EditorTab::kWords:
      break;
  }
  return std::string(words::text(Msg::kEditorHintWords));
}

std::optional<std::pair<chess::Square, chess::Square>> CaseEditor::board_mark() const {
  if (from_) return std::pair(*from_, chess::NoSquare);
  const std::vector<rules::ScenarioEvent>& steps = editor_.steps();
  for (auto it = steps.rbegin(); it != steps.rend(); ++it) {
    if (it->kind == rules::EventKind::kMove) return std::pair(it->move.from(), it->move.to());
  }
  return std::nullopt;
}

std::string CaseEditor::control_text() const {
  return editor_.time_control().empty() ? std::string(words::text(Msg::kEditorControlOwn))
                                        : editor_.time_control();
}

std::string CaseEditor::clock_text(Color side) const {
  const auto ms = editor_.clock_ms(side);
  return ms ? elapsed_text(*ms) : std::string(words::text(Msg::kEditorClockFull));
}

std::string_view CaseEditor::penalty_heading() const {
  return words::text(director_side_ == Color::White ? Msg::kEditorPenaltyOnWhite
                                                    : Msg::kEditorPenaltyOnBlack);
}

void CaseEditor::show_tab(EditorTab tab) {
  tab_ = tab;
  from_.reset();
  picker_ = EditorPicker::kNone;
  confirm_clear_ = false;
}

void CaseEditor::tap_square(chess::Square square) {
  if (tab_ == EditorTab::kPosition) {
    editor_.place(square);
    touched_ = true;
    return;
  }
  if (tab_ != EditorTab::kTimeline || actor_ == EditorActor::kDirector) return;
  if (picker_ == EditorPicker::kTouch) {
    editor_.touch(side(), square, editor_.next_time());
    picker_ = EditorPicker::kNone;
    return after_step();
  }
  picker_ = EditorPicker::kNone;
  if (!from_) {
    from_ = square;
    return;
  }
  if (*from_ == square) {  // the same square again: no move
    from_.reset();
    return;
  }
  const chess::Move move(*from_, square);
  from_.reset();
  const Color mover = side();
  const std::int64_t t = editor_.next_time();
  const std::size_t before = editor_.steps().size();
  editor_.play(mover, move, t);
  if (editor_.steps().size() == before) return;
  if (press_with_move_) {
    editor_.press(mover, t);
    actor_ = mover == Color::White ? EditorActor::kBlack : EditorActor::kWhite;
  }
  after_step();
}

void CaseEditor::set_side_to_move(Color side) {
  editor_.set_side_to_move(side);
  if (editor_.steps().empty())
    actor_ = side == Color::White ? EditorActor::kWhite : EditorActor::kBlack;
  touched_ = true;
}

void CaseEditor::choose_actor(EditorActor actor) {
  actor_ = actor;
  from_.reset();
  picker_ = EditorPicker::kNone;
}

void CaseEditor::open_picker(EditorPicker picker) {
  from_.reset();
  const bool director = actor_ == EditorActor::kDirector;
  const bool allowed = picker == EditorPicker::kNone || picker == EditorPicker::kPause ||
                       (picker == EditorPicker::kPenalty) == director;
  if (!allowed) return;
  picker_ = picker_ == picker ? EditorPicker::kNone : picker;
}

void CaseEditor::after_step() {
  picker_ = EditorPicker::kNone;
  if (!editor_.steps().empty()) selected_ = editor_.steps().size() - 1;
  if (editor_.notice().empty()) notice_.clear();
  touched_ = true;
}

void CaseEditor::player_step(EditorAction action, std::int32_t arg) {
  if (actor_ == EditorActor::kDirector) return;
  const Color by = side();
  const std::int64_t t = editor_.next_time();
  switch (action) {
    case EditorAction::kPress:
      editor_.press(by, t);
      break;
    case EditorAction::kClaim:
      if (arg < 0 || arg > static_cast<int>(rules::ClaimKind::kInsufficientLosingChances)) return;
      editor_.claim(by, static_cast<rules::ClaimKind>(arg), t);
      break;
    case EditorAction::kPromote:
      if (arg < 0 || arg >= static_cast<int>(std::size(kEditorPromotions))) return;
      editor_.promote(by, kEditorPromotions[arg], t);
      break;
    case EditorAction::kResign:
      editor_.resign(by, t);
      break;
    case EditorAction::kOfferDraw:
      editor_.offer_draw(by, t);
      break;
    case EditorAction::kAcceptDraw:
      editor_.accept_draw(by, t);
      break;
    default:
      return;
  }
  after_step();
}

rules::Actor CaseEditor::acting() const {
  return actor_ == EditorActor::kDirector ? rules::Actor::kTd
         : actor_ == EditorActor::kWhite  ? rules::Actor::kWhite
                                          : rules::Actor::kBlack;
}

void CaseEditor::remove_step(std::size_t index) {
  editor_.remove_step(index);
  const std::size_t count = editor_.steps().size();
  if (selected_ && *selected_ >= count)
    selected_ = count == 0 ? std::nullopt : std::optional(count - 1);
  touched_ = true;
}

}  // namespace flagfall::session
