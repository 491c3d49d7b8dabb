#pragma once

#include "clock/clock.h"

namespace flagfall::clock {

// A multi-period control's stage on one half (issue 26 point 4), as a DGT clock shows it:
// "stage 1 · 12 moves to go".
struct Stage {
  bool staged = false;  // the control has stages: more than one period, or a repeating one
  int number = 1;       // the period in effect, from 1 (a repeating last period counts on)
  int moves_to_go = 0;  // moves left to the next control; 0 once none follows (sudden death)
  friend bool operator==(const Stage&, const Stage&) = default;
};

// `side`'s stage after the clock's last event (a stage changes only at a press or a director's
// set_moves). A control without stages answers {false, 1, 0}.
Stage stage(const Clock& clock, Side side);

}  // namespace flagfall::clock
