#include "session/editor/editor_mirror.h"

#include <algorithm>

#include "rules/ruleset.h"
#include "rules/scenario_category.h"
#include "session/editor/board_entry.h"
#include "session/editor/editor_labels.h"
#include "trainer/question.h"
#include "words/words.h"

namespace flagfall::session {

// The mirror's buttons for the editor's typed intents (session/mirror.h).
Mirror& Mirror::button(std::string_view label, EditorIntent intent, bool pressed) {
  return button(label, intent_id(intent), pressed);
}

namespace {

using EA = EditorAction;
using chess::Color;
using words::Msg;

void position_parts(const CaseEditor& e, Mirror& m) {
  m.text(words::format<Msg::kEditorMirrorSetup>(pieces_in_words(e.editor().setup_board().board())));
  m.text(words::format<Msg::kEditorMirrorFen>(e.editor().setup_board().fen()));
  // The board's tools in the words the board set-up shows (board_tools()).
  const Controls tools = board_tools();
  m.button(tools[0].label, EA::kKingsOnly);
  m.button(tools[1].label, EA::kStartPosition);
  m.button(tools[2].label, EA::kAskFen);
  m.text(to_move_label());
  const Color to_move = e.editor().setup_board().board().side_to_move();
  for (const Color side : {Color::White, Color::Black})
    m.button(editor_side_label(side), {EA::kSideToMove, 0, side}, to_move == side);
  m.button(control_line(e), EA::kAskControl);
  for (const Color side : {Color::White, Color::Black})
    m.button(clock_line(e, side), {EA::kAskClock, 0, side});
  if (e.confirming_clear()) {
    m.text(clear_question());
    m.button(editor_label(EA::kConfirmClear), EA::kConfirmClear);
    m.button(editor_label(EA::kCancelClear), EA::kCancelClear);
  } else {
    m.button(editor_label(EA::kAskClear), EA::kAskClear);
  }
}

void timeline_parts(const CaseEditor& e, Mirror& m) {
  m.text(e.board_prompt());
  m.text(words::format<Msg::kEditorMirrorNow>(pieces_in_words(e.editor().board_now())));
  m.heading(who_acts_heading(), 2);
  for (int i = 0; i < 3; ++i) {
    m.button(editor_actor_label(static_cast<EditorActor>(i)), {EA::kActor, i},
             static_cast<int>(e.actor()) == i);
  }
  for (const EditorControl& c : editor_actions(e)) m.button(c.label, c.intent, c.on);
  for (const EditorControl& c : editor_picker_choices(e)) m.button(c.label, c.intent);
  m.heading(e.rulings_heading(), 2);
  std::vector<std::string> rulings;
  for (const EditorRulingRow& r : e.ruling_rows())
    rulings.push_back(r.text + (r.last.empty() ? "" : ". " + r.last));
  m.list(std::string(words::text(Msg::kEditorMirrorRulings)), std::move(rulings));
  m.heading(editor_tab_label(EditorTab::kTimeline), 2);
  const std::vector<EditorStepRow> steps = e.step_rows();
  for (std::size_t i = 0; i < steps.size(); ++i) {
    m.button(
        words::format<Msg::kEditorMirrorStep>(std::to_string(i + 1), steps[i].time, steps[i].text),
        {EA::kSelectStep, static_cast<int>(i)}, e.selected_step() == i);
  }
  if (const auto i = e.selected_step()) {
    const int n = static_cast<int>(*i);
    m.button(words::format<Msg::kEditorMirrorEarlier>(std::to_string(n + 1)),
             {EA::kStepEarlier, n});
    m.button(words::text(Msg::kEditorMirrorTypeTime), {EA::kAskStepTime, n});
    m.button(words::text(Msg::kEditorMirrorLater), {EA::kStepLater, n});
    m.button(words::text(Msg::kEditorMirrorRemove), {EA::kRemoveStep, n});
  }
}

void words_parts(const CaseEditor& e, Mirror& m) {
  m.button(std::string(field_words(EA::kAskTitle).heading) + ": " + e.editor().title(),
           EA::kAskTitle);
  m.button(std::string(field_words(EA::kAskQuestion).heading) + ": " + e.editor().question(),
           EA::kAskQuestion);
  m.button(std::string(field_words(EA::kAskNotes).heading) + ": " + e.editor().notes(),
           EA::kAskNotes);
  m.heading(category_heading(), 2);
  int n = 0;
  for (const std::string_view c : rules::scenario_categories()) {
    m.button(std::string(rules::category_title(c)), {EA::kCategory, n++},
             e.editor().category() == c);
  }
  const std::vector<std::string>& meant = e.editor().meant_for();
  m.heading(meant_for_heading(), 2);
  n = 0;
  for (const rules::Ruleset* r : rules::all_rulesets()) {
    const bool on = std::find(meant.begin(), meant.end(), r->id) != meant.end();
    m.button(std::string(trainer::short_name(r->id)), {EA::kMeantFor, n++}, on);
  }
}

}  // namespace

void editor_tab_parts(const CaseEditor& e, Mirror& m) {
  for (int i = 0; i < 3; ++i)
    m.button(editor_tab_label(static_cast<EditorTab>(i)), {EA::kTab, i},
             static_cast<int>(e.tab()) == i);
  m.text(e.tab_hint());
}

void editor_body_parts(const CaseEditor& e, Mirror& m) {
  m.text(e.notice());
  if (!e.editor().problem().empty())
    m.text(words::format<Msg::kEditorCannotRule>(e.editor().problem()));
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
