// "New game…", or a picker choice once a game has started: replacing the game is asked on a
// sheet that fills the screen's height with its answers at the other end from the tap that asked
// (far_confirm.h), "Keep this game" first, and "New game" acts only when held
// (session::kHoldToReplaceMs; a key or the mirror at once). A stray tap never replaces a game.
#include <cfloat>
#include <optional>
#include <string>

#include "ui/clock/sheets/far_confirm.h"
#include "ui/clock/sheets/sheet_frame.h"
#include "ui/clock/sheets/sheet_widgets.h"
#include "ui/clock/sheets/sheets.h"
#include "ui/tap_targets.h"
#include "ui/theme.h"

namespace flagfall::ui {
namespace {

// The hint to hold, or once a touch let go too soon, the notice that says so.
std::string hold_words(const ClockSession& session) {
  return session.notice().empty() ? session::reset_hold_hint() : session.notice();
}

void draw_words(const ClockSession& session) {
  wrapped(session::reset_question(session));
  if (session.notice().empty()) {
    wrapped(session::reset_hold_hint(), &colors::kTextDim);
  } else {
    notice_line(session.notice());
  }
}

float reset_words_height(const ClockSession& session) {
  const float width = ImGui::GetContentRegionAvail().x;
  const std::string question = session::reset_question(session);
  const std::string hold = hold_words(session);
  return ImGui::CalcTextSize(question.c_str(), nullptr, false, width).y +
         ImGui::CalcTextSize(hold.c_str(), nullptr, false, width).y +
         ImGui::GetStyle().ItemSpacing.y * 2;
}

void draw_answers(ClockSession& session, const FrameInput& input, FrameOutput& output) {
  const session::ClockControls answers = session::reset_controls();
  const ImVec2 size(half_width(), touch_target());
  const std::string keep_id = session::intent_id(answers[0].intent);
  const std::string keep = answers[0].label + "##" + keep_id;
  if (fitted_button(keep.c_str(), size)) send(session, answers[0].intent, input);
  tap_targets().add_last_item(keep_id.c_str());
  ImGui::SameLine();
  const std::string replace_id = session::intent_id(answers[1].intent);
  const std::string replace = answers[1].label + "##" + replace_id;
  ImGui::PushStyleColor(ImGuiCol_Text, colors::kWarning);
  const bool released = fitted_button(replace.c_str(), size);
  tap_targets().add_last_item(replace_id.c_str());
  ImGui::PopStyleColor();
  send_hold(session, released, session::ClockAction::kHoldNewGame, answers[1].intent, input,
            output);
}

}  // namespace

void draw_confirm_reset(ClockSession& session, const FrameInput& input, FrameOutput& output) {
  if (far_controls_first()) {
    draw_answers(session, input, output);
    far_confirm_gap(reset_words_height(session));
    draw_words(session);
  } else {
    draw_words(session);
    far_confirm_gap(touch_target());
    draw_answers(session, input, output);
  }
}

}  // namespace flagfall::ui
