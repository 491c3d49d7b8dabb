#pragma once

#include <SDL.h>

#include <optional>
#include <vector>

#include "ui/app.h"

namespace flagfall::platform {

// An input's instant: epoch milliseconds and the microseconds past them (the page hands the app
// its events' timestamps in whole epoch microseconds, web/bootstrap.js).
struct InputTime {
  ui::EpochMillis ms = 0;
  int us = 0;
  friend bool operator==(const InputTime&, const InputTime&) = default;
};
InputTime input_time_from_micros(double epoch_micros);

// The keyboard between SDL and the app (docs/architecture.md, "keys"): the keys the app answers
// itself, and ImGui's keyboard navigation for the rest.
class Keyboard {
 public:
  // Before a frame's SDL events: the key-ups held back from the last frame reach ImGui now.
  void replay_held_back();
  // A key event, before ImGui sees it; true when ImGui is not to see it now. A key-down the app
  // answers itself (a player's press key, session::AppSession::player_key; then Space, P, T, C,
  // Escape, 1 to 9, and the arrows and Page Up and Down where classroom mode takes them:
  // AppSession::key) is
  // taken, timed by its DOM event's own timestamp (web/bootstrap.js). The rest go to ImGui's
  // keyboard navigation: Enter as Space (ImGui 1.86's key to activate the focused control), and a
  // Space or Enter going down sets `pressed_at` to its own instant, as a pointer-down does, so the
  // control it activates is timed by the key. A key-up that comes in the same frame as its key-down
  // is held back to the next: ImGui 1.86 reads the keys' state once a frame and would miss the
  // press.
  bool take(SDL_Event& event, session::AppSession& app, ui::EpochMillis now,
            std::optional<InputTime>& pressed_at);
  // Around each frame (after ImGui::NewFrame(), before ImGui::Render()): Tab and Shift-Tab move
  // the keyboard focus through every control, as ImGui 1.88 does (1.86 tabs only between text
  // fields); from a control no longer drawn (a sheet's step changed), Tab starts at the first.
  void after_new_frame() const;
  void before_render();

 private:
  std::vector<SDL_Event> held_back_;
  std::vector<SDL_Scancode> down_this_frame_;
  bool focus_drawn_ = false;  // the control with the focus was drawn in the last frame
};

}  // namespace flagfall::platform
