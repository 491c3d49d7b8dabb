// The trainer's menu: the selection, practice, exam, review, progress, the rules browser and My
// scenarios.
#include <algorithm>

#include <imgui.h>

#include "session/trainer/trainer_views.h"
#include "ui/fonts.h"
#include "ui/theme.h"
#include "ui/trainer/trainer_frame.h"
#include "ui/trainer/trainer_widgets.h"
#include "ui/trainer/views.h"
#include "ui/widgets.h"
#include "words/words.h"

namespace flagfall::ui {

void draw_trainer_menu(TrainerSession& session, TrainerFrame& frame, const FrameInput& input) {
  const trainer::Trainer& t = session.trainer();
  if (frame.begin_content()) {
    const float width = std::min(ImGui::GetContentRegionAvail().x, 520.0f);
    centered_text(Fonts::title(), words::text(words::Msg::kTrainerMirrorTitle).data());
    centered_text(Fonts::body(), session::bank_summary(t).c_str());
    ImGui::Dummy(ImVec2(0, 4));
    if (!session.notice().empty()) paragraph(session.notice(), colors::kWarning);
    TrainerIntent tapped;
    const std::vector<session::MenuEntry> entries =
        session::menu_entries(t, session.mine().cases().size());
    float height = 0;
    for (const session::MenuEntry& e : entries) {
      bool pressed = false;
      if (e.detail.empty()) {  // the selection: one line across, in the accent colour
        pressed =
            wrapped_button("##selection", words::format<words::Msg::kTrainerUiTapToChoose>(e.title),
                           width, ImGui::GetColorU32(colors::kBackground),
                           ImGui::GetColorU32(colors::kAccent), ImGui::GetColorU32(colors::kText));
      } else {
        if (height == 0) {
          // The entries share what the header leaves, so on a phone all show without scrolling.
          const float gap = ImGui::GetStyle().ItemSpacing.y;
          const float room =
              ImGui::GetWindowHeight() - ImGui::GetCursorPosY() - ImGui::GetStyle().WindowPadding.y;
          const float rows = static_cast<float>(entries.size() - 1);
          height = std::clamp(room / rows - gap, touch_target() * 1.5f, touch_target() * 2);
        }
        pressed = big_button(e.title.c_str(), e.detail.c_str(), width, height);
      }
      if (pressed) tapped = e.intent;
      publish_if_visible(e.intent);
      if (e.detail.empty()) ImGui::Dummy(ImVec2(0, 2));
    }
    if (tapped.action != TrainerAction::kNone) session.apply(tapped, input.now);
  }
  frame.end_content();
  frame.begin_bottom_bar();
  bar_button(session, TrainerAction::kHome, Arrow::kBack, ImGui::GetContentRegionAvail().x,
             input.now);
}

}  // namespace flagfall::ui
