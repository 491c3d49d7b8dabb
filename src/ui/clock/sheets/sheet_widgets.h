#pragma once

#include <optional>
#include <string>

#include <imgui.h>

#include "session/clock/clock_session.h"

namespace flagfall::ui {

// Small pieces the clock's sheets share.

// The intent of the control tapped this frame, if any: a sheet collects it while it draws and
// sends it once it has drawn (send()).
using Tapped = std::optional<session::ClockIntent>;
// A control's tap target: its intent's id (session/clock/clock_intent_id.cpp).
void publish_target(const session::ClockIntent& intent);
// The session's controls (session/clock_sheets.h) in rows of `columns` (a single column is two on
// a phone on its side), a chosen one in the accent colour, each `height` high (-1: a touch
// target, 0: its label's); a tapped one's intent goes to `tapped`.
void control_grid(const session::ClockControls& controls, Tapped& tapped, int columns = 1,
                  float height = -1);
// When a tap on this frame was made (its pointer-down, else the frame's instant).
session::EpochMillis tap_time(const session::FrameInput& input);
// The clock screen's one way to the session for everything drawn (a half, the bar, a sheet's
// control): the intent, timed by the tap to the microsecond. A touch on a control goes through
// ClockSession::tap (which keeps a slam's later taps off a sheet); a half's press (which counts
// whatever sheet is open) and a key (Enter on a focused control) through apply. Nothing without
// an intent.
void send(session::ClockSession& session, const Tapped& intent, const session::FrameInput& input);
// A control that shows a choice on (a tick, the accent colour) or off ("+").
void toggle_button(const session::ClockControl& control, Tapped& tapped);
// Text wrapped to the sheet, in `colour` if given.
void wrapped(const std::string& text, const ImVec4* colour = nullptr);
// The sheet's notice in the warning colour, if there is one.
void notice_line(const std::string& notice);
// The width of one of two buttons side by side.
float half_width();
// "White 4:59  ·  Black 5:00" at `now`, with tenths under 20 s.
std::string side_times(const session::ClockSession& session, session::EpochMillis now);

}  // namespace flagfall::ui
