// The rules and time-control picker: a ruleset (each starts a game with its own control), a
// preset control or a custom one typed in.
#include "session/live_text.h"
#include "ui/clock/sheets/sheets.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"

namespace flagfall::ui {

void draw_picker(ClockSession& session) {
  const session::ClockSettings& settings = session.settings();
  const float inner = ImGui::GetContentRegionAvail().x;
  const float half = (inner - ImGui::GetStyle().ItemSpacing.x) / 2;
  ImGui::TextDisabled("Rules: each starts a game with its own control");
  int column = 0;
  for (const rules::Ruleset* ruleset : rules::all_rulesets()) {
    if (column++ % 2) ImGui::SameLine();
    const bool current = settings.ruleset == ruleset->id;
    if (current) ImGui::PushStyleColor(ImGuiCol_Button, colors::kAccent);
    const std::string label = std::string(session::ruleset_short_name(ruleset->id));
    if (ImGui::Button(label.c_str(), ImVec2(half, touch_target())))
      session.choose_ruleset(ruleset->id);
    if (current) ImGui::PopStyleColor();
    tap_targets().add_last_item((std::string("ruleset.") + std::string(ruleset->id)).c_str());
  }
  ImGui::TextDisabled(session.started() ? "Time control (resets the clock)"
                                        : "Time control, the same for both");
  column = 0;
  for (const char* preset : session::kClockPresets) {
    if (column++ % 2) ImGui::SameLine();
    const bool current = settings.control == preset;
    if (current) ImGui::PushStyleColor(ImGuiCol_Button, colors::kAccent);
    if (ImGui::Button(preset, ImVec2(half, touch_target()))) session.choose_preset(preset);
    if (current) ImGui::PopStyleColor();
    tap_targets().add_last_item((std::string("preset.") + preset).c_str());
  }
  if (column % 2) ImGui::SameLine();
  if (ImGui::Button("Custom\xE2\x80\xA6", ImVec2(half, touch_target())))
    session.ask_custom_control();
  tap_targets().add_last_item("picker.custom");
  const std::string warning = session.game().control_warning();
  ImGui::PushTextWrapPos(0);
  if (!warning.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, colors::kWarning);
    ImGui::TextUnformatted(warning.c_str());
    ImGui::PopStyleColor();
  } else {
    ImGui::TextDisabled("%s: %s", settings.control.c_str(),
                        std::string(session.game().ruleset().name).c_str());
  }
  if (!session.notice().empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, colors::kWarning);
    ImGui::TextUnformatted(session.notice().c_str());
    ImGui::PopStyleColor();
  }
  ImGui::PopTextWrapPos();
  if (ImGui::Button("Close", ImVec2(inner, touch_target()))) session.close_sheet();
  tap_targets().add_last_item("picker.close");
}

}  // namespace flagfall::ui
