// A director's set-up link: the question before a link replaces a game in progress, and the link
// for the current settings as text and as a QR code to show or print for every board.
#include <algorithm>
#include <cmath>
#include <string>

#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/clock/sheets/sheets.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"

namespace flagfall::ui {
namespace {

// The code's modules as squares of whole pixels (a scanner wants sharp edges), dark on white,
// with the quiet zone around them, as large as `max_side` allows; centred in the space left when
// `centred`.
void draw_qr_code(const session::QrMatrix& qr, float max_side, bool centred) {
  const int modules = qr.size + 2 * session::QrMatrix::kQuietZone;
  const float module = std::max(2.0f, std::floor(max_side / static_cast<float>(modules)));
  const float side = module * static_cast<float>(modules);
  if (centred) {
    const float indent = std::max(0.0f, (ImGui::GetContentRegionAvail().x - side) / 2);
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + indent);
  }
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(side, side));
  tap_targets().add_last_item("link.qr");
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 corner(std::floor(origin.x), std::floor(origin.y));
  draw->AddRectFilled(corner, ImVec2(corner.x + side, corner.y + side), IM_COL32_WHITE);
  const float quiet = module * session::QrMatrix::kQuietZone;
  for (int y = 0; y < qr.size; ++y) {
    for (int x = 0; x < qr.size; ++x) {
      if (!qr.dark(x, y)) continue;
      const ImVec2 min(corner.x + quiet + module * static_cast<float>(x),
                       corner.y + quiet + module * static_cast<float>(y));
      draw->AddRectFilled(min, ImVec2(min.x + module, min.y + module), IM_COL32_BLACK);
    }
  }
}

}  // namespace

void draw_confirm_link(ClockSession& session, const FrameInput& input) {
  if (!session.pending_link()) return;
  wrapped(session::link_question(session));
  std::string tapped;
  control_grid(session::link_choices(), tapped, 2);
  if (!tapped.empty()) session.activate(tapped, tap_time(input));
}

void draw_setup_link_sheet(ClockSession& session, const FrameInput& input) {
  const float inner = ImGui::GetContentRegionAvail().x;
  const ImVec2 screen = ImGui::GetMainViewport()->WorkSize;
  const auto& qr = session.setup_link_qr();
  // On a screen wider than tall the code goes beside the words, so the sheet fits its height.
  const bool beside = screen.x > screen.y && qr;
  if (beside) {
    draw_qr_code(*qr, std::min(inner / 2, screen.y - 90), false);
    ImGui::SameLine();
    ImGui::BeginGroup();
  }
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted(session::link_explanation());
  ImGui::TextUnformatted(session.setup_link_text().c_str());
  ImGui::PopTextWrapPos();
  tap_targets().add_last_item("link.text");
  if (qr && !beside) {
    const float room = screen.y - 4 * touch_target() - 120;
    draw_qr_code(*qr, std::min(inner, std::max(room, 160.0f)), true);
  }
  std::string tapped;
  control_grid(session::link_sheet_controls(), tapped);
  if (beside) ImGui::EndGroup();
  if (!tapped.empty()) session.activate(tapped, tap_time(input));
}

}  // namespace flagfall::ui
