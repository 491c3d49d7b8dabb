#include "ui/trainer/trainer_frame.h"

#include <imgui.h>

#include "ui/theme.h"
#include "ui/trainer/trainer_widgets.h"
#include "ui/widgets.h"

namespace flagfall::ui {

void TrainerFrame::show_from(session::ShowFrom from) {
  switch (from) {
    case session::ShowFrom::kWhereItWas:
      return;
    case session::ShowFrom::kTop:
    case session::ShowFrom::kRule:
      to_top_ = true;
      to_feedback_ = false;
      to_rule_ = from == session::ShowFrom::kRule;
      return;
    case session::ShowFrom::kFeedback:
      to_feedback_ = true;
      return;
  }
}

bool TrainerFrame::begin_content() {
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  ImGui::PushStyleVar(ImGuiStyleVar_ScrollbarSize, 6.0f);
  const bool open = ImGui::BeginChild("content", ImVec2(avail.x, avail.y - kBarHeight), false);
  if (to_top_) {
    ImGui::SetScrollY(0);
    to_top_ = false;
  }
  return open;
}

void TrainerFrame::end_content() {
  scroll_y_ = ImGui::GetScrollY();
  scroll_max_ = ImGui::GetScrollMaxY();
  drag_to_scroll();
  ImGui::EndChild();
  ImGui::PopStyleVar();
}

void TrainerFrame::begin_bottom_bar() {
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  draw->AddLine(ImVec2(viewport->WorkPos.x, at.y),
                ImVec2(viewport->WorkPos.x + viewport->WorkSize.x, at.y),
                ImGui::GetColorU32(colors::kPanel), 2.0f);
  ImGui::SetCursorScreenPos(ImVec2(at.x, at.y + (kBarHeight - touch_target()) / 2 - 4));
}

bool TrainerFrame::take_scroll_to_feedback() {
  const bool scroll = to_feedback_;
  to_feedback_ = false;
  return scroll;
}

bool TrainerFrame::take_scroll_to_rule() {
  const bool scroll = to_rule_;
  to_rule_ = false;
  return scroll;
}

bool bar_button(session::TrainerSession& session, const char* label,
                const session::TrainerIntent& intent, float width, session::EpochMillis at,
                bool enabled) {
  ImGui::BeginDisabled(!enabled);
  const bool tapped = ImGui::Button(label, ImVec2(width, touch_target())) && enabled;
  ImGui::EndDisabled();
  publish_if_visible(intent);
  if (tapped) session.apply(intent, at);
  return tapped;
}

std::string control_words(session::TrainerAction action, Arrow arrow) {
  const std::string words(session::trainer_label(action));
  if (arrow == Arrow::kBack) return std::string("\xE2\x86\x90 ") + words;
  return arrow == Arrow::kOn ? words + " \xE2\x86\x92" : words;
}

bool bar_button(session::TrainerSession& session, const session::TrainerIntent& intent, Arrow arrow,
                float width, session::EpochMillis at, bool enabled) {
  return bar_button(session, control_words(intent.action, arrow).c_str(), intent, width, at,
                    enabled);
}

}  // namespace flagfall::ui
