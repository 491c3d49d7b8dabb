// "More": the game record, the set-up link, swap sides, sound, tenths, the light theme, the
// landscape halves' turn, the director's panel (held for a second; once the game has started) and a
// new game. On a screen wider than tall the buttons go two to a row, so the sheet fits without
// scrolling.
#include "ui/clock/sheets/sheets.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"

namespace flagfall::ui {
namespace {

// Buttons in rows of `columns`.
class ButtonGrid {
 public:
  ButtonGrid() {
    const ImVec2 screen = ImGui::GetMainViewport()->WorkSize;
    columns_ = screen.x > screen.y ? 2 : 1;
    const float inner = ImGui::GetContentRegionAvail().x;
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    width_ = (inner - gap * static_cast<float>(columns_ - 1)) / static_cast<float>(columns_);
  }
  bool button(const char* label, const char* target) {
    if (placed_++ % columns_ != 0) ImGui::SameLine();
    const bool pressed = ImGui::Button(label, ImVec2(width_, touch_target()));
    tap_targets().add_last_item(target);
    return pressed;
  }
  void new_row() { placed_ = 0; }

 private:
  int columns_ = 1;
  float width_ = 0;
  int placed_ = 0;
};

}  // namespace

void draw_clock_menu(ClockSession& session, const FrameInput& input) {
  const session::ClockSettings& settings = session.settings();
  ButtonGrid grid;
  if (grid.button("Game record", "menu.record")) session.open_record();
  if (grid.button("Set-up link and QR code", "menu.link")) session.open_setup_link_sheet();
  if (grid.button("Swap sides", "menu.swap")) session.swap_sides();
  if (grid.button(settings.sound ? "Sound: on" : "Sound: off", "menu.sound"))
    session.toggle_sound();
  if (grid.button(settings.tenths ? "Tenths under 20 s: on" : "Tenths under 20 s: off",
                  "menu.tenths")) {
    session.toggle_tenths();
  }
  if (grid.button(settings.light ? "Light theme: on" : "Light theme: off", "menu.light")) {
    session.toggle_light();
  }
  if (grid.button(settings.turn_halves ? "Landscape: halves turned" : "Landscape: side view",
                  "menu.turn")) {
    session.toggle_turn_halves();
  }
  // The director's panel opens only after the button is held for a second: the release counts,
  // timed from the touch that began it. Only once the game has started: before it the director
  // has nothing to rule on.
  if (session.started()) {
    const bool released = grid.button("Director's panel (hold 1 s)", "menu.director");
    if (released) session.open_director(input.pointer_down_at.value_or(input.now), input.now);
  }
  ImGui::PushStyleColor(ImGuiCol_Text, colors::kWarning);
  const bool reset = grid.button("New game\xE2\x80\xA6", "menu.reset");
  ImGui::PopStyleColor();
  if (reset) session.ask_new_game();
  if (!session.notice().empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, colors::kWarning);
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(session.notice().c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
    grid.new_row();
  }
  if (grid.button("Close", "menu.close")) session.close_sheet();
}

}  // namespace flagfall::ui
