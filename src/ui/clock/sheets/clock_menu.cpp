// "More": the game record, the set-up link, swap sides, sound, tenths, the light theme, the
// landscape halves' turn, the low-time warning, the press feedback, the director's panel (held for
// a second, or pressed twice; once the game has started) and a new game (session::menu_controls).
// On a screen wider than tall the buttons go two to a row, three on a phone on its side, so the
// sheet fits without scrolling; upright two to a row too once the game has started, so the
// running half shows beside it.
#include <algorithm>
#include <cmath>

#include "ui/clock/sheets/sheet_frame.h"
#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/clock/sheets/sheets.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"

namespace flagfall::ui {
namespace {

// Buttons in rows of `columns`.
class ButtonGrid {
 public:
  explicit ButtonGrid(std::size_t count) {
    const ImVec2 screen = ImGui::GetMainViewport()->WorkSize;
    // Three to a row on a phone on its side (the sheet is wide there), so all fit its height;
    // upright two to a row once the game has started (13 buttons, the director's panel among
    // them), so the running half keeps room beside the sheet for its player's press.
    columns_ = phone_on_its_side() ? 3 : screen.x > screen.y || count > 12 ? 2 : 1;
    const float inner = ImGui::GetContentRegionAvail().x;
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    width_ = (inner - gap * static_cast<float>(columns_ - 1)) / static_cast<float>(columns_);
    // Upright, a little lower than a thumb's 48 px if need be (not under 44), so the sheet with
    // the gap kept for the tap that opened it still fits the screen.
    const float rows = std::ceil(static_cast<float>(count) / static_cast<float>(columns_));
    const float room = screen.y - 24 - 64 - (touch_target() + 32);
    height_ = std::clamp(room / rows - ImGui::GetStyle().ItemSpacing.y, 44.0f, touch_target());
  }
  bool button(const std::string& label, const std::string& target) {
    if (placed_++ % columns_ != 0) {
      ImGui::SameLine();
    } else {
      skip_opening_tap(height_);
    }
    const bool pressed = fitted_button(label.c_str(), ImVec2(width_, height_));
    tap_targets().add_last_item(target.c_str());
    return pressed;
  }
  void new_row() { placed_ = 0; }

 private:
  int columns_ = 1;
  float width_ = 0;
  float height_ = 48;
  int placed_ = 0;
};

}  // namespace

void draw_clock_menu(ClockSession& session, const FrameInput& input, FrameOutput& output) {
  const session::ClockControls controls = session::menu_controls(session);
  ButtonGrid grid(controls.size());
  session::ClockIntent tapped;
  for (const session::ClockControl& c : controls) {
    const bool reset = c.intent.action == session::ClockAction::kAskNewGame;
    const bool close = c.intent.action == session::ClockAction::kMenuClose;
    if (close && !session.notice().empty()) {
      ImGui::PushStyleColor(ImGuiCol_Text, colors::kWarning);
      ImGui::PushTextWrapPos(0);
      ImGui::TextUnformatted(session.notice().c_str());
      ImGui::PopTextWrapPos();
      ImGui::PopStyleColor();
      grid.new_row();
    }
    if (reset) ImGui::PushStyleColor(ImGuiCol_Text, colors::kWarning);
    const bool released = grid.button(c.label, session::intent_id(c.intent));
    if (reset) ImGui::PopStyleColor();
    // The director's panel opens only after the button is held for a second (or pressed twice).
    if (c.intent.action == session::ClockAction::kDirector) {
      send_hold(session, released, c.intent.action, c.intent, input, output);
    } else if (released) {
      tapped = c.intent;
    }
  }
  send(session, tapped, input);
}

}  // namespace flagfall::ui
