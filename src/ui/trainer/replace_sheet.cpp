// The question before a case (made here, or from a link or a file) takes the place of one of My
// scenarios with the same id: Replace, Keep both, or Cancel. Drawn in front of any view.
#include <optional>
#include <string>
#include <vector>

#include <imgui.h>

#include "ui/fonts.h"
#include "ui/theme.h"
#include "ui/trainer/intent_controls.h"
#include "ui/trainer/trainer_frame.h"
#include "ui/trainer/trainer_widgets.h"
#include "ui/trainer/views.h"
#include "ui/widgets.h"

namespace flagfall::ui {

void draw_replace_sheet(TrainerSession& session, TrainerFrame& frame, const FrameInput& input) {
  const std::optional<session::ReplaceQuestion> asked = session.replace_question();
  if (!asked) return;
  const std::vector<session::TrainerControl> controls = asked->controls();
  if (frame.begin_content()) {
    const float width = ImGui::GetContentRegionAvail().x;
    ImGui::Dummy(ImVec2(0, 24));
    centered_text(Fonts::title(), std::string(session::ReplaceQuestion::kTitle).c_str());
    ImGui::Dummy(ImVec2(0, 8));
    paragraph(asked->question(), colors::kText);
    paragraph(std::string(session::ReplaceQuestion::kHint), colors::kTextDim);
    ImGui::Dummy(ImVec2(0, 8));
    // Replace and Keep both across the sheet; the last control, Cancel, in the bottom bar.
    for (std::size_t i = 0; i + 1 < controls.size(); ++i) {
      intent_control(session,
                     ImGui::Button(controls[i].label.c_str(), ImVec2(width, touch_target())),
                     controls[i].intent, input.now);
    }
  }
  frame.end_content();
  frame.begin_bottom_bar();
  intent_bar_button(session, controls.back().label.c_str(), controls.back().intent,
                    ImGui::GetContentRegionAvail().x, input.now);
}

}  // namespace flagfall::ui
