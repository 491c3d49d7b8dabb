#pragma once

#include <string>

#include <imgui.h>

#include "session/clock_session.h"

namespace flagfall::ui {

// Small pieces the clock's sheets share.

// A button across the sheet, published as tap target `target`. On a phone on its side
// (phone_on_its_side) such buttons go two to a row: one drawn right after another shares its row.
bool wide_button(const char* label, const char* target, float height = 0);
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
