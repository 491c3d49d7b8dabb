// The case editor's one entry for what a tap, a mirror button or the board asks, and the texts
// its fields ask for and get back.
#include <utility>

#include "game/director.h"
#include "rules/ruleset.h"
#include "rules/scenario.h"
#include "session/editor/case_editor.h"
#include "words/words.h"

namespace flagfall::session {
namespace {

using chess::Color;
using EA = EditorAction;
using words::Msg;

}  // namespace

void CaseEditor::apply(const EditorIntent& intent) {
  const std::int32_t arg = intent.arg;
  const Color side_named = intent.side.value_or(Color::White);
  const auto step = static_cast<std::size_t>(arg < 0 ? 0 : arg);
  switch (intent.action) {
    case EA::kNone:
      return;
    case EA::kTab:
      if (arg >= 0 && arg <= static_cast<int>(EditorTab::kWords))
        show_tab(static_cast<EditorTab>(arg));
      return;
    case EA::kSquare:
      if (arg >= 0 && arg < chess::NoSquare) tap_square(static_cast<chess::Square>(arg));
      return;
    case EA::kBrush:
      if (arg >= 0 && arg <= static_cast<int>(chess::Piece::BlackKing))
        editor_.choose_brush(static_cast<chess::Piece>(arg));
      return;
    case EA::kKingsOnly:
      editor_.kings_only();
      touched_ = true;
      return;
    case EA::kStartPosition:
      editor_.start_position();
      touched_ = true;
      return;
    case EA::kSideToMove:
      return set_side_to_move(side_named);
    case EA::kAskClear:
      confirm_clear_ = true;
      return;
    case EA::kConfirmClear:
      if (confirm_clear_) *this = CaseEditor();
      return;
    case EA::kCancelClear:
      confirm_clear_ = false;
      return;
    case EA::kActor:
      if (arg >= 0 && arg <= static_cast<int>(EditorActor::kDirector))
        choose_actor(static_cast<EditorActor>(arg));
      return;
    case EA::kDirectorSide:
      director_side_ = side_named;
      return;
    case EA::kPressWithMove:
      press_with_move_ = !press_with_move_;
      return;
    case EA::kOpenTouch:
      return open_picker(EditorPicker::kTouch);
    case EA::kOpenClaim:
      return open_picker(EditorPicker::kClaim);
    case EA::kOpenPromote:
      return open_picker(EditorPicker::kPromote);
    case EA::kOpenPause:
      return open_picker(EditorPicker::kPause);
    case EA::kOpenPenalty:
      return open_picker(EditorPicker::kPenalty);
    case EA::kPress:
    case EA::kClaim:
    case EA::kPromote:
    case EA::kResign:
    case EA::kOfferDraw:
    case EA::kAcceptDraw:
      return player_step(intent.action, arg);
    case EA::kPause:
      if (arg < 0 || arg > static_cast<int>(rules::PauseReason::kDispute)) return;
      editor_.pause(acting(), static_cast<rules::PauseReason>(arg), editor_.next_time());
      return after_step();
    case EA::kResume:
      editor_.resume(acting(), editor_.next_time());
      return after_step();
    case EA::kPenalty:
      if (actor_ != EditorActor::kDirector || arg < 0 ||
          arg > static_cast<int>(rules::Offence::kOther)) {
        return;
      }
      editor_.penalty(director_side_, static_cast<rules::Offence>(arg), editor_.next_time());
      return after_step();
    case EA::kSelectStep:
      if (step < editor_.steps().size()) selected_ = step;
      return;
    case EA::kStepEarlier:
    case EA::kStepLater:
      editor_.shift_steps(step, intent.action == EA::kStepLater ? kNudgeMs : -kNudgeMs);
      touched_ = true;
      return;
    case EA::kRemoveStep:
      return remove_step(step);
    case EA::kCategory:
      if (step < rules::scenario_categories().size()) {
        editor_.set_category(rules::scenario_categories()[step]);
        touched_ = true;
      }
      return;
    case EA::kMeantFor:
      if (step < rules::all_rulesets().size()) {
        editor_.toggle_meant_for(rules::all_rulesets()[step]->id);
        touched_ = true;
      }
      return;
    case EA::kAskTitle:
    case EA::kAskQuestion:
    case EA::kAskNotes:
    case EA::kAskFen:
    case EA::kAskControl:
    case EA::kAskClock:
    case EA::kAskSetTime:
    case EA::kAskStepTime:
      return ask_text(intent);
  }
}

void CaseEditor::ask_text(const EditorIntent& intent) {
  TextRequest r{intent_id(intent), "", ""};
  const Color side_named = intent.side.value_or(Color::White);
  const auto step = static_cast<std::size_t>(intent.arg < 0 ? 0 : intent.arg);
  switch (intent.action) {
    case EA::kAskTitle:
      r.label = words::text(Msg::kEditorAskTitle);
      r.initial = editor_.title();
      break;
    case EA::kAskQuestion:
      r.label = words::text(Msg::kEditorAskQuestion);
      r.initial = editor_.question();
      break;
    case EA::kAskNotes:
      r.label = words::text(Msg::kEditorAskNotes);
      r.initial = editor_.notes();
      break;
    case EA::kAskFen:
      r.label = words::text(Msg::kClockSheetClaimFenPrompt);
      break;
    case EA::kAskControl:
      r.label = words::text(Msg::kEditorAskControl);
      r.initial = editor_.time_control();
      break;
    case EA::kAskClock:
      r.label = words::text(side_named == Color::White ? Msg::kEditorAskClockWhite
                                                       : Msg::kEditorAskClockBlack);
      if (const auto ms = editor_.clock_ms(side_named)) r.initial = elapsed_text(*ms);
      break;
    case EA::kAskSetTime:
      if (actor_ != EditorActor::kDirector) return;
      r.label = words::text(director_side_ == Color::White ? Msg::kEditorAskSetTimeWhite
                                                           : Msg::kEditorAskSetTimeBlack);
      break;
    case EA::kAskStepTime:
      if (step >= editor_.steps().size()) return;
      r.label = words::format<Msg::kEditorAskStepTime>(std::to_string(step + 1));
      r.initial = elapsed_text(editor_.steps()[step].t);
      break;
    default:
      return;
  }
  text_request_ = std::move(r);
}

std::optional<TextRequest> CaseEditor::take_text_request() {
  return std::exchange(text_request_, std::nullopt);
}

void CaseEditor::text_entered(std::string_view id, std::string_view text) {
  const std::optional<EditorIntent> asked = editor_intent(id);
  if (!asked) return;
  touched_ = true;
  notice_.clear();
  const auto time = [&]() {
    auto ms = game::parse_clock_time(text);
    if (!ms) notice_ = words::text(Msg::kEditorNoticeNotTime);
    return ms;
  };
  const Color side_named = asked->side.value_or(Color::White);
  switch (asked->action) {
    case EA::kAskTitle:
      return editor_.set_title(text);
    case EA::kAskQuestion:
      return editor_.set_question(text);
    case EA::kAskNotes:
      return editor_.set_notes(text);
    case EA::kAskFen:
      return editor_.paste_fen(text);
    case EA::kAskControl:
      return editor_.set_time_control(text);
    case EA::kAskClock:
      if (text.empty()) return editor_.set_clock(side_named, std::nullopt);
      if (const auto ms = time()) editor_.set_clock(side_named, *ms);
      return;
    case EA::kAskSetTime:
      if (actor_ != EditorActor::kDirector) return;
      if (const auto ms = time()) {
        editor_.set_time(director_side_, *ms, editor_.next_time());
        after_step();
      }
      return;
    case EA::kAskStepTime:
      if (const auto ms = time(); ms && asked->arg >= 0)
        editor_.retime_step(static_cast<std::size_t>(asked->arg), *ms);
      return;
    default:
      return;
  }
}

}  // namespace flagfall::session
