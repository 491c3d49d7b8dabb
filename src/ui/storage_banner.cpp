#include "ui/storage_banner.h"

#include <algorithm>

#include <imgui.h>

#include "ui/tap_targets.h"
#include "ui/theme.h"

namespace flagfall::ui {
namespace {

constexpr float kPad = 10.0f;

float actions_width(const session::StorageNotice& notice) {
  float widest = 0;
  for (const session::AppControl& action : notice.actions)
    widest = std::max(widest, ImGui::CalcTextSize(action.label.c_str()).x);
  return widest + 2 * ImGui::GetStyle().FramePadding.x + 8;
}

float text_width(const session::StorageNotice& notice) {
  return ImGui::GetMainViewport()->WorkSize.x - actions_width(notice) - 3 * kPad;
}

}  // namespace

float StorageBanner::height(const session::StorageNotice* notice) {
  if (notice == nullptr) return 0;
  const float text =
      ImGui::CalcTextSize(notice->text.c_str(), nullptr, false, text_width(*notice)).y;
  const float gap = ImGui::GetStyle().ItemSpacing.y;
  const auto count = static_cast<float>(notice->actions.size());
  const float actions = count * touch_target() + (count - 1) * gap;
  return std::max(text, actions) + 2 * kPad;
}

session::AppIntent StorageBanner::draw(const session::StorageNotice& notice, float height) {
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(
      ImVec2(viewport->WorkPos.x, viewport->WorkPos.y + viewport->WorkSize.y - height));
  ImGui::SetNextWindowSize(ImVec2(viewport->WorkSize.x, height));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, colors::kPanel);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(kPad, kPad));
  ImGui::Begin("storage", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoScrollWithMouse);
  const float words = text_width(notice);
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + words);
  ImGui::PushStyleColor(ImGuiCol_Text, colors::kWarning);
  ImGui::TextUnformatted(notice.text.c_str());
  ImGui::PopStyleColor();
  ImGui::PopTextWrapPos();
  session::AppIntent tapped;
  const float x = kPad + words + kPad;
  ImGui::SetCursorPos(ImVec2(x, kPad));
  ImGui::PushStyleColor(ImGuiCol_Button, colors::kAccent);
  for (const session::AppControl& action : notice.actions) {
    ImGui::SetCursorPosX(x);
    const std::string id = session::intent_id(action.intent);
    const std::string label = action.label + "##" + id;
    if (ImGui::Button(label.c_str(), ImVec2(actions_width(notice), touch_target())))
      tapped = action.intent;
    tap_targets().add_last_item(id.c_str());
  }
  ImGui::PopStyleColor();
  ImGui::End();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor();
  return tapped;
}

}  // namespace flagfall::ui
