#include "session/trainer/trainer_labels.h"

#include "session/trainer/views/share_view.h"

namespace flagfall::session {

std::string_view trainer_label(TrainerAction action) {
  using TA = TrainerAction;
  switch (action) {
    case TA::kHome:
      return "Home";
    case TA::kMenu:
    case TA::kExamMenu:
    case TA::kProgressBack:
    case TA::kMineBack:
      return "Menu";
    case TA::kSelectionBack:
    case TA::kRulesBack:
    case TA::kEditorBack:
    case TA::kSetBack:
    case TA::kShareBack:
      return "Back";
    case TA::kStart:
    case TA::kMineStudy:
      return "Practise";
    case TA::kAllRulesets:
      return "All rulesets";
    case TA::kNoRulesets:
      return "No rulesets";
    case TA::kAllCategories:
      return "All categories";
    case TA::kNoCategories:
      return "No categories";
    case TA::kVariants:
      return "Fresh positions where a scenario allows";
    case TA::kSetAgain:
      return "Again";
    case TA::kExamAgain:
      return "New exam";
    case TA::kSaveShared:
    case TA::kEditorSave:
      return "Save to My scenarios";
    case TA::kAskReset:
      return "Reset progress\xE2\x80\xA6";
    case TA::kConfirmReset:
      return "Reset";
    case TA::kCancelReset:
    case TA::kCancelReplace:
      return "Cancel";
    case TA::kResults:
      return "Results";
    case TA::kQuitExam:
      return "Quit exam";
    case TA::kStudyEdit:
      return "Edit this case";
    case TA::kBackToClock:
      return "Back to the clock";
    case TA::kReplace:
      return "Replace";
    case TA::kKeepBoth:
      return "Keep both";
    case TA::kMineNew:
      return "Make a case";
    case TA::kMineSet:
      return "Class set\xE2\x80\xA6";
    case TA::kOpenFile:
      return "Open a file\xE2\x80\xA6";
    case TA::kMineEdit:
      return "Edit";
    case TA::kMineShare:
      return "Share";
    case TA::kMineDelete:
    case TA::kConfirmDelete:
      return "Delete";
    case TA::kCancelDelete:
      return "Keep it";
    case TA::kShareSet:
      return "Share the set";
    case TA::kShareLink:
      return "Share or copy the link";
    case TA::kSharePgn:
      return kPgnDownload;
    default:
      return "";
  }
}

std::string_view next_label(bool chosen) {
  return chosen ? "Next question" : "Skip";
}

}  // namespace flagfall::session
