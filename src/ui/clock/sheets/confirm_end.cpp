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

void ending_words(const ClockSession& session) {
  ImGui::PushFont(Fonts::title());
  wrapped(session.pending_ending()->what);
  ImGui::PopFont();
  wrapped(session::ending_question(session));
}

// The height the words take at the sheet's width.
float words_height(const ClockSession& session) {
  const float width = ImGui::GetContentRegionAvail().x;
  ImFont* title = Fonts::title();
  const float what =
      title->CalcTextSizeA(title->FontSize, FLT_MAX, width, session.pending_ending()->what.c_str())
          .y;
  const std::string question = session::ending_question(session);
  const float rest = ImGui::CalcTextSize(question.c_str(), nullptr, false, width).y;
  return what + rest + ImGui::GetStyle().ItemSpacing.y * 2;
}

}  // namespace

void draw_confirm_end(ClockSession& session, const FrameInput& input) {
  if (!session.pending_ending()) return;
  // The choice's tap in the sheet's own frame: the controls go to the other half of the sheet.
  const std::optional<ImVec2> tap = opening_tap();
  const bool controls_first = tap && tap->y > work_area_centre().y;
  const float row = touch_target() + ImGui::GetStyle().ItemSpacing.y;
  std::string tapped;
  if (controls_first) {
    control_grid(session::ending_controls(session), tapped, 1);
    ImGui::Dummy(ImVec2(1, std::max(0.0f, ImGui::GetContentRegionAvail().y - words_height(session) -
                                              ImGui::GetStyle().ItemSpacing.y)));
    ending_words(session);
  } else {
    ending_words(session);
    const int rows = phone_on_its_side() ? 1 : 2;
    ImGui::Dummy(ImVec2(1, std::max(0.0f, ImGui::GetContentRegionAvail().y - rows * row -
                                              ImGui::GetStyle().ItemSpacing.y)));
    control_grid(session::ending_controls(session), tapped, 1);
  }
  send(session, tapped, input);
}

}  // namespace flagfall::ui
