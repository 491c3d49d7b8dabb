// The trainer's intents applied in one place: a drawn control's tap, a key and a mirror button
// all come here (trainer_intent.h). Ids are turned into intents only at the edge (activate).
#include "session/trainer/trainer_session.h"
#include "session/trainer/trainer_texts.h"

namespace flagfall::session {

bool TrainerSession::activate(std::string_view intent, EpochMillis at) {
  const std::optional<TrainerIntent> typed = trainer_intents().parse(intent);
  return typed && apply(*typed, at);
}

bool TrainerSession::key(Key key, EpochMillis at) {
  const int digit = digit_of(key);
  if (digit == 0) return false;
  const QuestionOnShow shown = on_show();
  if (shown.question == nullptr || shown.chosen ||
      static_cast<std::size_t>(digit) > shown.question->choices.size()) {
    return false;
  }
  return apply(trainer_intent::Answer{static_cast<std::size_t>(digit - 1)}, at);
}

bool TrainerSession::apply(const TrainerIntent& intent, EpochMillis at) {
  namespace t = trainer_intent;
  // Each alternative's action; all but the editor's are always known here.
  const auto act = Overloaded{
      // The menu.
      [&](const t::OpenSelection&) { open_selection(); },
      [&](const t::Practise&) { practise(at); },
      [&](const t::StartExam&) { exam(at); },
      [&](const t::Review&) { review(at); },
      [&](const t::OpenProgress&) { open_progress(); },
      [&](const t::BrowseRules&) { browse_rules(); },
      [&](const t::GoHome&) { home(); },
      [&](const t::OpenMine&) { open_mine(); },
      // The selection.
      [&](const t::AllRulesets& i) { i.all ? all_rulesets() : no_rulesets(); },
      [&](const t::AllCategories& i) { i.all ? all_categories() : no_categories(); },
      [&](const t::ToggleRuleset& i) { toggle_ruleset(i.ruleset); },
      [&](const t::ToggleCategory& i) { toggle_category(i.category); },
      [&](const t::ToggleVariants&) { toggle_variants(); },
      [&](const t::SelectionBack&) { selection_back(); },
      [&](const t::PractiseSelected&) { practise(at); },
      // A question.
      [&](const t::Answer& i) {
        // As on screen: a question answered keeps its answer.
        if (!on_show().chosen) answer(i.choice, at);
      },
      [&](const t::NextQuestion&) { next_question(at); },
      [&](const t::Menu&) { menu(); },
      [&](const t::BackToClock&) { back_to_clock(); },
      [&](const t::StepBack&) { step_back(); },
      [&](const t::StepForward&) { step_forward(); },
      [&](const t::Replay&) { replay(at); },
      [&](const t::ToggleTimeline&) { toggle_timeline(); },
      [&](const t::ShowScene& i) { show_before_ruling(i.before_ruling); },
      [&](const t::ReadAskedRule&) {
        const QuestionOnShow shown = on_show();
        if (!shown.feedback || shown.question == nullptr) return;
        const trainer::RulesetAnswer& asked = shown.question->asked();
        open_rules(asked.ruleset, asked.rule_number);
      },
      [&](const t::CompareRule& i) {
        const QuestionOnShow shown = on_show();
        if (!shown.feedback || shown.question == nullptr) return;
        for (const ComparisonRow& row : comparison_rows(*shown.question)) {
          if (row.ruleset == i.ruleset) open_rules(row.ruleset, row.rule_number);
        }
      },
      [&](const t::SaveShared&) { save_shared_to_mine(); },
      [&](const t::RetrySet&) { retry_set(at); },
      [&](const t::EditStudied&) { edit_studied(); },
      [&](const t::StudiedToMine&) { open_mine(); },
      // The rules browser, the exam, progress.
      [&](const t::ChooseRulesRuleset& i) { choose_rules_ruleset(i.ruleset); },
      [&](const t::RulesBack&) { rules_back(); },
      [&](const t::QuitExam&) { close_exam(); },
      [&](const t::ExamMenu&) { close_exam(); },
      [&](const t::NewExam&) { exam(at); },
      [&](const t::ExamResults&) { back_to_results(); },
      [&](const t::ReviewExamQuestion& i) { review_exam_question(i.index); },
      [&](const t::AskReset&) { ask_reset(); },
      [&](const t::ConfirmReset&) { confirm_reset(); },
      [&](const t::CancelReset&) { cancel_reset(); },
      [&](const t::ProgressBack&) { progress_back(); },
      // My scenarios.
      [&](const t::MineBack&) { mine_back(); },
      [&](const t::NewCase&) { open_editor(); },
      [&](const t::OpenSetBuilder&) { open_set_builder(); },
      [&](const t::ChooseFile&) { choose_file(); },
      [&](const t::StudyMine& i) { study_mine_at(i.index, at); },
      [&](const t::EditMine& i) { edit_mine(i.index); },
      [&](const t::ShareMine& i) { share_mine(i.index); },
      [&](const t::AskDeleteMine& i) { ask_delete_mine(i.index); },
      [&](const t::ConfirmDelete&) { confirm_delete_mine(); },
      [&](const t::CancelDelete&) { cancel_delete_mine(); },
      [&](const t::ConfirmReplace&) { confirm_replace_mine(); },
      [&](const t::KeepBoth&) { keep_both_mine(); },
      [&](const t::CancelReplace&) { cancel_replace_mine(); },
      // The editor, the share sheet, a class set.
      [&](const t::SaveEditor&) { save_editor(); },
      [&](const t::CloseEditor&) { close_editor(); },
      [&](const EditorIntent&) {},
      [&](const t::ShareLink&) { share_link(); },
      [&](const t::ShareFile&) { share_file(); },
      [&](const t::CloseShare&) { close_share(); },
      [&](const t::AskSetTitle&) { ask_set_title(); },
      [&](const t::ToggleSetCase& i) { toggle_set_case(i.mine_index); },
      [&](const t::PickBankCases&) { pick_bank_cases(at); },
      [&](const t::RemoveSetBank& i) { remove_set_bank(i.index); },
      [&](const t::ShareSet&) { share_set(); },
      [&](const t::SetBack&) { set_back(); },
  };
  if (const EditorIntent* edit = std::get_if<EditorIntent>(&intent)) {
    // The editor's own controls, while it is on show.
    if (!editor_ || view_ != TrainerView::kEditor) return false;
    editor_->apply(*edit);
    return true;
  }
  std::visit(act, intent);
  return true;
}

}  // namespace flagfall::session
