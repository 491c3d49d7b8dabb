// Every action on the trainer screen, by its intent (trainer_intent.h): one switch, one case an
// action. A drawn control, a mirror button and a key all come here.
#include "rules/ruleset.h"
#include "rules/scenario.h"
#include "session/trainer/trainer_session.h"

namespace flagfall::session {

using words::Msg;

bool TrainerSession::activate(std::string_view id, EpochMillis at) {
  if (const std::optional<TrainerIntent> intent = trainer_intent(id)) return apply(*intent, at);
  // The case editor's own controls, while it is on show (its ids, editor_intent.h).
  const std::optional<EditorIntent> edit = editor_intent(id);
  if (!edit || !editor_ || view_ != TrainerView::kEditor) return false;
  editor_->apply(*edit);
  return true;
}

bool TrainerSession::key(Key key, EpochMillis at) {
  if (view_ == TrainerView::kClassroom) return classroom_key(key);
  const int digit = digit_of(key);
  if (digit == 0) return false;
  const QuestionOnShow shown = on_show();
  if (shown.question == nullptr || shown.chosen ||
      static_cast<std::size_t>(digit) > shown.question->choices.size()) {
    return false;
  }
  return apply({TrainerAction::kChoice, digit - 1}, at);
}

bool TrainerSession::apply(const TrainerIntent& intent, EpochMillis at) {
  using A = TrainerAction;
  const auto arg = static_cast<std::size_t>(intent.arg);
  const auto& rulesets = rules::all_rulesets();
  switch (intent.action) {
    case A::kNone:
      return false;
    case A::kSelection:
      open_selection();
      break;
    case A::kPractise:
    case A::kStart:
      practise(at);
      break;
    case A::kExam:
    case A::kExamAgain:
      exam(at);
      break;
    case A::kReview:
      start_question(trainer::Mode::kReview, at);
      break;
    case A::kProgress:
      show(TrainerView::kProgress);
      break;
    case A::kRules:
      open_rules("uscf-2020", "");
      break;
    case A::kMine:
    case A::kStudyMine:
      open_mine();
      break;
    case A::kHome:
      leave_ = TrainerExit::kHome;
      break;
    case A::kRuleset:
      if (arg >= rulesets.size()) return false;
      trainer_.toggle_ruleset(rulesets[arg]->id);
      unsaved_ = true;
      break;
    case A::kCategory:
      if (arg >= rules::scenario_categories().size()) return false;
      trainer_.toggle_category(rules::scenario_categories()[arg]);
      unsaved_ = true;
      break;
    case A::kAllRulesets:
    case A::kNoRulesets:
      select_rulesets(intent.action == A::kAllRulesets);
      break;
    case A::kAllCategories:
    case A::kNoCategories:
      select_categories(intent.action == A::kAllCategories);
      break;
    case A::kVariants:
      trainer_.set_variants(!trainer_.selection().variants);
      unsaved_ = true;
      break;
    case A::kSelectionBack:
      show(selection_view_.back);
      break;
    case A::kChoice:
      if (view_ == TrainerView::kClassroom) return apply_classroom(intent);
      // As on screen: a question answered keeps its answer.
      if (!on_show().chosen) answer(arg, at);
      break;
    case A::kNext:
      next_question(at);
      break;
    case A::kMenu:
      show(TrainerView::kMenu);
      break;
    case A::kBackToClock:
      view_ = TrainerView::kMenu;
      leave_ = TrainerExit::kClock;
      break;
    case A::kStepBack:
      step_back();
      break;
    case A::kStepForward:
      step_forward();
      break;
    case A::kReplay:
      replay(at);
      break;
    case A::kTimeline:
      if (on_show().question != nullptr)
        question_view_.timeline_open = !question_view_.timeline_open;
      break;
    case A::kBeforeRuling:
    case A::kAfterRuling:
      if (on_show().reveal) question_view_.before_ruling = intent.action == A::kBeforeRuling;
      break;
    case A::kRuleLink:
      open_feedback_rule({});
      break;
    case A::kCompare:
      if (arg >= rulesets.size()) return false;
      open_feedback_rule(rulesets[arg]->id);
      break;
    case A::kStudyEdit:
      edit_studied();
      break;
    case A::kSaveShared:
      save_shared_to_mine();
      break;
    case A::kQuitExam:
    case A::kExamMenu:
      close_exam();
      break;
    case A::kExamReview:
      review_exam_question(arg);
      break;
    case A::kResults:
      exam_view_.review.reset();
      show_from_ = ShowFrom::kTop;
      break;
    case A::kSetAgain:
      retry_set(at);
      break;
    case A::kAskReset:
      progress_view_.confirm_reset = true;
      break;
    case A::kConfirmReset:
      confirm_reset();
      break;
    case A::kCancelReset:
      progress_view_.confirm_reset = false;
      break;
    case A::kProgressBack:
      progress_view_.confirm_reset = false;
      show(TrainerView::kMenu);
      break;
    case A::kRulesRuleset:
      if (arg >= rulesets.size()) return false;
      choose_rules_ruleset(rulesets[arg]->id);
      break;
    case A::kRulesBack:
      rules_back();
      break;
    case A::kMineBack:
      mine_view_.confirm_delete.reset();
      show(TrainerView::kMenu);
      break;
    case A::kMineNew:
      open_editor();
      break;
    case A::kMineSet:
      open_set_builder();
      break;
    case A::kOpenFile:
      page_request_ = PageRequest::kOpenSharedFile;
      break;
    case A::kMineStudy:
      study_mine_at(arg, at);
      break;
    case A::kMineEdit:
      edit_mine(arg);
      break;
    case A::kMineShare:
      share_mine(arg);
      break;
    case A::kMineDelete:
      if (arg < mine_.cases().size()) mine_view_.confirm_delete = arg;
      break;
    case A::kConfirmDelete:
      confirm_delete_mine();
      break;
    case A::kCancelDelete:
      mine_view_.confirm_delete.reset();
      break;
    case A::kReplace:
      if (view_ == TrainerView::kClasses && mine_.classes().waiting())
        mine_.classes().replace();
      else
        confirm_replace_mine();
      break;
    case A::kKeepBoth:
      if (view_ == TrainerView::kClasses && mine_.classes().waiting())
        mine_.classes().keep_both();
      else
        keep_both_mine();
      break;
    case A::kCancelReplace:
      if (view_ == TrainerView::kClasses && mine_.classes().waiting())
        mine_.classes().cancel();
      else
        cancel_replace_mine();
      break;
    case A::kEditorSave:
      save_editor();
      break;
    case A::kEditorBack:
      close_editor();
      break;
    case A::kSetTitle:
      text_request_ =
          TextRequest{"set.title", std::string(words::text(Msg::kTrainerSetTitleRequest)),
                      share_view_.set.title};
      break;
    case A::kSetCase:
      toggle_set_case(arg);
      break;
    case A::kSetBankRemove:
      if (arg >= share_view_.set.bank.size()) return false;
      share_view_.set.bank.erase(share_view_.set.bank.begin() + static_cast<std::ptrdiff_t>(arg));
      if (arg < share_view_.set.bank_rulesets.size())
        share_view_.set.bank_rulesets.erase(share_view_.set.bank_rulesets.begin() +
                                            static_cast<std::ptrdiff_t>(arg));
      break;
    case A::kSetCaseRuleset: {
      if (arg >= share_view_.set.bank.size()) return false;
      const std::string& id = share_view_.set.bank[arg];
      const rules::Scenario* scenario = trainer_.bank().find(id);
      if (scenario == nullptr) return false;
      std::string next = next_case_ruleset(*scenario, set_case_ruleset(share_view_.set, arg));
      share_view_.set.bank_rulesets.resize(share_view_.set.bank.size());
      share_view_.set.bank_rulesets[arg] = std::move(next);
      break;
    }
    case A::kSetRuleset:
      share_view_.set.ruleset = next_set_ruleset(share_view_.set.ruleset);
      break;
    case A::kSetBankPick:
      pick_bank_cases(at);
      break;
    case A::kSetBankTopic:
      if (arg >= rules::scenario_categories().size()) return false;
      pick_bank_cases(at, rules::scenario_categories()[arg]);
      break;
    case A::kShareSet:
      share_set();
      break;
    case A::kSetBack:
      show(TrainerView::kMine);
      break;
    case A::kShareLink:
      share_link();
      break;
    case A::kShareFile:
      if (share_view_.sheet && !share_view_.sheet->file_name.empty())
        export_ = ExportRequest{"download", share_view_.sheet->file_name, "application/json",
                                share_view_.sheet->file_text};
      break;
    case A::kSharePgn:
      if (share_view_.sheet && !share_view_.sheet->pgn.empty())
        export_ = ExportRequest{"download", "flagfall-case.pgn", "application/x-chess-pgn",
                                share_view_.sheet->pgn};
      break;
    case A::kShareBack:
      close_share();
      break;
    case A::kSendResult:
      send_result();
      break;
    case A::kMineClasses:
    case A::kClassOpen:
    case A::kClassRule:
    case A::kClassCsv:
    case A::kClassPrint:
    case A::kClassesBack:
      return apply_classes(intent);
    case A::kClassroom:
    case A::kReveal:
    case A::kClassroomPrevious:
    case A::kClassroomNext:
    case A::kClassroomBack:
      return apply_classroom(intent);
    case A::kStudentName:
      if (share_view_.sheet && share_view_.sheet->student)
        text_request_ =
            TextRequest{"student", std::string(words::text(Msg::kTrainerResultNameLabel)),
                        trainer_.progress().student()};
      break;
  }
  return true;
}

}  // namespace flagfall::session
