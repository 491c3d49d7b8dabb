// "Make a case": three parts in tabs (the position, the timeline, the words), Back and Save in
// the bottom bar. The position reuses the board set-up (ui/board_setup.h); the timeline is in
// editor_timeline.cpp. Every tap is one of the case editor's intents (session/case_editor.h).
#include <algorithm>

#include <imgui.h>

#include "rules/ruleset.h"
#include "rules/scenario_category.h"
#include "session/editor/editor_labels.h"
#include "trainer/question.h"
#include "ui/board_setup.h"
#include "ui/theme.h"
#include "ui/trainer/trainer_frame.h"
#include "ui/trainer/trainer_widgets.h"
#include "ui/trainer/views.h"
#include "words/words.h"

namespace flagfall::ui {
namespace {

using session::CaseEditor;
using session::EditorAction;
using session::EditorIntent;
using session::EditorTab;
using EA = session::EditorAction;

void draw_tabs(CaseEditor& editor, float width) {
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float tab = (width - 2 * gap) / 3;
  for (int i = 0; i < 3; ++i) {
    if (i > 0) ImGui::SameLine();
    const session::EditorControl c{
        std::to_string(i + 1) + " " +
            std::string(session::editor_tab_label(static_cast<EditorTab>(i))),
        {EA::kTab, i},
        static_cast<int>(editor.tab()) == i};
    if (editor_button(c, tab, 44.0f)) editor.apply(c.intent);
  }
}

// A line of text with a "Change…" button at its end, asking for the text `asks` names.
void line_with_change(CaseEditor& editor, const std::string& text, const EditorIntent& asks,
                      float width) {
  const float button = std::min(120.0f, width * 0.32f);
  ImGui::AlignTextToFramePadding();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width - button - 8);
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopTextWrapPos();
  ImGui::SameLine(ImGui::GetCursorPosX() + width - button);
  const std::string id = session::intent_id(asks);
  ImGui::PushID(id.c_str());
  if (ImGui::Button(words::text(words::Msg::kEditorChange).data(), ImVec2(button, touch_target())))
    editor.apply(asks);
  ImGui::PopID();
  publish_if_visible(id);
}

// A full-width button for `intent`, its tap target named by the intent's id.
void wide_button(CaseEditor& editor, const EditorIntent& intent, float width) {
  if (ImGui::Button(session::editor_label(intent.action).data(), ImVec2(width, touch_target())))
    editor.apply(intent);
  publish_if_visible(session::intent_id(intent));
}

void draw_position(CaseEditor& editor, float width) {
  const session::BoardEntry& entry = editor.editor().setup_board();
  const BoardSetupTaps taps = begin_board_setup_taps(entry, nullptr, TrainerFrame::kBarHeight + 60);
  end_board_setup();
  if (taps.square) editor.apply({EA::kSquare, *taps.square});
  if (taps.brush) editor.apply({EA::kBrush, static_cast<int>(*taps.brush)});
  if (taps.kings) editor.apply(EA::kKingsOnly);
  if (taps.start) editor.apply(EA::kStartPosition);
  if (taps.paste) editor.apply(EA::kAskFen);

  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float third = (width - 2 * gap) / 3;
  const chess::Color to_move = entry.board().side_to_move();
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(session::to_move_label().data());
  ImGui::SameLine(third + gap);
  for (const chess::Color side : {chess::Color::White, chess::Color::Black}) {
    if (side == chess::Color::Black) ImGui::SameLine();
    const session::EditorControl c{
        std::string(session::editor_side_label(side)), {EA::kSideToMove, 0, side}, to_move == side};
    if (editor_button(c, third, 44.0f)) editor.apply(c.intent);
  }
  line_with_change(editor, session::control_line(editor), EA::kAskControl, width);
  for (const chess::Color side : {chess::Color::White, chess::Color::Black})
    line_with_change(editor, session::clock_line(editor, side), {EA::kAskClock, 0, side}, width);
  ImGui::Dummy(ImVec2(0, 6));
  if (editor.confirming_clear()) {
    paragraph(std::string(session::clear_question()), colors::kWarning);
    wide_button(editor, EA::kConfirmClear, (width - gap) / 2);
    ImGui::SameLine();
    wide_button(editor, EA::kCancelClear, (width - gap) / 2);
  } else {
    wide_button(editor, EA::kAskClear, width);
  }
}

// A text of the case as a tappable block; a tap asks for the text.
void text_field(CaseEditor& editor, const std::string& text, EditorAction asks, float width) {
  const session::FieldWords field = session::field_words(asks);
  heading(std::string(field.heading));
  const std::string id = session::intent_id(asks);
  ImGui::PushID(id.c_str());
  const bool empty = text.empty();
  if (wrapped_button("##field", empty ? std::string(field.placeholder) : text, width,
                     ImGui::GetColorU32(colors::kPanel), ImGui::GetColorU32(colors::kAccent),
                     ImGui::GetColorU32(empty ? colors::kTextDim : colors::kText))) {
    editor.apply(asks);
  }
  ImGui::PopID();
  publish_if_visible(id);
}

void draw_words(CaseEditor& editor, float width) {
  const session::EditorSession& e = editor.editor();
  text_field(editor, e.title(), EA::kAskTitle, width);
  text_field(editor, e.question(), EA::kAskQuestion, width);
  text_field(editor, e.notes(), EA::kAskNotes, width);
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float half = (width - gap) / 2;
  const auto ticked = [](bool on, std::string_view label) {
    return (on ? "\xE2\x9C\x93 " : "") + std::string(label);
  };
  heading(std::string(session::category_heading()));
  int n = 0;
  for (const std::string_view c : rules::scenario_categories()) {
    if (n % 2 == 1) ImGui::SameLine();
    const bool on = e.category() == c;
    const session::EditorControl control{
        ticked(on, rules::category_title(c)), {EA::kCategory, n++}, on};
    if (editor_button(control, half, 44.0f)) editor.apply(control.intent);
  }
  heading(std::string(session::meant_for_heading()));
  n = 0;
  for (const rules::Ruleset* r : rules::all_rulesets()) {
    if (n % 2 == 1) ImGui::SameLine();
    const bool on =
        std::find(e.meant_for().begin(), e.meant_for().end(), r->id) != e.meant_for().end();
    const session::EditorControl c{
        ticked(on, trainer::short_name(r->id)), {EA::kMeantFor, n++}, on};
    if (editor_button(c, half, 44.0f)) editor.apply(c.intent);
  }
}

}  // namespace

