// The accessible mirror of My scenarios, the case editor, the class set and the share sheet:
// headings, what they show in words, and the drawn controls' intent ids.
#include "chess/fen.h"
#include "rules/ruleset.h"
#include "rules/scenario_category.h"
#include "session/trainer/trainer_mirror_parts.h"
#include "session/trainer/trainer_texts.h"
#include "trainer/question.h"

namespace flagfall::session {
namespace {

namespace ti = trainer_intent;
namespace ei = editor_intent;

void ruleset_buttons(const CaseEditor& editor, Mirror& m) {
  TrainerButtons b(m);
  const std::vector<std::string>& meant = editor.editor().meant_for();
  for (const rules::Ruleset* r : rules::all_rulesets()) {
    const bool on = std::find(meant.begin(), meant.end(), r->id) != meant.end();
    b.button("Meant for " + std::string(trainer::short_name(r->id)),
             ei::ToggleMeantFor{std::string(r->id)}, on);
  }
}

void timeline_parts(const CaseEditor& e, Mirror& m) {
  TrainerButtons b(m);
  m.text(e.board_prompt());
  m.text("Position now: " + pieces_in_words(e.editor().board_now()));
  b.button("White acts", ei::ChooseActor{EditorActor::kWhite}, e.actor() == EditorActor::kWhite)
      .button("Black acts", ei::ChooseActor{EditorActor::kBlack}, e.actor() == EditorActor::kBlack)
      .button("The director acts", ei::ChooseActor{EditorActor::kDirector},
              e.actor() == EditorActor::kDirector);
  for (const EditorAction& a : editor_actions(e)) b.button(a.label, a.intent, a.on);
  for (const EditorAction& a : editor_picker_choices(e)) b.button(a.label, a.intent);
  m.heading(e.rulings_heading(), 2);
  std::vector<std::string> rulings;
  for (const EditorRulingRow& r : e.ruling_rows())
    rulings.push_back(r.text + (r.last.empty() ? "" : ". " + r.last));
  m.list("Under every ruleset", std::move(rulings));
  m.heading("Timeline", 2);
  const std::vector<EditorStepRow> steps = e.step_rows();
  for (std::size_t i = 0; i < steps.size(); ++i) {
    b.button(std::to_string(i + 1) + ". At " + steps[i].time + ": " + steps[i].text,
             ei::SelectStep{i}, e.selected_step() == i);
  }
  if (const auto i = e.selected_step()) {
    b.button("Step " + std::to_string(*i + 1) + " a second earlier", ei::StepEarlier{*i})
        .button("Type its time", ei::AskStepTime{*i})
        .button("A second later", ei::StepLater{*i})
        .button("Remove it", ei::RemoveStep{*i});
  }
}

}  // namespace

void mine_parts(const TrainerSession& session, Mirror& m) {
  TrainerButtons b(m);
  m.heading("My scenarios", 1);
  m.text(session.notice());
  m.text(kept_aside_text(session.mine().kept_aside().size()));
  b.button("Make a case", ti::NewCase{})
      .button("Class set", ti::OpenSetBuilder{})
      .button("Open a file", ti::ChooseFile{});
  const std::vector<rules::Scenario>& cases = session.mine().cases();
  if (cases.empty()) m.text(kNoCasesText);
  const DeleteQuestion* asked = session.open_sheet<DeleteQuestion>();
  for (std::size_t i = 0; i < cases.size(); ++i) {
    m.heading(cases[i].title, 2);
    m.text(case_summary(cases[i]));
    if (asked != nullptr && asked->index() == i) {
      m.text(asked->question());
      b.buttons(asked->controls());
      continue;
    }
    b.button("Practise " + cases[i].title, ti::StudyMine{i})
        .button("Edit", ti::EditMine{i})
        .button("Share", ti::ShareMine{i})
        .button("Delete", ti::AskDeleteMine{i});
  }
  b.button("Menu", ti::MineBack{});
}

void editor_parts(const TrainerSession& session, Mirror& m) {
  TrainerButtons b(m);
  const CaseEditor* e = session.case_editor();
  if (e == nullptr) return;
  m.heading("Make a case", 1);
  b.button("Position", ei::ShowTab{EditorTab::kPosition}, e->tab() == EditorTab::kPosition)
      .button("Timeline", ei::ShowTab{EditorTab::kTimeline}, e->tab() == EditorTab::kTimeline)
      .button("Words", ei::ShowTab{EditorTab::kWords}, e->tab() == EditorTab::kWords);
  m.text(e->tab_hint());
  m.text(session.notice());
  m.text(e->notice());
  if (!e->editor().problem().empty()) m.text("Cannot be ruled yet: " + e->editor().problem());
  switch (e->tab()) {
    case EditorTab::kPosition:
      m.text("Set-up: " + pieces_in_words(e->editor().setup_board().board()));
      m.text("FEN: " + e->editor().setup_board().fen());
      b.button("Kings only", ei::KingsOnly{}).button("Starting position", ei::StartPosition{});
      b.button("Paste a FEN", ei::PasteFen{});
      b.button("White to move", ei::SideToMove{chess::Color::White})
          .button("Black to move", ei::SideToMove{chess::Color::Black});
      b.button("Time control: " + e->control_text(), ei::AskField{"editor.control"});
      b.button("White's clock: " + e->clock_text(chess::Color::White),
               ei::AskField{"editor.clock.white"});
      b.button("Black's clock: " + e->clock_text(chess::Color::Black),
               ei::AskField{"editor.clock.black"});
      if (e->confirming_clear()) {
        b.button("Clear the whole case", ei::ConfirmClear{}).button("Keep it", ei::CancelClear{});
      } else {
        b.button("New case", ei::AskClear{});
      }
      break;
    case EditorTab::kTimeline:
      timeline_parts(*e, m);
      break;
    case EditorTab::kWords:
      b.button("Title: " + e->editor().title(), ei::AskField{"editor.title"});
      b.button("Question: " + e->editor().question(), ei::AskField{"editor.question"});
      b.button("Notes: " + e->editor().notes(), ei::AskField{"editor.notes"});
      for (const std::string_view c : rules::scenario_categories()) {
        b.button("Category: " + std::string(rules::category_title(c)),
                 ei::SetCategory{std::string(c)}, e->editor().category() == c);
      }
      ruleset_buttons(*e, m);
      break;
  }
  b.button("Back", ti::CloseEditor{}).button("Save to My scenarios", ti::SaveEditor{});
}

void set_builder_parts(const TrainerSession& session, Mirror& m) {
  TrainerButtons b(m);
  m.heading("Class set", 1);
  b.button("Title: " + session.set_title(), ti::AskSetTitle{});
  m.text(set_count_text(session.set_own().size(), session.set_bank().size()));
  m.heading("Your cases", 2);
  const std::vector<rules::Scenario>& cases = session.mine().cases();
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const bool in = std::find(session.set_own().begin(), session.set_own().end(), cases[i].id) !=
                    session.set_own().end();
    b.button(cases[i].title, ti::ToggleSetCase{i}, in);
  }
  m.heading("From the bank", 2);
  for (std::size_t i = 0; i < session.set_bank().size(); ++i) {
    const rules::Scenario* s = session.trainer().bank().find(session.set_bank()[i]);
    b.button("Remove " + (s ? s->title : session.set_bank()[i]), ti::RemoveSetBank{i});
  }
  b.button("Add 5 from your practice choice (" + selection_summary(session.trainer()) + ")",
           ti::PickBankCases{});
  b.button("Back", ti::SetBack{}).button("Share the set", ti::ShareSet{});
}

void share_parts(const TrainerSession& session, Mirror& m) {
  TrainerButtons b(m);
  const ShareSheet* sheet = session.open_sheet<ShareSheet>();
  if (sheet == nullptr) return;
  m.heading("Share", 1);
  m.heading(sheet->title, 2);
  m.text(sheet->what);
  m.text(sheet->link.empty() ? sheet->link_problem : "Link: " + sheet->link);
  m.text(sheet->qr_note);
  for (const TrainerControl& c : sheet->controls()) {
    b.button(c.label, c.intent);
    if (std::holds_alternative<ti::ShareLink>(c.intent)) m.text(sheet->outcome);
  }
  m.text(sheet->file_problem);
  b.button(ShareSheet::kBack, ti::CloseShare{});
}

void replace_parts(const TrainerSession& session, Mirror& m) {
  TrainerButtons b(m);
  const std::optional<ReplaceQuestion> asked = session.replace_question();
  if (!asked) return;
  m.heading(std::string(ReplaceQuestion::kTitle), 1);
  m.text(asked->question());
  m.text(std::string(ReplaceQuestion::kHint));
  b.buttons(asked->controls());
}

}  // namespace flagfall::session
