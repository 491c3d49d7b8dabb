// The case editor's timeline: the board as the steps left it (a tap picks a man, the next tap
// puts it down, legal or not), who acts, the actions open to him and the choices an action
// opened; then the seven rulings, updated at each step, and the steps with their times. Upright
// all in one column; on a wide screen the rulings and the steps sit beside the board.
#include <algorithm>

#include <imgui.h>

#include "session/editor/editor_labels.h"
#include "ui/board_view.h"
#include "ui/fonts.h"
#include "ui/theme.h"
#include "ui/trainer/trainer_widgets.h"
#include "ui/trainer/views.h"
#include "words/words.h"

namespace flagfall::ui {

bool editor_button(const session::EditorControl& control, float width, float height) {
  const std::string id = session::intent_id(control.intent);
  const bool tapped = fit_button(id.c_str(), control.label, control.on, width, height);
  publish_if_visible(id);
  return tapped;
}

namespace {

using session::CaseEditor;
using session::EditorControl;
using EA = session::EditorAction;

constexpr float kButtonHeight = 44.0f;

// Buttons `columns` to a row, each published as its intent's id; a tap applies that intent.
void action_grid(CaseEditor& editor, const std::vector<EditorControl>& actions, int columns,
                 float width) {
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float cell = (width - gap * static_cast<float>(columns - 1)) / static_cast<float>(columns);
  std::optional<session::EditorIntent> tapped;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    if (i % static_cast<std::size_t>(columns) != 0) ImGui::SameLine();
    // The last action of an incomplete row takes the rest of it.
    float w = cell;
    const std::size_t column = i % static_cast<std::size_t>(columns);
    if (i + 1 == actions.size()) w = width - static_cast<float>(column) * (cell + gap);
    if (editor_button(actions[i], w, kButtonHeight)) tapped = actions[i].intent;
  }
  if (tapped) editor.apply(*tapped);
}

void draw_board_and_actions(CaseEditor& editor, float width, float board) {
  ImGui::SetWindowFontScale(0.85f);
  ImGui::PushStyleColor(ImGuiCol_Text, colors::kTextDim);
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
  ImGui::TextUnformatted(editor.board_prompt().c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  ImGui::SetWindowFontScale(1.0f);
  if (board < width) ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (width - board) / 2);
  std::optional<BoardMark> mark;
  if (const auto m = editor.board_mark()) mark = BoardMark{m->first, m->second, false};
  if (const auto square = draw_tappable_board(editor.editor().board_now(), board, mark))
    editor.apply({EA::kSquare, *square});

  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float third = (width - 2 * gap) / 3;
  for (int i = 0; i < 3; ++i) {
    if (i > 0) ImGui::SameLine();
    const EditorControl c{
        std::string(session::editor_actor_label(static_cast<session::EditorActor>(i))),
        {EA::kActor, i},
        static_cast<int>(editor.actor()) == i};
    if (editor_button(c, third, kButtonHeight)) editor.apply(c.intent);
  }
  action_grid(editor, session::editor_actions(editor), 4, width);
  const std::vector<EditorControl> choices = session::editor_picker_choices(editor);
  if (!choices.empty()) {
    heading(std::string(editor.picker() == session::EditorPicker::kPenalty
                            ? editor.penalty_heading()
                            : words::text(words::Msg::kEditorWhich)));
    action_grid(editor, choices, choices.size() == 4 ? 2 : 3, width);
  }
}

void draw_rulings(const CaseEditor& editor, float width) {
  heading(editor.rulings_heading());
  ImGui::SetWindowFontScale(0.85f);
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(ImGui::GetStyle().ItemSpacing.x, 3));
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
  for (const session::EditorRulingRow& row : editor.ruling_rows()) {
    const ImVec4& colour = !row.meant    ? colors::kTextDim
                           : row.differs ? colors::kWarning
                                         : colors::kText;
    ImGui::PushStyleColor(ImGuiCol_Text, colour);
    ImGui::TextUnformatted(row.text.c_str());
    ImGui::PopStyleColor();
  }
  ImGui::PopTextWrapPos();
  ImGui::PopStyleVar();
  ImGui::SetWindowFontScale(1.0f);
  ImGui::Dummy(ImVec2(0, 4));
}

