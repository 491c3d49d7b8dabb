#pragma once

#include <imgui.h>

namespace flagfall::ui {

// The frame every clock sheet is drawn in: a modal popup of a phone's width, centred on the
// screen. A sheet for the far player is turned to face him: centred, it turns onto itself; taps
// are turned back before ImGui sees them, so they reach what is drawn under the finger, and its
// tap targets are published where they show.
class SheetFrame {
 public:
  // Opens the sheet `name` (if it is not open yet) and begins it; open() says whether it is
  // drawn this frame. On a screen wider than tall it is at most `wide_width` wide.
  SheetFrame(const char* name, bool turned, float wide_width = 620.0f);
  ~SheetFrame();
  SheetFrame(const SheetFrame&) = delete;
  SheetFrame& operator=(const SheetFrame&) = delete;

  bool open() const { return open_; }
  // The session moved on from this sheet: it closes (the next opens on the next frame).
  void close() { close_ = true; }

 private:
  bool turned_;
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
