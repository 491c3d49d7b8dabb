#pragma once

#include <imgui.h>

#include <string>

#include "session/clock/clock_views.h"

namespace flagfall::ui {

// Where a clock half is on the screen and how it is turned for its player.
struct HalfPlace {
  chess::Color side = chess::Color::White;
  ImVec2 min;   // the screen rectangle's top-left corner
  ImVec2 size;  // on the screen
  session::HalfTurn turn = session::HalfTurn::kNone;
  bool contains(ImVec2 point) const {
    return point.x >= min.x && point.y >= min.y && point.x < min.x + size.x &&
           point.y < min.y + size.y;
  }
};

// A half laid out upright in its own frame (then turned onto the screen): its centre, and its
// size in that frame (a quarter turn swaps the screen's width and height).
struct HalfFrame {
  ImVec2 centre;
  ImVec2 size;
  ImVec2 min() const { return ImVec2(centre.x - size.x / 2, centre.y - size.y / 2); }
  ImVec2 max() const { return ImVec2(centre.x + size.x / 2, centre.y + size.y / 2); }
};
HalfFrame half_frame(const HalfPlace& place);

// One clock half: a press surface and nothing else. It draws the player's digits large, the
// opponent's time small near the top of the half (turned with it, so its player reads it), the
// status line, and the low-time warning (a striped edge, a thick outline and the words, not colour
// alone). Its tap target is "clock.<side>" and the opponent's small time "clock.<side>.opponent".
// True when a touch went down on it this frame.
struct HalfLook {
  std::string ruleset;  // the ruleset's short name, for the top line
  std::string keys;     // a computer with a keyboard: the keys' line (else "")
};
bool draw_clock_half(const session::HalfView& view, const HalfPlace& place, const HalfLook& look);

// Fits `text` (centred on `centre`) into `box`, as large as fits but no larger than "0:00" would
// be, so the digits keep their size when the display switches to tenths.
void fit_text(ImDrawList* draw, ImFont* font, const char* text, ImVec2 centre, ImVec2 box,
              ImU32 colour);
// One line of text centred on `centre`, shrunk if needed to fit `max_width`.
void centred_line(ImDrawList* draw, ImFont* font, float size, const char* text, ImVec2 centre,
                  float max_width, ImU32 colour);

}  // namespace flagfall::ui
