// The promotion piece: the clocks stopped while it is found, the player says which it is, and
// the clocks restart.
#include "session/live_text.h"
#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/clock/sheets/sheets.h"
#include "ui/fonts.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"

namespace flagfall::ui {

void draw_promotion_sheet(ClockSession& session, const FrameInput& input) {
  ImGui::PushFont(Fonts::title());
  ImGui::Text("%s promotes", session::color_label(session.promoter()));
  ImGui::PopFont();
  const rules::Ruling r = session.game().ruling(input.now);
  if (!r.log.empty()) wrapped(r.log.back().text);
  ImGui::TextDisabled("When the new piece is on the board:");
  const float half = half_width();
  struct Choice {
    const char* label;
    const char* target;
    chess::PieceType piece;
  };
  const Choice choices[] = {{"Queen", "promote.q", chess::PieceType::Queen},
                            {"Rook", "promote.r", chess::PieceType::Rook},
                            {"Bishop", "promote.b", chess::PieceType::Bishop},
                            {"Knight", "promote.n", chess::PieceType::Knight}};
  int column = 0;
  for (const Choice& c : choices) {
    if (column++ % 2) ImGui::SameLine();
    if (ImGui::Button(c.label, ImVec2(half, touch_target())))
      session.promote(c.piece, input.pointer_down_at.value_or(input.now));
    tap_targets().add_last_item(c.target);
  }
}

}  // namespace flagfall::ui
