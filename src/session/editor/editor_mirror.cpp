#include "session/editor/editor_mirror.h"

#include <algorithm>

#include "rules/ruleset.h"
#include "rules/scenario_category.h"
#include "trainer/question.h"

namespace flagfall::session {

// The mirror's buttons for the editor's typed intents (session/mirror.h).
Mirror& Mirror::button(std::string_view label, EditorIntent intent, bool pressed) {
  return button(label, intent_id(intent), pressed);
}

namespace {

using EA = EditorAction;
using chess::Color;

void position_parts(const CaseEditor& e, Mirror& m) {
  m.text("Set-up: " + pieces_in_words(e.editor().setup_board().board()));
  m.text("FEN: " + e.editor().setup_board().fen());
  m.button("Kings only", EA::kKingsOnly);
  m.button("Starting position", EA::kStartPosition);
  m.button("Paste a FEN", EA::kAskFen);
  m.button("White to move", {EA::kSideToMove, 0, Color::White});
  m.button("Black to move", {EA::kSideToMove, 0, Color::Black});
  m.button("Time control: " + e.control_text(), EA::kAskControl);
  for (const Color side : {Color::White, Color::Black}) {
    m.button(chess::side_title(side) + "'s clock: " + e.clock_text(side), {EA::kAskClock, 0, side});
  }
  if (e.confirming_clear()) {
    m.button("Clear the whole case", EA::kConfirmClear);
    m.button("Keep it", EA::kCancelClear);
  } else {
    m.button("New case", EA::kAskClear);
  }
}

void timeline_parts(const CaseEditor& e, Mirror& m) {
  m.text(e.board_prompt());
  m.text("Position now: " + pieces_in_words(e.editor().board_now()));
  constexpr const char* kActors[] = {"White acts", "Black acts", "The director acts"};
  for (int i = 0; i < 3; ++i)
    m.button(kActors[i], {EA::kActor, i}, static_cast<int>(e.actor()) == i);
  for (const EditorControl& c : editor_actions(e)) m.button(c.label, c.intent, c.on);
  for (const EditorControl& c : editor_picker_choices(e)) m.button(c.label, c.intent);
  m.heading(e.rulings_heading(), 2);
  std::vector<std::string> rulings;
  for (const EditorRulingRow& r : e.ruling_rows())
    rulings.push_back(r.text + (r.last.empty() ? "" : ". " + r.last));
  m.list("Under every ruleset", std::move(rulings));
  m.heading("Timeline", 2);
  const std::vector<EditorStepRow> steps = e.step_rows();
  for (std::size_t i = 0; i < steps.size(); ++i) {
    m.button(std::to_string(i + 1) + ". At " + steps[i].time + ": " + steps[i].text,
             {EA::kSelectStep, static_cast<int>(i)}, e.selected_step() == i);
  }
  if (const auto i = e.selected_step()) {
    const int n = static_cast<int>(*i);
    m.button("Step " + std::to_string(n + 1) + " a second earlier", {EA::kStepEarlier, n});
    m.button("Type its time", {EA::kAskStepTime, n});
    m.button("A second later", {EA::kStepLater, n});
    m.button("Remove it", {EA::kRemoveStep, n});
  }
}

void words_parts(const CaseEditor& e, Mirror& m) {
  m.button("Title: " + e.editor().title(), EA::kAskTitle);
  m.button("Question: " + e.editor().question(), EA::kAskQuestion);
  m.button("Notes: " + e.editor().notes(), EA::kAskNotes);
  int n = 0;
  for (const std::string_view c : rules::scenario_categories()) {
    m.button("Category: " + std::string(rules::category_title(c)), {EA::kCategory, n++},
             e.editor().category() == c);
  }
  const std::vector<std::string>& meant = e.editor().meant_for();
  n = 0;
  for (const rules::Ruleset* r : rules::all_rulesets()) {
    const bool on = std::find(meant.begin(), meant.end(), r->id) != meant.end();
    m.button("Meant for " + std::string(trainer::short_name(r->id)), {EA::kMeantFor, n++}, on);
  }
}

}  // namespace

void editor_tab_parts(const CaseEditor& e, Mirror& m) {
  constexpr const char* kTabs[] = {"Position", "Timeline", "Words"};
  for (int i = 0; i < 3; ++i) m.button(kTabs[i], {EA::kTab, i}, static_cast<int>(e.tab()) == i);
  m.text(e.tab_hint());
}

void editor_body_parts(const CaseEditor& e, Mirror& m) {
  m.text(e.notice());
  if (!e.editor().problem().empty()) m.text("Cannot be ruled yet: " + e.editor().problem());
  switch (e.tab()) {
    case EditorTab::kPosition:
      return position_parts(e, m);
    case EditorTab::kTimeline:
      return timeline_parts(e, m);
    case EditorTab::kWords:
      return words_parts(e, m);
  }
}

}  // namespace flagfall::session
