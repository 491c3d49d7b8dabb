#include "ui/clock/clock_screen.h"

#include <algorithm>
#include <cfloat>
#include <vector>

#include <imgui_internal.h>  // ImGuiButtonFlags_PressedOnClick: a clock press counts on touch-down

#include "session/live_text.h"
#include "ui/clock/sheets/sheet_frame.h"
#include "ui/fonts.h"
#include "ui/rotation.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"

namespace flagfall::ui {
namespace {

using chess::Color;
using clock::Side;
using session::ClockSheet;
using session::color_id;
using session::color_label;
using session::ruleset_short_name;

constexpr float kBarHeight = 64.0f;

ImU32 face_colour(session::HalfFace face) {
  switch (face) {
    case session::HalfFace::kFlag:
      return ImGui::GetColorU32(colors::kFlag);
    case session::HalfFace::kRunning:
      return ImGui::GetColorU32(colors::kAccent);
    case session::HalfFace::kPausedTurn:
      return ImGui::GetColorU32(colors::kPausedTurn);
    case session::HalfFace::kIdle:
      break;
  }
  return ImGui::GetColorU32(colors::kPanel);
}

// Draws `text` in `font`, centred on `centre`, as large as fits in `box`, but no larger than
// "0:00" would be, so the digits keep their size when the display switches to tenths.
void fit_text(ImDrawList* draw, ImFont* font, const char* text, ImVec2 centre, ImVec2 box,
              ImU32 colour) {
  const ImVec2 natural = font->CalcTextSizeA(font->FontSize, FLT_MAX, 0, text);
  const float reference_width = font->CalcTextSizeA(font->FontSize, FLT_MAX, 0, "0:00").x;
  if (natural.x <= 0 || natural.y <= 0) return;
  const float scale = std::min(box.x / std::max(natural.x, reference_width), box.y / natural.y);
  const float size = font->FontSize * scale;
  const ImVec2 drawn(natural.x * scale, natural.y * scale);
  // The font may have an atlas of its own (the digits do): drawn with that atlas's texture.
  draw->PushTextureID(font->ContainerAtlas->TexID);
  draw->AddText(font, size, ImVec2(centre.x - drawn.x / 2, centre.y - drawn.y / 2), colour, text);
  draw->PopTextureID();
}

// One line of text centred on `centre`, shrunk if needed to fit `max_width`.
void centred_line(ImDrawList* draw, ImFont* font, float size, const char* text, ImVec2 centre,
                  float max_width, ImU32 colour) {
  ImVec2 extent = font->CalcTextSizeA(size, FLT_MAX, 0, text);
  if (extent.x > max_width) {
    size *= max_width / extent.x;
    extent = font->CalcTextSizeA(size, FLT_MAX, 0, text);
  }
  draw->AddText(font, size, ImVec2(centre.x - extent.x / 2, centre.y - extent.y / 2), colour, text);
}

bool bar_button(const char* label, const char* target_id, float width) {
  const bool pressed = ImGui::Button(label, ImVec2(width, touch_target()));
  tap_targets().add_last_item(target_id);
  return pressed;
}

// A button drawn inside a clock half: its hit area is where it appears on screen (turned with the
// half), its look is drawn with the half and turned with it.
struct HalfButton {
  std::string label;
  std::string target;
  ImVec2 min;  // in the half's own frame (before turning)
  ImVec2 size;
  ImVec4 colour;
  bool pressed = false;
  bool held = false;
};

void submit(HalfButton& b, session::HalfTurn turn, ImVec2 centre) {
  ImVec2 screen_min;
  ImVec2 screen_size;
  turned_rect(b.min, b.size, centre, turn, screen_min, screen_size);
  ImGui::SetCursorScreenPos(screen_min);
  b.pressed = ImGui::InvisibleButton(b.target.c_str(), screen_size);
  b.held = ImGui::IsItemActive();
  tap_targets().add_last_item(b.target.c_str());
}

void paint(ImDrawList* draw, const HalfButton& b) {
  const ImVec2 max(b.min.x + b.size.x, b.min.y + b.size.y);
  ImVec4 fill = b.colour;
  if (b.held) fill = colors::kAccentHover;
  draw->AddRectFilled(b.min, max, ImGui::GetColorU32(fill), 10.0f);
  draw->AddRect(b.min, max, ImGui::GetColorU32(colors::kText), 10.0f, 0, 1.5f);
  centred_line(draw, Fonts::body(), Fonts::body()->FontSize * ImGui::GetIO().FontGlobalScale,
               b.label.c_str(), ImVec2(b.min.x + b.size.x / 2, b.min.y + b.size.y / 2),
               b.size.x - 12, ImGui::GetColorU32(colors::kText));
}

// The line under a half's digits, in words.
std::string status_text(const session::HalfView& v, Color side) {
  switch (v.status) {
    case session::HalfStatus::kOver:
      return v.headline;
    case session::HalfStatus::kBothFlags:
      return v.both_flags_draw ? "\xE2\x9A\x91 Both flags down: a draw unless claimed before"
                               : "\xE2\x9A\x91 Both flags down";
    case session::HalfStatus::kFlagFell:
      return "\xE2\x9A\x91 Flag fell";
    case session::HalfStatus::kMayClaim:
      return std::string(color_label(~side)) + "'s flag fell: you may claim";
    case session::HalfStatus::kTapToStart:
      return std::string("Tap here to start ") + color_label(v.first_to_move) + "'s clock";
    case session::HalfStatus::kMovesFirst:
      return std::string(color_label(side)) + " moves first";
    case session::HalfStatus::kDelay: {
      clock::DisplayFormat delay_format;
      delay_format.tenths_below = 60 * clock::kSecond;
      return "delay " + clock::format_remaining(v.clock.delay_left, delay_format);
    }
    case session::HalfStatus::kStopped:
      return "Clock stopped";
    case session::HalfStatus::kMoves:
      break;
  }
  std::string status = "Moves " + std::to_string(v.clock.moves);
  if (v.clock.moves_to_next_period > 0)
    status += "  \xC2\xB7  " + std::to_string(v.clock.moves_to_next_period) + " to time control";
  if (v.clock.in_byoyomi)
    status += "  \xC2\xB7  byo-yomi " + std::to_string(v.clock.byoyomi_periods_left);
  return status;
}

const char* sheet_name(ClockSheet sheet) {
  switch (sheet) {
    case ClockSheet::kPicker:
      return "Rules and time control";
    case ClockSheet::kMenu:
      return "Clock";
    case ClockSheet::kConfirmReset:
      return "Reset the clock?";
    case ClockSheet::kClaim:
      return "Claim";
    case ClockSheet::kRuling:
      return "Ruling";
    case ClockSheet::kRecord:
      return "Game record";
    case ClockSheet::kDirector:
      return "Director";
    case ClockSheet::kPromote:
      return "Promotion";
    case ClockSheet::kNotice:
      return "Notice";
    case ClockSheet::kConfirmLink:
      return "Set-up link";
    case ClockSheet::kSetupLink:
      return "Set-up link for every board";
    case ClockSheet::kNone:
      break;
  }
  return "";
}

}  // namespace

Screen ClockScreen::draw(const FrameInput& input, FrameOutput& output) {
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  const ImVec2 origin = viewport->WorkPos;
  const ImVec2 size = viewport->WorkSize;
  layout_ = session::clock_layout(session_.settings(), size.x, size.y);
  const Color first = layout_.first;
  if (layout_.side_by_side) {
    // Landscape: the halves side by side, the bar along the bottom edge.
    const ImVec2 half(size.x / 2, size.y - kBarHeight);
    draw_half(first, origin, half, layout_.first_turn, input);
    draw_half(~first, ImVec2(origin.x + half.x, origin.y), half, layout_.second_turn, input,
              layout_.second_turn == session::HalfTurn::kNone);
    draw_control_bar(ImVec2(origin.x, origin.y + half.y), ImVec2(size.x, kBarHeight), input);
  } else {
    const float half_height = (size.y - kBarHeight) / 2;
    draw_half(first, origin, ImVec2(size.x, half_height), layout_.first_turn, input);
    draw_control_bar(ImVec2(origin.x, origin.y + half_height), ImVec2(size.x, kBarHeight), input);
    draw_half(~first, ImVec2(origin.x, origin.y + half_height + kBarHeight),
              ImVec2(size.x, half_height), layout_.second_turn, input);
  }
  draw_sheet(input, output);
  session_.end_frame(input.now, output);
  if (session_.study_requested() || session_.share_requested()) return Screen::Trainer;
  return session_.take_leave() ? Screen::Home : Screen::Clock;
}

void ClockScreen::draw_half(Color side, ImVec2 screen_top_left, ImVec2 screen_size,
                            session::HalfTurn turn, const FrameInput& input, bool outer_right) {
  const session::HalfView view = session_.half_view(side, input.now);
  const ImVec2 centre(screen_top_left.x + screen_size.x / 2, screen_top_left.y + screen_size.y / 2);
  // The half is laid out upright in its own frame, then turned: a quarter turn swaps its sides.
  const bool quarter =
      turn == session::HalfTurn::kFromLeft || turn == session::HalfTurn::kFromRight;
  const ImVec2 size = quarter ? ImVec2(screen_size.y, screen_size.x) : screen_size;
  const ImVec2 top_left(centre.x - size.x / 2, centre.y - size.y / 2);
  const ImVec2 bottom_right(top_left.x + size.x, top_left.y + size.y);

  // The controls of this half, in its own frame: along the player's near edge. One more control
  // at most beside "Claim…", as the session offers it.
  std::vector<HalfButton> buttons;
  const float margin = 16.0f;
  const float button_height = touch_target();
  const float button_y = bottom_right.y - margin - button_height;
  const float claim_width = 132.0f;
  if (view.offer.claim) {
    buttons.push_back({"Claim\xE2\x80\xA6", std::string("claim.") + color_id(side),
                       ImVec2(top_left.x + margin, button_y), ImVec2(claim_width, button_height),
                       colors::kPanel});
    const float wide = std::min(190.0f, size.x - claim_width - 3 * margin);
    const ImVec2 context_min(bottom_right.x - margin - wide, button_y);
    const Color promoter = view.offer.promoter;
    switch (view.offer.control) {
      case game::HalfControl::kRestartOpponent:
        buttons.push_back({std::string("Restart ") + color_label(~side) + "'s clock",
                           std::string("restart.") + color_id(side), context_min,
                           ImVec2(wide, button_height), colors::kPausedTurn});
        break;
      case game::HalfControl::kPromotionStop:
        buttons.push_back({"Promotion: stop", std::string("promote-stop.") + color_id(side),
                           context_min, ImVec2(wide, button_height), colors::kPausedTurn});
        break;
      case game::HalfControl::kPromotionPause:
        buttons.push_back({side == promoter
                               ? std::string("Promoting? Stop")
                               : std::string("Stop: ") + color_label(promoter) + " promotes",
                           std::string("promote-pause.") + color_id(side), context_min,
                           ImVec2(wide, button_height), colors::kPausedTurn});
        break;
      case game::HalfControl::kNone:
        break;
    }
  }
  if (outer_right) {
    for (HalfButton& b : buttons) b.min.x = top_left.x + bottom_right.x - b.min.x - b.size.x;
  }
  const EpochMillis at = input.pointer_down_at.value_or(input.now);
  const int us = input.pointer_down_at ? input.pointer_down_us : 0;
  ImGui::PushID(color_id(side));
  for (HalfButton& b : buttons) {
    submit(b, turn, centre);
  }
  ImGui::SetCursorScreenPos(screen_top_left);
  if (ImGui::InvisibleButton("half", screen_size, ImGuiButtonFlags_PressedOnClick))
    session_.tap_half(side, at, us);
  ImGui::PopID();
  tap_targets().add_last_item(side == Color::White ? "clock.white" : "clock.black");

  for (HalfButton& b : buttons) {
    if (!b.pressed) continue;
    if (b.target.rfind("claim.", 0) == 0) {
      session_.open_claim(side, at);
    } else if (b.target.rfind("promote-pause.", 0) == 0) {
      session_.pause_for_promotion(side, at, us);
    } else if (b.target.rfind("promote-stop.", 0) == 0) {
      session_.stop_for_promotion(side, at, us);
    } else if (b.target.rfind("restart.", 0) == 0) {
      session_.restart_opponent_clock(side, at, us);
    }
  }

  ImDrawList* draw = ImGui::GetWindowDrawList();
  const int first_vertex = draw->VtxBuffer.Size;
  draw->AddRectFilled(ImVec2(top_left.x + 6, top_left.y + 6),
                      ImVec2(bottom_right.x - 6, bottom_right.y - 6), face_colour(view.face),
                      18.0f);

  const ImU32 text_colour = ImGui::GetColorU32(colors::kText);
  const ImU32 dim_colour = ImGui::GetColorU32(view.running ? colors::kText : colors::kTextDim);
  fit_text(draw, Fonts::digits(), view.digits.c_str(), ImVec2(centre.x, centre.y - size.y * 0.08f),
           ImVec2(size.x * 0.88f, size.y * 0.46f), text_colour);

  const float line_size = std::clamp(size.y * 0.07f, 18.0f, 30.0f);
  const ImVec2 top_line(centre.x, top_left.y + size.y * 0.09f);
  const ImVec2 status_line(centre.x, button_y - line_size * 0.9f);
  const std::string top = std::string(color_label(side)) + "  \xC2\xB7  " +
                          std::string(ruleset_short_name(session_.game().ruleset().id));
  centred_line(draw, Fonts::title(), line_size * 0.75f, top.c_str(), top_line, size.x * 0.9f,
               dim_colour);
  if (input.desktop && turn == session::HalfTurn::kNone) {
    centred_line(
        draw, Fonts::body(), 15.0f,
        "Keys: Space presses \xC2\xB7 Left Shift White \xC2\xB7 Right Shift Black \xC2\xB7 "
        "P pause \xC2\xB7 T times \xC2\xB7 Esc closes",
        ImVec2(centre.x, top_line.y + line_size * 1.1f), size.x * 0.94f,
        ImGui::GetColorU32(colors::kTextDim));
  }
  const std::string status = status_text(view, side);
  centred_line(draw, Fonts::title(), line_size, status.c_str(), status_line, size.x * 0.9f,
               text_colour);
  if (view.control_warning) {
    centred_line(draw, Fonts::body(), 16.0f,
                 "\xE2\x9A\x91 Outside this ruleset's blitz limits (see the control)",
                 ImVec2(centre.x, status_line.y + line_size * 1.4f), size.x * 0.9f,
                 ImGui::GetColorU32(colors::kWarning));
  }
  for (const HalfButton& b : buttons) paint(draw, b);

  turn_drawing(draw, first_vertex, centre, turn);
}

void ClockScreen::draw_control_bar(ImVec2 top_left, ImVec2 size, const FrameInput& input) {
  const float gap = 8.0f;
  const float button_width = (size.x - gap * 5) / 4;
  ImGui::SetCursorScreenPos(ImVec2(top_left.x + gap, top_left.y + (size.y - touch_target()) / 2));
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(gap, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(4, 10));

  if (bar_button("\xE2\x86\x90 Home", "clock.home", button_width)) session_.leave();
  ImGui::SameLine();
  const EpochMillis at = input.pointer_down_at.value_or(input.now);
  const int us = input.pointer_down_at ? input.pointer_down_us : 0;
  const session::BarView bar = session_.bar_view(at);
  switch (bar) {
    case session::BarView::kRecord:
      if (bar_button("Record", "clock.pause", button_width)) session_.open_record();
      break;
    case session::BarView::kResume:
      if (bar_button("Resume", "clock.pause", button_width)) session_.resume(at, us);
      break;
    case session::BarView::kPause:
    case session::BarView::kPauseDisabled:
      ImGui::BeginDisabled(bar == session::BarView::kPauseDisabled);
      if (bar_button("Pause", "clock.pause", button_width)) session_.pause(at, us);
      ImGui::EndDisabled();
      break;
  }
  ImGui::SameLine();
  if (bar_button(session_.settings().control.c_str(), "clock.control", button_width))
    session_.open_picker();
  ImGui::SameLine();
  if (bar_button("More", "clock.more", button_width)) session_.open_menu();
  ImGui::PopStyleVar(2);
}

void ClockScreen::draw_sheet(const FrameInput& input, FrameOutput& output) {
  const ClockSheet shown = session_.sheet();
  if (shown == ClockSheet::kNone) return;
  // On a phone on its side the picker's two lists, a board being set up and its men, and a
  // claim's choices sit side by side: those sheets take more of the width.
  const bool side_by_side = shown == ClockSheet::kPicker ||
                            (shown == ClockSheet::kClaim && session_.claim_board() != nullptr) ||
                            (shown == ClockSheet::kClaim && phone_on_its_side());
  SheetFrame frame(sheet_name(shown), session_.sheet_turned() && layout_.sheets_turn,
                   side_by_side ? 800.0f : 620.0f);
  if (!frame.open()) return;
  switch (shown) {
    case ClockSheet::kPicker:
      draw_picker(session_);
      break;
    case ClockSheet::kMenu:
      draw_clock_menu(session_, input);
      break;
    case ClockSheet::kConfirmReset:
      draw_confirm_reset(session_);
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
    case ClockSheet::kNone:
      break;
  }
  if (session_.sheet() != shown) frame.close();
}

}  // namespace flagfall::ui
