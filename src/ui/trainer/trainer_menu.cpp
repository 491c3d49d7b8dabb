// The trainer's menu: the selection, practice, exam, review, progress and the rules browser.
#include <algorithm>

#include <imgui.h>

#include "session/trainer_texts.h"
#include "ui/fonts.h"
#include "ui/theme.h"
#include "ui/trainer/trainer_frame.h"
#include "ui/trainer/trainer_widgets.h"
#include "ui/trainer/views.h"
#include "ui/widgets.h"

namespace flagfall::ui {

void draw_trainer_menu(TrainerSession& session, TrainerFrame& frame, const FrameInput& input) {
  const trainer::Trainer& t = session.trainer();
  if (frame.begin_content()) {
    const float width = std::min(ImGui::GetContentRegionAvail().x, 520.0f);
    centered_text(Fonts::title(), "Rules trainer");
    centered_text(Fonts::body(), session::bank_summary(t).c_str());
    ImGui::Dummy(ImVec2(0, 4));
    if (!session.notice().empty()) paragraph(session.notice(), colors::kWarning);
    std::string tapped;
    for (const session::MenuEntry& e : session::menu_entries(t)) {
      const bool pressed = e.detail.empty()  // the selection: one line across, in the accent colour
                               ? wrapped_button("##selection", e.title + " Tap to choose.", width,
                                                ImGui::GetColorU32(colors::kBackground),
                                                ImGui::GetColorU32(colors::kAccent),
                                                ImGui::GetColorU32(colors::kText))
                               : big_button(e.title.c_str(), e.detail.c_str(), width);
      if (pressed) tapped = e.intent;
      publish_if_visible(e.intent.c_str());
      if (e.detail.empty()) ImGui::Dummy(ImVec2(0, 2));
    }
    if (!tapped.empty()) session.activate(tapped, input.now);
  }
  frame.end_content();
  frame.begin_bottom_bar();
  if (bar_button("\xE2\x86\x90 Home", "trainer.home", ImGui::GetContentRegionAvail().x))
    session.home();
}

}  // namespace flagfall::ui
