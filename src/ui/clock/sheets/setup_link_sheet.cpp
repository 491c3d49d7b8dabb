// A director's set-up link: the question before a link replaces a game in progress, and the link
// for the current settings as text and as a QR code to show or print for every board.
#include <algorithm>
#include <string>

#include "rules/ruleset.h"
#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/clock/sheets/sheets.h"
#include "ui/qr_view.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"

namespace flagfall::ui {

void draw_confirm_link(ClockSession& session) {
  const auto& link = session.pending_link();
  if (!link) return;
  const rules::Ruleset* ruleset = rules::find_ruleset(link->ruleset);
  const float half = half_width();
  ImGui::PushTextWrapPos(0);
  ImGui::Text(
      "A set-up link asks for %s with %s. It replaces the game in progress: its times "
      "and record are lost.",
      ruleset ? std::string(ruleset->name).c_str() : link->ruleset.c_str(), link->control.c_str());
  ImGui::PopTextWrapPos();
  const bool replace = ImGui::Button("Replace the game", ImVec2(half, touch_target()));
  tap_targets().add_last_item("link.accept");
  ImGui::SameLine();
  const bool keep = ImGui::Button("Keep this game", ImVec2(half, touch_target()));
  tap_targets().add_last_item("link.keep");
  if (replace) {
    session.accept_setup_link();
  } else if (keep) {
    session.keep_game();
  }
}

void draw_setup_link_sheet(ClockSession& session) {
  const float inner = ImGui::GetContentRegionAvail().x;
  const ImVec2 screen = ImGui::GetMainViewport()->WorkSize;
  const auto& qr = session.setup_link_qr();
  // On a screen wider than tall the code goes beside the words, so the sheet fits its height.
  const bool beside = screen.x > screen.y && qr;
  if (beside) {
    draw_qr_code(*qr, std::min(inner / 2, screen.y - 90), false, "link.qr");
    ImGui::SameLine();
    ImGui::BeginGroup();
  }
  const float width = ImGui::GetContentRegionAvail().x;
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted(
      "Every phone that opens this link (or scans the code) gets this clock: the same rules and "
      "time control.");
  ImGui::TextUnformatted(session.setup_link_text().c_str());
  ImGui::PopTextWrapPos();
  tap_targets().add_last_item("link.text");
  if (qr && !beside) {
    const float room = screen.y - 4 * touch_target() - 120;
    draw_qr_code(*qr, std::min(inner, std::max(room, 160.0f)), true, "link.qr");
  }
  if (ImGui::Button("Share the link", ImVec2(width, touch_target()))) session.share_setup_link();
  tap_targets().add_last_item("link.share");
  if (ImGui::Button("Close", ImVec2(width, touch_target()))) session.close_sheet();
  tap_targets().add_last_item("link.close");
  if (beside) ImGui::EndGroup();
}

}  // namespace flagfall::ui
