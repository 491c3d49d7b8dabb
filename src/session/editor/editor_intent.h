#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <variant>

#include "chess/color.h"
#include "chess/types.h"
#include "rules/ruleset.h"
#include "rules/scenario.h"
#include "session/intent_table.h"

// Every action of "Make a case" as a value: what a drawn control and a mirror button carry,
// applied by CaseEditor::apply. Their ids (editor_intent_ids.cpp) live only at the edges.
namespace flagfall::session {

enum class EditorTab : std::uint8_t { kPosition, kTimeline, kWords };
enum class EditorActor : std::uint8_t { kWhite, kBlack, kDirector };
// The choices an action opens before it becomes a step (a claim's kind, a promotion's piece...).
enum class EditorPicker : std::uint8_t { kNone, kTouch, kClaim, kPromote, kPause, kPenalty };

}  // namespace flagfall::session

namespace flagfall::session::editor_intent {

// The set-up (the board entry's own controls, as they publish themselves, and the side to move).
struct KingsOnly {};
struct StartPosition {};
struct PasteFen {};
struct SideToMove {
  chess::Color side = chess::Color::White;
  bool operator==(const SideToMove&) const = default;
};
struct AskClear {};  // "New case": asks first
struct ConfirmClear {};
struct CancelClear {};
struct ShowTab {
  EditorTab tab = EditorTab::kPosition;
  bool operator==(const ShowTab&) const = default;
};

// The timeline: who acts, then what.
struct ChooseActor {
  EditorActor actor = EditorActor::kWhite;
  bool operator==(const ChooseActor&) const = default;
};
struct DirectorSide {
  chess::Color side = chess::Color::White;
  bool operator==(const DirectorSide&) const = default;
};
struct OpenPicker {
  EditorPicker picker = EditorPicker::kNone;
  bool operator==(const OpenPicker&) const = default;
};
struct TogglePressWithMove {};
struct Press {};
struct Resume {};
struct Resign {};
struct OfferDraw {};
struct AcceptDraw {};
struct Claim {
  rules::ClaimKind kind = rules::ClaimKind::kTime;
  bool operator==(const Claim&) const = default;
};
struct Penalty {
  rules::Offence offence = rules::Offence::kOther;
  bool operator==(const Penalty&) const = default;
};
struct Promote {
  chess::PieceType piece = chess::PieceType::Queen;
  bool operator==(const Promote&) const = default;
};
struct Pause {
  rules::PauseReason reason = rules::PauseReason::kDispute;
  bool operator==(const Pause&) const = default;
};
struct SelectStep {
  std::size_t index = 0;
  bool operator==(const SelectStep&) const = default;
};
struct StepEarlier {
  std::size_t index = 0;
  bool operator==(const StepEarlier&) const = default;
};
struct StepLater {
  std::size_t index = 0;
  bool operator==(const StepLater&) const = default;
};
struct RemoveStep {
  std::size_t index = 0;
  bool operator==(const RemoveStep&) const = default;
};
struct AskStepTime {
  std::size_t index = 0;
  bool operator==(const AskStepTime&) const = default;
};

// The words, and the text fields (the field's id is the intent's own: "editor.title", ...).
struct SetCategory {
  std::string category;
  bool operator==(const SetCategory&) const = default;
};
struct ToggleMeantFor {
  std::string ruleset;
  bool operator==(const ToggleMeantFor&) const = default;
};
struct AskField {
  std::string field;
  bool operator==(const AskField&) const = default;
};

}  // namespace flagfall::session::editor_intent

namespace flagfall::session {

using EditorIntent = std::variant<
    editor_intent::KingsOnly, editor_intent::StartPosition, editor_intent::PasteFen,
    editor_intent::SideToMove, editor_intent::AskClear, editor_intent::ConfirmClear,
    editor_intent::CancelClear, editor_intent::ShowTab, editor_intent::ChooseActor,
    editor_intent::DirectorSide, editor_intent::OpenPicker, editor_intent::TogglePressWithMove,
    editor_intent::Press, editor_intent::Resume, editor_intent::Resign, editor_intent::OfferDraw,
    editor_intent::AcceptDraw, editor_intent::Claim, editor_intent::Penalty, editor_intent::Promote,
    editor_intent::Pause, editor_intent::SelectStep, editor_intent::StepEarlier,
    editor_intent::StepLater, editor_intent::RemoveStep, editor_intent::AskStepTime,
    editor_intent::SetCategory, editor_intent::ToggleMeantFor, editor_intent::AskField>;

// The editor's one table of intents and their ids: an intent's id for its tap target and its
// mirror button, and the intent an id stands for.
const IntentTable<EditorIntent>& editor_intents();

}  // namespace flagfall::session