// The steps, one line each; the one selected has its time (− / tap to type / +) and removal.
void draw_steps(CaseEditor& editor, float width) {
  const std::vector<session::EditorStepRow> rows = editor.step_rows();
  heading(std::string(
      words::text(rows.empty() ? words::Msg::kEditorStepsNone : words::Msg::kEditorStepsHeading)));
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const int index = static_cast<int>(i);
    const std::string text = std::to_string(i + 1) + ". " + rows[i].time + "  " + rows[i].text;
    const bool selected = editor.selected_step() == i;
    ImGui::PushID(static_cast<int>(i));
    // A compact row: the whole line is the tap target.
    const float pad = 8.0f;
    const ImVec2 extent = ImGui::CalcTextSize(text.c_str(), nullptr, false, width - 2 * pad);
    const float row = std::max(38.0f, extent.y + 12);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    if (ImGui::InvisibleButton("##step", ImVec2(width, row)))
      editor.apply({EA::kSelectStep, index});
    ImDrawList* draw = ImGui::GetWindowDrawList();
    if (selected || ImGui::IsItemActive()) {
      draw->AddRectFilled(at, ImVec2(at.x + width, at.y + row), ImGui::GetColorU32(colors::kPanel),
                          6.0f);
    }
    if (selected) {
      draw->AddRect(at, ImVec2(at.x + width, at.y + row), ImGui::GetColorU32(colors::kAccent), 6.0f,
                    0, 2.0f);
    }
    draw->AddText(Fonts::body(), ImGui::GetFontSize(),
                  ImVec2(at.x + pad, at.y + (row - extent.y) / 2),
                  ImGui::GetColorU32(colors::kText), text.c_str(), nullptr, width - 2 * pad);
    publish_if_visible(session::intent_id({EA::kSelectStep, index}));
    if (selected) {
      const float small = (width - 3 * gap) / 4;
      const std::string time = rows[i].time + " \xE2\x80\xA6";
      const EditorControl controls[] = {
          {std::string(words::text(words::Msg::kEditorStepEarlier)), {EA::kStepEarlier, index}},
          {time, {EA::kAskStepTime, index}},
          {std::string(words::text(words::Msg::kEditorStepLater)), {EA::kStepLater, index}},
          {std::string(words::text(words::Msg::kEditorStepRemove)), {EA::kRemoveStep, index}}};
      for (const EditorControl& c : controls) {
        if (&c != controls) ImGui::SameLine();
        if (ImGui::Button(c.label.c_str(), ImVec2(small, touch_target()))) editor.apply(c.intent);
        publish_if_visible(session::intent_id(c.intent));
      }
    }
    ImGui::PopID();
  }
}

}  // namespace

void draw_editor_timeline(CaseEditor& editor, float width, const FrameInput&) {
  const float height = ImGui::GetMainViewport()->WorkSize.y;
  if (width < kWideFrom) {
    // The board leaves room for who acts, the actions and the seven rulings on a phone's screen.
    const float board = std::clamp(height * 0.26f, 180.0f, std::min(width, 360.0f));
    draw_board_and_actions(editor, width, board);
    draw_rulings(editor, width);
    draw_steps(editor, width);
    return;
  }
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float left = std::min((width - gap) * 0.5f, 480.0f);
  const float right = width - left - gap;
  ImGui::BeginGroup();
  draw_board_and_actions(editor, left, std::min(left, height * 0.5f));
  ImGui::EndGroup();
  ImGui::SameLine();
  ImGui::BeginGroup();
  draw_rulings(editor, right);
  draw_steps(editor, right);
  ImGui::EndGroup();
}

}  // namespace flagfall::ui
