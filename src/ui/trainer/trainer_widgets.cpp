#include "ui/trainer/trainer_widgets.h"

#include <algorithm>

#include <imgui_internal.h>  // the window's clip rect

#include "ui/fonts.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"

namespace flagfall::ui {

void publish_if_visible(const char* id) {
  const ImGuiWindow* window = ImGui::GetCurrentWindowRead();
  const ImRect clip = window->ClipRect;
  const ImVec2 min = ImGui::GetItemRectMin();
  const ImVec2 max = ImGui::GetItemRectMax();
  if (min.y < clip.Min.y - 0.5f || max.y > clip.Max.y + 0.5f) return;
  if (min.x < clip.Min.x - 0.5f || max.x > clip.Max.x + 0.5f) return;
  tap_targets().add_last_item(id);
}

void publish_if_visible(const std::string& id) {
  publish_if_visible(id.c_str());
}

void publish_if_visible(const session::TrainerIntent& intent) {
  publish_if_visible(session::intent_id(intent));
}

namespace {
constexpr float kButtonPad = 12.0f;
constexpr float kChipPad = 8.0f;
}  // namespace

float wrapped_button_height(const std::string& text, float width) {
  const ImVec2 extent = ImGui::GetFont()->CalcTextSizeA(ImGui::GetFontSize(), FLT_MAX,
                                                        width - 2 * kButtonPad, text.c_str());
  return std::max(touch_target() + 4, extent.y + 2 * kButtonPad);
}

float paragraph_height(const std::string& text, float width) {
  return ImGui::CalcTextSize(text.c_str(), nullptr, false, width).y;
}

bool wrapped_button(const char* imgui_id, const std::string& text, float width, ImU32 fill,
                    ImU32 border, ImU32 text_colour) {
  ImFont* font = ImGui::GetFont();  // the body, or the classroom's titles font
  const float size = ImGui::GetFontSize();
  const float pad = kButtonPad;
  const float wrap = width - 2 * pad;
  const ImVec2 extent = font->CalcTextSizeA(size, FLT_MAX, wrap, text.c_str());
  const float height = wrapped_button_height(text, width);
  const ImVec2 top_left = ImGui::GetCursorScreenPos();
  const bool tapped = ImGui::InvisibleButton(imgui_id, ImVec2(width, height));
  const bool held = ImGui::IsItemActive();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 bottom_right(top_left.x + width, top_left.y + height);
  draw->AddRectFilled(top_left, bottom_right,
                      held ? ImGui::GetColorU32(colors::kAccentHover) : fill, 10.0f);
  draw->AddRect(top_left, bottom_right, border, 10.0f, 0, 2.0f);
  draw->AddText(font, size, ImVec2(top_left.x + pad, top_left.y + (height - extent.y) / 2),
                text_colour, text.c_str(), nullptr, wrap);
  return tapped;
}

bool fit_button(const char* imgui_id, const std::string& label, bool on, float width,
                float height) {
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const bool tapped = ImGui::InvisibleButton(imgui_id, ImVec2(width, height));
  const bool held = ImGui::IsItemActive();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec4& fill = held ? colors::kAccentHover : on ? colors::kAccent : colors::kPanel;
  draw->AddRectFilled(at, ImVec2(at.x + width, at.y + height), ImGui::GetColorU32(fill), 8.0f);
  ImFont* font = ImGui::GetFont();  // the body, or the classroom's titles font
  float size = ImGui::GetFontSize();
  ImVec2 extent = font->CalcTextSizeA(size, FLT_MAX, 0, label.c_str());
  const float room = width - 8;
  if (extent.x > room) {
    size *= room / extent.x;
    extent = font->CalcTextSizeA(size, FLT_MAX, 0, label.c_str());
  }
  draw->AddText(font, size, ImVec2(at.x + (width - extent.x) / 2, at.y + (height - extent.y) / 2),
                ImGui::GetColorU32(colors::kText), label.c_str());
  return tapped;
}

std::vector<ChipLabel>& chip_labels() {
  static std::vector<ChipLabel> labels;
  return labels;
}

bool chip(const char* imgui_id, const std::string& label, bool selected, float width) {
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float height = touch_target();
  ImGui::PushID(imgui_id);
  const bool tapped = ImGui::InvisibleButton("##chip", ImVec2(width, height));
  ImGui::PopID();
  const bool held = ImGui::IsItemActive();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec4& fill = held ? colors::kAccentHover : selected ? colors::kAccent : colors::kPanel;
  draw->AddRectFilled(at, ImVec2(at.x + width, at.y + height), ImGui::GetColorU32(fill),
                      ImGui::GetStyle().FrameRounding);
  // The whole name, shrunk to the chip's width when it must be: never cut off.
  const std::string text = (selected ? "\xE2\x9C\x93 " : "") + label;
  ImFont* font = ImGui::GetFont();  // the body, or the classroom's titles font
  const float full = ImGui::GetFontSize();
  float size = full;
  ImVec2 extent = font->CalcTextSizeA(size, FLT_MAX, 0, text.c_str());
  const float room = width - 2 * kChipPad;
  if (extent.x > room) {
    size *= room / extent.x;
    extent = font->CalcTextSizeA(size, FLT_MAX, 0, text.c_str());
  }
  draw->AddText(font, size, ImVec2(at.x + (width - extent.x) / 2, at.y + (height - extent.y) / 2),
                ImGui::GetColorU32(colors::kText), text.c_str());
  chip_labels().push_back({imgui_id, text, size / full});
  return tapped;
}

void paragraph(const std::string& text, const ImVec4& colour) {
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
}

void heading(const std::string& text) {
  paragraph(text, colors::kAccentHover);
}

}  // namespace flagfall::ui