void draw_editor_view(TrainerSession& session, TrainerFrame& frame, const FrameInput& input) {
  CaseEditor* editor = session.case_editor();
  if (editor == nullptr) return;
  if (frame.begin_content()) {
    const float width = ImGui::GetContentRegionAvail().x;
    draw_tabs(*editor, width);
    if (editor->tab() != EditorTab::kTimeline) {  // the timeline says what a tap does instead
      ImGui::SetWindowFontScale(0.85f);
      paragraph(editor->tab_hint(), colors::kTextDim);
      ImGui::SetWindowFontScale(1.0f);
    }
    if (!session.notice().empty()) paragraph(session.notice(), colors::kWarning);
    if (!editor->notice().empty()) paragraph(editor->notice(), colors::kWarning);
    if (!editor->editor().problem().empty())
      paragraph(words::format<words::Msg::kEditorCannotRule>(editor->editor().problem()),
                colors::kWarning);
    switch (editor->tab()) {
      case EditorTab::kPosition:
        draw_position(*editor, width);
        break;
      case EditorTab::kTimeline:
        draw_editor_timeline(*editor, width, input);
        break;
      case EditorTab::kWords:
        draw_words(*editor, width);
        break;
    }
  }
  frame.end_content();
  frame.begin_bottom_bar();
  const float width = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  if (bar_button(session, TrainerAction::kEditorBack, Arrow::kBack, (width - gap) / 3, input.now)) {
    return;
  }
  ImGui::SameLine();
  bar_button(session, TrainerAction::kEditorSave, Arrow::kNone, width - (width - gap) / 3 - gap,
             input.now, editor->editor().problem().empty());
}

}  // namespace flagfall::ui
