#pragma once

#include <imgui.h>

namespace flagfall::ui {

// A confirmation that fills the sheet's height (SheetPlacement::full_height): its words at one end
// and its controls at the other, the controls away from the tap that asked (opening_tap()), so a
// tap repeated where the choice was reaches nothing. On a screen wider than tall the bar runs
// along the bottom edge, so there the controls always go to the top, never over the bar's buttons.
// The caller draws words and controls in the order far_controls_first() gives, with
// far_confirm_gap() between them.
bool far_controls_first();
// The room between the two ends, given the height the part drawn last takes.
void far_confirm_gap(float last_part_height);

}  // namespace flagfall::ui
