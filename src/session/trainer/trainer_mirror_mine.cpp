// The accessible mirror of My scenarios, the case editor, the class set and the share sheet:
// headings, what they show in words, and the drawn controls' intent ids.
#include <algorithm>

#include "chess/fen.h"
#include "rules/ruleset.h"
#include "rules/scenario_category.h"
#include "session/editor/editor_mirror.h"
#include "session/trainer/trainer_labels.h"
#include "session/trainer/trainer_mirror_parts.h"
#include "session/trainer/trainer_views.h"
#include "trainer/bank_words.h"
#include "trainer/question.h"
#include "words/words.h"

namespace flagfall::session {

using words::Msg;

void mine_parts(const TrainerSession& session, Mirror& m) {
  m.heading(std::string(words::text(Msg::kTrainerMenuMine)), 1);
  m.text(session.notice());
  m.text(kept_aside_text(session.mine().kept_aside().size()));
  m.button(trainer_label(TrainerAction::kMineNew), TrainerAction::kMineNew)
      .button(trainer_label(TrainerAction::kMineSet), TrainerAction::kMineSet)
      .button(trainer_label(TrainerAction::kOpenFile), TrainerAction::kOpenFile);
  if (!session.mine().classes().empty())
    m.button(trainer_label(TrainerAction::kMineClasses), TrainerAction::kMineClasses);
  const std::vector<rules::Scenario>& cases = session.mine().cases();
  if (cases.empty()) m.text(no_cases_text());
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const auto n = static_cast<std::int32_t>(i);
    m.heading(cases[i].title, 2);
    m.text(case_summary(cases[i]));
    if (session.confirming_delete() == i) {
      m.text(words::format<Msg::kTrainerMirrorDeleteQuestion>(cases[i].title));
      m.button(trainer_label(TrainerAction::kConfirmDelete), TrainerAction::kConfirmDelete)
          .button(trainer_label(TrainerAction::kCancelDelete), TrainerAction::kCancelDelete);
      continue;
    }
    m.button(words::format<Msg::kTrainerMirrorPractiseCase>(
                 trainer_label(TrainerAction::kMineStudy), cases[i].title),
             TrainerIntent{TrainerAction::kMineStudy, n})
        .button(trainer_label(TrainerAction::kMineEdit), TrainerIntent{TrainerAction::kMineEdit, n})
        .button(trainer_label(TrainerAction::kMineShare),
                TrainerIntent{TrainerAction::kMineShare, n})
        .button(trainer_label(TrainerAction::kMineDelete),
                TrainerIntent{TrainerAction::kMineDelete, n});
  }
  m.button(trainer_label(TrainerAction::kMineBack), TrainerAction::kMineBack);
}

void editor_parts(const TrainerSession& session, Mirror& m) {
  const CaseEditor* e = session.case_editor();
  if (e == nullptr) return;
  m.heading(std::string(words::text(Msg::kTrainerButtonMakeCase)), 1);
  editor_tab_parts(*e, m);
  m.text(session.notice());
  editor_body_parts(*e, m);
  m.button(trainer_label(TrainerAction::kEditorBack), TrainerAction::kEditorBack)
      .button(trainer_label(TrainerAction::kEditorSave), TrainerAction::kEditorSave);
}

void set_builder_parts(const TrainerSession& session, Mirror& m) {
  m.heading(std::string(words::text(Msg::kTrainerMirrorClassSet)), 1);
  m.text(session.notice());
  m.button(words::format<Msg::kTrainerMirrorSetTitle>(session.class_set().title),
           TrainerAction::kSetTitle);
  m.text(set_count_text(session.class_set().own.size(), session.class_set().bank.size()));
  m.button(set_ruleset_label(session.class_set()), TrainerAction::kSetRuleset);
  m.heading(std::string(words::text(Msg::kTrainerMirrorYourCases)), 2);
  const std::vector<rules::Scenario>& cases = session.mine().cases();
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const bool in = std::find(session.class_set().own.begin(), session.class_set().own.end(),
                              cases[i].id) != session.class_set().own.end();
    m.button(cases[i].title, TrainerIntent{TrainerAction::kSetCase, static_cast<std::int32_t>(i)},
             in);
  }
  m.heading(std::string(words::text(Msg::kTrainerMirrorFromBank)), 2);
  for (std::size_t i = 0; i < session.class_set().bank.size(); ++i) {
    const rules::Scenario* s = session.trainer().bank().find(session.class_set().bank[i]);
    const std::string title =
        s ? trainer::said(*s, trainer::ScenarioText::kTitle) : session.class_set().bank[i];
    m.button(words::format<Msg::kTrainerMirrorRemove>(title),
             TrainerIntent{TrainerAction::kSetBankRemove, static_cast<std::int32_t>(i)});
    m.button(words::format<Msg::kTrainerSetCaseRuleset>(
                 title, set_case_ruleset_label(session.class_set(), i)),
             TrainerIntent{TrainerAction::kSetCaseRuleset, static_cast<std::int32_t>(i)});
  }
  m.button(words::format<Msg::kTrainerSetAddFive>(selection_summary(session.trainer())),
           TrainerAction::kSetBankPick);
  const auto& topics = rules::scenario_categories();
  for (std::size_t i = 0; i < topics.size(); ++i)
    m.button(words::format<Msg::kTrainerSetAddTopic>(rules::category_title(topics[i])),
             TrainerIntent{TrainerAction::kSetBankTopic, static_cast<std::int32_t>(i)});
  m.button(trainer_label(TrainerAction::kSetBack), TrainerAction::kSetBack)
      .button(trainer_label(TrainerAction::kShareSet), TrainerAction::kShareSet);
  if (!session.class_set().own.empty() || !session.class_set().bank.empty())
    m.button(trainer_label(TrainerAction::kClassroom), TrainerAction::kClassroom);
}

