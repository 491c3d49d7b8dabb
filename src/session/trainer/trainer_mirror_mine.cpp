// The accessible mirror of My scenarios, the case editor, the class set and the share sheet:
// headings, what they show in words, and the drawn controls' intent ids.
#include <algorithm>

#include "chess/fen.h"
#include "rules/ruleset.h"
#include "rules/scenario_category.h"
#include "session/trainer/trainer_mirror_parts.h"
#include "session/trainer/trainer_texts.h"
#include "trainer/question.h"

namespace flagfall::session {
namespace {

void ruleset_buttons(const CaseEditor& editor, Mirror& m) {
  const std::vector<std::string>& meant = editor.editor().meant_for();
  for (const rules::Ruleset* r : rules::all_rulesets()) {
    const bool on = std::find(meant.begin(), meant.end(), r->id) != meant.end();
    m.button("Meant for " + std::string(trainer::short_name(r->id)),
             "editor.ruleset." + std::string(r->id), on);
  }
}

void timeline_parts(const CaseEditor& e, Mirror& m) {
  m.text(e.board_prompt());
  m.text("Position now: " + pieces_in_words(e.editor().board_now()));
  m.button("White acts", "editor.actor.white", e.actor() == EditorActor::kWhite)
      .button("Black acts", "editor.actor.black", e.actor() == EditorActor::kBlack)
      .button("The director acts", "editor.actor.director", e.actor() == EditorActor::kDirector);
  for (const EditorAction& a : editor_actions(e)) m.button(a.label, a.intent, a.on);
  for (const EditorAction& a : editor_picker_choices(e)) m.button(a.label, a.intent);
  m.heading(e.rulings_heading(), 2);
  std::vector<std::string> rulings;
  for (const EditorRulingRow& r : e.ruling_rows())
    rulings.push_back(r.text + (r.last.empty() ? "" : ". " + r.last));
  m.list("Under every ruleset", std::move(rulings));
  m.heading("Timeline", 2);
  const std::vector<EditorStepRow> steps = e.step_rows();
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const std::string n = std::to_string(i);
    m.button(std::to_string(i + 1) + ". At " + steps[i].time + ": " + steps[i].text,
             "editor.step." + n, e.selected_step() == i);
  }
  if (const auto i = e.selected_step()) {
    const std::string n = std::to_string(*i);
    m.button("Step " + std::to_string(*i + 1) + " a second earlier",
             "editor.step." + n + ".earlier")
        .button("Type its time", "editor.step." + n + ".time")
        .button("A second later", "editor.step." + n + ".later")
        .button("Remove it", "editor.step." + n + ".remove");
  }
}

}  // namespace

void mine_parts(const TrainerSession& session, Mirror& m) {
  m.heading("My scenarios", 1);
  m.text(session.notice());
  m.text(kept_aside_text(session.mine().kept_aside().size()));
  m.button("Make a case", TrainerAction::kMineNew)
      .button("Class set", TrainerAction::kMineSet)
      .button("Open a file", TrainerAction::kOpenFile);
  const std::vector<rules::Scenario>& cases = session.mine().cases();
  if (cases.empty()) m.text(kNoCasesText);
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const auto n = static_cast<std::int32_t>(i);
    m.heading(cases[i].title, 2);
    m.text(case_summary(cases[i]));
    if (session.confirming_delete() == i) {
      m.text("Delete \"" + cases[i].title + "\"?");
      m.button("Delete", TrainerAction::kConfirmDelete)
          .button("Keep it", TrainerAction::kCancelDelete);
      continue;
    }
    m.button("Practise " + cases[i].title, TrainerIntent{TrainerAction::kMineStudy, n})
        .button("Edit", TrainerIntent{TrainerAction::kMineEdit, n})
        .button("Share", TrainerIntent{TrainerAction::kMineShare, n})
        .button("Delete", TrainerIntent{TrainerAction::kMineDelete, n});
  }
  m.button("Menu", TrainerAction::kMineBack);
}

