// "Make a case": three parts in tabs (the position, the timeline, the words), Back and Save in
// the bottom bar. The position reuses the board set-up (ui/board_setup.h); the timeline is in
// editor_timeline.cpp. Every tap is one of the case editor's intents (session/case_editor.h).
#include <algorithm>

#include <imgui.h>

#include "rules/ruleset.h"
#include "rules/scenario_category.h"
#include "trainer/question.h"
#include "ui/board_setup.h"
#include "ui/theme.h"
#include "ui/trainer/trainer_frame.h"
#include "ui/trainer/trainer_widgets.h"
#include "ui/trainer/views.h"

namespace flagfall::ui {
namespace {

using session::CaseEditor;
using session::EditorTab;

void draw_tabs(CaseEditor& editor, float width) {
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float tab = (width - 2 * gap) / 3;
  const struct {
    EditorTab tab;
    const char* label;
    const char* id;
  } tabs[] = {{EditorTab::kPosition, "1 Position", "editor.tab.position"},
              {EditorTab::kTimeline, "2 Timeline", "editor.tab.timeline"},
              {EditorTab::kWords, "3 Words", "editor.tab.words"}};
  for (int i = 0; i < 3; ++i) {
    if (i > 0) ImGui::SameLine();
    if (fit_button(tabs[i].id, tabs[i].label, editor.tab() == tabs[i].tab, tab, 44.0f))
      editor.activate(tabs[i].id);
    publish_if_visible(tabs[i].id);
  }
}

// A line of text with a "Change…" button at its end, asking for the text `intent` names.
void line_with_change(CaseEditor& editor, const std::string& text, const char* intent,
                      float width) {
  const float button = std::min(120.0f, width * 0.32f);
  ImGui::AlignTextToFramePadding();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width - button - 8);
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopTextWrapPos();
  ImGui::SameLine(ImGui::GetCursorPosX() + width - button);
  ImGui::PushID(intent);
  if (ImGui::Button("Change\xE2\x80\xA6", ImVec2(button, touch_target()))) editor.ask_text(intent);
  ImGui::PopID();
  publish_if_visible(intent);
}

void draw_position(CaseEditor& editor, float width) {
  const session::BoardEntry& entry = editor.editor().setup_board();
  const BoardSetupTaps taps = begin_board_setup_taps(entry, nullptr, TrainerFrame::kBarHeight + 60);
  end_board_setup();
  if (taps.square) editor.tap_square(*taps.square);
  if (taps.brush) editor.choose_brush(*taps.brush);
  if (taps.kings) editor.kings_only();
  if (taps.start) editor.start_position();
  if (taps.paste) editor.ask_text("editor.fen");

  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float third = (width - 2 * gap) / 3;
  const chess::Color to_move = entry.board().side_to_move();
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("To move:");
  ImGui::SameLine(third + gap);
  if (fit_button("editor.side.white", "White", to_move == chess::Color::White, third, 44.0f))
    editor.set_side_to_move(chess::Color::White);
  publish_if_visible("editor.side.white");
  ImGui::SameLine();
  if (fit_button("editor.side.black", "Black", to_move == chess::Color::Black, third, 44.0f))
    editor.set_side_to_move(chess::Color::Black);
  publish_if_visible("editor.side.black");
  line_with_change(editor, "Time control: " + editor.control_text(), "editor.control", width);
  line_with_change(editor, "White's clock: " + editor.clock_text(chess::Color::White),
                   "editor.clock.white", width);
  line_with_change(editor, "Black's clock: " + editor.clock_text(chess::Color::Black),
                   "editor.clock.black", width);
  ImGui::Dummy(ImVec2(0, 6));
  if (editor.confirming_clear()) {
    paragraph("Clear the whole case: position, timeline and words?", colors::kWarning);
    if (ImGui::Button("Clear it", ImVec2((width - gap) / 2, touch_target())))
      editor.confirm_clear();
    publish_if_visible("editor.clear.confirm");
    ImGui::SameLine();
    if (ImGui::Button("Keep it", ImVec2((width - gap) / 2, touch_target()))) editor.cancel_clear();
    publish_if_visible("editor.clear.cancel");
  } else {
    if (ImGui::Button("New case", ImVec2(width, touch_target()))) editor.ask_clear();
    publish_if_visible("editor.clear");
  }
}

// A text of the case as a tappable block; a tap asks for the text.
void text_field(CaseEditor& editor, const char* label, const std::string& text,
                const char* placeholder, const char* intent, float width) {
  heading(label);
  ImGui::PushID(intent);
  const bool empty = text.empty();
  if (wrapped_button("##field", empty ? placeholder : text, width,
                     ImGui::GetColorU32(colors::kPanel), ImGui::GetColorU32(colors::kAccent),
                     ImGui::GetColorU32(empty ? colors::kTextDim : colors::kText))) {
    editor.ask_text(intent);
  }
  ImGui::PopID();
  publish_if_visible(intent);
}

void draw_words(CaseEditor& editor, float width) {
  const session::EditorSession& e = editor.editor();
  text_field(editor, "Title", e.title(), "Tap to give it a title", "editor.title", width);
  text_field(editor, "What happened (the learner reads it before answering)", e.question(),
             "Tap to write it, for example: White's king steps next to Black's king and White "
             "presses. Black claims.",
             "editor.question", width);
  text_field(editor, "Notes (shown after answering)", e.notes(), "Tap to add the rules or a source",
             "editor.notes", width);
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float half = (width - gap) / 2;
  heading("Category");
  int n = 0;
  for (const std::string_view c : rules::scenario_categories()) {
    if (n++ % 2 == 1) ImGui::SameLine();
    const std::string id = "editor.category." + std::string(c);
    const bool on = e.category() == c;
    if (fit_button(id.c_str(), (on ? "\xE2\x9C\x93 " : "") + std::string(rules::category_title(c)),
                   on, half, 44.0f))
      editor.activate(id);
    publish_if_visible(id);
  }
  heading("Meant for (none chosen: every ruleset)");
  n = 0;
  for (const rules::Ruleset* r : rules::all_rulesets()) {
    if (n++ % 2 == 1) ImGui::SameLine();
    const std::string id = "editor.ruleset." + std::string(r->id);
    const bool on =
        std::find(e.meant_for().begin(), e.meant_for().end(), r->id) != e.meant_for().end();
    if (fit_button(id.c_str(),
                   (on ? "\xE2\x9C\x93 " : "") + std::string(trainer::short_name(r->id)), on, half,
                   44.0f)) {
      editor.activate(id);
    }
    publish_if_visible(id);
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
      paragraph("Cannot be ruled yet: " + editor->editor().problem(), colors::kWarning);
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
  if (bar_button(session, "\xE2\x86\x90 Back", TrainerAction::kEditorBack, (width - gap) / 3,
                 input.now)) {
    return;
  }
  ImGui::SameLine();
  bar_button(session, "Save to My scenarios", TrainerAction::kEditorSave,
             width - (width - gap) / 3 - gap, input.now, editor->editor().problem().empty());
}

}  // namespace flagfall::ui
