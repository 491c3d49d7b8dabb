#include "ui/placeholder_screen.h"

#include <imgui.h>

#include "ui/fonts.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"
#include "ui/widgets.h"

namespace flagfall::ui {

Screen draw_placeholder_screen(Screen self, const char* title, const char* message) {
  Screen next = self;
  if (ImGui::Button("\xE2\x86\x90 Home", ImVec2(0, touch_target()))) next = Screen::Home;
  tap_targets().add_last_item("back");
  ImGui::Dummy(ImVec2(0, spacing()));
  centered_text(Fonts::title(), title);
  ImGui::Dummy(ImVec2(0, spacing()));
  ImGui::PushStyleColor(ImGuiCol_Text, colors::kWarning);
  centered_text(Fonts::body(), "PLACEHOLDER");
  ImGui::PopStyleColor();
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted(message);
  ImGui::PopTextWrapPos();
  return next;
}

}  // namespace flagfall::ui
