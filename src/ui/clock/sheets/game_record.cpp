// The game record: every event with its time, the export as a scenario file or as text, and
// studying a finished game in the trainer.
#include <algorithm>

#include "session/clock/live_text.h"
#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/clock/sheets/sheets.h"
#include "ui/theme.h"

namespace flagfall::ui {

void GameRecordSheet::draw(ClockSession& session, const FrameInput& input, FrameOutput& output) {
  if (ImGui::IsWindowAppearing()) scroll_pending = 6;  // the layout settles over a few frames
  const game::LiveGame& game = session.game();
  const std::vector<session::RecordLine> lines = session::game_record(game);
  ImGui::TextDisabled("%s, %s", std::string(session::ruleset_short_name(game.ruleset().id)).c_str(),
                      game.time_control().c_str());
  const float height = std::min(440.0f, ImGui::GetMainViewport()->WorkSize.y - 320.0f);
  ImGui::PushStyleVar(ImGuiStyleVar_ScrollbarSize, 30.0f);  // a thumb-sized scrollbar
  ImGui::BeginChild("record-lines", ImVec2(0, height), true);
  for (const session::RecordLine& line : lines) {
    ImGui::TextDisabled("%s", session::elapsed_label(line.t).c_str());
    ImGui::SameLine(66);
    const ImVec4 colour = line.ruling ? colors::kText : colors::kTextDim;
    wrapped(line.text, &colour);
  }
  // Opens on the newest lines; the scrollbar goes back in time.
  if (scroll_pending > 0) {
    --scroll_pending;
    ImGui::SetScrollY(ImGui::GetScrollMaxY() + 1000.0f);
    output.redraw_at = input.now;  // draw again until the scroll has settled
  }
  ImGui::EndChild();
  ImGui::PopStyleVar();
  // Two a row (the export and the text; studying and sharing the game once it ended), then Close.
  session::Controls controls = session::record_controls(session);
  const session::Controls close(controls.end() - 1, controls.end());
  controls.pop_back();
  std::string tapped;
  control_grid(controls, tapped, 2);
  control_grid(close, tapped);
  send(session, tapped, input);
}

}  // namespace flagfall::ui
