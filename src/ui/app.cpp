#include "ui/app.h"

#include <imgui.h>

#include "ui/home_screen.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"

namespace flagfall::ui {

FrameOutput App::draw(const FrameInput& input) {
  tap_targets().clear();
  const bool light = session_.clock().settings().light;
  if (light != light_theme_) {
    light_theme_ = light;
    apply_theme(light);
  }
  FrameOutput output;
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(viewport->WorkPos);
  ImGui::SetNextWindowSize(viewport->WorkSize);
  constexpr ImGuiWindowFlags kFullScreen = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                           ImGuiWindowFlags_NoSavedSettings |
                                           ImGuiWindowFlags_NoBringToFrontOnFocus;
  ImGui::Begin("Flagfall", nullptr, kFullScreen);
  session_.before_frame(input.now);
  switch (session_.screen()) {
    case session::Destination::kHome:
      draw_home_screen(session_.home());
      break;
    case session::Destination::kClock:
      clock_screen_.draw(input, output);
      break;
    case session::Destination::kTrainer:
      trainer_screen_.draw(input, output);
      break;
  }
  session_.after_frame(input.now);
  ImGui::End();
  if (auto request = session_.home().take_page_request()) output.page_request = request;
  return output;
}

}  // namespace flagfall::ui
