#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <imgui.h>

#include "session/app/app_intent.h"
#include "session/clock/clock_session.h"
#include "ui/widgets.h"  // fitted_button
#include "words/words.h"

namespace flagfall::ui {

// Small pieces the clock's sheets share.

// The session's controls (session/clock_sheets.h) in rows of `columns` (a single column is two on
// a phone on its side), a chosen one in the accent colour, each `height` high (-1: a touch
// target, 0: its label's), each published as a tap target by its id (clock_intent.h); a tapped
// one's intent goes to `tapped`, for the sheet to send() once it has drawn.
void control_grid(const session::ClockControls& controls, session::ClockIntent& tapped,
                  int columns = 1, float height = -1);
// The same for the About sheet's controls (its saved data's question).
void control_grid(const session::AppControls& controls, session::AppIntent& tapped, int columns = 1,
                  float height = -1);
// A control as a toggle_button() (its id the tap target); true when tapped.
bool toggle_control(const session::ClockControl& control);
// When a tap on this frame was made (its pointer-down, else the frame's instant).
session::EpochMillis tap_time(const session::FrameInput& input);
// A drawn control's intent to the session, timed by the tap: a touch goes through
// ClockSession::tap (which ignores a slam's later taps), a key (Enter on a focused control)
// through apply. Nothing for kNone.
void send(session::ClockSession& session, const session::ClockIntent& intent,
          const session::FrameInput& input);
// The touch on a control that must be held (`held`: kHoldNewGame or kDirector), to the session,
// which times the hold: its press (kHoldStart, through the tap guard), its letting go on the
// control (`held`) or off it (kHoldCancel). A key (Enter on the focused control) sends `key` at
// once: keys and screen readers are deliberate. Called right after the control's button with
// what the button returned; while the touch holds it, the control fills as far as the hold has
// gone (ClockSession::hold_progress).
void send_hold(session::ClockSession& session, bool released, session::ClockAction held,
               const session::ClockIntent& key, const session::FrameInput& input,
               session::FrameOutput& output);
// A button that shows a choice on (a tick, the accent colour) or off ("+").
bool toggle_button(const char* label, const char* target, bool on);
// Text wrapped to the sheet, in `colour` if given.
void wrapped(const std::string& text, const ImVec4* colour = nullptr);
// The sheet's notice in the warning colour, if there is one.
void notice_line(const std::string& notice);
// The width of one of two buttons side by side.
float half_width();
// "White 4:59  ·  Black 5:00" at `now`, with tenths under 20 s.
std::string side_times(const session::ClockSession& session, session::EpochMillis now);

}  // namespace flagfall::ui
