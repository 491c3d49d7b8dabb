#pragma once

#include <optional>
#include <string>
#include <vector>

#include "game/live_game.h"
#include "game/move_times.h"

namespace flagfall::session {

// Each move's time after the game (issue 26 point 7), for the game record's chart and its mirror
// table: one row per move number with each side's time spent on it (none where that side has not
// moved), read from game::move_times.
struct MoveChartRow {
  int number = 0;
  std::optional<clock::Millis> white;
  std::optional<clock::Millis> black;
};
struct MoveChart {
  std::vector<MoveChartRow> rows;
  clock::Millis longest = 0;  // the longest move, the chart's full height
  std::string caption;  // "Longest: White's move 12, 8.2 s · Average: White 3.1 s, Black 2.9 s"
};
MoveChart move_chart(const game::LiveGame& game);
// "8.2 s", "1:05" from a minute on: a move's time as the chart and the table show it.
std::string move_time_label(clock::Millis ms);
// The chart as a table for a screen reader: a header row, then "12", "8.2 s", "3.0 s" per move.
std::vector<std::vector<std::string>> move_chart_table(const MoveChart& chart);

}  // namespace flagfall::session
