// The claim sheet's draw claims: what the ruleset allows, what the clock can check (insufficient
// losing chances, on a board set up for it) and what it cannot (repetition, fifty moves).
#include "session/clock/clock_sheets.h"
#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/clock/sheets/sheets.h"

namespace flagfall::ui {

void draw_draw_claims(ClockSession& session, const FrameInput& input) {
  for (const std::string& text : session::draw_claim_texts(session)) wrapped(text);
  notice_line(session.notice());
  session::ClockIntent tapped;
  control_grid(session::draw_claim_controls(session), tapped);
  send(session, tapped, input);
}

}  // namespace flagfall::ui
