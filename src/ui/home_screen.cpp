#include "ui/home_screen.h"

#include <imgui.h>

#include "ui/fonts.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"
#include "ui/widgets.h"

namespace flagfall::ui {

void draw_home_screen(session::HomeSession& home) {
  const float width = ImGui::GetContentRegionAvail().x;
  ImGui::Dummy(ImVec2(0, spacing() * 2));
  centered_text(Fonts::title(), "Flagfall");
  centered_text(
      Fonts::body(),
      "\xE2\x99\x94 \xE2\x99\x9B  Blitz clock and rules trainer  \xE2\x99\x9E \xE2\x99\x9F");
  ImGui::Dummy(ImVec2(0, spacing() * 2));

  const float button_width = width > 520 ? 520 : width;
  if (big_button("Clock", "A two-player tournament clock", button_width)) home.open_clock();
  tap_targets().add_last_item("home.clock");
  ImGui::Dummy(ImVec2(0, spacing()));
  if (big_button("Trainer", "Blitz rules, ruled by the arbiter", button_width)) home.open_trainer();
  tap_targets().add_last_item("home.trainer");
}

Screen screen_of(session::Destination destination) {
  switch (destination) {
    case session::Destination::kHome:
      break;
    case session::Destination::kClock:
      return Screen::Clock;
    case session::Destination::kTrainer:
      return Screen::Trainer;
  }
  return Screen::Home;
}

}  // namespace flagfall::ui
