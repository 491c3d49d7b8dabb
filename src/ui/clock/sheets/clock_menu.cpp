// "More": the game record, the set-up link, swap sides, sound, tenths, the landscape halves' turn,
// the director's panel (held for a second) and a new game.
#include "ui/clock/sheets/sheets.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"

namespace flagfall::ui {

void draw_clock_menu(ClockSession& session, const FrameInput& input) {
  const session::ClockSettings& settings = session.settings();
  const float inner = ImGui::GetContentRegionAvail().x;
  if (ImGui::Button("Game record", ImVec2(inner, touch_target()))) session.open_record();
  tap_targets().add_last_item("menu.record");
  if (ImGui::Button("Set-up link and QR code", ImVec2(inner, touch_target())))
    session.open_setup_link_sheet();
  tap_targets().add_last_item("menu.link");
  if (ImGui::Button("Swap sides", ImVec2(inner, touch_target()))) session.swap_sides();
  tap_targets().add_last_item("menu.swap");
  if (ImGui::Button(settings.sound ? "Sound: on" : "Sound: off", ImVec2(inner, touch_target())))
    session.toggle_sound();
  tap_targets().add_last_item("menu.sound");
  if (ImGui::Button(settings.tenths ? "Tenths under 20 s: on" : "Tenths under 20 s: off",
                    ImVec2(inner, touch_target()))) {
    session.toggle_tenths();
  }
  tap_targets().add_last_item("menu.tenths");
  if (ImGui::Button(settings.turn_halves ? "Landscape: each half faces its player"
                                         : "Landscape: read from the side",
                    ImVec2(inner, touch_target()))) {
    session.toggle_turn_halves();
  }
  tap_targets().add_last_item("menu.turn");
  // The director's panel opens only after the button is held for a second: the release counts,
  // timed from the touch that began it.
  ImGui::BeginDisabled(!session.started());
  const bool released = ImGui::Button("Director's panel (hold 1 s)", ImVec2(inner, touch_target()));
  ImGui::EndDisabled();
  tap_targets().add_last_item("menu.director");
  if (released) session.open_director(input.pointer_down_at.value_or(input.now), input.now);
  if (!session.notice().empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, colors::kWarning);
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(session.notice().c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
  }
  ImGui::PushStyleColor(ImGuiCol_Text, colors::kWarning);
  if (ImGui::Button("New game\xE2\x80\xA6", ImVec2(inner, touch_target()))) session.ask_new_game();
  ImGui::PopStyleColor();
  tap_targets().add_last_item("menu.reset");
  if (ImGui::Button("Close", ImVec2(inner, touch_target()))) session.close_sheet();
  tap_targets().add_last_item("menu.close");
}

}  // namespace flagfall::ui
