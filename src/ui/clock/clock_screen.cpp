#include "ui/clock/clock_screen.h"

#include <imgui_internal.h>  // ClosePopupToLevel: a sheet the session closed between frames

#include <algorithm>
#include <iterator>
#include <string>

#include "session/clock/live_text.h"
#include "ui/clock/clock_half.h"
#include "ui/clock/sheets/sheet_frame.h"
#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/fonts.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"
#include "words/words.h"

namespace flagfall::ui {
namespace {

using chess::Color;
using session::ClockSheet;
using words::Msg;

constexpr float kBarHeight = 64.0f;

const char* sheet_name(ClockSheet sheet, const ClockSession& session) {
  switch (sheet) {
    case ClockSheet::kPicker:
      return words::text(Msg::kClockSheetPickerTitle).data();
    case ClockSheet::kMenu:
      return words::text(Msg::kClockSheetMenuTitle).data();
    case ClockSheet::kConfirmReset:
      return session::reset_title();
    case ClockSheet::kClaim:
      return words::text(Msg::kClockSheetClaimTitle).data();
    case ClockSheet::kRuling:
      return words::text(Msg::kClockSheetRulingTitle).data();
    case ClockSheet::kRecord:
      return words::text(Msg::kClockSheetRecordTitle).data();
    case ClockSheet::kDirector:
      return words::text(Msg::kClockSheetDirectorTitle).data();
    case ClockSheet::kPromote:
      return words::text(Msg::kClockSheetPromotionTitle).data();
    case ClockSheet::kNotice:
      return words::text(Msg::kClockSheetNoticeTitle).data();
    case ClockSheet::kConfirmLink:
      return words::text(Msg::kClockSheetLinkTitle).data();
    case ClockSheet::kSetupLink:
      return words::text(session.setup_link_sheet().result.empty() ? Msg::kClockSheetSetupLinkTitle
                                                                   : Msg::kClockSheetResultTitle)
          .data();
    case ClockSheet::kKeys:
      return words::text(Msg::kClockSheetKeysTitle).data();
    case ClockSheet::kConfirmEnd:
      return words::text(Msg::kClockSheetEndTitle).data();
    case ClockSheet::kNone:
      break;
  }
  return "";
}

// The bar's buttons, each as wide as its words need, sharing out what is left of the bar.
struct BarButton {
  std::string label;
  session::ClockIntent intent;
  bool enabled;
  bool accent;
};

}  // namespace

void ClockScreen::draw(const FrameInput& input, FrameOutput& output) {
  // The screen's window: the whole screen, less a storage notice at its foot (ui/app.cpp).
  const ImVec2 origin = ImGui::GetWindowPos();
  const ImVec2 size = ImGui::GetWindowSize();
  layout_ = session::clock_layout(session_.settings(), size.x, size.y);
  const Color first = layout_.first;
  HalfPlace& a = places_.halves[chess::index_of(first)];
  HalfPlace& b = places_.halves[chess::index_of(~first)];
  a.side = first;
  b.side = ~first;
  a.turn = layout_.first_turn;
  b.turn = layout_.second_turn;
  if (layout_.side_by_side) {
    // Landscape: the halves side by side, the bar along the bottom edge.
    const ImVec2 half(size.x / 2, size.y - kBarHeight);
    a.min = origin;
    b.min = ImVec2(origin.x + half.x, origin.y);
    a.size = b.size = half;
    places_.bar_min = ImVec2(origin.x, origin.y + half.y);
  } else {
    const float half_height = (size.y - kBarHeight) / 2;
    a.min = origin;
    b.min = ImVec2(origin.x, origin.y + half_height + kBarHeight);
    a.size = b.size = ImVec2(size.x, half_height);
    places_.bar_min = ImVec2(origin.x, origin.y + half_height);
  }
  places_.bar_size = ImVec2(size.x, kBarHeight);

  press_around_sheet(input);
  const EpochMillis at = input.pointer_down_at.value_or(input.now);
  const int us = input.pointer_down_at ? input.pointer_down_us : 0;
  HalfLook look;
  look.ruleset = std::string(session::ruleset_short_name(session_.game().ruleset().id));
  if (input.desktop) look.keys = session::keys_hint(session_.settings());
  for (const HalfPlace& place : places_.halves) {
    if (draw_clock_half(session_.half_view(place.side, input.now), place, look))
      session_.apply({session::ClockAction::kHalf, place.side}, at, us);
  }
  draw_control_bar(places_.bar_min, places_.bar_size, input);
  draw_sheet(input, output);
  session_.end_frame(input.now, output);
}

void ClockScreen::press_around_sheet(const FrameInput& input) {
  // With a sheet open ImGui keeps touches from the halves under it (also in the frame after a key
  // closed it, until draw_sheet() closes its modal); a touch beside the sheet is a press all the
  // same (the session refuses it while the clocks stand for a claim).
  const bool modal =
      session_.sheet() != ClockSheet::kNone || ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId);
  if (!modal || !ImGui::IsMouseClicked(ImGuiMouseButton_Left)) return;
  const ImVec2 tap = ImGui::GetIO().MouseClickedPos[0];
  // Not on the sheet, nor before its first frame has shown where it is.
  if (placement_.frames == 0 || placement_.shows(tap)) return;
  for (const HalfPlace& place : places_.halves) {
    if (place.contains(tap)) {
      session_.apply({session::ClockAction::kHalf, place.side},
                     input.pointer_down_at.value_or(input.now),
                     input.pointer_down_at ? input.pointer_down_us : 0);
    }
  }
}

