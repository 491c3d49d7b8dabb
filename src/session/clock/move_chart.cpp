#include "session/clock/move_chart.h"

#include <algorithm>

#include "session/clock/live_text.h"
#include "words/words.h"

namespace flagfall::session {

using words::Msg;

std::string move_time_label(clock::Millis ms) {
  const clock::Millis tenths = (ms + 50) / 100;
  if (tenths >= 600) {
    const clock::Millis s = (ms + 500) / 1000;
    const std::string sec = std::to_string(s % 60);
    return std::to_string(s / 60) + (sec.size() < 2 ? ":0" : ":") + sec;
  }
  return words::format<Msg::kRulingSeconds>(std::to_string(tenths / 10),
                                            std::to_string(tenths % 10));
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
    chart.caption = words::text(Msg::kClockSheetRecordNoMove);
    return chart;
  }
  chart.longest = longest->spent;
  const std::string side = side_of_words(longest->side);
  const std::string number = std::to_string(longest->number);
  const std::string spent = move_time_label(longest->spent);
  const auto average = [&](int i) { return move_time_label(total[i] / count[i]); };
  // Each side's average, of the sides that have moved (White has, unless Black moved first).
  chart.caption =
      count[0] && count[1] ? words::format<Msg::kClockSheetRecordChartBoth>(side, number, spent,
                                                                            average(0), average(1))
      : count[0] ? words::format<Msg::kClockSheetRecordChartWhite>(side, number, spent, average(0))
                 : words::format<Msg::kClockSheetRecordChartBlack>(side, number, spent, average(1));
  return chart;
}

std::vector<std::vector<std::string>> move_chart_table(const MoveChart& chart) {
  std::vector<std::vector<std::string>> rows = {
      {std::string(words::text(Msg::kClockSheetRecordMove)),
       std::string(side_name(chess::Color::White)), std::string(side_name(chess::Color::Black))}};
  for (const MoveChartRow& row : chart.rows) {
    rows.push_back({std::to_string(row.number), row.white ? move_time_label(*row.white) : "",
                    row.black ? move_time_label(*row.black) : ""});
  }
  return rows;
}

}  // namespace flagfall::session