void share_parts(const TrainerSession& session, Mirror& m) {
  const ShareSheet* sheet = session.share_sheet();
  if (sheet == nullptr) return;
  m.heading(std::string(words::text(Msg::kTrainerMirrorShare)), 1);
  m.heading(sheet->title, 2);
  m.text(sheet->what);
  if (sheet->student) m.button(student_name_label(*sheet), TrainerAction::kStudentName);
  m.text(sheet->link.empty() ? sheet->link_problem
                             : words::format<Msg::kTrainerMirrorLink>(sheet->link));
  m.text(sheet->qr_note);
  if (!sheet->link.empty())
    m.button(trainer_label(TrainerAction::kShareLink), TrainerAction::kShareLink);
  m.text(sheet->outcome);
  if (!sheet->file_name.empty())
    m.button(words::format<Msg::kTrainerMirrorDownload>(sheet->file_name),
             TrainerAction::kShareFile);
  if (!sheet->pgn.empty())
    m.button(trainer_label(TrainerAction::kSharePgn), TrainerAction::kSharePgn);
  m.text(sheet->file_problem);
  m.button(trainer_label(TrainerAction::kShareBack), TrainerAction::kShareBack);
}

void replace_parts(const TrainerSession& session, Mirror& m) {
  m.heading(std::string(words::text(Msg::kTrainerMirrorReplaceQuestion)), 1);
  m.text(session.mine().replace_question().value_or(""));
  m.button(trainer_label(TrainerAction::kReplace), TrainerAction::kReplace)
      .button(trainer_label(TrainerAction::kKeepBoth), TrainerAction::kKeepBoth)
      .button(trainer_label(TrainerAction::kCancelReplace), TrainerAction::kCancelReplace);
}

void classes_parts(const TrainerSession& session, Mirror& m) {
  const ClassBook& book = session.mine().classes();
  m.heading(std::string(words::text(Msg::kClassesTitle)), 1);
  m.text(book.notice());
  if (book.waiting() != nullptr) {
    m.button(trainer_label(TrainerAction::kReplace), TrainerAction::kReplace)
        .button(trainer_label(TrainerAction::kKeepBoth), TrainerAction::kKeepBoth)
        .button(trainer_label(TrainerAction::kCancelReplace), TrainerAction::kCancelReplace);
  }
  if (const CoachClass* c = session.class_on_show()) {
    m.heading(c->title, 2);
    if (c->results.students().empty()) {
      m.text(words::text(Msg::kClassesNoneBack));
    } else {
      m.table(c->title, class_table(*c));
      m.list(std::string(), class_case_lines(*c));
      const auto missed = class_missed_lines(*c);
      if (!missed.empty()) m.heading(std::string(words::text(Msg::kClassesMissed)), 3);
      for (const auto& [index, line] : missed)
        m.button(line, TrainerIntent{TrainerAction::kClassRule, static_cast<std::int32_t>(index)});
      m.button(trainer_label(TrainerAction::kClassCsv), TrainerAction::kClassCsv)
          .button(trainer_label(TrainerAction::kClassPrint), TrainerAction::kClassPrint);
    }
  } else if (book.empty()) {
    m.text(words::text(Msg::kClassesEmpty));
  } else {
    for (std::size_t i = 0; i < book.classes().size(); ++i) {
      const CoachClass& c = book.classes()[i];
      m.button(
          words::format<Msg::kClassesCount>(c.title, std::to_string(c.results.students().size())),
          TrainerIntent{TrainerAction::kClassOpen, static_cast<std::int32_t>(i)});
    }
  }
  m.button(trainer_label(TrainerAction::kClassesBack), TrainerAction::kClassesBack);
}

}  // namespace flagfall::session