void editor_parts(const TrainerSession& session, Mirror& m) {
  const CaseEditor* e = session.case_editor();
  if (e == nullptr) return;
  m.heading("Make a case", 1);
  m.button("Position", "editor.tab.position", e->tab() == EditorTab::kPosition)
      .button("Timeline", "editor.tab.timeline", e->tab() == EditorTab::kTimeline)
      .button("Words", "editor.tab.words", e->tab() == EditorTab::kWords);
  m.text(e->tab_hint());
  m.text(session.notice());
  m.text(e->notice());
  if (!e->editor().problem().empty()) m.text("Cannot be ruled yet: " + e->editor().problem());
  switch (e->tab()) {
    case EditorTab::kPosition:
      m.text("Set-up: " + pieces_in_words(e->editor().setup_board().board()));
      m.text("FEN: " + e->editor().setup_board().fen());
      m.button("Kings only", "board.kings-only").button("Starting position", "board.start");
      m.button("Paste a FEN", "board.paste");
      m.button("White to move", "editor.side.white").button("Black to move", "editor.side.black");
      m.button("Time control: " + e->control_text(), "editor.control");
      m.button("White's clock: " + e->clock_text(chess::Color::White), "editor.clock.white");
      m.button("Black's clock: " + e->clock_text(chess::Color::Black), "editor.clock.black");
      if (e->confirming_clear()) {
        m.button("Clear the whole case", "editor.clear.confirm")
            .button("Keep it", "editor.clear.cancel");
      } else {
        m.button("New case", "editor.clear");
      }
      break;
    case EditorTab::kTimeline:
      timeline_parts(*e, m);
      break;
    case EditorTab::kWords:
      m.button("Title: " + e->editor().title(), "editor.title");
      m.button("Question: " + e->editor().question(), "editor.question");
      m.button("Notes: " + e->editor().notes(), "editor.notes");
      for (const std::string_view c : rules::scenario_categories()) {
        m.button("Category: " + std::string(rules::category_title(c)),
                 "editor.category." + std::string(c), e->editor().category() == c);
      }
      ruleset_buttons(*e, m);
      break;
  }
  m.button("Back", TrainerAction::kEditorBack)
      .button("Save to My scenarios", TrainerAction::kEditorSave);
}

void set_builder_parts(const TrainerSession& session, Mirror& m) {
  m.heading("Class set", 1);
  m.button("Title: " + session.class_set().title, TrainerAction::kSetTitle);
  m.text(set_count_text(session.class_set().own.size(), session.class_set().bank.size()));
  m.heading("Your cases", 2);
  const std::vector<rules::Scenario>& cases = session.mine().cases();
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const bool in = std::find(session.class_set().own.begin(), session.class_set().own.end(),
                              cases[i].id) != session.class_set().own.end();
    m.button(cases[i].title, TrainerIntent{TrainerAction::kSetCase, static_cast<std::int32_t>(i)},
             in);
  }
  m.heading("From the bank", 2);
  for (std::size_t i = 0; i < session.class_set().bank.size(); ++i) {
    const rules::Scenario* s = session.trainer().bank().find(session.class_set().bank[i]);
    m.button("Remove " + (s ? s->title : session.class_set().bank[i]),
             TrainerIntent{TrainerAction::kSetBankRemove, static_cast<std::int32_t>(i)});
  }
  m.button("Add 5 from your practice choice (" + selection_summary(session.trainer()) + ")",
           TrainerAction::kSetBankPick);
  m.button("Back", TrainerAction::kSetBack).button("Share the set", TrainerAction::kShareSet);
}

void share_parts(const TrainerSession& session, Mirror& m) {
  const ShareSheet* sheet = session.share_sheet();
  if (sheet == nullptr) return;
  m.heading("Share", 1);
  m.heading(sheet->title, 2);
  m.text(sheet->what);
  m.text(sheet->link.empty() ? sheet->link_problem : "Link: " + sheet->link);
  m.text(sheet->qr_note);
  if (!sheet->link.empty()) m.button("Share or copy the link", TrainerAction::kShareLink);
  m.text(sheet->outcome);
  if (!sheet->file_name.empty())
    m.button("Download " + sheet->file_name, TrainerAction::kShareFile);
  if (!sheet->pgn.empty()) m.button(kPgnDownload, TrainerAction::kSharePgn);
  m.text(sheet->file_problem);
  m.button("Back", TrainerAction::kShareBack);
}

void replace_parts(const TrainerSession& session, Mirror& m) {
  m.heading("Replace a case?", 1);
  m.text(session.mine().replace_question().value_or(""));
  m.button("Replace", TrainerAction::kReplace)
      .button("Keep both", TrainerAction::kKeepBoth)
      .button("Cancel", TrainerAction::kCancelReplace);
}

}  // namespace flagfall::session
