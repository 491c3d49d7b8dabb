// The share sheet: what is shared, the link (shortened on screen), its QR code when it is short
// enough to scan, "Share or copy the link" and the .json file.
#include <algorithm>

#include <imgui.h>

#include "ui/fonts.h"
#include "ui/qr_view.h"
#include "ui/theme.h"
#include "ui/trainer/intent_controls.h"
#include "ui/trainer/trainer_frame.h"
#include "ui/trainer/trainer_widgets.h"
#include "ui/trainer/views.h"
#include "ui/widgets.h"

namespace flagfall::ui {

void draw_share_view(TrainerSession& session, TrainerFrame& frame, const FrameInput& input) {
  namespace ti = session::trainer_intent;
  const session::ShareSheet* sheet = session.open_sheet<session::ShareSheet>();
  if (sheet == nullptr) return;
  if (frame.begin_content()) {
    const float width = ImGui::GetContentRegionAvail().x;
    centered_text(Fonts::title(), "Share");
    heading(sheet->title);
    paragraph(sheet->what, colors::kTextDim);
    if (sheet->link.empty()) {
      paragraph(sheet->link_problem, colors::kWarning);
    } else {
      ImGui::SetWindowFontScale(0.8f);
      paragraph(sheet->link_preview, colors::kTextDim);
      ImGui::SetWindowFontScale(1.0f);
      publish_if_visible("share.link-text");
    }
    if (sheet->qr) {
      const float room = ImGui::GetMainViewport()->WorkSize.y - 5 * touch_target() - 190;
      draw_qr_code(*sheet->qr, std::min(width, std::max(room, 180.0f)), true, "share.qr");
    }
    paragraph(sheet->qr_note, colors::kTextDim);
    for (const session::TrainerControl& c : sheet->controls()) {
      intent_control(session, ImGui::Button(c.label.c_str(), ImVec2(width, touch_target())),
                     c.intent, input.now);
      if (std::holds_alternative<ti::ShareLink>(c.intent) && !sheet->outcome.empty())
        paragraph(sheet->outcome, colors::kAccentHover);
    }
    if (sheet->file_name.empty()) paragraph(sheet->file_problem, colors::kWarning);
  }
  frame.end_content();
  frame.begin_bottom_bar();
  const std::string back = "\xE2\x86\x90 " + std::string(session::ShareSheet::kBack);
  intent_bar_button(session, back.c_str(), ti::CloseShare{}, ImGui::GetContentRegionAvail().x,
                    input.now);
}

}  // namespace flagfall::ui
