#include "ui/clock/sheets/sheet_widgets.h"

#include <algorithm>
#include <string>
#include <string_view>

#include "clock/display.h"
#include "ui/clock/sheets/sheet_frame.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"

namespace flagfall::ui {

namespace {

// The buttons of control_grid(): `columns` to a row, each published as a tap target by its id.
class ControlGrid {
 public:
  ControlGrid(int columns, float height) : columns_(columns), height_(height) {
    if (columns_ == 1 && phone_on_its_side()) columns_ = 2;  // so the choices fit the height
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    width_ = (ImGui::GetContentRegionAvail().x - gap * static_cast<float>(columns_ - 1)) / columns_;
    row_height_ = height < 0 ? touch_target() : height > 0 ? height : ImGui::GetFrameHeight();
  }
  // True when tapped.
  bool button(const std::string& label, const std::string& id, bool on) {
    if (column_++ % columns_) {
      ImGui::SameLine();
    } else {
      skip_opening_tap(row_height_);
    }
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, colors::kAccent);
    const std::string text = label + "##" + id;
    const bool tapped =
        fitted_button(text.c_str(), ImVec2(width_, height_ < 0 ? touch_target() : height_));
    if (on) ImGui::PopStyleColor();
    tap_targets().add_last_item(id.c_str());
    return tapped;
  }

 private:
  int columns_;
  float height_;
  float width_ = 0;
  float row_height_ = 0;
  int column_ = 0;
};

}  // namespace

void control_grid(const session::ClockControls& controls, session::ClockIntent& tapped, int columns,
                  float height) {
  ControlGrid grid(columns, height);
  for (const session::ClockControl& c : controls) {
    if (grid.button(c.label, session::intent_id(c.intent), c.on)) tapped = c.intent;
  }
}

void control_grid(const session::AppControls& controls, session::AppIntent& tapped, int columns,
                  float height) {
  ControlGrid grid(columns, height);
  for (const session::AppControl& c : controls) {
    if (grid.button(c.label, session::intent_id(c.intent), false)) tapped = c.intent;
  }
}

bool toggle_control(const session::ClockControl& control) {
  return toggle_button(control.label.c_str(), session::intent_id(control.intent).c_str(),
                       control.on);
}

void send_hold(session::ClockSession& session, bool released, session::ClockAction held,
               const session::ClockIntent& key, const session::FrameInput& input,
               session::FrameOutput& output) {
  using session::ClockAction;
  if (released && !input.pointer_press && !ImGui::IsMouseReleased(ImGuiMouseButton_Left)) {
    session.apply(key, input.now);  // keyboard navigation's activation
    return;
  }
  if (ImGui::IsItemActivated()) {
    session.tap({ClockAction::kHoldStart, {}, static_cast<std::int32_t>(held)}, tap_time(input));
  }
  if (released) {
    session.tap({held}, input.now);
  } else if (ImGui::IsItemDeactivated()) {
    session.apply({ClockAction::kHoldCancel}, input.now);
  } else if (ImGui::IsItemActive()) {
    // The fill grows from the left as the hold goes on, one frame at a time until it is full.
    const float part = session.hold_progress(held, input.now);
    const ImVec2 min = ImGui::GetItemRectMin();
    const ImVec2 max = ImGui::GetItemRectMax();
    ImVec4 fill = colors::kWarning;
    fill.w *= 0.45f;
    ImGui::GetWindowDrawList()->AddRectFilled(min, ImVec2(min.x + (max.x - min.x) * part, max.y),
                                              ImGui::GetColorU32(fill),
                                              ImGui::GetStyle().FrameRounding);
    if (part < 1) output.redraw_by(input.now + 16);
  }
}

session::EpochMillis tap_time(const session::FrameInput& input) {
  return input.pointer_down_at.value_or(input.now);
}

void send(session::ClockSession& session, const session::ClockIntent& intent,
          const session::FrameInput& input) {
  if (intent.action == session::ClockAction::kNone) return;
  if (input.pointer_press) {
    session.tap(intent, tap_time(input));
  } else {
    session.apply(intent, tap_time(input));
  }
}

bool toggle_button(const char* label, const char* target, bool on) {
  skip_opening_tap(touch_target());
  const std::string text = std::string(on ? "\xE2\x9C\x93 " : "+ ") + label;
  if (on) ImGui::PushStyleColor(ImGuiCol_Button, colors::kAccent);
  const bool pressed =
      ImGui::Button(text.c_str(), ImVec2(ImGui::GetContentRegionAvail().x, touch_target()));
  if (on) ImGui::PopStyleColor();
  tap_targets().add_last_item(target);
  return pressed;
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
  return words::format<words::Msg::kClockSheetTimes>(
      clock::format_remaining(session.remaining(chess::Color::White, now), format),
      clock::format_remaining(session.remaining(chess::Color::Black, now), format));
}

}  // namespace flagfall::ui
