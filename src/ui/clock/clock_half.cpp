// A clock half (clock_half.h): drawn upright in its own frame, then turned for its player.
#include "ui/clock/clock_half.h"

#include <algorithm>
#include <cfloat>
#include <utility>

#include <imgui_internal.h>  // ImGuiButtonFlags_PressedOnClick: a clock press counts on touch-down

#include "clock/display.h"
#include "session/clock/live_text.h"
#include "ui/fonts.h"
#include "ui/rotation.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"
#include "words/words.h"

namespace flagfall::ui {
namespace {

using chess::Color;
using session::HalfFace;
using session::HalfStatus;
using session::side_name;
using words::Msg;

ImU32 face_colour(HalfFace face) {
  switch (face) {
    case HalfFace::kFlag:
      return ImGui::GetColorU32(colors::kFlag);
    case HalfFace::kRunning:
    case HalfFace::kLowTime:
      return ImGui::GetColorU32(colors::kAccent);
    case HalfFace::kPausedTurn:
      return ImGui::GetColorU32(colors::kPausedTurn);
    case HalfFace::kIdle:
      break;
  }
  return ImGui::GetColorU32(colors::kPanel);
}

// The line under a half's digits, in words.
std::string status_text(const session::HalfView& v, Color side) {
  const bool white = side == Color::White;
  switch (v.status) {
    case HalfStatus::kOver:
      return v.headline;
    case HalfStatus::kBothFlags:
      return std::string(words::text(v.both_flags_draw ? Msg::kClockScreenBothFlagsDraw
                                                       : Msg::kClockScreenBothFlags));
    case HalfStatus::kFlagFell:
      return std::string(words::text(Msg::kClockScreenFlagFell));
    case HalfStatus::kMayClaim:  // the other side's flag
      return std::string(
          words::text(white ? Msg::kClockScreenMayClaimBlack : Msg::kClockScreenMayClaimWhite));
    case HalfStatus::kTapToStart:
      return std::string(words::text(v.first_to_move == Color::White
                                         ? Msg::kClockScreenTapToStartWhite
                                         : Msg::kClockScreenTapToStartBlack));
    case HalfStatus::kMovesFirst:
      return std::string(
          words::text(white ? Msg::kClockScreenMovesFirstWhite : Msg::kClockScreenMovesFirstBlack));
    case HalfStatus::kDelay: {
      clock::DisplayFormat delay_format;
      delay_format.tenths_below = 60 * clock::kSecond;
      return words::format<Msg::kClockScreenDelay>(
          clock::format_remaining(v.clock.delay_left, delay_format));
    }
    case HalfStatus::kStopped:
      return std::string(words::text(Msg::kClockScreenStopped));
    case HalfStatus::kMoves:
      break;
  }
  std::string status = words::format<Msg::kClockScreenMoves>(std::to_string(v.clock.moves));
  if (!v.byoyomi.empty()) status += "  \xC2\xB7  " + v.byoyomi;
  return status;
}

// Diagonal stripes across the band [a, b] (a pattern, so the warning does not rest on colour).
void stripes(ImDrawList* draw, ImVec2 a, ImVec2 b, ImU32 colour) {
  const float height = b.y - a.y;
  for (float c = a.x - height; c < b.x; c += 18.0f) {
    // The line x - y = c - a.y from the band's top edge to its bottom edge, kept inside it.
    float x0 = c;
    float y0 = a.y;
    float x1 = c + height;
    float y1 = b.y;
    if (x0 < a.x) {
      y0 += a.x - x0;
      x0 = a.x;
    }
    if (x1 > b.x) {
      y1 -= x1 - b.x;
      x1 = b.x;
    }
    if (y1 > y0) draw->AddLine(ImVec2(x0, y0), ImVec2(x1, y1), colour, 5.0f);
  }
}

}  // namespace

void fit_text(ImDrawList* draw, ImFont* font, const char* text, ImVec2 centre, ImVec2 box,
              ImU32 colour) {
  const ImVec2 natural = font->CalcTextSizeA(font->FontSize, FLT_MAX, 0, text);
  const float reference_width = font->CalcTextSizeA(font->FontSize, FLT_MAX, 0, "0:00").x;
  if (natural.x <= 0 || natural.y <= 0) return;
  const float scale = std::min(box.x / std::max(natural.x, reference_width), box.y / natural.y);
  const float size = font->FontSize * scale;
  const ImVec2 drawn(natural.x * scale, natural.y * scale);
  draw->AddText(font, size, ImVec2(centre.x - drawn.x / 2, centre.y - drawn.y / 2), colour, text);
}

void centred_line(ImDrawList* draw, ImFont* font, float size, const char* text, ImVec2 centre,
                  float max_width, ImU32 colour) {
  ImVec2 extent = font->CalcTextSizeA(size, FLT_MAX, 0, text);
  if (extent.x > max_width) {
    size *= max_width / extent.x;
    extent = font->CalcTextSizeA(size, FLT_MAX, 0, text);
  }
  draw->AddText(font, size, ImVec2(centre.x - extent.x / 2, centre.y - extent.y / 2), colour, text);
}

HalfFrame half_frame(const HalfPlace& place) {
  const bool quarter =
      place.turn == session::HalfTurn::kFromLeft || place.turn == session::HalfTurn::kFromRight;
  HalfFrame frame;
  frame.centre = ImVec2(place.min.x + place.size.x / 2, place.min.y + place.size.y / 2);
  frame.size = quarter ? ImVec2(place.size.y, place.size.x) : place.size;
  return frame;
}

bool draw_clock_half(const session::HalfView& view, const HalfPlace& place, const HalfLook& look) {
  const Color side = place.side;
  const HalfFrame frame = half_frame(place);
  const ImVec2 centre = frame.centre;
  const ImVec2 size = frame.size;
  const ImVec2 top_left = frame.min();
  const ImVec2 bottom_right = frame.max();

  // The whole half is one press surface, pressed on touch-down: to its very edges and corners
  // (the window's own clip would leave a margin at the screen's edge untouchable) and not a pixel
  // beyond (a touch's extra padding would let the half beside it, side by side on a phone on its
  // side, take a tap at its edge).
  ImGui::PushClipRect(place.min, ImVec2(place.min.x + place.size.x, place.min.y + place.size.y),
                      false);
  ImVec2& padding = ImGui::GetStyle().TouchExtraPadding;
  const ImVec2 kept = std::exchange(padding, ImVec2(0, 0));
  ImGui::PushID(session::color_id(side));
  ImGui::SetCursorScreenPos(place.min);
  const bool pressed = ImGui::InvisibleButton("half", place.size, ImGuiButtonFlags_PressedOnClick);
  ImGui::PopID();
  padding = kept;
  tap_targets().add_last_item(side == Color::White ? "clock.white" : "clock.black");

  ImDrawList* draw = ImGui::GetWindowDrawList();
  const int first_vertex = draw->VtxBuffer.Size;
  const ImVec2 face_min(top_left.x + 6, top_left.y + 6);
  const ImVec2 face_max(bottom_right.x - 6, bottom_right.y - 6);
  draw->AddRectFilled(face_min, face_max, face_colour(view.face), 18.0f);
  const ImU32 text_colour = ImGui::GetColorU32(colors::kText);
  const bool low = view.face == HalfFace::kLowTime;
  if (low) {
    const float band = std::clamp(size.y * 0.05f, 12.0f, 22.0f);
    const ImU32 warning = ImGui::GetColorU32(colors::kWarning);
    stripes(draw, ImVec2(face_min.x + 14, face_min.y + 6),
            ImVec2(face_max.x - 14, face_min.y + band), warning);
    stripes(draw, ImVec2(face_min.x + 14, face_max.y - band),
            ImVec2(face_max.x - 14, face_max.y - 6), warning);
    draw->AddRect(face_min, face_max, text_colour, 18.0f, 0, 7.0f);
  }

  const ImU32 dim_colour = ImGui::GetColorU32(view.running ? colors::kText : colors::kTextDim);
  fit_text(draw, Fonts::digits(), view.digits.c_str(), ImVec2(centre.x, centre.y - size.y * 0.04f),
           ImVec2(size.x * 0.88f, size.y * 0.44f), text_colour);

  // The top line: whose half and the ruleset on the left, the opponent's time on the right.
  const float line_size = std::clamp(size.y * 0.07f, 18.0f, 30.0f);
  const float top_y = top_left.y + size.y * 0.11f;
  const float inner = size.x - 48;
  std::string mine = std::string(side_name(side)) + "  \xC2\xB7  " + look.ruleset;
  if (!view.terms.empty()) mine += "  \xC2\xB7  " + view.terms;
  ImFont* body = Fonts::body();
  const float small = line_size * 0.8f;
  const std::string theirs = std::string(side_name(~side)) + "  " + view.opponent_digits;
  ImVec2 theirs_size = body->CalcTextSizeA(small, FLT_MAX, 0, theirs.c_str());
  theirs_size.x = std::min(theirs_size.x, inner * 0.42f);
  const ImVec2 box_min(bottom_right.x - 24 - theirs_size.x - 16, top_y - theirs_size.y / 2 - 6);
  const ImVec2 box_max(bottom_right.x - 24, top_y + theirs_size.y / 2 + 6);
  draw->AddRect(box_min, box_max, dim_colour, 8.0f, 0, 1.5f);
  centred_line(draw, body, small, theirs.c_str(), ImVec2((box_min.x + box_max.x) / 2, top_y),
               theirs_size.x, dim_colour);
  const float mine_width = box_min.x - (top_left.x + 24) - 12;
  centred_line(draw, Fonts::title(), line_size * 0.75f, mine.c_str(),
               ImVec2(top_left.x + 24 + mine_width / 2, top_y), mine_width, dim_colour);
  {
    ImVec2 screen_min;
    ImVec2 screen_size;
    turned_rect(box_min, ImVec2(box_max.x - box_min.x, box_max.y - box_min.y), centre, place.turn,
                screen_min, screen_size);
    const std::string target =
        std::string(side == Color::White ? "clock.white" : "clock.black") + ".opponent";
    tap_targets().add(target.c_str(), screen_min.x, screen_min.y, screen_size.x, screen_size.y);
  }
  if (!look.keys.empty() && place.turn == session::HalfTurn::kNone) {
    centred_line(draw, body, 15.0f, look.keys.c_str(), ImVec2(centre.x, top_y + line_size * 1.2f),
                 size.x * 0.94f, ImGui::GetColorU32(colors::kTextDim));
  }
  const ImVec2 status_line(centre.x, bottom_right.y - size.y * 0.15f);
  if (!view.armageddon.empty()) {
    // Between the digits and the status, as large as the status: read at arm's length.
    centred_line(draw, Fonts::title(), line_size, view.armageddon.c_str(),
                 ImVec2(centre.x, status_line.y - line_size * 1.25f), size.x * 0.9f,
                 ImGui::GetColorU32(colors::kWarning));
  }
  std::string status = status_text(view, side);
  if (low) status = words::format<Msg::kClockScreenLowTime>(status);
  centred_line(draw, Fonts::title(), line_size, status.c_str(), status_line, size.x * 0.9f,
               text_colour);
  float below = status_line.y + line_size * 1.3f;
  if (!view.stage.empty()) {
    // A staged control: "stage 1 · 12 moves to go", boxed in the warning colour for a moment
    // when the stage has just changed.
    const float stage_size = line_size * 0.8f;
    const ImU32 colour = ImGui::GetColorU32(view.stage_new ? colors::kWarning : colors::kText);
    centred_line(draw, body, stage_size, view.stage.c_str(), ImVec2(centre.x, below), size.x * 0.8f,
                 colour);
    if (view.stage_new) {
      const float w = std::min(body->CalcTextSizeA(stage_size, FLT_MAX, 0, view.stage.c_str()).x,
                               size.x * 0.8f) /
                          2 +
                      12;
      draw->AddRect(ImVec2(centre.x - w, below - stage_size * 0.75f),
                    ImVec2(centre.x + w, below + stage_size * 0.75f), colour, 8.0f, 0, 2.5f);
    }
    below += line_size * 1.1f;
  }
  if (view.control_warning) {
    centred_line(draw, body, 16.0f, words::text(Msg::kClockScreenControlWarning).data(),
                 ImVec2(centre.x, below), size.x * 0.9f, ImGui::GetColorU32(colors::kWarning));
  }
  turn_drawing(draw, first_vertex, centre, place.turn);
  ImGui::PopClipRect();  // the half is drawn to its edges too (it turns onto its own rectangle)
  return pressed;
}

}  // namespace flagfall::ui
