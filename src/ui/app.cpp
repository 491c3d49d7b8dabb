#include "ui/app.h"

#include <imgui.h>

#include "ui/home_screen.h"
#include "ui/placeholder_screen.h"
#include "ui/tap_targets.h"

namespace flagfall::ui {

const char* screen_id(Screen screen) {
  switch (screen) {
    case Screen::Home: return "home";
    case Screen::Clock: return "clock";
    case Screen::Trainer: return "trainer";
  }
  return "unknown";
}

void App::draw() {
  tap_targets().clear();
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(viewport->WorkPos);
  ImGui::SetNextWindowSize(viewport->WorkSize);
  constexpr ImGuiWindowFlags kFullScreen = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                           ImGuiWindowFlags_NoSavedSettings |
                                           ImGuiWindowFlags_NoBringToFrontOnFocus;
  ImGui::Begin("Flagfall", nullptr, kFullScreen);
  switch (screen_) {
    case Screen::Home:
      screen_ = draw_home_screen();
      break;
    case Screen::Clock:
      screen_ = draw_placeholder_screen(Screen::Clock, "Clock",
                                        "The two-player clock is being built. Nothing here yet.");
      break;
    case Screen::Trainer:
      screen_ = draw_placeholder_screen(Screen::Trainer, "Trainer",
                                        "The rules trainer is being built. Nothing here yet.");
      break;
  }
  ImGui::End();
}

}  // namespace flagfall::ui
