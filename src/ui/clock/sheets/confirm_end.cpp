// An ending to confirm (a result, an agreed draw, a director's forfeit): what follows, then Back
// and "End the game", at the other end of the sheet from the choice that asked (far_confirm.h),
// so the confirmation is a deliberate reach.
#include <algorithm>
#include <cfloat>
#include <optional>
#include <string>

#include "session/clock/clock_sheets.h"
#include "ui/clock/sheets/far_confirm.h"
#include "ui/clock/sheets/sheet_frame.h"
#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/clock/sheets/sheets.h"
#include "ui/fonts.h"
#include "ui/theme.h"

namespace flagfall::ui {
namespace {

void ending_words(const ClockSession& session) {
  ImGui::PushFont(Fonts::title());
  wrapped(session::ending_title(*session.pending_ending()));
  ImGui::PopFont();
  wrapped(session::ending_question(session));
}

// The height the words take at the sheet's width.
float ending_words_height(const ClockSession& session) {
  const float width = ImGui::GetContentRegionAvail().x;
  ImFont* title = Fonts::title();
  const std::string what_text = session::ending_title(*session.pending_ending());
  const float what = title->CalcTextSizeA(title->FontSize, FLT_MAX, width, what_text.c_str()).y;
  const std::string question = session::ending_question(session);
  const float rest = ImGui::CalcTextSize(question.c_str(), nullptr, false, width).y;
  return what + rest + ImGui::GetStyle().ItemSpacing.y * 2;
}

}  // namespace

void draw_confirm_end(ClockSession& session, const FrameInput& input) {
  if (!session.pending_ending()) return;
  const float row = touch_target() + ImGui::GetStyle().ItemSpacing.y;
  session::ClockIntent tapped;
  if (far_controls_first()) {
    control_grid(session::ending_controls(session), tapped, 1);
    far_confirm_gap(ending_words_height(session));
    ending_words(session);
  } else {
    ending_words(session);
    far_confirm_gap(static_cast<float>(phone_on_its_side() ? 1 : 2) * row);
    control_grid(session::ending_controls(session), tapped, 1);
  }
  send(session, tapped, input);
}

}  // namespace flagfall::ui
