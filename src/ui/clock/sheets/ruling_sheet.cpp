// The ruling: the arbiter's headline, the rule, its sentences, and what follows (the result, or
// play on).
#include "session/clock/live_text.h"
#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/clock/sheets/sheets.h"
#include "ui/fonts.h"
#include "ui/theme.h"

namespace flagfall::ui {

void draw_ruling_sheet(ClockSession& session, const FrameInput& input) {
  const session::RulingView view = session.ruling_view(input.now);
  ImGui::PushFont(Fonts::title());
  wrapped(session::ruling_headline(view.ruling));
  ImGui::PopFont();
  if (!view.rule.empty()) {
    const ImVec4 accent = colors::kWarning;
    wrapped(words::format<words::Msg::kClockSheetRulingRule>(view.rule), &accent);
  }
  for (const rules::LogEntry& e : view.lines) wrapped(e.text);
  ImGui::Separator();
  wrapped(session::ruling_follow_up(view));
  session::ClockControls controls = session::ruling_controls(view);
  if (view.holds_clock && !view.over) controls.back().on = true;  // Play on, in the accent colour
  session::ClockIntent tapped;
  control_grid(controls, tapped);
  send(session, tapped, input);
}

}  // namespace flagfall::ui
