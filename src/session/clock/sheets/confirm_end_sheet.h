#pragma once

#include <string>
#include <utility>
#include <vector>

#include "game/live_game.h"
#include "session/clock/clock_intent.h"
#include "session/frame_io.h"

namespace flagfall::session {

// An ending waiting to be confirmed: what it is in words, and what confirming records.
struct PendingEnding {
  std::string what;    // "White resigns"
  std::string result;  // the arbiter's headline for it: "Black wins: White resigned"
  std::string score;   // "0-1", "½-½" or ""
  std::vector<game::Entry> entries;
  EpochMillis at = 0;  // the instant it is recorded at (the stop, or the director's tap)
  ClockSheet back_to = ClockSheet::kClaim;
};

// An ending to confirm (a result, an agreed draw, a director's forfeit; drawn by
// src/ui/clock/sheets/confirm_end.cpp, listed by the mirror): nothing is recorded until
// "End the game"; Back returns to where it was chosen.
class ConfirmEndSheet {
 public:
  explicit ConfirmEndSheet(PendingEnding ending) : ending_(std::move(ending)) {}
  const PendingEnding& ending() const { return ending_; }
  const std::string& what() const { return ending_.what; }  // the sheet's title
  std::string question() const;                             // what follows
  ClockControls controls() const;                           // Back, "End the game: 1-0"

 private:
  PendingEnding ending_;
};

}  // namespace flagfall::session
