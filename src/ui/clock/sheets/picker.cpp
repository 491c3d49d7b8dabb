// The rules and time-control picker: a ruleset (each starts a game with its own control), a
// preset control, Armageddon, a saved one, or one typed in (Black's apart for time odds); or the
// saved controls' list, to move, rename or delete them. Upright, one list under the other, then
// what is chosen and Close; on a screen wider than tall (a phone on its side) what is chosen comes
// first, across the sheet, then the rulesets on the left and the controls and Close on the right,
// so the whole sheet fits the screen's height (the saved list likewise: its actions beside it).
#include <algorithm>
#include <cmath>
#include <string>

#include "session/clock/live_text.h"
#include "ui/clock/sheets/sheet_frame.h"
#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/clock/sheets/sheets.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"
#include "words/words.h"

namespace flagfall::ui {
namespace {

// One button of a grid `columns` wide filling `width`; `index` counts from 0. A label wider than
// its button is drawn smaller (a saved control's name).
bool grid_button(const char* label, const char* target, bool current, int index, int columns,
                 float width) {
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float button_width = (width - gap * static_cast<float>(columns - 1)) / columns;
  // On a phone on its side a little lower than a thumb's 48 px (not under 44, as the menu), so
  // the fourth row ends above the bar whose tap opened the sheet instead of being pushed off
  // the screen by the gap kept under that tap.
  const float height = phone_on_its_side() ? 44.0f : touch_target();
  if (index % columns) {
    ImGui::SameLine();
  } else {
    skip_opening_tap(height);
  }
  if (current) ImGui::PushStyleColor(ImGuiCol_Button, colors::kAccent);
  const bool pressed = fitted_button(label, ImVec2(button_width, height));
  if (current) ImGui::PopStyleColor();
  tap_targets().add_last_item(target);
  return pressed;
}

// The session's controls as a grid.
void picker_grid(const session::ClockControls& controls, int columns, float width,
                 session::ClockIntent& tapped) {
  int index = 0;
  for (const session::ClockControl& c : controls) {
    const std::string id = session::intent_id(c.intent);
    const std::string label = c.label + "##" + id;
    if (grid_button(label.c_str(), id.c_str(), c.on, index++, columns, width)) tapped = c.intent;
  }
}

// A line of dim text wrapped at `width` from where it starts.
void dim_line(const char* text, float width) {
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
  ImGui::TextDisabled("%s", text);
  ImGui::PopTextWrapPos();
}

void ruleset_grid(const ClockSession& session, int columns, float width, const char* heading,
                  session::ClockIntent& tapped) {
  dim_line(heading, width);
  int index = 0;
  for (const rules::Ruleset* ruleset : rules::all_rulesets()) {
    const std::string label(session::ruleset_short_name(ruleset->id));
    const session::ClockIntent intent{session::ClockAction::kRuleset, {}, index};
    const std::string target = session::intent_id(intent);
    if (grid_button(label.c_str(), target.c_str(), session.settings().ruleset == ruleset->id,
                    index++, columns, width))
      tapped = intent;
  }
}

// The presets, Armageddon and the saved controls, `columns` to a row, then what sets a control
// apart: upright two to a row, on its side `columns` to a row with Close among them, so the
// sheet keeps to the screen's height.
void picker_controls(const ClockSession& session, int columns, float width,
                     session::ClockIntent& tapped, bool with_close = false) {
  dim_line(words::text(session.started() ? words::Msg::kClockSheetPickerControlResets
                                         : words::Msg::kClockSheetPickerControl)
               .data(),
           width);
  picker_grid(session::picker_choices(session), columns, width, tapped);
  session::ClockControls actions = session::picker_actions(session);
  if (with_close)
    actions.push_back(session::control(words::text(words::Msg::kClockSheetClose),
                                       session::ClockAction::kPickerClose));
  picker_grid(actions, with_close ? columns : 2, width, tapped);
}

// The saved controls' list, one a row, and what may be done to the one selected: under it
// upright; on a screen wider than tall beside it, on the right, so Done stays on screen.
void saved_list_sheet(const ClockSession& session, float width, bool wide,
                      session::ClockIntent& tapped) {
  dim_line(session::saved_list_hint(), width);
  const float gap = 2 * ImGui::GetStyle().ItemSpacing.x;
  const float list_width = wide ? std::floor((width - gap) * 0.55f) : width;
  const ImVec2 top = ImGui::GetCursorScreenPos();
  ImGui::BeginGroup();
  picker_grid(session::saved_list(session), 1, list_width, tapped);
  if (!session.notice().empty()) {
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + list_width);
    ImGui::PushStyleColor(ImGuiCol_Text, colors::kWarning);
    ImGui::TextUnformatted(session.notice().c_str());
    ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
  }
  ImGui::EndGroup();
  if (wide) ImGui::SetCursorScreenPos(ImVec2(top.x + list_width + gap, top.y));
  ImGui::BeginGroup();
  picker_grid(session::saved_list_actions(), 2, wide ? width - list_width - gap : width, tapped);
  ImGui::EndGroup();
}

// What is chosen (or the warning that the control is outside the ruleset's blitz limits), and
// any notice.
void chosen(ClockSession& session, float width) {
  const session::ClockSettings& settings = session.settings();
  const std::string warning = session.game().control_warning();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
  if (!warning.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, colors::kWarning);
    ImGui::TextUnformatted(warning.c_str());
    ImGui::PopStyleColor();
  } else {
    ImGui::TextDisabled("%s: %s", session::control_label(settings).c_str(),
                        words::text(session.game().ruleset().name).data());
  }
  if (!session.notice().empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, colors::kWarning);
    ImGui::TextUnformatted(session.notice().c_str());
    ImGui::PopStyleColor();
  }
  ImGui::PopTextWrapPos();
}

