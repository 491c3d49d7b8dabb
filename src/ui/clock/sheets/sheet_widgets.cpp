#include "ui/clock/sheets/sheet_widgets.h"

#include "clock/display.h"
#include "ui/clock/sheets/sheet_frame.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"

namespace flagfall::ui {

void publish_target(const session::ClockIntent& intent) {
  tap_targets().add_last_item(session::clock_intent_id(intent).c_str());
}

void control_grid(const session::ClockControls& controls, Tapped& tapped, int columns,
                  float height) {
  if (columns == 1 && phone_on_its_side()) columns = 2;  // so the choices fit the height
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float width =
      (ImGui::GetContentRegionAvail().x - gap * static_cast<float>(columns - 1)) / columns;
  const float row_height = height < 0   ? touch_target()
                           : height > 0 ? height
                                        : ImGui::GetFrameHeight();
  int column = 0;
  for (const session::ClockControl& c : controls) {
    if (column++ % columns) {
      ImGui::SameLine();
    } else {
      skip_opening_tap(row_height);
    }
    if (c.on) ImGui::PushStyleColor(ImGuiCol_Button, colors::kAccent);
    const std::string label = c.label + "##" + session::clock_intent_id(c.intent);
    if (ImGui::Button(label.c_str(), ImVec2(width, height < 0 ? touch_target() : height)))
      tapped = c.intent;
    if (c.on) ImGui::PopStyleColor();
    publish_target(c.intent);
  }
}

session::EpochMillis tap_time(const session::FrameInput& input) {
  return input.pointer_down_at.value_or(input.now);
}

void send(session::ClockSession& session, const Tapped& intent, const session::FrameInput& input) {
  if (!intent) return;
  const int us = input.pointer_down_at ? input.pointer_down_us : 0;
  // A half presses whatever sheet is open; a touch on anything else goes through tap().
  if (input.pointer_press && !std::holds_alternative<session::clock_intent::Press>(*intent)) {
    session.tap(*intent, tap_time(input), us);
  } else {
    session.apply(*intent, tap_time(input), us);
  }
}

void toggle_button(const session::ClockControl& control, Tapped& tapped) {
  skip_opening_tap(touch_target());
  const std::string text = std::string(control.on ? "\xE2\x9C\x93 " : "+ ") + control.label;
  if (control.on) ImGui::PushStyleColor(ImGuiCol_Button, colors::kAccent);
  if (ImGui::Button(text.c_str(), ImVec2(ImGui::GetContentRegionAvail().x, touch_target())))
    tapped = control.intent;
  if (control.on) ImGui::PopStyleColor();
  publish_target(control.intent);
}

void wrapped(const std::string& text, const ImVec4* colour) {
  if (colour) ImGui::PushStyleColor(ImGuiCol_Text, *colour);
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopTextWrapPos();
  if (colour) ImGui::PopStyleColor();
}

void notice_line(const std::string& notice) {
  if (notice.empty()) return;
  const ImVec4 warning = colors::kWarning;
  wrapped(notice, &warning);
}

float half_width() {
  return (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2;
}

std::string side_times(const session::ClockSession& session, session::EpochMillis now) {
  clock::DisplayFormat format;
  format.tenths_below = 20 * clock::kSecond;
  return "White " + clock::format_remaining(session.remaining(chess::Color::White, now), format) +
         "  \xC2\xB7  Black " +
         clock::format_remaining(session.remaining(chess::Color::Black, now), format);
}

}  // namespace flagfall::ui
