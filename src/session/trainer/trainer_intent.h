#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace flagfall::session {

// Everything a learner can do on the trainer screen: what a drawn control, a mirror button or a
// key hands TrainerSession::apply. Grouped by the view that offers it; its id (the tap target's
// name, the mirror's data-intent) is in trainer_intent.cpp.
enum class TrainerAction : std::uint8_t {
  kNone,
  // The menu.
  kSelection,
  kPractise,
  kExam,
  kReview,
  kProgress,
  kRules,
  kMine,
  kHome,
  // The selection.
  kRuleset,   // arg: the index in rules::all_rulesets()
  kCategory,  // arg: the index in rules::scenario_categories()
  kAllRulesets,
  kNoRulesets,
  kAllCategories,
  kNoCategories,
  kVariants,
  kSelectionBack,
  kStart,  // Practise, from the selection
  // A question, its timeline and its feedback.
  kChoice,  // arg: the choice's index
  kNext,
  kMenu,
  kBackToClock,
  kStepBack,
  kStepForward,
  kReplay,
  kTimeline,
  kBeforeRuling,
  kAfterRuling,
  kRuleLink,
  kCompare,  // arg: the index in rules::all_rulesets() of the ruleset's row
  kStudyMine,
  kStudyEdit,
  kSaveShared,
  // The exam and its result.
  kQuitExam,
  kExamMenu,
  kExamAgain,
  kExamReview,  // arg: the question's index
  kResults,
  kSetAgain,
  // Progress and the rules browser.
  kAskReset,
  kConfirmReset,
  kCancelReset,
  kProgressBack,
  kRulesRuleset,  // arg: the index in rules::all_rulesets()
  kRulesBack,
  // My scenarios (arg: a case's index in it), the replace question, the editor's own.
  kMineBack,
  kMineNew,
  kMineSet,
  kOpenFile,
  kMineStudy,
  kMineEdit,
  kMineShare,
  kMineDelete,
  kConfirmDelete,
  kCancelDelete,
  kReplace,
  kKeepBoth,
  kCancelReplace,
  kEditorSave,
  kEditorBack,
  // The class set (kSetCase: a case's index in My scenarios; kSetBankRemove: in the set's bank
  // cases) and the share sheet.
  kSetTitle,
  kSetCase,
  kSetBankRemove,
  kSetBankPick,
  kSetBankTopic,    // arg: the topic's index in rules::scenario_categories()
  kSetCaseRuleset,  // arg: the bank case's index in the set: its own ruleset, the next one
  kSetRuleset,      // the ruleset the set is asked under: the next one, then each case's own
  kShareSet,
  kSetBack,
  kShareLink,
  kShareFile,
  kSharePgn,
  kShareBack,
  // A finished class set's result for the coach (issue 41), and the name it is sent under.
  kSendResult,
  kStudentName,
  // The coach's classes (kClassOpen: a class's index; kClassRule: a case's index in the class).
  kMineClasses,
  kClassOpen,
  kClassRule,
  kClassCsv,
  kClassPrint,
  kClassesBack,
  // Classroom mode (kClassroom: from the set builder), its Reveal and its way through the set.
  kClassroom,
  kReveal,
  kClassroomPrevious,
  kClassroomNext,
  kClassroomBack,
};

// An intent on the trainer: the action and its small argument (no strings, nothing on the heap).
struct TrainerIntent {
  constexpr TrainerIntent(TrainerAction a = TrainerAction::kNone, std::int32_t n = 0)
      : action(a), arg(n) {}
  TrainerAction action = TrainerAction::kNone;
  std::int32_t arg = 0;
  friend bool operator==(const TrainerIntent&, const TrainerIntent&) = default;
};

// The id of an intent at the edges, and back (trainer_intent.cpp, one table): "" for an intent
// whose argument names nothing; nothing for an id that names no intent.
std::string intent_id(const TrainerIntent& intent);
std::optional<TrainerIntent> trainer_intent(std::string_view id);

// The argument that names a ruleset (its index in rules::all_rulesets()) or a category (in
// rules::scenario_categories()); -1 for a name that is neither.
std::int32_t ruleset_index(std::string_view ruleset);
std::int32_t category_index(std::string_view category);

}  // namespace flagfall::session
