#pragma once

#include <string>
#include <vector>

#include "chess/color.h"
#include "clock/clock.h"

namespace flagfall::game {

class LiveGame;

// Each move's time, after the game (issue 26 point 7): one row per press, read from the clock's
// event log (the game's log replayed), so it agrees with every ruling to the millisecond.
struct MoveTime {
  int number = 0;  // the move's number: White's and Black's n-th moves share n
  chess::Color side = chess::Color::White;
  clock::Millis at = 0;           // the press's instant, ms from the start (t = 0)
  clock::Millis spent = 0;        // how long the side's clock ran in this turn (pauses left out)
  clock::Millis clock_after = 0;  // the side's clock just after the press: the big number
                                  // (increment, Bronstein's give-back and a next period's time
                                  // in; 0 once its flag has fallen; an upcount's time counted)
  friend bool operator==(const MoveTime&, const MoveTime&) = default;
};

// Every press in `clock`'s log, in order. `first_number` is the number of the first move (a
// game set up from a FEN starts at its move number); a press by Black makes the next White
// move's number one more. Spent time is exact to the microsecond inside and rounded to the
// nearest millisecond here.
std::vector<MoveTime> move_times(const clock::Clock& clock, int first_number = 1);
// The live game's: its clock, numbered from its set-up (the compiled scenario's FEN).
std::vector<MoveTime> move_times(const LiveGame& game);

// The rows as CSV (RFC 4180, a header line, '\n' line ends):
//   move,side,spent_ms,clock_ms,at_ms
//   1,white,2150,298150,2150
std::string move_times_csv(const std::vector<MoveTime>& times);

// "h:mm:ss" as PGN's [%clk] and [%emt] comments write a time; `round_up` rounds a part second up
// (as the clock shows a time left), else to the nearest second.
std::string pgn_clock_text(clock::Millis ms, bool round_up);

}  // namespace flagfall::game