void ClockScreen::draw_control_bar(ImVec2 top_left, ImVec2 size, const FrameInput& input) {
  const session::BarView bar = session_.bar_view(input.now);
  const session::StopView stop = session_.stop_view(input.now);
  const bool undo = stop == session::StopView::kUndo || stop == session::StopView::kUndoNewGame;
  const BarButton buttons[] = {
      {std::string(words::text(Msg::kClockScreenHome)), session::ClockAction::kHome, true, false},
      {std::string(words::text(bar == session::BarView::kRecord   ? Msg::kClockScreenRecord
                               : bar == session::BarView::kResume ? Msg::kClockScreenResume
                                                                  : Msg::kClockScreenPause)),
       session::ClockAction::kPauseButton, bar != session::BarView::kPauseDisabled, false},
      {std::string(words::text(undo ? Msg::kClockScreenUndo : Msg::kClockScreenStopClaim)),
       undo ? session::ClockAction::kUndo : session::ClockAction::kStop,
       stop != session::StopView::kDisabled, true},
      // Shut while a clock runs: a stray tap never opens the picker over the halves.
      {session::bar_control_label(session_.settings()), session::ClockAction::kOpenPicker,
       !session_.control_locked(input.now), false},
      {std::string(words::text(Msg::kClockScreenMore)), session::ClockAction::kOpenMenu, true,
       false},
  };
  // The window keeps 8 px at the screen's edges; the words shrink a little on a narrow phone.
  const float gap = 8.0f;
  const float pad = 8.0f;
  const float count = static_cast<float>(std::size(buttons));
  const float room = size.x - gap * (count + 1) - 2 * pad * count;  // for the words
  float words = 0;
  for (const BarButton& b : buttons) words += ImGui::CalcTextSize(b.label.c_str()).x;
  const float scale = std::clamp(room / words, 0.75f, 1.0f);
  ImGui::SetWindowFontScale(scale);
  const float spare = std::max(0.0f, room - words * scale) / count;
  ImGui::SetCursorScreenPos(ImVec2(top_left.x + gap, top_left.y + (size.y - touch_target()) / 2));
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(gap, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(pad, 10));
  session::ClockIntent tapped;
  bool first = true;
  for (const BarButton& b : buttons) {
    if (!first) ImGui::SameLine();
    first = false;
    ImGui::BeginDisabled(!b.enabled);
    if (b.accent && b.enabled) {
      ImGui::PushStyleColor(ImGuiCol_Button, colors::kAccent);
      ImGui::PushStyleColor(ImGuiCol_Border, colors::kText);
      ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 2.0f);
    }
    const std::string id = session::intent_id(b.intent);
    const std::string label = b.label + "##" + id;
    const float width = ImGui::CalcTextSize(b.label.c_str()).x + 2 * pad + spare;
    if (ImGui::Button(label.c_str(), ImVec2(width, touch_target()))) tapped = b.intent;
    if (b.accent && b.enabled) {
      ImGui::PopStyleVar();
      ImGui::PopStyleColor(2);
    }
    ImGui::EndDisabled();
    tap_targets().add_last_item(id.c_str());
  }
  ImGui::PopStyleVar(2);
  ImGui::SetWindowFontScale(1.0f);
  // The bar's controls open sheets or act at once; none is a sheet's own, so no guard applies.
  // A pause or a resume is recorded at its tap's instant to the microsecond.
  if (tapped.action != session::ClockAction::kNone)
    session_.apply(tapped, tap_time(input), input.pointer_down_at ? input.pointer_down_us : 0);
}

