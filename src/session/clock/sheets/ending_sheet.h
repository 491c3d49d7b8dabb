#pragma once
// An ending to confirm (kConfirmEnd): what it is, what confirming records, and the sheet's words
// and controls (ending_sheet.cpp).
#include <string>
#include <vector>

#include "game/live_game.h"
#include "session/clock/clock_intent.h"
#include "session/clock/clock_sheet_state.h"
#include "session/frame_io.h"

namespace flagfall::session {

class ClockSession;

// An ending waiting to be confirmed: what it is in words, and what confirming records.
struct PendingEnding {
  std::string what;    // "White resigns"
  std::string result;  // the arbiter's headline for it: "Black wins: White resigned"
  std::string score;   // "0-1", "½-½" or ""
  std::vector<game::Entry> entries;
  EpochMillis at = 0;  // the instant it is recorded at (the stop, or the director's tap)
  ClockSheet back_to = ClockSheet::kClaim;
};

// An ending to confirm (kConfirmEnd): what follows, then Back and "End the game".
std::string ending_question(const ClockSession& s);
ClockControls ending_controls(const ClockSession& s);

}  // namespace flagfall::session
