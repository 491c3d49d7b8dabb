// "More": the game record, the set-up link, swap sides, sound, tenths, the light theme, the
// landscape halves' turn, the director's panel (held for a second, or pressed twice; once the game
// has started) and a new game (session::menu_controls). On a screen wider than tall the buttons
// go two to a row, so the sheet fits without scrolling.
#include "ui/clock/sheets/sheet_widgets.h"
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
  ButtonGrid grid;
  std::string tapped;
  for (const session::Control& c : session::menu_controls(session)) {
    const bool reset = c.intent == "menu.reset";
    const bool close = c.intent == "menu.close";
    if (close && !session.notice().empty()) {
      ImGui::PushStyleColor(ImGuiCol_Text, colors::kWarning);
      ImGui::PushTextWrapPos(0);
      ImGui::TextUnformatted(session.notice().c_str());
      ImGui::PopTextWrapPos();
      ImGui::PopStyleColor();
      grid.new_row();
    }
    if (reset) ImGui::PushStyleColor(ImGuiCol_Text, colors::kWarning);
    if (grid.button(c.label.c_str(), c.intent.c_str())) tapped = c.intent;
    if (reset) ImGui::PopStyleColor();
  }
  // The director's panel opens only after the button is held for a second: the release counts,
  // timed from the touch that began it (or pressed twice, session::ClockSession::open_director).
  if (tapped == "menu.director") {
    session.open_director(tap_time(input), input.now);
  } else if (!tapped.empty()) {
    session.activate(tapped, tap_time(input));
  }
}

}  // namespace flagfall::ui
