// The claim sheet: what happened (its first step) and a time or illegal-move claim's details.
// It edits the session's claim draft through intents; the arbiter rules on it.
#include <algorithm>

#include "chess/fen.h"
#include "session/clock/live_text.h"
#include "ui/board_setup.h"
#include "ui/board_view.h"
#include "ui/clock/sheets/sheet_frame.h"
#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/clock/sheets/sheets.h"
#include "ui/fonts.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"

namespace flagfall::ui {
namespace {

using chess::Color;
using session::ClaimStep;
using session::color_id;
using session::side_name;

// Who has what: the quick material picks for both sides, or the board entered.
void draw_material(ClockSession& session, session::ClockIntent& tapped) {
  const game::ClaimDraft& d = session.claim()->draft;
  wrapped(session::material_hint(session), &colors::kTextDim);
  if (!d.board_fen.empty()) {
    if (const auto board = chess::parse_fen(d.board_fen)) {
      const float inner = ImGui::GetContentRegionAvail().x;
      const float preview = std::min(inner * 0.5f, 200.0f);
      ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (inner - preview) / 2);
      draw_board(*board.position, std::nullopt, preview);
    }
    control_grid(session::board_choices(session), tapped, 2);
    return;
  }
  const auto& picks = game::material_picks();
  for (const Color side : {Color::White, Color::Black}) {
    ImGui::TextUnformatted(side_name(side).data());
    // Six to a row: the drawn labels are short ("K+B"); the mirror says them in words.
    session::ClockControls row = session::material_picks(session, side);
    for (std::size_t i = 0; i < row.size(); ++i) row[i].label = words::text(picks[i].short_label);
    ImGui::SetWindowFontScale(0.85f);
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(1, 10));
    control_grid(row, tapped, static_cast<int>(row.size()));
    ImGui::PopStyleVar();
    ImGui::SetWindowFontScale(1.0f);
  }
  control_grid(session::board_choices(session), tapped);
}

}  // namespace

void draw_claim_sheet(ClockSession& session, const FrameInput& input) {
  const session::ClaimSheet* claim = session.claim();
  if (claim == nullptr) return;
  if (claim->step == ClaimStep::kBoard) {  // the board needs the room
  } else if (phone_on_its_side()) {        // one line, so the choices fit the height
    ImGui::TextUnformatted(session::claim_title(session).c_str());
    ImGui::SameLine();
    const std::string stopped =
        words::format<words::Msg::kClockSheetClaimStopped>(side_times(session, claim->draft.at));
    ImGui::TextDisabled("\xC2\xB7  %s", stopped.c_str());
  } else {
    ImGui::PushFont(Fonts::title());
    ImGui::TextUnformatted(session::claim_title(session).c_str());
    ImGui::PopFont();
    const std::string stopped =
        words::format<words::Msg::kClockSheetClaimStopped>(side_times(session, claim->draft.at));
    ImGui::PushTextWrapPos(0);  // Spanish's words run past a phone's width on one line
    ImGui::TextDisabled("%s", stopped.c_str());
    ImGui::PopTextWrapPos();
  }
  switch (claim->step) {
    case ClaimStep::kChoose:  // on the halves (claim_start.cpp)
      break;
    case ClaimStep::kDetails:
      draw_claim_details(session, input);
      break;
    case ClaimStep::kDraw:
      draw_draw_claims(session, input);
      break;
    case ClaimStep::kResult:
      draw_result_choices(session, input);
      break;
    case ClaimStep::kBoard:
      draw_claim_board(session, input);
      break;
  }
}

void draw_claim_details(ClockSession& session, const FrameInput& input) {
  session::ClockIntent tapped;
  // The other player's claim at the same instant.
  for (const session::ClockControl& c : session::simultaneous_claim(session)) {
    if (toggle_control(c)) tapped = c.intent;
  }
  const std::string prompt = session::illegal_kind_prompt(session);
  if (!prompt.empty()) {
    ImGui::TextDisabled("%s", prompt.c_str());
    control_grid(session::illegal_kinds(session), tapped, 2);
  }
  draw_material(session, tapped);
  for (const session::ClockControl& c : session::take_king(session)) {
    if (toggle_control(c)) tapped = c.intent;
  }
  notice_line(session.notice());
  session::ClockControls end = session::details_end();
  end.back().on = true;  // "Rule on it" in the accent colour
  control_grid(end, tapped, 2);
  send(session, tapped, input);
}

void draw_claim_board(ClockSession& session, const FrameInput& input) {
  const ImGuiStyle& style = ImGui::GetStyle();
  using A = session::ClockAction;
  // The board's taps go the way of every sheet tap: through send(), so the guard against a
  // slam's later taps holds for them too.
  const BoardSetupTaps taps =
      begin_board_setup_taps(*session.claim_board(), session::board_step_hint(session).c_str(),
                             touch_target() + style.ItemSpacing.y);
  session::ClockIntent tapped;
  if (taps.square) tapped = {A::kBoardSquare, {}, *taps.square};
  if (taps.brush) tapped = {A::kBoardBrush, {}, static_cast<int>(*taps.brush)};
  if (taps.kings) tapped = A::kBoardKingsOnly;
  if (taps.start) tapped = A::kBoardStart;
  if (taps.paste) tapped = A::kBoardPaste;
  session::ClockControls end = session::board_step_end(session);
  end.back().on = true;
  control_grid(end, tapped, 2);
  end_board_setup();
  send(session, tapped, input);
}

}  // namespace flagfall::ui
