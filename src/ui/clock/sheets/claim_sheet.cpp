// The claim sheet: what happened (its first step) and a time or illegal-move claim's details.
// It edits the session's claim draft through intents; the arbiter rules on it.
#include <algorithm>

#include "chess/fen.h"
#include "session/live_text.h"
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
using session::color_label;

const char* short_pick_label(std::string_view id) {
  if (id == "more") return "More";
  if (id == "king") return "K";
  if (id == "bishop") return "K+B";
  if (id == "knight") return "K+N";
  if (id == "two-knights") return "K+2N";
  if (id == "pawn") return "K+P";
  return "?";
}

struct KindButton {
  const char* label;
  const char* target;
};

KindButton kind_button(const game::IllegalChoice& choice) {
  if (choice.press_without_move) return {"Pressed, no move", "kind.press-without-move"};
  switch (choice.kind) {
    case game::IllegalKind::kKingNextToKing:
      return {"King next to king", "kind.king-next-to-king"};
    case game::IllegalKind::kKingInCheck:
      return {"King in check", "kind.king-in-check"};
    case game::IllegalKind::kOther:
      break;
  }
  return {"Wrong move", "kind.other"};
}

void draw_claim_choices(ClockSession& session) {
  const game::ClaimDraft d = session.claim()->draft;
  const game::ClaimOffer offer = *session.claim_offer();
  const Color other = ~d.claimant;
  if (offer.time) {
    const std::string label = offer.both_flags_down
                                  ? std::string("Both flags are down: claim")
                                  : std::string(color_label(other)) + "'s flag fell: claim the win";
    if (wide_button(label.c_str(), "claim.time")) return session.claim_time();
  }
  if (offer.illegal) {
    const std::string label = std::string(color_label(other)) + "'s last move was illegal";
    if (wide_button(label.c_str(), "claim.illegal")) return session.claim_illegal();
  }
  // A press with a pawn left unpromoted: the ruleset says what follows (restart, pause, claim).
  if (offer.unpromoted != game::UnpromotedAction::kNone) {
    const std::string label = std::string(color_label(other)) + " pressed, pawn not promoted";
    if (wide_button(label.c_str(), "claim.unpromoted")) return session.claim_unpromoted();
  }
  if (offer.promotion_pause) {
    const std::string label = *offer.promotion_pause == d.claimant
                                  ? std::string("Promoting: stop the clocks")
                                  : std::string(color_label(other)) + " promotes: stop the clocks";
    if (wide_button(label.c_str(), "claim.promotion-pause")) return session.claim_promotion_pause();
  }
  if (offer.draw() && wide_button("Claim a draw\xE2\x80\xA6", "claim.draw"))
    return session.open_draw_claims();
  if (wide_button("Game over: mate, resign, draw\xE2\x80\xA6", "claim.result"))
    return session.open_results();
  if (offer.dispute && wide_button("Stop the clock for the director", "claim.dispute"))
    return session.stop_for_dispute();
  ImGui::PushStyleColor(ImGuiCol_Text, colors::kTextDim);
  const bool cancel = wide_button("Cancel: the clock runs on", "claim.cancel");
  ImGui::PopStyleColor();
  if (cancel) session.cancel_claim();
}

// Who has what: the quick material picks for both sides, or the board entered.
void draw_material(ClockSession& session, const game::ClaimDraft& d, float inner, float spacing_x) {
  if (!d.board_fen.empty()) {
    ImGui::TextDisabled("The arbiter rules on this board:");
    if (const auto board = chess::parse_fen(d.board_fen)) {
      const float preview = std::min(inner * 0.5f, 200.0f);
      ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (inner - preview) / 2);
      draw_board(*board.position, std::nullopt, preview);
    }
    const float half = (inner - spacing_x) / 2;
    const bool change = ImGui::Button("Change board", ImVec2(half, touch_target()));
    tap_targets().add_last_item("claim.board");
    ImGui::SameLine();
    const bool picks = ImGui::Button("Quick picks", ImVec2(half, touch_target()));
    tap_targets().add_last_item("claim.board-clear");
    if (change) session.open_board_setup();
    if (picks) session.use_quick_picks();
    return;
  }
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled(
      "Who has what? Mating material decides. More = a pawn, rook, queen or two pieces.");
  ImGui::PopTextWrapPos();
  const auto& picks = game::material_picks();
  const float count = static_cast<float>(picks.size());
  const float pick_width = (inner - spacing_x * (count - 1)) / count;
  for (const Color side : {Color::White, Color::Black}) {
    ImGui::TextUnformatted(color_label(side));
    const std::string& chosen = d.material[chess::index_of(side)];
    ImGui::SetWindowFontScale(0.85f);
    std::optional<std::string_view> tapped;
    for (std::size_t i = 0; i < picks.size(); ++i) {
      if (i > 0) ImGui::SameLine();
      const bool current = chosen == picks[i].id;
      if (current) ImGui::PushStyleColor(ImGuiCol_Button, colors::kAccent);
      ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(1, 10));
      const std::string label = std::string(short_pick_label(picks[i].id)) + "##" + color_id(side);
      if (ImGui::Button(label.c_str(), ImVec2(pick_width, touch_target()))) tapped = picks[i].id;
      ImGui::PopStyleVar();
      if (current) ImGui::PopStyleColor();
      tap_targets().add_last_item(
          ("material." + std::string(color_id(side)) + "." + std::string(picks[i].id)).c_str());
    }
    ImGui::SetWindowFontScale(1.0f);
    if (tapped) session.pick_material(side, *tapped);
  }
  if (wide_button("Or set up the board\xE2\x80\xA6", "claim.board")) session.open_board_setup();
}

}  // namespace

