#pragma once

#include <imgui.h>

#include <optional>

namespace flagfall::ui {

// Where a sheet goes, kept by its owner across frames. A sheet opened by a tap never puts a
// control under that tap: a double or triple tap at one spot finds nothing there. Once its size is
// known (its first frames are laid out, not shown) the row of controls that would lie under the tap
// goes below it, leaving a gap, and the sheet keeps that layout. A sheet that faces the far player
// stays centred, so that it turns onto itself (its taps are turned back, sheet_frame.cpp), and
// fills the screen's height, so the gap does not move it; any other keeps the top it had then.
// With `full_height` a sheet fills the height too, so its content can put its controls at the
// other end from the tap (an ending's confirmation, opening_tap()).
struct SheetPlacement {
  int key = -1;                   // the sheet (and step) on show; a new one starts afresh
  std::optional<ImVec2> opening;  // the tap that opened it, on the screen
  bool full_height = false;
  int frames = 0;           // drawn since it opened
  float top = 0;            // the window's top, fixed from its third frame (when not centred)
  ImVec2 size{0, 0};        // the window's size last frame
  int gap_before = -2;      // the row the gap goes before: -2 undecided, -1 none
  float gap = 0;            // its height, fixed when decided
  ImVec2 screen_min{0, 0};  // where it showed last frame (turned, for a sheet that faces the far
  ImVec2 screen_max{0, 0};  // player)
  ImVec2 viewport{0, 0};    // the screen's size it was laid out for
  // Starts afresh for the sheet `next_key`, opened by a tap at `tap` (if a tap opened it).
  void open(int next_key, std::optional<ImVec2> tap, bool fill_height) {
    *this = SheetPlacement{};
    key = next_key;
    opening = tap;
    full_height = fill_height;
  }
  bool shows(ImVec2 point) const {
    return point.x >= screen_min.x && point.y >= screen_min.y && point.x < screen_max.x &&
           point.y < screen_max.y;
  }
};

// The tap that opened the sheet being drawn, in the sheet's own (upright) frame, if a tap did.
std::optional<ImVec2> opening_tap();

// Before each row of controls `height` high in the sheet being drawn: a gap instead of a control
// under the tap that opened it (SheetPlacement).
void skip_opening_tap(float height);

// The frame every clock sheet is drawn in: a modal popup of a phone's width, centred on the
// screen. A sheet for the far player is turned to face him: centred, it turns onto itself; taps
// are turned back before ImGui sees them, so they reach what is drawn under the finger, and its
// tap targets are published where they show.
class SheetFrame {
 public:
  // Opens the sheet `name` (if it is not open yet) and begins it; open() says whether it is
  // drawn this frame. On a screen wider than tall it is at most `wide_width` wide.
  SheetFrame(const char* name, bool turned, float wide_width = 620.0f,
             SheetPlacement* placement = nullptr);
  ~SheetFrame();
  SheetFrame(const SheetFrame&) = delete;
  SheetFrame& operator=(const SheetFrame&) = delete;

  bool open() const { return open_; }
  // The session moved on from this sheet: it closes (the next opens on the next frame).
  void close() { close_ = true; }

 private:
  bool turned_;
  SheetPlacement* placement_;
  bool open_ = false;
  bool close_ = false;
  ImVec2 mouse_;
  ImVec2 clicked_;
};

// Where the sheets are centred, and what a turned sheet turns about.
ImVec2 work_area_centre();

// A screen wider than tall and short (a phone on its side): the sheets lay their buttons out
// across rather than down, so they fit its height.
bool phone_on_its_side();

}  // namespace flagfall::ui
