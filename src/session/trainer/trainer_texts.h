#pragma once

#include <string>

namespace flagfall::session {

// What the trainer's views say where the words depend on the bank, the selection, a ruleset, a
// position or the progress is composed in each view's model (views/, trainer_views.h) and tested
// natively, so the UI only lays it out. Here: what the views share.

// "67%" rounded to the nearest; "-" when nothing was answered.
std::string percent(int right, int answered);
// The separator between a line's parts, " · ".
inline constexpr const char* kDot = " \xC2\xB7 ";

}  // namespace flagfall::session
