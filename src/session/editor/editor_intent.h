#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "chess/color.h"
#include "chess/types.h"

namespace flagfall::session {

// Everything "Make a case" offers: what a drawn control, a mirror button or a board tap hands
// CaseEditor::apply. Its id (the tap target's name, the mirror's data-intent, a text field's
// id) is in editor_intent.cpp.
enum class EditorAction : std::uint8_t {
  kNone,
  kTab,  // arg: the EditorTab
  // The set-up: the board (no ids: drawn only), its own controls, who moves first.
  kSquare,  // arg: the chess::Square tapped (the timeline's board too)
  kBrush,   // arg: the chess::Piece to place
  kKingsOnly,
  kStartPosition,
  kSideToMove,  // `side`
  kAskClear,
  kConfirmClear,
  kCancelClear,
  // The timeline: who acts, then what.
  kActor,         // arg: the EditorActor
  kDirectorSide,  // `side`
  kPressWithMove,
  kOpenTouch,
  kOpenClaim,
  kOpenPromote,
  kOpenPause,
  kOpenPenalty,
  kPress,
  kResume,
  kResign,
  kOfferDraw,
  kAcceptDraw,
  kClaim,        // arg: the rules::ClaimKind
  kPromote,      // arg: kEditorPromotions' index
  kPause,        // arg: the rules::PauseReason (a promotion or a dispute)
  kPenalty,      // arg: the rules::Offence
  kSelectStep,   // arg: the step's index
  kStepEarlier,  // arg: the step's index
  kStepLater,
  kRemoveStep,
  // The words.
  kCategory,  // arg: the index in rules::scenario_categories()
  kMeantFor,  // arg: the index in rules::all_rulesets()
  // A text the page asks for: each is also the id of the field it opens, and the text typed
  // comes back under it (CaseEditor::text_entered).
  kAskTitle,
  kAskQuestion,
  kAskNotes,
  kAskFen,
  kAskControl,
  kAskClock,     // `side`
  kAskSetTime,   // the director's
  kAskStepTime,  // arg: the step's index
};

constexpr chess::PieceType kEditorPromotions[] = {chess::PieceType::Queen, chess::PieceType::Rook,
                                                  chess::PieceType::Bishop,
                                                  chess::PieceType::Knight};

// An intent in the editor: the action and its small payload (no strings, nothing on the heap).
struct EditorIntent {
  constexpr EditorIntent(EditorAction a = EditorAction::kNone, std::int32_t n = 0,
                         std::optional<chess::Color> s = {})
      : action(a), side(s), arg(n) {}
  EditorAction action = EditorAction::kNone;
  std::optional<chess::Color> side;
  std::int32_t arg = 0;
  friend bool operator==(const EditorIntent&, const EditorIntent&) = default;
};

// A control the editor offers: its words, its intent and whether it shows as chosen. Composed
// once in the session for the drawn screen and the mirror.
struct EditorControl {
  std::string label;
  EditorIntent intent;
  bool on = false;
};

// The id of an intent at the edges, and back (one table): "" for one with none (a board tap);
// nothing for an id that names none.
std::string intent_id(const EditorIntent& intent);
std::optional<EditorIntent> editor_intent(std::string_view id);

}  // namespace flagfall::session
