#include "ui/app.h"

#include <imgui.h>
#include <imgui_internal.h>

#include "ui/home_screen.h"
#include "ui/storage_banner.h"
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
  // A storage notice takes the foot of the screen; the screen on show is drawn above it.
  const auto notice = session_.storage_notice();
  const float banner = StorageBanner::height(notice ? &*notice : nullptr);
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(viewport->WorkPos);
  ImGui::SetNextWindowSize(ImVec2(viewport->WorkSize.x, viewport->WorkSize.y - banner));
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
      // Another tab's game: shown, never pressed (the session refuses its keys too).
      ImGui::BeginDisabled(session_.clock_view_only());
      clock_screen_.draw(input, output);
      ImGui::EndDisabled();
      break;
    case session::Destination::kTrainer:
      trainer_screen_.draw(input, output);
      break;
  }
  session_.after_frame(input.now);
  ImGui::End();
  if (notice) session_.apply(StorageBanner::draw(*notice, banner));
  if (session_.silent()) {
    output.sounds.clear();
    output.vibrations.clear();
  }
  if (auto request = session_.home().take_page_request()) output.page_request = request;
  if (auto request = session_.take_page_request()) output.page_request = request;
  // A sheet's backdrop is dimmed whole at once: ImGui fades it in over about 170 ms of its own
  // frames, but the loop stops a few frames after input, which left it half-dimmed.
  if (ImGui::GetTopMostPopupModal() != nullptr) GImGui->DimBgRatio = 1.0f;
  return output;
}

}  // namespace flagfall::ui
