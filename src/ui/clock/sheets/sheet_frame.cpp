#include "ui/clock/sheets/sheet_frame.h"

#include <imgui_internal.h>  // GetCurrentWindowRead: the sheet's rectangle while it is drawn

#include <algorithm>
#include <utility>

#include "ui/rotation.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"
#include "ui/widgets.h"

namespace flagfall::ui {
namespace {

constexpr float kTapMargin = 16.0f;  // how far from a control the opening tap stays

// The sheet being drawn, for skip_opening_tap(): its placement, where the tap that opened it is
// in the sheet's own (upright) frame, and the rows of controls so far.
struct OpeningGuard {
  SheetPlacement* placement = nullptr;
  std::optional<ImVec2> tap;
  int row = 0;
};
OpeningGuard g_guard;

// The top of a sheet that is not centred once its size is known: centred as it was, with room kept
// for the gap, and on the screen.
float placed_top(const SheetPlacement& p, bool tapped, ImVec2 centre) {
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  const float lowest = viewport->WorkPos.y + 12;
  const float bottom = viewport->WorkPos.y + viewport->WorkSize.y - 12;
  const float reserve = tapped ? ImGui::GetFrameHeight() + 2 * kTapMargin + 24 : 0;
  const float top = centre.y - (p.size.y + reserve) / 2;
  return std::clamp(top, lowest, std::max(lowest, bottom - p.size.y - reserve));
}

}  // namespace

std::optional<ImVec2> opening_tap() {
  return g_guard.placement ? g_guard.tap : std::nullopt;
}

void skip_opening_tap(float height) {
  if (g_guard.placement == nullptr || !g_guard.tap) return;
  SheetPlacement& p = *g_guard.placement;
  const int row = g_guard.row++;
  if (p.frames < 2 || p.gap_before == -1) return;  // not placed yet, or nothing under the tap
  if (p.gap_before == -2) {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const ImGuiWindow* window = ImGui::GetCurrentWindowRead();
    const ImVec2& tap = *g_guard.tap;
    const bool under = tap.y >= at.y - kTapMargin && tap.y <= at.y + height + kTapMargin &&
                       tap.x >= window->Pos.x && tap.x <= window->Pos.x + window->Size.x;
    if (!under) return;
    p.gap_before = row;
    // Down to a margin below the tap. The sheet does not move for it: its top is fixed, or it
    // fills the screen's height.
    p.gap = std::max(1.0f, tap.y + kTapMargin - at.y);
  }
  if (row == p.gap_before) ImGui::Dummy(ImVec2(1, p.gap));
}

ImVec2 work_area_centre() {
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  return ImVec2(viewport->WorkPos.x + viewport->WorkSize.x / 2,
                viewport->WorkPos.y + viewport->WorkSize.y / 2);
}

bool phone_on_its_side() {
  const ImVec2 screen = ImGui::GetMainViewport()->WorkSize;
  return screen.x > screen.y && screen.y < 520;
}

SheetFrame::SheetFrame(const char* name, bool turned, float wide_width, SheetPlacement* placement)
    : turned_(turned), placement_(placement) {
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
  // The phone turned with the sheet open: the opening tap's spot means nothing on the new screen,
  // and its gap (a row pushed down) could push controls off it. Laid out afresh, without it.
  if (placement_ && placement_->viewport.x != viewport->WorkSize.x) {
    if (placement_->viewport.x > 0)
      placement_->open(placement_->key, std::nullopt, placement_->full_height);
    placement_->viewport = viewport->WorkSize;
  }
  // A phone's width; wider on a screen wider than tall, where height is short.
  const bool wide = viewport->WorkSize.x > viewport->WorkSize.y;
  const float width = std::min(viewport->WorkSize.x - 24, wide ? wide_width : 440.0f);
  // The opening tap as the sheet's own frame has it (a turned sheet is laid out upright).
  std::optional<ImVec2> tap;
  if (placement_ && placement_->opening)
    tap = turned_ ? turned_point(*placement_->opening, centre) : *placement_->opening;
  // A sheet that faces the far player stays centred so that it turns onto itself, and fills the
  // screen's height so that a gap in it does not move it.
  const bool fill = turned_ || (placement_ && placement_->full_height);
  const bool centred = fill;
  if (placement_ && placement_->frames >= 2 && !centred) {
    if (placement_->frames == 2) placement_->top = placed_top(*placement_, tap.has_value(), centre);
    ImGui::SetNextWindowPos(ImVec2(centre.x, placement_->top), ImGuiCond_Always, ImVec2(0.5f, 0));
  } else {
    ImGui::SetNextWindowPos(centre, ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  }
  const float tallest = viewport->WorkSize.y - 24;
  ImGui::SetNextWindowSizeConstraints(ImVec2(width, fill ? tallest : 0), ImVec2(width, tallest));
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
  if (open_ && placement_) g_guard = OpeningGuard{placement_, tap, 0};
}

SheetFrame::~SheetFrame() {
  if (open_) {
    // A sheet taller than the screen (a phone on its side) scrolls under the finger.
    drag_to_scroll(turned_);
    if (placement_) {
      SheetPlacement& p = *placement_;
      p.size = ImGui::GetWindowSize();
      const ImVec2 min = ImGui::GetWindowPos();
      const ImVec2 max(min.x + p.size.x, min.y + p.size.y);
      const ImVec2 centre = work_area_centre();
      p.screen_min = turned_ ? turned_point(max, centre) : min;
      p.screen_max = turned_ ? turned_point(min, centre) : max;
      if (p.frames == 2 && p.gap_before == -2) p.gap_before = -1;  // no row lay under the tap
      ++p.frames;
    }
    g_guard = OpeningGuard{};
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