void ClockScreen::draw_sheet(const FrameInput& input, FrameOutput& output) {
  const ClockSheet shown = session_.sheet();
  const session::ClaimSheet* claim = session_.claim();
  // The sheet and its step: a new one is placed afresh, away from the tap that opened it.
  const int key = static_cast<int>(shown) * 16 + (claim ? static_cast<int>(claim->step) + 1 : 0);
  if (key != placement_.key) {
    std::optional<ImVec2> tap;
    const ImVec2 clicked = ImGui::GetIO().MouseClickedPos[0];
    if (input.pointer_press && input.pointer_down_at && input.now - *input.pointer_down_at < 2000 &&
        ImGui::IsMousePosValid(&clicked)) {
      tap = clicked;
    }
    // Full height, its controls away from the tap: an ending, or a new game replacing this one.
    placement_.open(key, tap,
                    shown == ClockSheet::kConfirmEnd || shown == ClockSheet::kConfirmReset);
  }
  if (shown == ClockSheet::kNone) {
    // Closed by a key, the accessible mirror or a link between frames: its modal goes too, or it
    // would keep the halves from every touch.
    if (ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) ImGui::ClosePopupToLevel(0, true);
    return;
  }
  if (placement_.frames < 4) output.redraw_by(input.now);  // until its place is settled
  if (claim != nullptr && claim->step == session::ClaimStep::kChoose) {
    draw_claim_start(session_, input, places_);
    placement_.frames = 4;
    return;
  }
  // On a phone on its side the picker's two lists, a board being set up and its men, a claim's
  // choices and More's three columns sit side by side: those sheets take more of the width.
  const bool side_by_side = shown == ClockSheet::kPicker ||
                            (shown == ClockSheet::kMenu && phone_on_its_side()) ||
                            (shown == ClockSheet::kClaim && session_.claim_board() != nullptr) ||
                            (shown == ClockSheet::kClaim && phone_on_its_side());
  SheetFrame frame(sheet_name(shown, session_), session_.sheet_turned() && layout_.sheets_turn,
                   side_by_side ? 800.0f : 620.0f, &placement_);
  if (!frame.open()) return;
  switch (shown) {
    case ClockSheet::kPicker:
      draw_picker(session_, input);
      break;
    case ClockSheet::kMenu:
      draw_clock_menu(session_, input, output);
      break;
    case ClockSheet::kConfirmReset:
      draw_confirm_reset(session_, input, output);
      break;
    case ClockSheet::kClaim:
      draw_claim_sheet(session_, input);
      break;
    case ClockSheet::kRuling:
      draw_ruling_sheet(session_, input);
      break;
    case ClockSheet::kRecord:
      record_sheet_.draw(session_, input, output);
      break;
    case ClockSheet::kDirector:
      draw_director_panel(session_, input);
      break;
    case ClockSheet::kPromote:
      draw_promotion_sheet(session_, input);
      break;
    case ClockSheet::kNotice:
      draw_notice(session_, input);
      break;
    case ClockSheet::kConfirmLink:
      draw_confirm_link(session_, input);
      break;
    case ClockSheet::kSetupLink:
      draw_setup_link_sheet(session_, input);
      break;
    case ClockSheet::kKeys:
      draw_keys_sheet(session_, input);
      break;
    case ClockSheet::kConfirmEnd:
      draw_confirm_end(session_, input);
      break;
    case ClockSheet::kNone:
      break;
  }
  const session::ClaimSheet* after = session_.claim();
  const int key_after =
      static_cast<int>(session_.sheet()) * 16 + (after ? static_cast<int>(after->step) + 1 : 0);
  if (key_after != key) frame.close();
}

}  // namespace flagfall::ui
