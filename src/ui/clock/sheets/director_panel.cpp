// The director's panel: penalties on the ruleset's own ladder (the next step and its rule
// shown), set a time, reduce excess time, stop and restart the clocks. What each penalty is, and
// what may be reduced, is decided in src/game/director.cpp; the arbiter rules on it.
#include "session/clock/live_text.h"
#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/clock/sheets/sheets.h"

namespace flagfall::ui {

void draw_director_panel(ClockSession& session, const FrameInput& input) {
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled("%s. %s",
                      std::string(session::ruleset_short_name(session.game().ruleset().id)).c_str(),
                      side_times(session, input.now).c_str());
  ImGui::PopTextWrapPos();
  session::ClockIntent tapped;
  ImGui::TextUnformatted(words::text(words::Msg::kClockSheetDirectorPenaltyAgainst).data());
  control_grid(session::director_sides(session), tapped, 2);
  // Each offence with the next step of the ruleset's own ladder and its rule.
  ImGui::SetWindowFontScale(0.85f);
  control_grid(session::director_penalties(session, input.now), tapped, 2, 0);
  ImGui::SetWindowFontScale(1.0f);
  ImGui::TextUnformatted(words::text(words::Msg::kClockSheetDirectorTime).data());
  control_grid(session::director_set_times(session), tapped, 2);
  control_grid(session::director_actions(session, input.now), tapped);
  notice_line(session.notice());
  control_grid({session::control(words::text(words::Msg::kClockSheetClose),
                                 session::ClockAction::kDirectorClose)},
               tapped);
  send(session, tapped, input);
}

}  // namespace flagfall::ui
