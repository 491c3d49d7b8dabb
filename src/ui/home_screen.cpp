#include "ui/home_screen.h"

#include <algorithm>

#include <imgui.h>

#include "ui/about_sheet.h"
#include "ui/fonts.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"
#include "ui/widgets.h"

namespace flagfall::ui {
namespace {

using AA = session::AppAction;

// The last item as the tap target of `action`'s control.
void add_target(AA action) {
  tap_targets().add_last_item(session::intent_id(action).c_str());
}

void draw_update_notice(session::HomeSession& home, float width) {
  ImGui::PushStyleColor(ImGuiCol_ChildBg, colors::kPanel);
  ImGui::BeginChild("update", ImVec2(width, touch_target() + 24), false,
                    ImGuiWindowFlags_NoScrollbar);
  ImGui::SetCursorPos(ImVec2(12, 12 + (touch_target() - ImGui::GetTextLineHeight()) / 2));
  ImGui::TextUnformatted("A new version is ready");
  ImGui::SetCursorPos(ImVec2(width - 132, 12));
  ImGui::PushStyleColor(ImGuiCol_Button, colors::kAccent);
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, colors::kAccentHover);
  if (ImGui::Button("Reload", ImVec2(120, touch_target()))) home.apply(AA::kApplyUpdate);
  ImGui::PopStyleColor(2);
  add_target(AA::kApplyUpdate);
  ImGui::EndChild();
  ImGui::PopStyleColor();
}

// Whether the app is kept for offline use, once the page knows (after the first frame, whose
// body font may hold only the home screen's own characters: the line waits for the whole font).
// A phone on its side showing the update notice has no room left for it (About says it too).
void draw_offline_line(const session::HomeSession& home) {
  const char* line = home.offline_line();
  if (*line == '\0' || Fonts::body_is_partial()) return;
  if (ImGui::GetContentRegionAvail().y < spacing() / 2 + ImGui::GetTextLineHeight()) return;
  ImGui::Dummy(ImVec2(0, spacing() / 2));
  ImGui::PushStyleColor(ImGuiCol_Text, colors::kTextDim);
  centered_text(Fonts::body(), line);
  ImGui::PopStyleColor();
  tap_targets().add_last_item("home.offline");
}

}  // namespace

void draw_home_screen(session::HomeSession& home) {
  const float width = ImGui::GetContentRegionAvail().x;
  float button_width = width > 520 ? 520 : width;
  if (home.update_notice()) {
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (width - button_width) / 2);
    draw_update_notice(home, button_width);
  } else {
    ImGui::Dummy(ImVec2(0, spacing() * 2));
  }
  if (home.game_in_progress()) {
    // A game started on the clock and not over: the way back comes first.
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (width - button_width) / 2);
    ImGui::PushStyleColor(ImGuiCol_Button, colors::kAccent);
    ImGui::PushStyleColor(ImGuiCol_Border, colors::kText);
    ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 2.0f);
    if (ImGui::Button("Game in progress: back to the clock", ImVec2(button_width, touch_target())))
      home.apply(AA::kBackToClock);
    ImGui::PopStyleVar();
    ImGui::PopStyleColor(2);
    add_target(AA::kBackToClock);
    ImGui::Dummy(ImVec2(0, spacing()));
  }
  centered_text(Fonts::title_for("Flagfall"), "Flagfall");
  centered_text(
      Fonts::body(),
      "\xE2\x99\x94 \xE2\x99\x9B  Blitz clock and rules trainer  \xE2\x99\x9E \xE2\x99\x9F");
  ImGui::Dummy(ImVec2(0, spacing() * 2));

  // On a short screen (a phone on its side) Clock and Trainer share a row, so About fits too.
  const bool one_row = ImGui::GetMainViewport()->WorkSize.y < 480;
  const float pair_width = std::min(button_width, (width - spacing()) / 2);
  if (one_row)
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (width - 2 * pair_width - spacing()) / 2);
  if (big_button("Clock", "A two-player tournament clock", one_row ? pair_width : button_width, 0,
                 !one_row))
    home.apply(AA::kOpenClock);
  add_target(AA::kOpenClock);
  if (one_row) {
    ImGui::SameLine(0, spacing());
  } else {
    ImGui::Dummy(ImVec2(0, spacing()));
  }
  if (big_button("Trainer", "Blitz rules, ruled by the arbiter",
                 one_row ? pair_width : button_width, 0, !one_row))
    home.apply(AA::kOpenTrainer);
  add_target(AA::kOpenTrainer);
  ImGui::Dummy(ImVec2(0, spacing()));
  if (one_row) button_width = 2 * pair_width + spacing();
  ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (width - button_width) / 2);
  if (ImGui::Button("About and storage", ImVec2(button_width, touch_target())))
    home.apply(AA::kOpenAbout);
  add_target(AA::kOpenAbout);
  draw_offline_line(home);
  if (home.about_open()) draw_about_sheet(home);
}

}  // namespace flagfall::ui
