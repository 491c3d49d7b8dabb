// The share sheet: what is shared, the link (shortened on screen), its QR code when it is short
// enough to scan, "Share or copy the link" and the .json file.
#include <algorithm>

#include <imgui.h>

#include "ui/fonts.h"
#include "ui/qr_view.h"
#include "ui/theme.h"
#include "ui/trainer/trainer_frame.h"
#include "ui/trainer/trainer_widgets.h"
#include "ui/trainer/views.h"
#include "ui/widgets.h"
#include "words/words.h"

namespace flagfall::ui {

void draw_share_view(TrainerSession& session, TrainerFrame& frame, const FrameInput& input) {
  const session::ShareSheet* sheet = session.share_sheet();
  if (sheet == nullptr) return;
  if (frame.begin_content()) {
    const float width = ImGui::GetContentRegionAvail().x;
    centered_text(Fonts::title(), words::text(words::Msg::kTrainerMirrorShare).data());
    heading(sheet->title);
    paragraph(sheet->what, colors::kTextDim);
    if (sheet->student) {
      if (ImGui::Button(session::student_name_label(*sheet).c_str(), ImVec2(width, touch_target())))
        session.apply(TrainerAction::kStudentName, input.now);
      publish_if_visible(TrainerAction::kStudentName);
      if (sheet->link.empty() && !sheet->outcome.empty())
        paragraph(sheet->outcome, colors::kWarning);
    }
    if (sheet->link.empty()) {
      paragraph(sheet->link_problem, colors::kWarning);
    } else {
      ImGui::SetWindowFontScale(0.8f);
      paragraph(sheet->link_preview, colors::kTextDim);
      ImGui::SetWindowFontScale(1.0f);
      publish_if_visible("share.link-text");
    }
    if (sheet->qr) {
      const float buttons = sheet->student ? 6.0f : 5.0f;  // a result's name button too
      const float room = ImGui::GetMainViewport()->WorkSize.y - buttons * touch_target() - 190;
      draw_qr_code(*sheet->qr, std::min(width, std::max(room, 180.0f)), true, "share.qr");
    }
    paragraph(sheet->qr_note, colors::kTextDim);
    if (!sheet->link.empty()) {
      if (ImGui::Button(control_words(TrainerAction::kShareLink).c_str(),
                        ImVec2(width, touch_target())))
        session.apply(TrainerAction::kShareLink, input.now);
      publish_if_visible(TrainerAction::kShareLink);
      if (!sheet->outcome.empty()) paragraph(sheet->outcome, colors::kAccentHover);
    }
    if (!sheet->file_name.empty()) {
      // The whole file name, over two lines if need be: it is what the phone saves.
      if (wrapped_button("##download",
                         words::format<words::Msg::kTrainerMirrorDownload>(sheet->file_name), width,
                         ImGui::GetColorU32(ImGuiCol_Button), ImGui::GetColorU32(ImGuiCol_Border),
                         ImGui::GetColorU32(colors::kText)))
        session.apply(TrainerAction::kShareFile, input.now);
      publish_if_visible(TrainerAction::kShareFile);
    } else {
      paragraph(sheet->file_problem, colors::kWarning);
    }
    if (!sheet->pgn.empty()) {
      if (ImGui::Button(control_words(TrainerAction::kSharePgn).c_str(),
                        ImVec2(width, touch_target())))
        session.apply(TrainerAction::kSharePgn, input.now);
      publish_if_visible(TrainerAction::kSharePgn);
    }
  }
  frame.end_content();
  frame.begin_bottom_bar();
  bar_button(session, TrainerAction::kShareBack, Arrow::kBack, ImGui::GetContentRegionAvail().x,
             input.now);
}

}  // namespace flagfall::ui
