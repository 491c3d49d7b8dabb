// The actions and choices the case editor offers (its part of the test hook:
// case_editor_state.cpp).

#include <initializer_list>

#include "rules/ruleset.h"
#include "session/editor/case_editor.h"
#include "words/words.h"

namespace flagfall::session {
namespace {

using chess::Color;
using EA = EditorAction;
using words::Msg;

}  // namespace

std::vector<EditorControl> editor_actions(const CaseEditor& e) {
  std::vector<EditorControl> out;
  const EditorPicker open = e.picker();
  const auto picker = [&](Msg id, EditorAction action, EditorPicker p) {
    out.push_back({words::said(id), action, open == p});
  };
  if (e.actor() == EditorActor::kDirector) {
    out.push_back({words::said(Msg::kEditorActionWhiteSide),
                   {EA::kDirectorSide, 0, Color::White},
                   e.director_side() == Color::White});
    out.push_back({words::said(Msg::kEditorActionBlackSide),
                   {EA::kDirectorSide, 0, Color::Black},
                   e.director_side() == Color::Black});
    picker(Msg::kEditorActionPause, EA::kOpenPause, EditorPicker::kPause);
    out.push_back({words::said(Msg::kEditorActionResume), EA::kResume});
    picker(Msg::kEditorActionPenalty, EA::kOpenPenalty, EditorPicker::kPenalty);
    out.push_back({words::said(Msg::kEditorActionSetTime), EA::kAskSetTime});
    return out;
  }
  out.push_back({words::said(Msg::kEditorActionPress), EA::kPress});
  picker(Msg::kEditorActionClaim, EA::kOpenClaim, EditorPicker::kClaim);
  picker(Msg::kEditorActionTouch, EA::kOpenTouch, EditorPicker::kTouch);
  picker(Msg::kEditorActionPromote, EA::kOpenPromote, EditorPicker::kPromote);
  picker(Msg::kEditorActionPause, EA::kOpenPause, EditorPicker::kPause);
  out.push_back({words::said(Msg::kEditorActionResume), EA::kResume});
  out.push_back({words::said(Msg::kEditorActionResign), EA::kResign});
  out.push_back({words::said(Msg::kEditorActionOfferDraw), EA::kOfferDraw});
  out.push_back({words::said(Msg::kEditorActionAcceptDraw), EA::kAcceptDraw});
  out.push_back(
      {words::said(Msg::kEditorActionPressWithMove), EA::kPressWithMove, e.press_with_move()});
  return out;
}

std::vector<EditorControl> editor_picker_choices(const CaseEditor& e) {
  const auto choices = [](EditorAction action, std::initializer_list<Msg> labels) {
    std::vector<EditorControl> out;
    for (const Msg id : labels)
      out.push_back({words::said(id), {action, static_cast<std::int32_t>(out.size())}});
    return out;
  };
  switch (e.picker()) {
    case EditorPicker::kClaim:  // in rules::ClaimKind's order
      return choices(EA::kClaim,
                     {Msg::kEditorClaimFlag, Msg::kEditorClaimIllegal, Msg::kEditorClaimRepetition,
                      Msg::kEditorClaimFifty, Msg::kEditorClaimLosingChances});
    case EditorPicker::kPromote:  // kEditorPromotions
      return choices(EA::kPromote,
                     {Msg::kClockSheetPromotionQueen, Msg::kClockSheetPromotionRook,
                      Msg::kClockSheetPromotionBishop, Msg::kClockSheetPromotionKnight});
    case EditorPicker::kPause:
      return {{words::said(Msg::kEditorPauseDispute),
               {EA::kPause, static_cast<int>(rules::PauseReason::kDispute)}},
              {words::said(Msg::kEditorPausePromotion),
               {EA::kPause, static_cast<int>(rules::PauseReason::kPromotion)}}};
    case EditorPicker::kPenalty:  // in rules::Offence's order
      return choices(EA::kPenalty,
                     {Msg::kClockSheetDirectorTwoHands, Msg::kClockSheetDirectorKnockedClock,
                      Msg::kClockSheetDirectorDisplacedPieces, Msg::kClockSheetDirectorTouchMove,
                      Msg::kClockSheetDirectorBanging, Msg::kClockSheetDirectorOther});
    case EditorPicker::kNone:
    case EditorPicker::kTouch:
      break;
  }
  return {};
}

}  // namespace flagfall::session
