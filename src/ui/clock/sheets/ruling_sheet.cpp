// The ruling: the arbiter's headline, the rule, its sentences, and what follows (the result, or
// play on).
#include "session/live_text.h"
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
    wrapped("Rule: " + view.rule, &accent);
  }
  for (const rules::LogEntry& e : view.lines) wrapped(e.text);
  ImGui::Separator();
  if (view.over) {
    const std::string score = session::result_score(view.ruling.outcome);
    wrapped("The game is over" + (score.empty() ? std::string(".") : ": " + score + "."));
    if (wide_button("Game record", "ruling.record")) return session.open_record();
    if (wide_button("OK", "ruling.ok")) session.close_sheet();
    return;
  }
  if (view.holds_clock) {
    wrapped(std::string("Play goes on: ") +
            (view.next_to_move == clock::Side::White ? "White" : "Black") +
            "'s clock starts when you tap Play on.");
    ImGui::PushStyleColor(ImGuiCol_Button, colors::kAccent);
    const bool play_on = wide_button("Play on", "ruling.play-on");
    ImGui::PopStyleColor();
    if (play_on) session.play_on(input.pointer_down_at.value_or(input.now));
    return;
  }
  wrapped(view.running ? std::string("Play goes on: ") +
                             (*view.running == clock::Side::White ? "White" : "Black") +
                             "'s clock is running."
                       : std::string("Play goes on when the clock is restarted (Resume)."));
  if (wide_button("OK", "ruling.ok")) session.close_sheet();
}

}  // namespace flagfall::ui
