#include "ui/saved_data_view.h"

#include <algorithm>
#include <string>

#include <imgui.h>

#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"
#include "words/words.h"

namespace flagfall::ui {

void draw_saved_data(session::SavedDataSection& saved) {
  ImGui::TextUnformatted(words::text(words::Msg::kSavedTitle).data());
  // Opened to make room: the list comes into view (the question, below, when one is asked).
  if (!saved.asking() && saved.take_show()) ImGui::SetScrollHereY(0.0f);
  const float left = ImGui::GetCursorPosX();
  const float width = ImGui::GetContentRegionAvail().x;
  const char* delete_label = words::text(words::Msg::kSavedDelete).data();
  const float button =
      ImGui::CalcTextSize(delete_label).x + 2 * ImGui::GetStyle().FramePadding.x + 16;
  session::AppIntent tapped;
  for (const session::StoredRow& row : saved.rows()) {
    // Each kind: its words and its size below them, its Delete beside them.
    const float top = ImGui::GetCursorPosY();
    ImGui::PushTextWrapPos(left + width - button - spacing());
    ImGui::TextUnformatted(row.label.data());
    ImGui::PopTextWrapPos();
    ImGui::TextColored(colors::kTextDim, "%s", row.size.c_str());
    const float bottom = ImGui::GetCursorPosY();
    if (row.removable) {
      const std::string id = session::intent_id(row.delete_intent());
      ImGui::SetCursorPos(ImVec2(left + width - button, top));
      ImGui::PushID(id.c_str());
      if (ImGui::Button(delete_label, ImVec2(button, touch_target()))) tapped = row.delete_intent();
      ImGui::PopID();
      tap_targets().add_last_item(id.c_str());
    }
    ImGui::SetCursorPos(ImVec2(left, std::max(bottom, top + touch_target()) + 4));
    // The question under the kind it asks about, brought into view when asked.
    if (saved.asking() == row.kind) {
      wrapped(saved.question(), &colors::kWarning);
      control_grid(session::SavedDataSection::answers(), tapped, 2);
      if (saved.take_show()) ImGui::SetScrollHereY(1.0f);
    }
  }
  saved.apply(tapped);
}

}  // namespace flagfall::ui
