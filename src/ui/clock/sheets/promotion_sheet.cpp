// The promotion piece: the clocks stopped while it is found, the player says which it is, and
// the clocks restart.
#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/clock/sheets/sheets.h"
#include "ui/fonts.h"

namespace flagfall::ui {

void draw_promotion_sheet(ClockSession& session, const FrameInput& input) {
  const auto* sheet = session.sheet_model<session::PromotionSheet>();
  if (sheet == nullptr) return;
  ImGui::PushFont(Fonts::title());
  ImGui::TextUnformatted(sheet->title().c_str());
  ImGui::PopFont();
  const rules::Ruling r = session.game().ruling(input.now);
  if (!r.log.empty()) wrapped(r.log.back().text);
  ImGui::TextDisabled("%s", session::PromotionSheet::prompt());
  Tapped tapped;
  control_grid(session::PromotionSheet::controls(), tapped, 2);
  send(session, tapped, input);
}

}  // namespace flagfall::ui
