// The trainer screen's intent ids: one table, read and written by session/intent_id.h.
#include "session/trainer/trainer_intent.h"

#include <cstdint>

#include "rules/ruleset.h"
#include "rules/scenario.h"
#include "session/intent_id.h"

namespace flagfall::session {
namespace {

// The trainer's actions, short (in this namespace: the clock's files have their own A).
using A = TrainerAction;

constexpr IdRow kTrainerIds[] = {
    row("trainer.setup", A::kSelection),
    row("trainer.practice", A::kPractise),
    row("trainer.exam", A::kExam),
    row("trainer.review", A::kReview),
    row("trainer.progress", A::kProgress),
    row("trainer.rules", A::kRules),
    row("trainer.mine", A::kMine),
    row("trainer.home", A::kHome),
    row("trainer.ruleset.", A::kRuleset, IdArg::kName),
    row("trainer.category.", A::kCategory, IdArg::kName),
    row("trainer.rulesets.all", A::kAllRulesets),
    row("trainer.rulesets.none", A::kNoRulesets),
    row("trainer.categories.all", A::kAllCategories),
    row("trainer.categories.none", A::kNoCategories),
    row("trainer.variants", A::kVariants),
    row("trainer.setup.back", A::kSelectionBack),
    row("trainer.setup.start", A::kStart),
    row("trainer.choice.", A::kChoice, IdArg::kIndex),
    row("trainer.next", A::kNext),
    row("trainer.menu", A::kMenu),
    row("trainer.back-to-clock", A::kBackToClock),
    row("trainer.step.prev", A::kStepBack),
    row("trainer.step.next", A::kStepForward),
    row("trainer.replay", A::kReplay),
    row("trainer.timeline", A::kTimeline),
    row("trainer.scene.before", A::kBeforeRuling),
    row("trainer.scene.after", A::kAfterRuling),
    row("trainer.rule_link", A::kRuleLink),
    row("trainer.compare.", A::kCompare, IdArg::kName),
    row("study.mine", A::kStudyMine),
    row("study.edit", A::kStudyEdit),
    row("trainer.shared.save", A::kSaveShared),
    row("trainer.exam.quit", A::kQuitExam),
    row("trainer.exam.menu", A::kExamMenu),
    row("trainer.exam.again", A::kExamAgain),
    row("trainer.exam.review.", A::kExamReview, IdArg::kIndex),
    row("trainer.exam.results", A::kResults),
    row("trainer.set.again", A::kSetAgain),
    row("trainer.reset", A::kAskReset),
    row("trainer.reset.confirm", A::kConfirmReset),
    row("trainer.reset.cancel", A::kCancelReset),
    row("trainer.progress.back", A::kProgressBack),
    row("rules.ruleset.", A::kRulesRuleset, IdArg::kName),
    row("trainer.rules.back", A::kRulesBack),
    row("mine.back", A::kMineBack),
    row("mine.new", A::kMineNew),
    row("mine.set", A::kMineSet),
    row("mine.open-file", A::kOpenFile),
    row("mine.study.", A::kMineStudy, IdArg::kIndex),
    row("mine.edit.", A::kMineEdit, IdArg::kIndex),
    row("mine.share.", A::kMineShare, IdArg::kIndex),
    row("mine.delete.", A::kMineDelete, IdArg::kIndex),
    row("mine.delete.confirm", A::kConfirmDelete),
    row("mine.delete.cancel", A::kCancelDelete),
    row("mine.replace", A::kReplace),
    row("mine.keep-both", A::kKeepBoth),
    row("mine.cancel-replace", A::kCancelReplace),
    row("editor.save", A::kEditorSave),
    row("editor.back", A::kEditorBack),
    row("set.title", A::kSetTitle),
    row("set.case.", A::kSetCase, IdArg::kIndex),
    row("set.bank.remove.", A::kSetBankRemove, IdArg::kIndex),
    row("set.bank.pick", A::kSetBankPick),
    row("set.bank.topic.", A::kSetBankTopic, IdArg::kName),
    row("set.bank.ruleset.", A::kSetCaseRuleset, IdArg::kIndex),
    row("set.ruleset", A::kSetRuleset),
    row("set.share", A::kShareSet),
    row("set.back", A::kSetBack),
    row("share.link", A::kShareLink),
    row("share.file", A::kShareFile),
    row("share.pgn", A::kSharePgn),
    row("share.back", A::kShareBack),
    row("trainer.set.send", A::kSendResult),
    row("share.student", A::kStudentName),
    row("mine.classes", A::kMineClasses),
    row("classes.open.", A::kClassOpen, IdArg::kIndex),
    row("classes.rule.", A::kClassRule, IdArg::kIndex),
    row("classes.csv", A::kClassCsv),
    row("classes.print", A::kClassPrint),
    row("classes.back", A::kClassesBack),
    row("set.classroom", A::kClassroom),
    row("classroom.reveal", A::kReveal),
    row("classroom.previous", A::kClassroomPrevious),
    row("classroom.next", A::kClassroomNext),
    row("classroom.back", A::kClassroomBack),
};

// The name an action's id ends in for its arg `i` ("" past the last): a ruleset's id or a
// category's.
std::string_view name_of(std::uint8_t action, std::size_t i) {
  if (action == static_cast<std::uint8_t>(A::kCategory) ||
      action == static_cast<std::uint8_t>(A::kSetBankTopic)) {
    const auto& all = rules::scenario_categories();
    return i < all.size() ? std::string_view(all[i]) : std::string_view();
  }
  const auto& all = rules::all_rulesets();
  return i < all.size() ? std::string_view(all[i]->id) : std::string_view();
}

}  // namespace

std::string intent_id(const TrainerIntent& intent) {
  return write_intent(kTrainerIds, static_cast<std::uint8_t>(intent.action), {}, intent.arg,
                      name_of);
}

std::optional<TrainerIntent> trainer_intent(std::string_view id) {
  const auto parts = read_intent(kTrainerIds, id, name_of);
  if (!parts) return std::nullopt;
  return TrainerIntent{static_cast<TrainerAction>(parts->row->action),
                       static_cast<std::int32_t>(parts->index)};
}

std::int32_t ruleset_index(std::string_view ruleset) {
  return name_index(name_of, static_cast<std::uint8_t>(TrainerAction::kRuleset), ruleset);
}

std::int32_t category_index(std::string_view category) {
  return name_index(name_of, static_cast<std::uint8_t>(TrainerAction::kCategory), category);
}

}  // namespace flagfall::session
