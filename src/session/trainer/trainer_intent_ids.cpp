// The trainer's intents and their ids, one table read both ways (intent_table.h). The ids are
// the page's: the test hook's tap targets and the mirror's buttons name them.
#include "session/trainer/trainer_intent.h"

namespace flagfall::session {

const IntentTable<TrainerIntent>& trainer_intents() {
  namespace t = trainer_intent;
  static const IntentTable<TrainerIntent> table = [] {
    IntentTable<TrainerIntent> r;
    // The menu.
    r.exact("trainer.setup", t::OpenSelection{})
        .exact("trainer.practice", t::Practise{})
        .exact("trainer.exam", t::StartExam{})
        .exact("trainer.review", t::Review{})
        .exact("trainer.progress", t::OpenProgress{})
        .exact("trainer.rules", t::BrowseRules{})
        .exact("trainer.home", t::GoHome{})
        .exact("trainer.mine", t::OpenMine{})
        // The selection.
        .exact("trainer.rulesets.all", t::AllRulesets{true})
        .exact("trainer.rulesets.none", t::AllRulesets{false})
        .exact("trainer.categories.all", t::AllCategories{true})
        .exact("trainer.categories.none", t::AllCategories{false})
        .exact("trainer.variants", t::ToggleVariants{})
        .exact("trainer.setup.back", t::SelectionBack{})
        .exact("trainer.setup.start", t::PractiseSelected{})
        // A question.
        .exact("trainer.next", t::NextQuestion{})
        .exact("trainer.menu", t::Menu{})
        .exact("trainer.back-to-clock", t::BackToClock{})
        .exact("trainer.step.prev", t::StepBack{})
        .exact("trainer.step.next", t::StepForward{})
        .exact("trainer.replay", t::Replay{})
        .exact("trainer.timeline", t::ToggleTimeline{})
        .exact("trainer.scene.before", t::ShowScene{true})
        .exact("trainer.scene.after", t::ShowScene{false})
        .exact("trainer.rule_link", t::ReadAskedRule{})
        .exact("trainer.shared.save", t::SaveShared{})
        .exact("trainer.set.again", t::RetrySet{})
        .exact("study.edit", t::EditStudied{})
        .exact("study.mine", t::StudiedToMine{})
        // The rules browser, the exam, progress.
        .exact("trainer.rules.back", t::RulesBack{})
        .exact("trainer.exam.quit", t::QuitExam{})
        .exact("trainer.exam.menu", t::ExamMenu{})
        .exact("trainer.exam.again", t::NewExam{})
        .exact("trainer.exam.results", t::ExamResults{})
        .exact("trainer.reset", t::AskReset{})
        .exact("trainer.reset.confirm", t::ConfirmReset{})
        .exact("trainer.reset.cancel", t::CancelReset{})
        .exact("trainer.progress.back", t::ProgressBack{})
        // My scenarios, the editor's Save and Back, the share sheet, a class set.
        .exact("mine.back", t::MineBack{})
        .exact("mine.new", t::NewCase{})
        .exact("mine.set", t::OpenSetBuilder{})
        .exact("mine.open-file", t::ChooseFile{})
        .exact("mine.delete.confirm", t::ConfirmDelete{})
        .exact("mine.delete.cancel", t::CancelDelete{})
        .exact("mine.replace", t::ConfirmReplace{})
        .exact("mine.keep-both", t::KeepBoth{})
        .exact("mine.cancel-replace", t::CancelReplace{})
        .exact("editor.save", t::SaveEditor{})
        .exact("editor.back", t::CloseEditor{})
        .exact("share.link", t::ShareLink{})
        .exact("share.file", t::ShareFile{})
        .exact("share.back", t::CloseShare{})
        .exact("set.title", t::AskSetTitle{})
        .exact("set.bank.pick", t::PickBankCases{})
        .exact("set.share", t::ShareSet{})
        .exact("set.back", t::SetBack{})
        // The patterns, after every fixed id.
        .numbered("trainer.choice.", &t::Answer::choice)
        .numbered("trainer.exam.review.", &t::ReviewExamQuestion::index)
        .numbered("mine.study.", &t::StudyMine::index)
        .numbered("mine.edit.", &t::EditMine::index)
        .numbered("mine.share.", &t::ShareMine::index)
        .numbered("mine.delete.", &t::AskDeleteMine::index)
        .numbered("set.case.", &t::ToggleSetCase::mine_index)
        .numbered("set.bank.remove.", &t::RemoveSetBank::index)
        .named("trainer.compare.", &t::CompareRule::ruleset)
        .named("rules.ruleset.", &t::ChooseRulesRuleset::ruleset)
        .named("trainer.ruleset.", &t::ToggleRuleset::ruleset)
        .named("trainer.category.", &t::ToggleCategory::category)
        .nested(editor_intents());
    return r;
  }();
  return table;
}

}  // namespace flagfall::session
