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
    if (wrapped_button("##selection",
                       "Questions from " + session::selection_summary(t) + ". Tap to choose.",
                       width, ImGui::GetColorU32(colors::kBackground),
                       ImGui::GetColorU32(colors::kAccent), ImGui::GetColorU32(colors::kText))) {
      session.open_selection();
    }
    publish_if_visible("trainer.setup");
    ImGui::Dummy(ImVec2(0, 2));
    // Six entries: on a phone they share what the header leaves, so all show without scrolling.
    const float gap = ImGui::GetStyle().ItemSpacing.y;
    const float room =
        ImGui::GetWindowHeight() - ImGui::GetCursorPosY() - ImGui::GetStyle().WindowPadding.y;
    const float height = std::clamp(room / 6 - gap, touch_target() * 1.5f, touch_target() * 2);
    if (big_button("Practice", "Answer, then see why, ruleset by ruleset", width, height))
      session.practise(input.now);
    publish_if_visible("trainer.practice");
    if (big_button("Exam", "5 questions, 5 minutes, 80% to pass", width, height))
      session.exam(input.now);
    publish_if_visible("trainer.exam");
    if (big_button("Review", session::review_hint(t).c_str(), width, height))
      session.review(input.now);
    publish_if_visible("trainer.review");
    if (big_button("Progress", session::progress_hint(t.progress()).c_str(), width, height))
      session.open_progress();
    publish_if_visible("trainer.progress");
    if (big_button("Rules", "Every rule; where rulesets differ", width, height))
      session.browse_rules();
    publish_if_visible("trainer.rules");
    if (big_button("My scenarios", session::mine_hint(session.mine().cases().size()).c_str(), width,
                   height)) {
      session.open_mine();
    }
    publish_if_visible("trainer.mine");
  }
  frame.end_content();
  frame.begin_bottom_bar();
  if (bar_button("\xE2\x86\x90 Home", "trainer.home", ImGui::GetContentRegionAvail().x))
    session.home();
}

}  // namespace flagfall::ui
