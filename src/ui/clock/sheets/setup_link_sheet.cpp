// A director's set-up link: the question before a link replaces a game in progress, and the link
// for the current settings as text and as a QR code to show or print for every board.
#include <algorithm>
#include <string>

#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/clock/sheets/sheets.h"
#include "ui/qr_view.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"

namespace flagfall::ui {

void draw_confirm_link(ClockSession& session, const FrameInput& input) {
  const std::string question = session::link_question(session, input.now);
  if (question.empty()) return;
  wrapped(question);
  session::ClockIntent tapped;
  control_grid(session::link_choices(session, input.now), tapped, 2);
  send(session, tapped, input);
}

void draw_setup_link_sheet(ClockSession& session, const FrameInput& input) {
  const float inner = ImGui::GetContentRegionAvail().x;
  const ImVec2 screen = ImGui::GetMainViewport()->WorkSize;
  const auto& qr = session.setup_link_sheet().qr;
  // A result's link is long and only for sharing: its sheet shows the buttons first and the code
  // in what room is left, not the link's text.
  const bool result = !session.setup_link_sheet().result.empty();
  // On a screen wider than tall the code goes beside the words, so the sheet fits its height.
  const bool beside = screen.x > screen.y && qr;
  if (beside) {
    draw_qr_code(*qr, std::min(inner / 2, screen.y - 90), false, "link.qr");
    ImGui::SameLine();
    ImGui::BeginGroup();
  }
  ImGui::PushTextWrapPos(0);
  const std::string explanation = session::link_explanation(session);
  ImGui::TextUnformatted(explanation.c_str());
  if (!result) {
    ImGui::TextUnformatted(session.setup_link_sheet().text.c_str());
    tap_targets().add_last_item("link.text");
  }
  ImGui::PopTextWrapPos();
  session::ClockIntent tapped;
  if (result) {
    control_grid(session::link_sheet_controls(session), tapped);
    // Where the game was played and who played it, typed when the set-up link did not say.
    session::ClockControls place = session::result_place_controls(session);
    const session::ClockControl close = place.back();
    place.pop_back();
    control_grid(place, tapped, 2);
    control_grid({close}, tapped);
    const std::string& problem = session.setup_link_sheet().problem;
    if (!problem.empty()) wrapped(problem, &colors::kWarning);
    if (!session.export_said().empty()) wrapped(session.export_said(), &colors::kAccentHover);
  }
  if (qr && !beside) {
    const float room = result ? screen.y - ImGui::GetCursorScreenPos().y - 24
                              : screen.y - 4 * touch_target() - 120;
    draw_qr_code(*qr, std::min(inner, std::max(room, 160.0f)), true, "link.qr");
  }
  if (!result) {
    control_grid(session::link_sheet_controls(session), tapped);
    if (!session.export_said().empty()) wrapped(session.export_said(), &colors::kAccentHover);
  }
  if (beside) ImGui::EndGroup();
  send(session, tapped, input);
}

}  // namespace flagfall::ui
