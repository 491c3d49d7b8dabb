#include "ui/widgets.h"

#include <imgui.h>
#include <imgui_internal.h>  // ClearActiveID: a tap that became a drag is cancelled

#include <algorithm>
#include <cfloat>
#include <string>
#include <string_view>

#include "ui/fonts.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"

namespace flagfall::ui {

void centered_text(ImFont* font, const char* text) {
  ImGui::PushFont(font);
  const float text_width = ImGui::CalcTextSize(text).x;
  const float available = ImGui::GetContentRegionAvail().x;
  if (text_width <= available) {
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (available - text_width) / 2);
    ImGui::TextUnformatted(text);
  } else {
    // Too wide for one line (a longer language, a phone's width): on several, not cut.
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(text);
    ImGui::PopTextWrapPos();
  }
  ImGui::PopFont();
}

bool big_button(const char* title, const char* description, float width, float height,
                bool centred) {
  const float available = ImGui::GetContentRegionAvail().x;
  if (centred && width < available)
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (available - width) / 2);
  const ImVec2 top_left = ImGui::GetCursorScreenPos();
  const ImVec2 size(width, height > 0 ? height : touch_target() * 2);
  ImGui::PushID(title);
  const bool tapped = ImGui::InvisibleButton("##big", size);
  ImGui::PopID();
  const bool held = ImGui::IsItemActive();
  const bool hovered = ImGui::IsItemHovered();

  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec4 fill = held ? colors::kAccent : hovered ? colors::kAccentHover : colors::kPanel;
  const ImVec2 bottom_right(top_left.x + size.x, top_left.y + size.y);
  draw->AddRectFilled(top_left, bottom_right, ImGui::GetColorU32(fill), 12.0f);
  draw->AddRect(top_left, bottom_right, ImGui::GetColorU32(colors::kAccent), 12.0f, 0, 2.0f);

  ImFont* title_font = Fonts::title_for(title);
  ImFont* body_font = Fonts::body();
  const float scale = ImGui::GetIO().FontGlobalScale;
  const float title_size = title_font->FontSize * scale;
  const float body_size = body_font->FontSize * scale;
  const float gap = 4.0f;
  const float text_top = top_left.y + (size.y - title_size - gap - body_size) / 2;
  const float title_width = title_font->CalcTextSizeA(title_size, FLT_MAX, 0, title).x;
  const float body_width = body_font->CalcTextSizeA(body_size, FLT_MAX, 0, description).x;
  if (title_width > width - 8) tap_targets().note_cut_label(title);
  if (body_width > width - 8) tap_targets().note_cut_label(description);
  draw->AddText(title_font, title_size, ImVec2(top_left.x + (width - title_width) / 2, text_top),
                ImGui::GetColorU32(colors::kText), title);
  draw->AddText(body_font, body_size,
                ImVec2(top_left.x + (width - body_width) / 2, text_top + title_size + gap),
                ImGui::GetColorU32(colors::kTextDim), description);
  return tapped;
}

namespace {

// `label` on two lines, broken at the space nearest the middle of what it shows (an ImGui label
// may end in "##" and an id, which stays at the end); unchanged if it shows no space.
std::string in_two_lines(std::string_view label) {
  const std::size_t shown = std::min(label.find("##"), label.size());
  const auto off_middle = [&](std::size_t at) {
    return at > shown / 2 ? at - shown / 2 : shown / 2 - at;
  };
  std::size_t best = std::string_view::npos;
  for (std::size_t i = 0; i < shown; ++i) {
    if (label[i] == ' ' && (best == std::string_view::npos || off_middle(i) < off_middle(best)))
      best = i;
  }
  std::string lines(label);
  if (best != std::string_view::npos) lines[best] = '\n';
  return lines;
}

}  // namespace

bool fitted_button(const char* label, ImVec2 size) {
  // Smaller than 0.6 of the body's size is too small to read at arm's length (in a larger font,
  // classroom mode's, a smaller share of it).
  const float kSmallest = 0.6f * Fonts::body()->FontSize / ImGui::GetFont()->FontSize;
  // The size the caller set (SetWindowFontScale), which the label is measured at and kept to.
  const float base = ImGui::GetCurrentWindow()->FontWindowScale;
  const ImVec2 padding = ImGui::GetStyle().FramePadding;
  const float room = size.x - 2 * padding.x;
  std::string text = label;
  ImVec2 natural = ImGui::CalcTextSize(label, nullptr, true);
  if (natural.x * kSmallest > room * base) {
    // Too wide even at the smallest size: on two lines.
    text = in_two_lines(label);
    natural = ImGui::CalcTextSize(text.c_str(), nullptr, true);
  }
  // A height of 0 is the label's own (ImGui sizes the button to it): only the width binds.
  const float fits_height = size.y > 0 ? (size.y - 2 * padding.y) / natural.y : 1.0f;
  const float scale = base * std::min({1.0f, room / natural.x, fits_height});
  if (scale < kSmallest) tap_targets().note_cut_label(label);
  ImGui::SetWindowFontScale(std::max(kSmallest, scale));
  const bool pressed = ImGui::Button(text.c_str(), size);
  ImGui::SetWindowFontScale(base);
  return pressed;
}

void drag_to_scroll(bool upside_down) {
  const ImGuiIO& io = ImGui::GetIO();
  if (!ImGui::IsWindowHovered(ImGuiHoveredFlags_AllowWhenBlockedByActiveItem |
                              ImGuiHoveredFlags_ChildWindows))
    return;
  if (!ImGui::IsMouseDragging(ImGuiMouseButton_Left, 10.0f)) return;
  const float moved = upside_down ? -io.MouseDelta.y : io.MouseDelta.y;
  if (moved != 0) ImGui::SetScrollY(ImGui::GetScrollY() - moved);
  if (ImGui::GetActiveID() != 0) ImGui::ClearActiveID();
}

}  // namespace flagfall::ui
