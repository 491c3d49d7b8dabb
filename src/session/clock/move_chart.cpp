#include "session/clock/move_chart.h"

#include <algorithm>

namespace flagfall::session {

std::string move_time_label(clock::Millis ms) {
  const clock::Millis tenths = (ms + 50) / 100;
  if (tenths >= 600) {
    const clock::Millis s = (ms + 500) / 1000;
    const std::string sec = std::to_string(s % 60);
    return std::to_string(s / 60) + (sec.size() < 2 ? ":0" : ":") + sec;
  }
  return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10) + " s";
}

MoveChart move_chart(const game::LiveGame& game) {
  MoveChart chart;
  clock::Millis total[2] = {0, 0};
  int count[2] = {0, 0};
  const game::MoveTime* longest = nullptr;
  const std::vector<game::MoveTime> times = game::move_times(game);
  for (const game::MoveTime& t : times) {
    if (chart.rows.empty() || chart.rows.back().number != t.number)
      chart.rows.push_back({t.number, std::nullopt, std::nullopt});
    const bool white = t.side == chess::Color::White;
    (white ? chart.rows.back().white : chart.rows.back().black) = t.spent;
    total[white ? 0 : 1] += t.spent;
    ++count[white ? 0 : 1];
    if (!longest || t.spent > longest->spent) longest = &t;
  }
  if (!longest) {
    chart.caption = "No move made yet.";
    return chart;
  }
  chart.longest = longest->spent;
  chart.caption = std::string("Longest: ") +
                  (longest->side == chess::Color::White ? "White" : "Black") + "'s move " +
                  std::to_string(longest->number) + ", " + move_time_label(longest->spent) +
                  " \xC2\xB7 Average:";
  for (int i = 0; i < 2; ++i) {
    if (count[i] == 0) continue;
    chart.caption += std::string(i == 0 ? " White " : (count[0] ? ", Black " : " Black ")) +
                     move_time_label(total[i] / count[i]);
  }
  return chart;
}

std::vector<std::vector<std::string>> move_chart_table(const MoveChart& chart) {
  std::vector<std::vector<std::string>> rows = {{"Move", "White", "Black"}};
  for (const MoveChartRow& row : chart.rows) {
    rows.push_back({std::to_string(row.number), row.white ? move_time_label(*row.white) : "",
                    row.black ? move_time_label(*row.black) : ""});
  }
  return rows;
}

}  // namespace flagfall::session