void close_button(float width, session::ClockIntent& tapped) {
  const session::ClockIntent close = session::ClockAction::kPickerClose;
  skip_opening_tap(touch_target());
  if (ImGui::Button(words::text(words::Msg::kClockSheetClose).data(),
                    ImVec2(width, touch_target())))
    tapped = close;
  tap_targets().add_last_item(session::intent_id(close).c_str());
}

}  // namespace

void draw_picker(ClockSession& session, const FrameInput& input) {
  const float inner = ImGui::GetContentRegionAvail().x;
  const ImVec2 screen = ImGui::GetMainViewport()->WorkSize;
  session::ClockIntent tapped;
  if (session.saved_selected().has_value()) {
    saved_list_sheet(session, inner, screen.x > screen.y, tapped);
    send(session, tapped, input);
    return;
  }
  if (screen.x <= screen.y) {
    ruleset_grid(session, 2, inner, words::text(words::Msg::kClockSheetPickerRulesUpright).data(),
                 tapped);
    picker_controls(session, 3, inner, tapped);
    chosen(session, inner);
    close_button(inner, tapped);
    send(session, tapped, input);
    return;
  }
  chosen(session, inner);
  const float gap = 2 * ImGui::GetStyle().ItemSpacing.x;
  const float left = std::floor((inner - gap) * 0.52f);
  const float right = inner - gap - left;
  const ImVec2 top = ImGui::GetCursorScreenPos();
  ImGui::BeginGroup();
  ruleset_grid(session, 2, left, words::text(words::Msg::kClockSheetPickerRulesWide).data(),
               tapped);
  ImGui::EndGroup();
  // Not SameLine: the right column's heading would be lowered to the buttons' text baseline.
  ImGui::SetCursorScreenPos(ImVec2(top.x + left + gap, top.y));
  ImGui::BeginGroup();
  picker_controls(session, 3, right, tapped, true);
  ImGui::EndGroup();
  send(session, tapped, input);
}

}  // namespace flagfall::ui
