#include "session/editor/editor_mirror.h"

#include <algorithm>

#include "rules/ruleset.h"
#include "rules/scenario_category.h"
#include "session/editor/board_entry.h"
#include "session/editor/editor_labels.h"
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
  // The board's tools in the words the board set-up shows (board_tools()).
  const Controls tools = board_tools();
  m.button(tools[0].label, EA::kKingsOnly);
  m.button(tools[1].label, EA::kStartPosition);
  m.button(tools[2].label, EA::kAskFen);
  m.text(kToMove);
  const Color to_move = e.editor().setup_board().board().side_to_move();
  for (const Color side : {Color::White, Color::Black})
    m.button(chess::side_title(side), {EA::kSideToMove, 0, side}, to_move == side);
  m.button(control_line(e), EA::kAskControl);
  for (const Color side : {Color::White, Color::Black})
    m.button(clock_line(e, side), {EA::kAskClock, 0, side});
  if (e.confirming_clear()) {
    m.text(kClearQuestion);
    m.button(editor_label(EA::kConfirmClear), EA::kConfirmClear);
    m.button(editor_label(EA::kCancelClear), EA::kCancelClear);
  } else {
    m.button(editor_label(EA::kAskClear), EA::kAskClear);
  }
}

void timeline_parts(const CaseEditor& e, Mirror& m) {
  m.text(e.board_prompt());
  m.text("Position now: " + pieces_in_words(e.editor().board_now()));
  m.heading(kWhoActs, 2);
  for (int i = 0; i < 3; ++i)
    m.button(kEditorActors[i], {EA::kActor, i}, static_cast<int>(e.actor()) == i);
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
  m.button(std::string(field_words(EA::kAskTitle).heading) + ": " + e.editor().title(),
           EA::kAskTitle);
  m.button(std::string(field_words(EA::kAskQuestion).heading) + ": " + e.editor().question(),
           EA::kAskQuestion);
  m.button(std::string(field_words(EA::kAskNotes).heading) + ": " + e.editor().notes(),
           EA::kAskNotes);
  m.heading(kCategoryHeading, 2);
  int n = 0;
  for (const std::string_view c : rules::scenario_categories()) {
    m.button(std::string(rules::category_title(c)), {EA::kCategory, n++},
             e.editor().category() == c);
  }
  const std::vector<std::string>& meant = e.editor().meant_for();
  m.heading(kMeantForHeading, 2);
  n = 0;
  for (const rules::Ruleset* r : rules::all_rulesets()) {
    const bool on = std::find(meant.begin(), meant.end(), r->id) != meant.end();
    m.button(std::string(trainer::short_name(r->id)), {EA::kMeantFor, n++}, on);
  }
}

}  // namespace

void editor_tab_parts(const CaseEditor& e, Mirror& m) {
  for (int i = 0; i < 3; ++i)
    m.button(kEditorTabs[i], {EA::kTab, i}, static_cast<int>(e.tab()) == i);
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
