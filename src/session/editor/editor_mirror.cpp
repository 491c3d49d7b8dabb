#include "session/editor/editor_mirror.h"

#include <algorithm>

#include "rules/ruleset.h"
#include "rules/scenario_category.h"
#include "trainer/question.h"

namespace flagfall::session {
namespace {

using EA = EditorAction;
using chess::Color;

Mirror& button(Mirror& m, std::string_view label, const EditorIntent& intent, bool on = false) {
  return m.button(label, intent_id(intent), on);
}

void position_parts(const CaseEditor& e, Mirror& m) {
  m.text("Set-up: " + pieces_in_words(e.editor().setup_board().board()));
  m.text("FEN: " + e.editor().setup_board().fen());
  button(m, "Kings only", EA::kKingsOnly);
  button(m, "Starting position", EA::kStartPosition);
  button(m, "Paste a FEN", EA::kAskFen);
  button(m, "White to move", {EA::kSideToMove, 0, Color::White});
  button(m, "Black to move", {EA::kSideToMove, 0, Color::Black});
  button(m, "Time control: " + e.control_text(), EA::kAskControl);
  for (const Color side : {Color::White, Color::Black}) {
    button(m, chess::side_title(side) + "'s clock: " + e.clock_text(side),
           {EA::kAskClock, 0, side});
  }
  if (e.confirming_clear()) {
    button(m, "Clear the whole case", EA::kConfirmClear);
    button(m, "Keep it", EA::kCancelClear);
  } else {
    button(m, "New case", EA::kAskClear);
  }
}

void timeline_parts(const CaseEditor& e, Mirror& m) {
  m.text(e.board_prompt());
  m.text("Position now: " + pieces_in_words(e.editor().board_now()));
  constexpr const char* kActors[] = {"White acts", "Black acts", "The director acts"};
  for (int i = 0; i < 3; ++i)
    button(m, kActors[i], {EA::kActor, i}, static_cast<int>(e.actor()) == i);
  for (const EditorControl& c : editor_actions(e)) button(m, c.label, c.intent, c.on);
  for (const EditorControl& c : editor_picker_choices(e)) button(m, c.label, c.intent);
  m.heading(e.rulings_heading(), 2);
  std::vector<std::string> rulings;
  for (const EditorRulingRow& r : e.ruling_rows())
    rulings.push_back(r.text + (r.last.empty() ? "" : ". " + r.last));
  m.list("Under every ruleset", std::move(rulings));
  m.heading("Timeline", 2);
  const std::vector<EditorStepRow> steps = e.step_rows();
  for (std::size_t i = 0; i < steps.size(); ++i) {
    button(m, std::to_string(i + 1) + ". At " + steps[i].time + ": " + steps[i].text,
           {EA::kSelectStep, static_cast<int>(i)}, e.selected_step() == i);
  }
  if (const auto i = e.selected_step()) {
    const int n = static_cast<int>(*i);
    button(m, "Step " + std::to_string(n + 1) + " a second earlier", {EA::kStepEarlier, n});
    button(m, "Type its time", {EA::kAskStepTime, n});
    button(m, "A second later", {EA::kStepLater, n});
    button(m, "Remove it", {EA::kRemoveStep, n});
  }
}

void words_parts(const CaseEditor& e, Mirror& m) {
  button(m, "Title: " + e.editor().title(), EA::kAskTitle);
  button(m, "Question: " + e.editor().question(), EA::kAskQuestion);
  button(m, "Notes: " + e.editor().notes(), EA::kAskNotes);
  int n = 0;
  for (const std::string_view c : rules::scenario_categories()) {
    button(m, "Category: " + std::string(rules::category_title(c)), {EA::kCategory, n++},
           e.editor().category() == c);
  }
  const std::vector<std::string>& meant = e.editor().meant_for();
  n = 0;
  for (const rules::Ruleset* r : rules::all_rulesets()) {
    const bool on = std::find(meant.begin(), meant.end(), r->id) != meant.end();
    button(m, "Meant for " + std::string(trainer::short_name(r->id)), {EA::kMeantFor, n++}, on);
  }
}

}  // namespace

void editor_tab_parts(const CaseEditor& e, Mirror& m) {
  constexpr const char* kTabs[] = {"Position", "Timeline", "Words"};
  for (int i = 0; i < 3; ++i) button(m, kTabs[i], {EA::kTab, i}, static_cast<int>(e.tab()) == i);
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
