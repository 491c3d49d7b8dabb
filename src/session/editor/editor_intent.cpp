// The case editor's intent ids: one table, read and written by session/intent_id.h.
#include "session/editor/editor_intent.h"

#include <cstdint>
#include <iterator>

#include "rules/ruleset.h"
#include "rules/scenario.h"
#include "session/intent_id.h"

namespace flagfall::session {
namespace {

using EA = EditorAction;

constexpr IdArg kName = IdArg::kName;
constexpr IdArg kSide = IdArg::kSide;
constexpr IdArg kIndex = IdArg::kIndex;

constexpr IdRow kEditorIds[] = {
    row("editor.tab.", EA::kTab, kName),
    row("board.kings-only", EA::kKingsOnly),
    row("board.start", EA::kStartPosition),
    row("editor.side.", EA::kSideToMove, kSide),
    row("editor.clear", EA::kAskClear),
    row("editor.clear.confirm", EA::kConfirmClear),
    row("editor.clear.cancel", EA::kCancelClear),
    row("editor.actor.", EA::kActor, kName),
    row("editor.director.", EA::kDirectorSide, kSide),
    row("editor.press-with-move", EA::kPressWithMove),
    row("editor.touch", EA::kOpenTouch),
    row("editor.claim", EA::kOpenClaim),
    row("editor.promote", EA::kOpenPromote),
    row("editor.pause", EA::kOpenPause),
    row("editor.penalty", EA::kOpenPenalty),
    row("editor.press", EA::kPress),
    row("editor.resume", EA::kResume),
    row("editor.resign", EA::kResign),
    row("editor.offer-draw", EA::kOfferDraw),
    row("editor.accept-draw", EA::kAcceptDraw),
    row("editor.claim.", EA::kClaim, kName),
    row("editor.promote.", EA::kPromote, kName),
    row("editor.pause.", EA::kPause, kName),
    row("editor.penalty.", EA::kPenalty, kName),
    row("editor.step.", EA::kSelectStep, kIndex),
    row("editor.step.", EA::kStepEarlier, kIndex, ".earlier"),
    row("editor.step.", EA::kStepLater, kIndex, ".later"),
    row("editor.step.", EA::kRemoveStep, kIndex, ".remove"),
    row("editor.step.", EA::kAskStepTime, kIndex, ".time"),
    row("editor.category.", EA::kCategory, kName),
    row("editor.ruleset.", EA::kMeantFor, kName),
    row("editor.title", EA::kAskTitle),
    row("editor.question", EA::kAskQuestion),
    row("editor.notes", EA::kAskNotes),
    row("board.paste", EA::kAskFen),
    row("editor.control", EA::kAskControl),
    row("editor.clock.", EA::kAskClock, kSide),
    row("editor.set-time", EA::kAskSetTime),
};

constexpr std::string_view kTabNames[] = {"position", "timeline", "words"};
constexpr std::string_view kActorNames[] = {"white", "black", "director"};

// The name an action's id ends in for its arg `i` ("" past the last).
std::string_view editor_name_of(std::uint8_t action_number, std::size_t i) {
  const auto action = static_cast<EditorAction>(action_number);
  const auto at = [i](const auto& names) -> std::string_view {
    return i < std::size(names) ? std::string_view(names[i]) : std::string_view();
  };
  switch (action) {
    case EA::kTab:
      return at(kTabNames);
    case EA::kActor:
      return at(kActorNames);
    case EA::kClaim:
      return i <= static_cast<std::size_t>(rules::ClaimKind::kInsufficientLosingChances)
                 ? rules::claim_kind_name(static_cast<rules::ClaimKind>(i))
                 : "";
    case EA::kPromote:
      return i < std::size(kEditorPromotions) ? chess::piece_type_name(kEditorPromotions[i]) : "";
    case EA::kPause:  // a promotion or a dispute: the reasons a case's player pauses for
      return i <= static_cast<std::size_t>(rules::PauseReason::kDispute)
                 ? rules::pause_reason_name(static_cast<rules::PauseReason>(i))
                 : "";
    case EA::kPenalty:
      return i <= static_cast<std::size_t>(rules::Offence::kOther)
                 ? rules::offence_name(static_cast<rules::Offence>(i))
                 : "";
    case EA::kCategory:
      return at(rules::scenario_categories());
    case EA::kMeantFor:
      return i < rules::all_rulesets().size() ? rules::all_rulesets()[i]->id : "";
    default:
      return "";
  }
}

}  // namespace

std::string intent_id(const EditorIntent& intent) {
  return write_intent(kEditorIds, static_cast<std::uint8_t>(intent.action), intent.side, intent.arg,
                      editor_name_of);
}

std::optional<EditorIntent> editor_intent(std::string_view id) {
  const auto parts = read_intent(kEditorIds, id, editor_name_of);
  if (!parts) return std::nullopt;
  return EditorIntent{static_cast<EditorAction>(parts->row->action),
                      static_cast<std::int32_t>(parts->index), parts->side};
}

}  // namespace flagfall::session
