// The game record: every event with its time, or each move's time as a chart; the export as a
// scenario file, as text, as CSV and PGN, and studying a finished game in the trainer.
#include <algorithm>

#include "session/clock/live_text.h"
#include "session/clock/move_chart.h"
#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/clock/sheets/sheets.h"
#include "ui/theme.h"

namespace flagfall::ui {
namespace {

float chart_row_height() {
  return ImGui::GetTextLineHeight() + 6;
}

// Each move's time in the progress chart's style: a row per move, its number in the middle,
// White's bar growing to the left and Black's to the right on a panel-coloured track, each as
// long as its share of the longest move, with the time beside it.
void draw_move_chart(const session::MoveChart& chart) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float width = ImGui::GetContentRegionAvail().x;
  const float number_width = 40.0f;
  const float half = (width - number_width) / 2;
  const float height = 14.0f;
  const float row_height = chart_row_height();
  ImGui::TextDisabled("%s", session::side_name(chess::Color::White).data());
  ImGui::SameLine(width - ImGui::CalcTextSize(session::side_name(chess::Color::Black).data()).x);
  ImGui::TextDisabled("%s", session::side_name(chess::Color::Black).data());
  const ImU32 track = ImGui::GetColorU32(colors::kPanel);
  const ImU32 label = ImGui::GetColorU32(colors::kTextDim);
  for (const session::MoveChartRow& row : chart.rows) {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float mid_y = at.y + row_height / 2;
    const float left_end = at.x + half;
    const float right_start = left_end + number_width;
    draw->AddRectFilled(ImVec2(at.x, mid_y - height / 2), ImVec2(left_end, mid_y + height / 2),
                        track, 4.0f);
    draw->AddRectFilled(ImVec2(right_start, mid_y - height / 2),
                        ImVec2(at.x + width, mid_y + height / 2), track, 4.0f);
    const std::string number = std::to_string(row.number);
    const ImVec2 number_size = ImGui::CalcTextSize(number.c_str());
    draw->AddText(ImVec2(left_end + (number_width - number_size.x) / 2, mid_y - number_size.y / 2),
                  label, number.c_str());
    for (const bool white : {true, false}) {
      const auto& spent = white ? row.white : row.black;
      if (!spent) continue;
      const float share = chart.longest > 0 ? static_cast<float>(*spent) / chart.longest : 0;
      const float length = std::max(4.0f, half * share);
      const ImVec2 a(white ? left_end - length : right_start, mid_y - height / 2);
      const ImVec2 b(white ? left_end : right_start + length, mid_y + height / 2);
      draw->AddRectFilled(a, b, ImGui::GetColorU32(white ? colors::kText : colors::kAccent), 4.0f);
      // The time beside the bar, on the track's free side (inside the bar's end when it is long).
      const std::string text = session::move_time_label(*spent);
      const float text_width = ImGui::CalcTextSize(text.c_str()).x;
      const bool inside = length > half - text_width - 8;
      const float x = white ? (inside ? a.x + 4 : a.x - text_width - 4)
                            : (inside ? b.x - text_width - 4 : b.x + 4);
      draw->AddText(ImVec2(x, mid_y - number_size.y / 2),
                    ImGui::GetColorU32(inside ? colors::kBackground : colors::kText), text.c_str());
    }
    ImGui::Dummy(ImVec2(width, row_height));
  }
}

}  // namespace

void GameRecordSheet::draw(ClockSession& session, const FrameInput& input, FrameOutput& output) {
  if (ImGui::IsWindowAppearing()) scroll_pending = 6;  // the layout settles over a few frames
  const game::LiveGame& game = session.game();
  const std::vector<session::RecordLine> lines = session::game_record(game);
  ImGui::TextDisabled("%s, %s", std::string(session::ruleset_short_name(game.ruleset().id)).c_str(),
                      game.time_control().c_str());
  const float height = std::min(440.0f, ImGui::GetMainViewport()->WorkSize.y - 320.0f);
  ImGui::PushStyleVar(ImGuiStyleVar_ScrollbarSize, 30.0f);  // a thumb-sized scrollbar
  const bool times = session.record_times();
  const session::MoveChart chart = times ? session::move_chart(game) : session::MoveChart{};
  // The chart is no taller than its rows need (a short game's leaves no empty box), and keeps
  // room for a few rows even on a phone on its side (its caption and controls then go on one
  // line each).
  const ImGuiStyle& style = ImGui::GetStyle();
  const float rows_height =
      ImGui::GetTextLineHeightWithSpacing() +
      static_cast<float>(chart.rows.size()) * (chart_row_height() + style.ItemSpacing.y) +
      2 * style.WindowPadding.y;
  const float chart_height =
      std::min(rows_height, std::max(112.0f, height - ImGui::GetTextLineHeightWithSpacing() * 2));
  ImGui::BeginChild(times ? "record-times" : "record-lines",
                    ImVec2(0, times ? chart_height : height), true);
  if (times) {
    draw_move_chart(chart);
  } else {
    for (const session::RecordLine& line : lines) {
      ImGui::TextDisabled("%s", session::elapsed_label(line.t).c_str());
      ImGui::SameLine(66);
      const ImVec4 colour = line.ruling ? colors::kText : colors::kTextDim;
      wrapped(line.text, &colour);
    }
  }
  // Opens on the newest lines; the scrollbar goes back in time.
  if (scroll_pending > 0) {
    --scroll_pending;
    ImGui::SetScrollY(ImGui::GetScrollMaxY() + 1000.0f);
    output.redraw_at = input.now;  // draw again until the scroll has settled
  }
  ImGui::EndChild();
  ImGui::PopStyleVar();
  if (times) wrapped(chart.caption);
  if (!session.export_said().empty()) wrapped(session.export_said(), &colors::kAccentHover);
  // Two a row (the export and the text; studying and sharing the game once it ended), then Close.
  session::ClockControls controls = session::record_controls(session);
  const ImVec2 screen = ImGui::GetMainViewport()->WorkSize;
  if (times && screen.x > screen.y) {  // wide: the chart's controls in one row
    session::ClockIntent tapped;
    control_grid(controls, tapped, static_cast<int>(controls.size()));
    send(session, tapped, input);
    return;
  }
  const session::ClockControls close(controls.end() - 1, controls.end());
  controls.pop_back();
  session::ClockIntent tapped;
  control_grid(controls, tapped, 2);
  control_grid(close, tapped);
  send(session, tapped, input);
}

}  // namespace flagfall::ui
