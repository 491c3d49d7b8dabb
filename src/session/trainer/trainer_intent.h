#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "session/editor/editor_intent.h"
#include "session/intent_table.h"

// Every action of the trainer screen as a value: what a drawn control, a key and a mirror button
// carry, applied by TrainerSession::apply. Their ids (trainer_intent_ids.cpp) live only at the
// edges: tap targets, the mirror's data-intent.
namespace flagfall::session::trainer_intent {

// The menu.
struct OpenSelection {};
struct Practise {};
struct StartExam {};
struct Review {};
struct OpenProgress {};
struct BrowseRules {};
struct GoHome {};
struct OpenMine {};

// The selection.
struct AllRulesets {
  bool all = true;  // false: none
  bool operator==(const AllRulesets&) const = default;
};
struct AllCategories {
  bool all = true;
  bool operator==(const AllCategories&) const = default;
};
struct ToggleRuleset {
  std::string ruleset;
  bool operator==(const ToggleRuleset&) const = default;
};
struct ToggleCategory {
  std::string category;
  bool operator==(const ToggleCategory&) const = default;
};
struct ToggleVariants {};
struct SelectionBack {};
struct PractiseSelected {};

// A question.
struct Answer {
  std::size_t choice = 0;
  bool operator==(const Answer&) const = default;
};
struct NextQuestion {};
struct Menu {};
struct BackToClock {};
struct StepBack {};
struct StepForward {};
struct Replay {};
struct ToggleTimeline {};
struct ShowScene {
  bool before_ruling = false;
  bool operator==(const ShowScene&) const = default;
};
struct ReadAskedRule {};  // the rule of the ruling asked about
struct CompareRule {      // the rule of another ruleset's ruling
  std::string ruleset;
  bool operator==(const CompareRule&) const = default;
};
struct SaveShared {};
struct RetrySet {};
struct EditStudied {};
struct StudiedToMine {};

// The rules browser.
struct ChooseRulesRuleset {
  std::string ruleset;
  bool operator==(const ChooseRulesRuleset&) const = default;
};
struct RulesBack {};

// The exam and its result.
struct QuitExam {};
struct ExamMenu {};
struct NewExam {};
struct ExamResults {};
struct ReviewExamQuestion {
  std::size_t index = 0;
  bool operator==(const ReviewExamQuestion&) const = default;
};

// Progress.
struct AskReset {};
struct ConfirmReset {};
struct CancelReset {};
struct ProgressBack {};

// My scenarios.
struct MineBack {};
struct NewCase {};
struct OpenSetBuilder {};
struct ChooseFile {};
struct StudyMine {
  std::size_t index = 0;
  bool operator==(const StudyMine&) const = default;
};
struct EditMine {
  std::size_t index = 0;
  bool operator==(const EditMine&) const = default;
};
struct ShareMine {
  std::size_t index = 0;
  bool operator==(const ShareMine&) const = default;
};
struct AskDeleteMine {
  std::size_t index = 0;
  bool operator==(const AskDeleteMine&) const = default;
};
struct ConfirmDelete {};
struct CancelDelete {};
struct ConfirmReplace {};
struct KeepBoth {};
struct CancelReplace {};

// The case editor's Save and Back (its own controls are an EditorIntent).
struct SaveEditor {};
struct CloseEditor {};

// The share sheet.
struct ShareLink {};
struct ShareFile {};
struct CloseShare {};

// A class set being built.
struct AskSetTitle {};
struct ToggleSetCase {
  std::size_t mine_index = 0;
  bool operator==(const ToggleSetCase&) const = default;
};
struct PickBankCases {};
struct RemoveSetBank {
  std::size_t index = 0;
  bool operator==(const RemoveSetBank&) const = default;
};
struct ShareSet {};
struct SetBack {};

}  // namespace flagfall::session::trainer_intent

namespace flagfall::session {

using TrainerIntent = std::variant<
    trainer_intent::OpenSelection, trainer_intent::Practise, trainer_intent::StartExam,
    trainer_intent::Review, trainer_intent::OpenProgress, trainer_intent::BrowseRules,
    trainer_intent::GoHome, trainer_intent::OpenMine, trainer_intent::AllRulesets,
    trainer_intent::AllCategories, trainer_intent::ToggleRuleset, trainer_intent::ToggleCategory,
    trainer_intent::ToggleVariants, trainer_intent::SelectionBack, trainer_intent::PractiseSelected,
    trainer_intent::Answer, trainer_intent::NextQuestion, trainer_intent::Menu,
    trainer_intent::BackToClock, trainer_intent::StepBack, trainer_intent::StepForward,
    trainer_intent::Replay, trainer_intent::ToggleTimeline, trainer_intent::ShowScene,
    trainer_intent::ReadAskedRule, trainer_intent::CompareRule, trainer_intent::SaveShared,
    trainer_intent::RetrySet, trainer_intent::EditStudied, trainer_intent::StudiedToMine,
    trainer_intent::ChooseRulesRuleset, trainer_intent::RulesBack, trainer_intent::QuitExam,
    trainer_intent::ExamMenu, trainer_intent::NewExam, trainer_intent::ExamResults,
    trainer_intent::ReviewExamQuestion, trainer_intent::AskReset, trainer_intent::ConfirmReset,
    trainer_intent::CancelReset, trainer_intent::ProgressBack, trainer_intent::MineBack,
    trainer_intent::NewCase, trainer_intent::OpenSetBuilder, trainer_intent::ChooseFile,
    trainer_intent::StudyMine, trainer_intent::EditMine, trainer_intent::ShareMine,
    trainer_intent::AskDeleteMine, trainer_intent::ConfirmDelete, trainer_intent::CancelDelete,
    trainer_intent::ConfirmReplace, trainer_intent::KeepBoth, trainer_intent::CancelReplace,
    trainer_intent::SaveEditor, trainer_intent::CloseEditor, trainer_intent::ShareLink,
    trainer_intent::ShareFile, trainer_intent::CloseShare, trainer_intent::AskSetTitle,
    trainer_intent::ToggleSetCase, trainer_intent::PickBankCases, trainer_intent::RemoveSetBank,
    trainer_intent::ShareSet, trainer_intent::SetBack, EditorIntent>;

// The trainer's one table of intents and their ids (the case editor's nested in it): an
// intent's id for its tap target and its mirror button, and the intent an id stands for.
const IntentTable<TrainerIntent>& trainer_intents();

}  // namespace flagfall::session
