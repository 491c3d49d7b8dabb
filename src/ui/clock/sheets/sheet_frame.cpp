#include "ui/clock/sheets/sheet_frame.h"

#include <algorithm>
#include <utility>

#include "ui/rotation.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"
#include "ui/widgets.h"

namespace flagfall::ui {

ImVec2 work_area_centre() {
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  return ImVec2(viewport->WorkPos.x + viewport->WorkSize.x / 2,
                viewport->WorkPos.y + viewport->WorkSize.y / 2);
}

bool phone_on_its_side() {
  const ImVec2 screen = ImGui::GetMainViewport()->WorkSize;
  return screen.x > screen.y && screen.y < 520;
}

SheetFrame::SheetFrame(const char* name, bool turned, float wide_width) : turned_(turned) {
  if (!ImGui::IsPopupOpen(name)) ImGui::OpenPopup(name);
  const ImVec2 centre = work_area_centre();
  ImGuiIO& io = ImGui::GetIO();
  mouse_ = io.MousePos;
  clicked_ = io.MouseClickedPos[0];
  if (turned_) {
    if (ImGui::IsMousePosValid(&mouse_)) io.MousePos = turned_point(mouse_, centre);
    io.MouseClickedPos[0] = turned_point(clicked_, centre);
    tap_targets().turn_about(std::pair(centre.x, centre.y));
  }

  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  // A phone's width; wider on a screen wider than tall, where height is short.
  const bool wide = viewport->WorkSize.x > viewport->WorkSize.y;
  const float width = std::min(viewport->WorkSize.x - 24, wide ? wide_width : 440.0f);
  ImGui::SetNextWindowPos(centre, ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0), ImVec2(width, viewport->WorkSize.y - 24));
  constexpr ImGuiWindowFlags kPopup = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                      ImGuiWindowFlags_NoSavedSettings |
                                      ImGuiWindowFlags_AlwaysAutoResize;
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(12, 12));
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(8, 8));
  ImGui::PushStyleColor(ImGuiCol_TitleBgActive, colors::kPanel);
  ImGui::PushStyleColor(ImGuiCol_TitleBg, colors::kPanel);
  open_ = ImGui::BeginPopupModal(name, nullptr, kPopup);
  ImGui::PopStyleColor(2);
  ImGui::PopStyleVar(2);
}

SheetFrame::~SheetFrame() {
  if (open_) {
    // A sheet taller than the screen (a phone on its side) scrolls under the finger.
    drag_to_scroll(turned_);
    if (close_) ImGui::CloseCurrentPopup();
    if (turned_) turn_window_upside_down(ImGui::GetWindowDrawList(), work_area_centre());
    ImGui::EndPopup();
  }
  if (turned_) {
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = mouse_;
    io.MouseClickedPos[0] = clicked_;
    tap_targets().turn_about(std::nullopt);
  }
}

}  // namespace flagfall::ui
