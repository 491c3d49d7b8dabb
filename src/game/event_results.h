#pragma once
// The event on the director's device (issue 41, point 5): each game's result as its board's phone
// sends it, gathered by round and board. The same result again changes nothing; a different one
// for a board that has a result is kept beside it and the board flagged, never written over.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "rules/ruling.h"

namespace flagfall::game {

// Where a game was played: from the set-up link the director made for its board, or typed on the
// board's phone. Rounds and boards count from 1; 0 is not known.
struct EventPlace {
  std::string event;
  int round = 0;
  int board = 0;
  std::string white;  // the players' names, "" when not given
  std::string black;
  friend bool operator==(const EventPlace&, const EventPlace&) = default;
};

// A game's result as its board sends it to the director.
struct BoardResult {
  EventPlace place;
  rules::Outcome outcome = rules::Outcome::kPlayOn;
  rules::Reason reason = rules::Reason::kInProgress;
  std::string rule;           // the deciding ruling's citation ("USCF 11-7d"), "" if none
  std::string ruleset;        // the ruleset's id
  std::string control;        // the time control as written ("G/5;d0")
  std::int64_t ended_at = 0;  // when the game ended, ms since 1970 (UTC)
  std::string record;         // the game as saved (LiveGame::save_json): presses, claims, rulings
  friend bool operator==(const BoardResult&, const BoardResult&) = default;
};

class EventResults {
 public:
  enum class Added : std::uint8_t {
    kNew,       // the first result for its board
    kSame,      // the very result its board has already: nothing changed
    kConflict,  // its board has another result: both kept, the board flagged
  };
  // A board of a round and every result that came for it, in the order they came.
  struct Board {
    int round = 0;
    int board = 0;
    std::vector<BoardResult> results;
    bool conflicting() const { return results.size() > 1; }
  };

  Added add(BoardResult result);
  // By round, then board.
  const std::vector<Board>& boards() const { return boards_; }
  const Board* find(int round, int board) const;
  std::vector<int> rounds() const;  // each round with a result, in order
  int conflicts() const;            // boards with more than one result

 private:
  std::vector<Board> boards_;
};

// Every result of the event as one PGN file, by round and board (a flagged board's results one
// after the other): the Seven Tag Roster, Board and TimeControl, and each move with its clock
// where the game's moves were recorded (pgn_of_game). A result whose record cannot be read is
// written from its own fields: its tags and its result.
std::string event_pgn(const EventResults& results);

// Every result as CSV, one line each by round and board after `header` (the columns' names in the
// reader's words): round, board, white, black, the result ("1-0", "1/2-1/2"), the reason's id, the
// rule, the ruleset's id, the control, when it ended (UTC, ISO 8601) and "conflict" on a flagged
// board's lines.
std::string event_csv(const EventResults& results, std::string_view header);

class LiveGame;
// A game as its board sends it: its result with the deciding ruling's rule (cited as its ruleset
// cites it), its ruleset and control, when its last event happened and the log as saved.
BoardResult board_result_of(const LiveGame& game, EventPlace place);

// A time in ms since 1970 as UTC in ISO 8601 ("2026-11-29T14:05:09Z"), and a CSV field, quoted
// when it holds a comma, a quote or a line break (RFC 4180): shared by the class's CSV.
std::string iso_time(std::int64_t ms_since_epoch);
std::string csv_field(std::string_view text);

// PGN's date of a time in ms since 1970, UTC ("2026.11.29").
std::string pgn_date(std::int64_t ms_since_epoch);

}  // namespace flagfall::game
