// The claim sheet's end of the game: mate, stalemate, resignation or an agreed draw.
#include "session/clock/clock_sheets.h"
#include "ui/clock/sheets/sheet_frame.h"
#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/clock/sheets/sheets.h"

namespace flagfall::ui {

void draw_result_choices(ClockSession& session, const FrameInput& input) {
  session::ClockIntent tapped;
  session::ClockControls choices = session::result_choices();
  const session::ClockControl back =
      session::control(words::text(words::Msg::kClockSheetBack), session::ClockAction::kClaimBack);
  const bool across = phone_on_its_side();
  if (across) {
    choices.push_back(back);  // four to a row, Back among them, so all fit the height
    control_grid(choices, tapped, 4);
  } else {
    const session::ClockControl agreed = choices.back();
    choices.pop_back();
    control_grid(choices, tapped, 2);  // each side's mate, stalemate, resignation
    control_grid({agreed}, tapped);
  }
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled("%s", session::result_hint());
  ImGui::PopTextWrapPos();
  notice_line(session.notice());
  if (!across) control_grid({back}, tapped);
  send(session, tapped, input);
}

}  // namespace flagfall::ui