void draw_claim_sheet(ClockSession& session) {
  const session::ClaimSheet* claim = session.claim();
  if (claim == nullptr) return;
  if (claim->step == ClaimStep::kBoard) {  // the board needs the room
  } else if (phone_on_its_side()) {        // one line, so the choices fit the height
    ImGui::Text("%s claims", color_label(claim->draft.claimant));
    ImGui::SameLine();
    ImGui::TextDisabled("\xC2\xB7  Clock stopped: %s",
                        side_times(session, claim->draft.at).c_str());
  } else {
    ImGui::PushFont(Fonts::title());
    ImGui::Text("%s claims", color_label(claim->draft.claimant));
    ImGui::PopFont();
    ImGui::TextDisabled("Clock stopped: %s", side_times(session, claim->draft.at).c_str());
  }
  switch (claim->step) {
    case ClaimStep::kChoose:
      draw_claim_choices(session);
      break;
    case ClaimStep::kDetails:
      draw_claim_details(session);
      break;
    case ClaimStep::kDraw:
      draw_draw_claims(session);
      break;
    case ClaimStep::kResult:
      draw_result_choices(session);
      break;
    case ClaimStep::kBoard:
      draw_claim_board(session);
      break;
  }
}

void draw_claim_details(ClockSession& session) {
  // The draft as this frame shows it (a tap changes the session's at once).
  const game::ClaimDraft d = session.claim()->draft;
  const game::ClaimOffer offer = *session.claim_offer();
  const float inner = ImGui::GetContentRegionAvail().x;
  const float spacing_x = ImGui::GetStyle().ItemSpacing.x;

  // The other player's claim at the same instant.
  const Color other = ~d.claimant;
  if (offer.simultaneous) {
    const bool claims_time = d.time_claim_by == d.claimant;
    const std::string label =
        std::string(color_label(other)) +
        (claims_time ? " claims an illegal move at once" : " claims on time at once");
    const bool on = claims_time ? d.illegal_claim_by.has_value() : d.time_claim_by.has_value();
    if (toggle_button(label.c_str(), "claim.both", on)) session.toggle_simultaneous_claim();
  }

  if (!offer.kinds.empty()) {
    ImGui::TextDisabled("What did %s do?", color_label(~*d.illegal_claim_by));
    const float half = (inner - spacing_x) / 2;
    std::optional<game::IllegalChoice> tapped;
    int column = 0;
    for (const game::IllegalChoice& choice : offer.kinds) {
      if (column++ % 2) ImGui::SameLine();
      const bool current = d.press_without_move == choice.press_without_move &&
                           (choice.press_without_move || d.kind == choice.kind);
      const KindButton button = kind_button(choice);
      if (current) ImGui::PushStyleColor(ImGuiCol_Button, colors::kAccent);
      if (ImGui::Button(button.label, ImVec2(half, touch_target()))) tapped = choice;
      if (current) ImGui::PopStyleColor();
      tap_targets().add_last_item(button.target);
    }
    if (tapped) session.choose_illegal_kind(*tapped);
  }

  draw_material(session, d, inner, spacing_x);
  if (offer.take_king) {
    const std::string label = std::string(color_label(*d.illegal_claim_by)) + " took the king";
    if (toggle_button(label.c_str(), "claim.take-king", d.take_king)) session.toggle_take_king();
  }
  notice_line(session.notice());
  const float half = (inner - spacing_x) / 2;
  const bool back = ImGui::Button("Back", ImVec2(half, touch_target()));
  tap_targets().add_last_item("claim.back");
  ImGui::SameLine();
  ImGui::PushStyleColor(ImGuiCol_Button, colors::kAccent);
  const bool confirm = ImGui::Button("Rule on it", ImVec2(half, touch_target()));
  ImGui::PopStyleColor();
  tap_targets().add_last_item("claim.confirm");
  if (back) {
    session.claim_back();
  } else if (confirm) {
    session.confirm_claim();
  }
}

void draw_claim_board(ClockSession& session) {
  const game::ClaimDraft d = session.claim()->draft;
  // An illegal move is put on the board by the arbiter's stand-in, so the board is the one before
  // it.
  const ImGuiStyle& style = ImGui::GetStyle();
  begin_board_setup(
      *session.claim_board(),
      d.illegal_claim_by
          ? "The board before the illegal move: pick a man, tap its squares (again to take it off)."
          : "Copy the board: pick a man, tap its squares (again to take it off).",
      touch_target() + style.ItemSpacing.y);

  const float half = half_width();
  const bool back = ImGui::Button("Back", ImVec2(half, touch_target()));
  tap_targets().add_last_item("board.back");
  ImGui::SameLine();
  ImGui::PushStyleColor(ImGuiCol_Button, colors::kAccent);
  const bool use = ImGui::Button(d.losing_chances ? "Rule on it" : "Use this board",
                                 ImVec2(half, touch_target()));
  ImGui::PopStyleColor();
  tap_targets().add_last_item("board.use");
  end_board_setup();
  if (back) {
    session.board_back();
  } else if (use) {
    session.use_board();
  }
}

}  // namespace flagfall::ui
