// An ending to confirm (a result, an agreed draw, a director's forfeit): what follows, then Back
// and "End the game". The sheet fills the screen's height and puts its two controls at the other
// end from the choice that asked for it (SheetPlacement::full_height), so a tap repeated where the
// choice was reaches nothing, and the confirmation is a deliberate reach.
#include <algorithm>
#include <cfloat>
#include <optional>
#include <string>

#include "session/clock/clock_sheets.h"
#include "ui/clock/sheets/sheet_frame.h"
#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/clock/sheets/sheets.h"
#include "ui/fonts.h"
#include "ui/theme.h"

namespace flagfall::ui {
namespace {

using session::ConfirmEndSheet;

void ending_words(const ConfirmEndSheet& sheet) {
  ImGui::PushFont(Fonts::title());
  wrapped(sheet.what());
  ImGui::PopFont();
  wrapped(sheet.question());
}

// The height the words take at the sheet's width.
float words_height(const ConfirmEndSheet& sheet) {
  const float width = ImGui::GetContentRegionAvail().x;
  ImFont* title = Fonts::title();
  const float what = title->CalcTextSizeA(title->FontSize, FLT_MAX, width, sheet.what().c_str()).y;
  const std::string question = sheet.question();
  const float rest = ImGui::CalcTextSize(question.c_str(), nullptr, false, width).y;
  return what + rest + ImGui::GetStyle().ItemSpacing.y * 2;
}

}  // namespace

void draw_confirm_end(ClockSession& session, const FrameInput& input) {
  const ConfirmEndSheet* sheet = session.sheet_model<ConfirmEndSheet>();
  if (sheet == nullptr) return;
  // The choice's tap in the sheet's own frame: the controls go to the other half of the sheet.
  const std::optional<ImVec2> tap = opening_tap();
  const bool controls_first = tap && tap->y > work_area_centre().y;
  const float row = touch_target() + ImGui::GetStyle().ItemSpacing.y;
  Tapped tapped;
  if (controls_first) {
    control_grid(sheet->controls(), tapped, 1);
    ImGui::Dummy(ImVec2(1, std::max(0.0f, ImGui::GetContentRegionAvail().y - words_height(*sheet) -
                                              ImGui::GetStyle().ItemSpacing.y)));
    ending_words(*sheet);
  } else {
    ending_words(*sheet);
    const int rows = phone_on_its_side() ? 1 : 2;
    ImGui::Dummy(ImVec2(1, std::max(0.0f, ImGui::GetContentRegionAvail().y - rows * row -
                                              ImGui::GetStyle().ItemSpacing.y)));
    control_grid(sheet->controls(), tapped, 1);
  }
  send(session, tapped, input);
}

}  // namespace flagfall::ui
