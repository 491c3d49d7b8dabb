// The director's panel: penalties on the ruleset's own ladder (the next step and its rule
// shown), set a time, reduce excess time, stop and restart the clocks. What each penalty is, and
// what may be reduced, is decided in src/game/director.cpp; the arbiter rules on it.
#include "clock/display.h"
#include "session/live_text.h"
#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/clock/sheets/sheets.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"

namespace flagfall::ui {
namespace {

using chess::Color;
using session::color_id;
using session::color_label;

std::string step_text(rules::PenaltyStep step, Color offender) {
  switch (step) {
    case rules::PenaltyStep::kWarning:
      return "warning";
    case rules::PenaltyStep::kMinuteToOpponent:
      return std::string("+1 min to ") + color_label(~offender);
    case rules::PenaltyStep::kMinuteOffOffender:
      return std::string("\xE2\x88\x92") + "1 min for " + color_label(offender);
    case rules::PenaltyStep::kForfeit:
      return "forfeit";
    case rules::PenaltyStep::kAsIllegalMove:
      return "as an illegal move";
  }
  return "";
}

const char* offence_label(rules::Offence offence) {
  switch (offence) {
    case rules::Offence::kTwoHands:
      return "Two hands";
    case rules::Offence::kKnockedClock:
      return "Knocked clock";
    case rules::Offence::kDisplacedPieces:
      return "Displaced pieces";
    case rules::Offence::kTouchMove:
      return "Touch move";
    case rules::Offence::kBanging:
      return "Banging";
    case rules::Offence::kOther:
      return "Other";
  }
  return "Other";
}

}  // namespace

void draw_director_panel(ClockSession& session, const FrameInput& input) {
  const EpochMillis at = input.pointer_down_at.value_or(input.now);
  const game::DirectorOffer offer = session.director_offer(input.now);
  const Color against = session.director_side();
  const float half = half_width();
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled("%s. %s",
                      std::string(session::ruleset_short_name(session.game().ruleset().id)).c_str(),
                      side_times(session, input.now).c_str());
  ImGui::PopTextWrapPos();
  ImGui::TextUnformatted("Penalty against");
  for (const Color side : {Color::White, Color::Black}) {
    if (side == Color::Black) ImGui::SameLine();
    const bool current = against == side;
    if (current) ImGui::PushStyleColor(ImGuiCol_Button, colors::kAccent);
    if (ImGui::Button(color_label(side), ImVec2(half, touch_target())))
      session.director_against(side);
    if (current) ImGui::PopStyleColor();
    tap_targets().add_last_item((std::string("director.against.") + color_id(side)).c_str());
  }
  // Each offence with the next step of the ruleset's own ladder and its rule.
  ImGui::SetWindowFontScale(0.85f);
  int column = 0;
  for (const game::PenaltyOffer& penalty : offer.penalties) {
    const std::string label =
        std::string(offence_label(penalty.offence)) + "\n" +
        (penalty.next ? step_text(*penalty.next, against) : std::string("no penalty")) + "\n" +
        penalty.rule;
    const std::string target =
        "director.penalty." + std::string(rules::offence_name(penalty.offence));
    if (column++ % 2) ImGui::SameLine();
    if (ImGui::Button((label + "##" + target).c_str(), ImVec2(half, 0))) {
      ImGui::SetWindowFontScale(1.0f);
      return session.give_penalty(penalty.offence, at);
    }
    tap_targets().add_last_item(target.c_str());
  }
  ImGui::SetWindowFontScale(1.0f);
  ImGui::TextUnformatted("Time");
  for (const Color side : {Color::White, Color::Black}) {
    if (side == Color::Black) ImGui::SameLine();
    const std::string label = std::string("Set ") + color_label(side) + "\xE2\x80\xA6";
    if (ImGui::Button(label.c_str(), ImVec2(half, touch_target())))
      session.ask_set_time(side, input.now);
    tap_targets().add_last_item((std::string("director.set.") + color_id(side)).c_str());
  }
  // Excess time (US Chess 11-3): back to the control's own time.
  for (const game::ExcessTime& excess : offer.excess) {
    const std::string label = std::string("Reduce ") + color_label(excess.side) +
                              "'s excess time to " +
                              clock::format_remaining(excess.to, clock::DisplayFormat{0});
    if (wide_button(label.c_str(),
                    (std::string("director.reduce.") + color_id(excess.side)).c_str())) {
      return session.reduce_excess_time(excess.side, at);
    }
  }
  if (offer.stop != game::DirectorStop::kNone) {
    const bool restart = offer.stop == game::DirectorStop::kRestart;
    if (wide_button(restart ? "Restart the clocks" : "Stop the clocks for a dispute",
                    "director.stop")) {
      session.director_stop(at);
    }
  }
  notice_line(session.notice());
  if (wide_button("Close", "director.close")) session.close_sheet();
}

}  // namespace flagfall::ui
