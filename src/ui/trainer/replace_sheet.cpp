// The question before a case (made here, or from a link or a file) takes the place of one of My
// scenarios with the same id: Replace, Keep both, or Cancel. Drawn in front of any view.
#include <imgui.h>

#include "ui/fonts.h"
#include "ui/theme.h"
#include "ui/trainer/trainer_frame.h"
#include "ui/trainer/trainer_widgets.h"
#include "ui/trainer/views.h"
#include "ui/widgets.h"
#include "words/words.h"

namespace flagfall::ui {

void draw_replace_sheet(TrainerSession& session, TrainerFrame& frame, const FrameInput& input) {
  if (frame.begin_content()) {
    const float width = ImGui::GetContentRegionAvail().x;
    ImGui::Dummy(ImVec2(0, 24));
    centered_text(Fonts::title(), words::text(words::Msg::kTrainerMirrorReplaceQuestion).data());
    ImGui::Dummy(ImVec2(0, 8));
    paragraph(session.mine().replace_question().value_or(""), colors::kText);
    paragraph(std::string(words::text(words::Msg::kTrainerUiKeepBothHint)), colors::kTextDim);
    ImGui::Dummy(ImVec2(0, 8));
    if (ImGui::Button(control_words(TrainerAction::kReplace).c_str(),
                      ImVec2(width, touch_target())))
      session.apply(TrainerAction::kReplace, input.now);
    publish_if_visible(TrainerAction::kReplace);
    if (ImGui::Button(control_words(TrainerAction::kKeepBoth).c_str(),
                      ImVec2(width, touch_target())))
      session.apply(TrainerAction::kKeepBoth, input.now);
    publish_if_visible(TrainerAction::kKeepBoth);
  }
  frame.end_content();
  frame.begin_bottom_bar();
  bar_button(session, TrainerAction::kCancelReplace, Arrow::kNone, ImGui::GetContentRegionAvail().x,
             input.now);
}

}  // namespace flagfall::ui
