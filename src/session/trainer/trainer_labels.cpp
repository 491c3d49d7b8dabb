#include "session/trainer/trainer_labels.h"

#include "words/words.h"

namespace flagfall::session {

std::string_view trainer_label(TrainerAction action) {
  using TA = TrainerAction;
  using words::Msg;
  switch (action) {
    case TA::kHome:
      return words::text(Msg::kTrainerButtonHome);
    case TA::kMenu:
    case TA::kExamMenu:
    case TA::kProgressBack:
    case TA::kMineBack:
      return words::text(Msg::kTrainerButtonMenu);
    case TA::kSelectionBack:
    case TA::kRulesBack:
    case TA::kEditorBack:
    case TA::kSetBack:
    case TA::kShareBack:
    case TA::kClassroomBack:
      return words::text(Msg::kTrainerButtonBack);
    case TA::kStart:
    case TA::kMineStudy:
      return words::text(Msg::kTrainerButtonPractise);
    case TA::kAllRulesets:
      return words::text(Msg::kTrainerButtonAllRulesets);
    case TA::kNoRulesets:
      return words::text(Msg::kTrainerButtonNoRulesets);
    case TA::kAllCategories:
      return words::text(Msg::kTrainerButtonAllCategories);
    case TA::kNoCategories:
      return words::text(Msg::kTrainerButtonNoCategories);
    case TA::kVariants:
      return words::text(Msg::kTrainerButtonVariants);
    case TA::kSetAgain:
      return words::text(Msg::kTrainerButtonSetAgain);
    case TA::kExamAgain:
      return words::text(Msg::kTrainerButtonExamAgain);
    case TA::kSaveShared:
    case TA::kEditorSave:
      return words::text(Msg::kTrainerButtonSaveToMine);
    case TA::kAskReset:
      return words::text(Msg::kTrainerButtonAskReset);
    case TA::kConfirmReset:
      return words::text(Msg::kTrainerButtonConfirmReset);
    case TA::kCancelReset:
    case TA::kCancelReplace:
      return words::text(Msg::kTrainerButtonCancel);
    case TA::kResults:
      return words::text(Msg::kTrainerButtonResults);
    case TA::kQuitExam:
      return words::text(Msg::kTrainerButtonQuitExam);
    case TA::kStudyEdit:
      return words::text(Msg::kTrainerButtonStudyEdit);
    case TA::kBackToClock:
      return words::text(Msg::kTrainerButtonBackToClock);
    case TA::kReplace:
      return words::text(Msg::kTrainerButtonReplace);
    case TA::kKeepBoth:
      return words::text(Msg::kTrainerButtonKeepBoth);
    case TA::kMineNew:
      return words::text(Msg::kTrainerButtonMakeCase);
    case TA::kMineSet:
      return words::text(Msg::kTrainerButtonClassSet);
    case TA::kOpenFile:
      return words::text(Msg::kTrainerButtonOpenFile);
    case TA::kMineEdit:
      return words::text(Msg::kTrainerButtonEdit);
    case TA::kMineShare:
      return words::text(Msg::kTrainerButtonShare);
    case TA::kMineDelete:
    case TA::kConfirmDelete:
      return words::text(Msg::kTrainerButtonDelete);
    case TA::kCancelDelete:
      return words::text(Msg::kTrainerButtonKeepIt);
    case TA::kShareSet:
      return words::text(Msg::kTrainerButtonShareSet);
    case TA::kShareLink:
      return words::text(Msg::kTrainerButtonShareLink);
    case TA::kSharePgn:
      return words::text(Msg::kTrainerButtonPgn);
    case TA::kSendResult:
      return words::text(Msg::kTrainerButtonSendResult);
    case TA::kMineClasses:
      return words::text(Msg::kTrainerButtonClasses);
    case TA::kClassCsv:
      return words::text(Msg::kClassesCsv);
    case TA::kClassPrint:
      return words::text(Msg::kClassesPrint);
    case TA::kClassesBack:
      return words::text(Msg::kTrainerButtonBack);
    case TA::kClassroom:
      return words::text(Msg::kTrainerButtonClassroom);
    case TA::kReveal:
      return words::text(Msg::kTrainerButtonReveal);
    case TA::kClassroomPrevious:
      return words::text(Msg::kTrainerButtonPrevious);
    case TA::kClassroomNext:
      return words::text(Msg::kTrainerButtonNext);
    default:
      return "";
  }
}

std::string_view next_label(bool chosen) {
  using words::Msg;
  return words::text(chosen ? Msg::kTrainerButtonNextQuestion : Msg::kTrainerButtonSkip);
}

}  // namespace flagfall::session
